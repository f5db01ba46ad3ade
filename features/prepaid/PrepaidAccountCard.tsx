import { useState } from 'react';
import type { PrepaidAccount } from '@api/contract/prepaid';
import { serverMessage } from '@api/errors';
import { useSetPrepaidNotificationMutation } from '@api/prepaid';
import { useTranslation } from '@base/i18n/useTranslation';

/** One prepaid account: its balance and the notification toggle (P8). */
export function PrepaidAccountCard({ account }: { account: PrepaidAccount }) {
  const { t, culture } = useTranslation();
  const [setNotification, { isLoading }] = useSetPrepaidNotificationMutation();
  const [problem, setProblem] = useState<string | null>(null);
  // The switch moves at once; a refusal puts it back (the list refetches after a success).
  const [on, setOn] = useState(account.IsActivated);
  const [server, setServer] = useState(account.IsActivated);
  if (server !== account.IsActivated) {
    // The server's value changed (a refetch): it wins.
    setServer(account.IsActivated);
    setOn(account.IsActivated);
  }
  const id = `prepaid-notify-${account.PrepaidAccountId}`;
  const toggle = async (wanted: boolean) => {
    setProblem(null);
    setOn(wanted);
    const result = await setNotification({
      PrepaidAccountId: account.PrepaidAccountId,
      IsActivated: wanted,
      culture,
    });
    if (result.error) {
      setOn(!wanted);
      setProblem(serverMessage(result.error) ?? t('Manager.AnErrorHasOccured'));
    }
  };
  return (
    <section className="card mb-3" aria-labelledby={`prepaid-account-${account.PrepaidAccountId}`}>
      <div className="card-body">
        <h2 className="h5 card-title" id={`prepaid-account-${account.PrepaidAccountId}`}>
          {account.Name}
        </h2>
        <p className="fs-5 mb-2">{t('Prepaid.Balance', account.BalanceHtml)}</p>
        <div className="form-check form-switch">
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            id={id}
            checked={on}
            disabled={isLoading}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(e) => void toggle(e.target.checked)}
          />
          <label className="form-check-label" htmlFor={id}>
            {t('Prepaid.Notify', account.LowBalanceHtml)}
          </label>
        </div>
        {problem && (
          <p className="text-danger small mb-0" id={`${id}-error`} role="alert">
            {problem}
          </p>
        )}
      </div>
    </section>
  );
}
