import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { LoginAnswer } from '@api/contract/account';
import { useTwoFactorLoginMutation } from '@api/security';
import { TOTP_DIGITS } from '@rules/account';
import { SubmitButton } from '@base/forms/FormButtons';
import { TextField } from '@base/forms/TextField';
import { useTranslation } from '@base/i18n/useTranslation';
import { showRefusal } from './area/formRefusal';
import {
  cleanCode,
  cleanRecoveryCode,
  twoFactorSchema,
  type TwoFactorMode,
  type TwoFactorValues,
} from './twoFactorSchema';

interface Props {
  /** Where to go once logged in; the server checks it again. */
  returnUrl: string;
  onSuccess: (result: LoginAnswer) => void;
  /** Keeps ids unique (the page and the login modal). */
  idPrefix?: string;
  /** A way back to the password form, shown when the server refused the step itself (expired). */
  restart: ReactNode;
}

/**
 * The login's second step (A1, security/twofactorhome): the authenticator's 6-digit code, or a
 * recovery code in its own view whose Back button returns to the code view, the step's home
 * (001 §2: "two-factor modal with a back step to security/twofactorhome"). A wrong code is the
 * server's message on the input, what was typed kept; a refusal of the step (no login waiting
 * any more, too many tries) is an alert with the way back to the password.
 */
export function TwoFactorStep({ returnUrl, onSuccess, idPrefix = 'twofactor', restart }: Props) {
  const { t } = useTranslation();
  const [send] = useTwoFactorLoginMutation();
  const [mode, setMode] = useState<TwoFactorMode>('code');
  const [failure, setFailure] = useState<string>();
  const codeId = `${idPrefix}-code`;
  const recoveryId = `${idPrefix}-recovery`;

  const submit = async (values: TwoFactorValues, helpers: FormikHelpers<TwoFactorValues>) => {
    setFailure(undefined);
    const result = await send(
      mode === 'code'
        ? { Code: cleanCode(values.Code), ReturnUrl: returnUrl }
        : { RecoveryCode: cleanRecoveryCode(values.RecoveryCode), ReturnUrl: returnUrl },
    );
    if (result.data) {
      onSuccess(result.data);
      return;
    }
    // The field of the view on screen: a refusal naming the other one is the view's too.
    const onScreen =
      mode === 'code' ? { Code: values.Code } : { RecoveryCode: values.RecoveryCode };
    setFailure(showRefusal(result.error, onScreen, helpers, t('Manager.UnknowsErrors')));
  };

  return (
    <Formik<TwoFactorValues>
      initialValues={{ Code: '', RecoveryCode: '' }}
      validationSchema={twoFactorSchema(mode)}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ setErrors }) => {
        const switchTo = (next: TwoFactorMode) => {
          setFailure(undefined);
          setErrors({});
          setMode(next);
        };
        return (
          <Form noValidate className="two-factor-step" aria-label={t('TwoFactorStep.Title')}>
            <FocusOnView id={mode === 'code' ? codeId : recoveryId} />
            {failure && (
              <div className="alert alert-danger" role="alert">
                <p className="mb-2">{failure}</p>
                {restart}
              </div>
            )}
            {mode === 'code' ? (
              <>
                <p>{t('TwoFactorStep.Intro')}</p>
                <TextField
                  name="Code"
                  id={codeId}
                  label={t('TwoFactorStep.Code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={TOTP_DIGITS + 2}
                  required
                />
              </>
            ) : (
              <>
                <p>{t('TwoFactorStep.RecoveryIntro')}</p>
                <TextField
                  name="RecoveryCode"
                  id={recoveryId}
                  label={t('TwoFactorStep.RecoveryCode')}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={13}
                  required
                />
              </>
            )}
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <SubmitButton
                label={t('TwoFactorStep.Submit')}
                busyLabel={t('TwoFactorStep.Sending')}
              />
              {mode === 'code' ? (
                <button type="button" className="btn btn-link" onClick={() => switchTo('recovery')}>
                  {t('TwoFactorStep.UseRecovery')}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() => switchTo('code')}
                >
                  {t('TwoFactorStep.Back')}
                </button>
              )}
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}

/** The view's input takes the focus when the step shows and when the view changes. */
function FocusOnView({ id }: { id: string }) {
  const done = useRef<string>(undefined);
  useEffect(() => {
    if (done.current === id) return;
    done.current = id;
    document.getElementById(id)?.focus();
  }, [id]);
  return null;
}
