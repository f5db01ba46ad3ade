import { useFormik } from 'formik';
import { useState } from 'react';
import type { LoginAnswer } from '@api/contract/account';
import { useLoginMutation } from '@api/security';
import { FormFailure } from '@base/forms/FormFailure';
import { useTranslation } from '@base/i18n/useTranslation';
import { loginSchema, type LoginValues } from './loginSchema';
import { serverMessage } from '@api/errors';

interface Props {
  /** Where to go after login; the server checks it again. */
  returnUrl: string;
  onSuccess: (result: LoginAnswer) => void;
  /** Keeps ids unique when the page form and the modal form are both on screen. */
  idPrefix?: string;
}

/** E-mail and password; wrong credentials and the rate limit are shown above the fields. */
export function LoginForm({ returnUrl, onSuccess, idPrefix = 'login' }: Props) {
  const { t } = useTranslation();
  const [login] = useLoginMutation();
  const [failure, setFailure] = useState<string>();
  const formik = useFormik<LoginValues>({
    initialValues: { Email: '', Password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setFailure(undefined);
      const result = await login({
        Email: values.Email.trim(),
        Password: values.Password,
        ReturnUrl: returnUrl,
      });
      if (result.data) onSuccess(result.data);
      else setFailure(serverMessage(result.error) ?? t('Manager.UnknowsErrors'));
    },
  });
  const field = (name: keyof LoginValues) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    const id = `${idPrefix}-${name.toLowerCase()}`;
    return {
      input: {
        ...formik.getFieldProps(name),
        id,
        className: `form-control${error ? ' is-invalid' : ''}`,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      },
      error: error ? (
        <div className="invalid-feedback" id={`${id}-error`}>
          {t(error)}
        </div>
      ) : null,
    };
  };
  const email = field('Email');
  const password = field('Password');
  return (
    <form className="login-form" noValidate onSubmit={formik.handleSubmit}>
      <FormFailure message={failure} />
      <div className="mb-3">
        <label className="form-label" htmlFor={email.input.id}>
          {t('Security.Email')}
        </label>
        <input {...email.input} type="email" autoComplete="username" inputMode="email" />
        {email.error}
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={password.input.id}>
          {t('Security.Password')}
        </label>
        <input {...password.input} type="password" autoComplete="current-password" />
        {password.error}
      </div>
      <button type="submit" className="btn btn-primary" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? t('Security.Sending') : t('Security.Submit')}
      </button>
    </form>
  );
}
