import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import type { FormRefusal, FormView } from '@api/contract/forms';
import { serverRefusal } from '@api/errors';
import { useSubmitFormMutation } from '@api/forms';
import { SubmitButton } from '@base/forms/FormButtons';
import { FormFailure } from '@base/forms/FormFailure';
import { yupForFields } from '@base/forms/validation';
import { useTranslation } from '@base/i18n/useTranslation';
import { FormFieldInput } from './FormFieldInput';
import {
  declaredRules,
  initialValues,
  submittedRecords,
  validateValues,
  type CmsFormValues,
} from './formValues';
import { Honeypot } from './Honeypot';
import './cmsForm.scss';

/** The refusal's every failing field (400), if the answer carries them. */
function fieldErrorsOf(error: unknown): Record<string, string> | null {
  const data = (error as FetchBaseQueryError | undefined)?.data as Partial<FormRefusal> | undefined;
  return data?.Errors && Object.keys(data.Errors).length > 0 ? data.Errors : null;
}

/**
 * A CMS form rendered from its definition: Formik checks each field with the rules its
 * attributes declare (rules/validation, the same the server runs) before anything is sent; the
 * server's refusals land on their fields; the thank-you replaces the form (role="status").
 */
export function CmsForm({ view, culture }: { view: FormView; culture: string }) {
  const { t } = useTranslation();
  const [submit] = useSubmitFormMutation();
  const [thanks, setThanks] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const fields = view.Fields;
  const schema = useMemo(() => yupForFields(declaredRules(fields), { culture }), [fields, culture]);
  const titleId = `cms-form-${view.Code}-title`;

  if (thanks) {
    return (
      <p className="cms-form-thanks alert alert-success" role="status">
        {thanks}
      </p>
    );
  }

  const onSubmit = async (values: CmsFormValues, helpers: FormikHelpers<CmsFormValues>) => {
    setFailure(null);
    const result = await submit({
      code: view.Code,
      culture,
      ...submittedRecords(fields, values),
      website: honeypot.current?.value ?? '',
    });
    if ('data' in result && result.data) {
      setThanks(result.data.Message);
      return;
    }
    const errors = fieldErrorsOf(result.error);
    const known = errors && Object.keys(errors).filter((f) => fields.some((d) => d.Name === f));
    if (errors && known && known.length > 0) {
      helpers.setErrors(errors);
      void helpers.setTouched(Object.fromEntries(known.map((f) => [f, true])), false);
      setFailure(t('CmsForms.FixErrors'));
      return;
    }
    setFailure(serverRefusal(result.error).message ?? t('CmsForms.SendFailed'));
  };

  return (
    <Formik<CmsFormValues>
      initialValues={initialValues(fields)}
      validate={(values) => validateValues(fields, schema, values)}
      onSubmit={onSubmit}
    >
      <Form className="cms-form" noValidate aria-labelledby={titleId}>
        <h2 className="h4" id={titleId}>
          {view.Title}
        </h2>
        <FormFailure message={failure} />
        {fields.map((field) => (
          <FormFieldInput key={field.Name} field={field} code={view.Code} />
        ))}
        <Honeypot id={`${view.Code}-website`} inputRef={honeypot} />
        <SubmitButton label={t('CmsForms.Send')} busyLabel={t('CmsForms.Sending')} />
      </Form>
    </Formik>
  );
}
