import type { FormSubmission, FormSubmitted, FormView } from './contract/forms';
import { api } from './baseApi';

/*
 * CMS forms (issue 18, ours): the definition the `cms-form` widget renders, and a submission.
 * Tag: the `Content` type with id FORM-{code}-{culture} (a definition is CMS content). The
 * widget shows its own refusals (400 with every failing field in `Errors`, 404 unknown form,
 * 429 too many submissions): they are handledStatuses.
 */
const formTag = (code: string, culture: string) =>
  ({ type: 'Content', id: `FORM-${code}-${culture}` }) as const;

export const formsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET {app}/api/v1/forms/{code}?culture= → the form in that culture. */
    getForm: build.query<FormView, { code: string; culture: string }>({
      query: ({ code, culture }) => ({
        url: `{app}/api/v1/forms/${encodeURIComponent(code)}`,
        params: { culture },
      }),
      extraOptions: { handledStatuses: [404] },
      providesTags: (_r, _e, { code, culture }) => [formTag(code, culture)],
    }),
    /** POST {app}/api/v1/forms/{code} → the thank-you, or 400 with each field's message. */
    submitForm: build.mutation<FormSubmitted, FormSubmission & { code: string }>({
      query: ({ code, ...body }) => ({
        url: `{app}/api/v1/forms/${encodeURIComponent(code)}`,
        method: 'POST',
        body,
      }),
      extraOptions: { handledStatuses: [400, 404, 429] },
    }),
  }),
});

export const { useGetFormQuery, useSubmitFormMutation } = formsApi;
