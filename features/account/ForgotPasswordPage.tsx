import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { object } from 'yup';
import { useForgotPasswordMutation } from '@api/security';
import { SubmitButton } from '@base/forms/FormButtons';
import { FormFailure } from '@base/forms/FormFailure';
import { TextField } from '@base/forms/TextField';
import { useTranslation } from '@base/i18n/useTranslation';
import { showRefusal } from './area/formRefusal';
import { useSecurityPage } from './useSecurityPage';
import { emailRule } from './loginSchema';
import './account.scss';

const schema = object({ Email: emailRule() });
type Values = { Email: string };

/**
 * /{culture}/security/forgotpassword (A4): the e-mail, then the server's sentence, the same
 * whether the address has an account or not (no account enumeration): the mail says the rest.
 */
export function ForgotPasswordPage() {
  const { t, culture } = useTranslation();
  const [ask] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const title = t('ForgotPassword.Title');
  useSecurityPage(title, 'security/forgotpassword');
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(undefined);
    const result = await ask({ Email: values.Email.trim() });
    if (result.data) setSent(result.data.message);
    else setFailure(showRefusal(result.error, values, helpers, t('Manager.UnknowsErrors')));
  };
  return (
    <section className="forgot-password-page security-page">
      <h1>{title}</h1>
      {sent ? (
        <div className="alert alert-success" role="status">
          {sent}
        </div>
      ) : (
        <>
          <p>{t('ForgotPassword.Intro')}</p>
          <Formik<Values> initialValues={{ Email: '' }} validationSchema={schema} onSubmit={submit}>
            {() => (
              <Form noValidate>
                <FormFailure message={failure} />
                <TextField
                  name="Email"
                  id="forgot-email"
                  label={t('Security.Email')}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  required
                />
                <SubmitButton
                  label={t('ForgotPassword.Submit')}
                  busyLabel={t('ForgotPassword.Sending')}
                />
              </Form>
            )}
          </Formik>
        </>
      )}
      <p className="mt-3">
        <Link to={`/${culture}/security/login`}>{t('ForgotPassword.BackToLogin')}</Link>
      </p>
    </section>
  );
}
