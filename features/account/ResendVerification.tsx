import { useState } from 'react';
import { serverMessage } from '@api/errors';
import { useResendVerificationMutation } from '@api/security';
import { useTranslation } from '@base/i18n/useTranslation';

/** "Send the link again" (the verification mail), then the server's sentence or its refusal. */
export function ResendVerification({ className = 'btn btn-outline-primary btn-sm' }) {
  const { t } = useTranslation();
  const [resend, { isLoading }] = useResendVerificationMutation();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string }>();
  const send = async () => {
    setAnswer(undefined);
    const result = await resend();
    setAnswer(
      result.data
        ? { ok: true, text: result.data.message }
        : { ok: false, text: serverMessage(result.error) ?? t('Manager.UnknowsErrors') },
    );
  };
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => void send()}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
      >
        {isLoading ? t('VerifyEmail.Resending') : t('VerifyEmail.Resend')}
      </button>
      {/* Always in the page, so the sentence is announced when it comes. */}
      <span className="resend-answer" role={answer && !answer.ok ? 'alert' : 'status'}>
        {answer?.text}
      </span>
    </>
  );
}
