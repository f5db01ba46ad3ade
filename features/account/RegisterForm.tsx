import { Form, Formik, type FormikHelpers } from 'formik';
import { useCallback, useRef, useState, type RefObject } from 'react';
import { useRegisterMutation } from '@api/security';
import { SubmitButton } from '@base/forms/FormButtons';
import { FormFailure } from '@base/forms/FormFailure';
import { CheckboxField } from '@base/forms/CheckboxField';
import { RadioGroup } from '@base/forms/RadioGroup';
import { TextField } from '@base/forms/TextField';
import { VatField, type VatOutcome } from '@base/forms/VatField';
import { prefixedVatCheck } from '@base/forms/vat';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { showRefusal } from './area/formRefusal';
import { PasswordRuleList, PasswordRulesAnnouncer } from './PasswordRules';
import {
  emptyRegisterValues,
  registerRequest,
  registerSchema,
  type RegisterValues,
} from './registerSchema';
import { useFocusFirstError } from './useFocusFirstError';

interface Props {
  /** Where the mailed link's login lands; the server checks it again. */
  returnUrl: string;
  /** Keeps ids unique (the page and the login modal). */
  idPrefix?: string;
}

/**
 * A3 register form (Formik + yup, registerSchema.ts). A refusal with a field goes on that field,
 * others in the alert above; the rate limit (429) says when to try again; what was typed stays.
 * Sent, the form gives way to the server's sentence ("we sent a mail to …, follow its link"):
 * the same whether the address has an account or not, so the form tells no one who has one.
 * Nobody is logged in yet: the mailed link makes the account and logs in (VerifyEmailPage).
 */
export function RegisterForm({ returnUrl, idPrefix = 'register' }: Props) {
  const { t, culture } = useTranslation();
  const [register] = useRegisterMutation();
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const id = (name: string) => `${idPrefix}-${name}`;
  const { cultures } = runtimeConfig();

  const checkVat = useCallback(
    (vat: string): Promise<VatOutcome> => {
      const { validity, problem } = prefixedVatCheck(vat);
      return Promise.resolve({ validity, message: problem ? t(problem) : '' });
    },
    [t],
  );

  const submit = async (values: RegisterValues, helpers: FormikHelpers<RegisterValues>) => {
    setFailure(undefined);
    const result = await register(registerRequest(values, returnUrl));
    if (result.data) setSent(result.data.message);
    else setFailure(showRefusal(result.error, values, helpers, t('Manager.UnknowsErrors')));
  };

  if (sent) {
    return (
      <div className="alert alert-success register-sent" role="status">
        {sent}
      </div>
    );
  }
  return (
    <Formik<RegisterValues>
      initialValues={emptyRegisterValues(culture)}
      validationSchema={registerSchema(cultures)}
      onSubmit={submit}
    >
      {({ values, submitCount, isSubmitting }) => (
        <RegisterFields
          form={form}
          id={id}
          values={values}
          failure={failure}
          submitCount={submitCount}
          isSubmitting={isSubmitting}
          cultures={cultures}
          checkVat={checkVat}
        />
      )}
    </Formik>
  );
}

interface FieldsProps {
  form: RefObject<HTMLFormElement | null>;
  id: (name: string) => string;
  values: RegisterValues;
  failure: string | undefined;
  submitCount: number;
  isSubmitting: boolean;
  cultures: readonly string[];
  checkVat: (vat: string) => Promise<VatOutcome>;
}

function RegisterFields(props: FieldsProps) {
  const { form, id, values, failure, submitCount, isSubmitting } = props;
  const { t, culture } = useTranslation();
  useFocusFirstError(form, submitCount, isSubmitting, failure);
  return (
    <Form noValidate ref={form} className="register-form" aria-label={t('Register.Title')}>
      <FormFailure message={failure} />
      <TextField
        name="Email"
        id={id('email')}
        label={t('Security.Email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
      />
      <TextField
        name="Password"
        id={id('password')}
        label={t('Security.Password')}
        type="password"
        autoComplete="new-password"
        required
        hint={<PasswordRuleList password={values.Password} />}
      />
      <PasswordRulesAnnouncer password={values.Password} />
      <div className="row g-sm-3">
        <TextField
          name="FirstName"
          id={id('firstname')}
          label={t('Register.FirstName')}
          autoComplete="given-name"
          required
          wrapperClassName="col-sm-6 mb-3"
        />
        <TextField
          name="LastName"
          id={id('lastname')}
          label={t('Register.LastName')}
          autoComplete="family-name"
          required
          wrapperClassName="col-sm-6 mb-3"
        />
      </div>
      <RadioGroup
        name="Culture"
        id={id('culture')}
        legend={t('Register.Language')}
        options={props.cultures.map((c) => ({ value: c, label: t(`Cultures.${c}`) }))}
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('Register.Company')}</legend>
        <TextField
          name="CompanyName"
          id={id('company')}
          label={t('Register.CompanyName')}
          autoComplete="organization"
        />
        <VatField
          id={id('vat')}
          className="register-vat"
          label={t('Register.Vat')}
          hint={t('Register.VatHint')}
          validText={t('VatNumber.Valid')}
          initialValidity={null}
          check={props.checkVat}
        />
      </fieldset>
      <CheckboxField name="Newsletter" id={id('newsletter')} label={t('Register.Newsletter')} />
      <CheckboxField
        name="AcceptTerms"
        id={id('terms')}
        required
        label={t('Register.AcceptTerms')}
        extra={
          <>
            {' '}
            <a
              href={`${runtimeConfig().appBase}/${culture}/terms`}
              target="_blank"
              rel="noopener"
              className="small"
            >
              {t('Register.ReadTerms')}
            </a>
          </>
        }
      />
      <SubmitButton label={t('Register.Submit')} busyLabel={t('Register.Sending')} />
    </Form>
  );
}
