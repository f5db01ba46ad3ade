import { useState } from 'react';
import type { Outbox } from '@api/contract/account';
import { useRetryMailMutation } from '@api/account';
import { serverMessage } from '@api/errors';
import { useTranslation } from '@base/i18n/useTranslation';
import { formatMoment } from '../security/dates';

type Message = Outbox['Messages'][number];

/** Sent, failed (tried and not sent: retry offered) or waiting for its first try. */
const stateOf = (m: Message) => (m.SentAt ? 'sent' : m.Attempts > 0 ? 'failed' : 'waiting');

/** The outbox page's messages; a table that scrolls sideways on a phone. */
export function OutboxTable({ messages, busy }: { messages: Message[]; busy: boolean }) {
  const { t, culture } = useTranslation();
  const [retry, retrying] = useRetryMailMutation();
  const [failure, setFailure] = useState<string>();
  const onRetry = async (id: number) => {
    setFailure(undefined);
    const result = await retry({ id });
    if ('error' in result) setFailure(serverMessage(result.error) ?? t('Manager.UnknowsErrors'));
  };
  return (
    <>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it, named for it. */}
      <div
        className="table-responsive"
        tabIndex={0}
        role="region"
        aria-label={t('AccountArea.StaffMail')}
      >
        <table className="table table-sm outbox-table" aria-busy={busy || undefined}>
          <caption className="visually-hidden">{t('AccountArea.StaffMail')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('AccountArea.MailCreated')}</th>
              <th scope="col">{t('AccountArea.MailTo')}</th>
              <th scope="col">{t('AccountArea.MailSubject')}</th>
              <th scope="col">{t('AccountArea.MailState')}</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => {
              const state = stateOf(m);
              return (
                <tr key={m.Id}>
                  <td>{formatMoment(m.CreatedAt, culture)}</td>
                  <td>{m.To}</td>
                  <td>
                    {m.Subject ?? '—'}
                    <span className="d-block small text-body-secondary">{`${m.Template} · ${m.Culture}`}</span>
                  </td>
                  <td>
                    {state === 'sent' &&
                      t('AccountArea.MailSent', formatMoment(m.SentAt as string, culture))}
                    {state === 'waiting' && t('AccountArea.MailWaiting')}
                    {state === 'failed' && (
                      <>
                        {t('AccountArea.MailFailed', m.Attempts)}
                        {m.LastError && <span className="d-block small">{m.LastError}</span>}
                        <button
                          type="button"
                          className="btn btn-outline-primary btn-sm mt-1"
                          aria-label={`${t('AccountArea.Retry')} – ${m.Subject ?? m.Template}, ${m.To}`}
                          disabled={retrying.isLoading}
                          onClick={() => void onRetry(m.Id)}
                        >
                          {t('AccountArea.Retry')}
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
