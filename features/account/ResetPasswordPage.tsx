import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { object } from 'yup';
import { useResetPasswordMutation } from '@api/security';
import { FORGOT_PASSWORD_PATH, TOKEN_PATTERN } from '@rules/account';
import { SubmitButton } from '@base/forms/FormButtons';
import { TextField } from '@base/forms/TextField';
import { useTranslation } from '@base/i18n/useTranslation';
import { showRefusal } from './area/formRefusal';
import { useSecurityPage } from './useSecurityPage';
import { confirmPasswordRule, newPasswordRule } from './passwordSchema';
import { PasswordRuleList, PasswordRulesAnnouncer } from './PasswordRules';
import './account.scss';

const schema = object({
  Password: newPasswordRule(),
  ConfirmPassword: confirmPasswordRule('Password'),
});
type Values = { Password: string; ConfirmPassword: string };
const TOKEN = new RegExp(TOKEN_PATTERN);

/**
 * /{culture}/security/resetpassword?token=… (A4): a new password (the live rule list) typed
 * twice. Done: the server's sentence and the login page (every session of the account was
 * ended). A link that is used, expired or unknown: the server's sentence and a way to ask again.
 */
export function ResetPasswordPage() {
  const { t, culture } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset] = useResetPasswordMutation();
  const [done, setDone] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const title = t('ResetPassword.Title');
  useSecurityPage(title, 'security/resetpassword');
  const askAgain = (
    <Link to={`/${culture}/${FORGOT_PASSWORD_PATH}`}>{t('ResetPassword.AskAgain')}</Link>
  );
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(undefined);
    const result = await reset({ Token: token, Password: values.Password });
    if (result.data) setDone(result.data.message);
    else setFailure(showRefusal(result.error, values, helpers, t('Manager.UnknowsErrors')));
  };

  let body;
  if (!TOKEN.test(token)) {
    body = (
      <div className="alert alert-warning" role="alert">
        <p>{t('ResetPassword.NoToken')}</p>
        {askAgain}
      </div>
    );
  } else if (done) {
    body = (
      <>
        <div className="alert alert-success" role="status">
          {done}
        </div>
        <Link className="btn btn-primary" to={`/${culture}/security/login`}>
          {t('ResetPassword.LogIn')}
        </Link>
      </>
    );
  } else {
    body = (
      <Formik<Values>
        initialValues={{ Password: '', ConfirmPassword: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ values }) => (
          <Form noValidate>
            {failure && (
              <div className="alert alert-danger" role="alert">
                <p>{failure}</p>
                {askAgain}
              </div>
            )}
            <TextField
              name="Password"
              id="reset-password"
              label={t('ResetPassword.Password')}
              type="password"
              autoComplete="new-password"
              required
              hint={<PasswordRuleList password={values.Password} />}
            />
            <PasswordRulesAnnouncer password={values.Password} />
            <TextField
              name="ConfirmPassword"
              id="reset-confirm"
              label={t('PasswordRules.Confirm')}
              type="password"
              autoComplete="new-password"
              required
            />
            <SubmitButton
              label={t('ResetPassword.Submit')}
              busyLabel={t('ResetPassword.Sending')}
            />
          </Form>
        )}
      </Formik>
    );
  }
  return (
    <section className="reset-password-page security-page">
      <h1>{title}</h1>
      {body}
    </section>
  );
}
