import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { errorResponses, NoQuery } from '../../../api/contract/common';
import {
  FormCodeParams,
  FormQuery,
  FormRefusal,
  FormSubmission,
  FormSubmitted,
  FormView,
} from '../../../api/contract/forms';
import { HONEYPOT_FIELD, mergeRecords } from '../../../rules/forms';
import type { FieldProblems } from '../../services/forms/checkSubmission';
import { checkSubmission } from '../../services/forms/checkSubmission';
import { resolveFiles } from '../../services/forms/fileFacts';
import { formView, loadForm } from '../../services/forms/formDefinition';
import { submitForm } from '../../services/forms/submitForm';
import { customerIdOf } from '../../plugins/session';
import { ipLimitScale } from '../../services/account/rateLimits';

const FORM_MAX_PER_IP = 5;
const FORM_WINDOW = '10 minutes';

/** Every failing field's message in the caller's culture; the first one is the answer's message. */
function refusal(request: FastifyRequest, problems: FieldProblems): FormRefusal {
  const Errors: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems)) {
    Errors[field] = request.t(problem.key, ...(problem.args ?? []));
  }
  const [field = ''] = Object.keys(Errors);
  return { message: Errors[field] ?? '', field, Errors };
}

/** CMS forms (ours): a definition for the renderer, and a submission checked, stored and mailed. */
export const formRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/forms/:code',
    {
      schema: {
        tags: ['forms'],
        summary: 'CMS form (ours): the definition in one culture, rules as markup attributes',
        params: FormCodeParams,
        querystring: FormQuery,
        response: { 200: FormView, ...errorResponses },
      },
    },
    async (request, reply) => {
      const form = await loadForm(app.db, request.params.code);
      if (!form) return reply.code(404).send({ message: request.t('CmsForms.NotFound') });
      return formView(form, request.culture);
    },
  );

  app.post(
    '/api/v1/forms/:code',
    {
      schema: {
        tags: ['forms'],
        summary: 'CMS form submission (ours): checked with the form rules, stored, mailed',
        params: FormCodeParams,
        querystring: NoQuery,
        body: FormSubmission,
        response: { 200: FormSubmitted, ...errorResponses, 400: FormRefusal },
      },
      preHandler: app.loadCustomer,
      // Counted after validation: a shopper fixing a typo is not a spammer.
      config: {
        rateLimit: {
          max: FORM_MAX_PER_IP * ipLimitScale(),
          timeWindow: FORM_WINDOW,
          hook: 'preHandler',
        },
      },
    },
    async (request, reply) => {
      const form = await loadForm(app.db, request.params.code);
      if (!form) return reply.code(404).send({ message: request.t('CmsForms.NotFound') });
      const thanks = { Message: request.t('CmsForms.Thanks') };
      // A filled honeypot is a robot: the same thank-you, and nothing stored or mailed.
      if (request.body[HONEYPOT_FIELD]?.trim()) return thanks;

      const { values, duplicates } = mergeRecords(request.body);
      if (duplicates.length > 0) {
        const problems = Object.fromEntries(
          duplicates.map((field) => [field, { key: 'CmsForms.InvalidValue' }]),
        );
        return reply.code(400).send(refusal(request, problems));
      }
      const fileValues: Record<string, string[]> = {};
      for (const f of form.fields) {
        const v = values[f.name];
        if (f.kind === 'file' && Array.isArray(v) && v.length > 0) fileValues[f.name] = v;
      }
      const session = Object.keys(fileValues).length > 0 ? await reply.ensureSession() : null;
      const owner = { sessionId: session?.id ?? null, customerId: customerIdOf(request) };
      const files = await resolveFiles(app.db, fileValues, owner, new Date());
      if (files.refused.length > 0) {
        const problems = Object.fromEntries(
          files.refused.map((field) => [field, { key: 'CmsForms.FileUnknown' }]),
        );
        return reply.code(400).send(refusal(request, problems));
      }
      const problems = checkSubmission(form.fields, values, files.facts, request.culture);
      if (Object.keys(problems).length > 0) {
        return reply.code(400).send(refusal(request, problems));
      }
      const outcome = await submitForm(app.db, {
        form,
        culture: request.culture,
        values,
        uploads: files.uploads,
        owner,
        customerId: customerIdOf(request),
        t: request.t,
      });
      if (!outcome.ok) {
        return reply
          .code(400)
          .send(refusal(request, { [outcome.field]: { key: 'CmsForms.FileUnknown' } }));
      }
      app.mailer.kick();
      return thanks;
    },
  );
};
