import {
  useDeleteSessionMutation,
  useGetSessionsQuery,
  useLogOutEverywhereMutation,
} from '@api/account';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { useAppDispatch } from '@base/hooks';
import { forgetSignedIn } from '../../sessionHint';
import { askConfirmation } from '@base/site/askConfirmation';
import { formatMoment } from './dates';
import { deviceName } from './deviceName';

/** A full load, as after logoff: nothing of the customer's stays in memory. */
const loadHome = (home: string) => window.location.assign(home);

/**
 * Active sessions: device, IP and last activity, "this device" marked; one can be logged out,
 * or all of them ("log out everywhere", this one too: the home page then loads afresh, as after
 * logoff, so no cached answer of the customer stays on screen).
 */
export function SessionsSection({
  onAllEnded = loadHome,
}: {
  onAllEnded?: (home: string) => void;
}) {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const { data, isError, refetch } = useGetSessionsQuery();
  const [endSession, ending] = useDeleteSessionMutation();
  const [endAll, endingAll] = useLogOutEverywhereMutation();

  const logOutEverywhere = async () => {
    if (!(await askConfirmation(dispatch, { messageKey: 'AccountArea.LogOutEverywhereConfirm' })))
      return;
    const result = await endAll();
    // A failure got the error catalogue's dialog (the base query); the page stays.
    if ('error' in result) return;
    forgetSignedIn();
    onAllEnded(`${runtimeConfig().appBase}/${culture}/`);
  };

  return (
    <section className="account-block" aria-labelledby="sessions-title">
      <h2 className="h4" id="sessions-title">
        {t('AccountArea.Sessions')}
      </h2>
      {isError && (
        <p role="alert">
          {t('Manager.UnknowsErrors')}{' '}
          <button type="button" className="btn btn-link p-0" onClick={() => void refetch()}>
            {t('Navigation.TryAgain')}
          </button>
        </p>
      )}
      {!data && !isError && <p aria-busy="true">{t('Manager.Loading')}</p>}
      {data && (
        <ul className="session-list list-unstyled">
          {data.Sessions.map((s) => {
            const device = deviceName(s.UserAgent) ?? t('AccountArea.UnknownDevice');
            return (
              <li key={s.Id} className="session-item">
                <div>
                  <strong>{device}</strong>
                  {s.Current && (
                    <span className="badge text-bg-success ms-2">
                      {t('AccountArea.ThisDevice')}
                    </span>
                  )}
                  <span className="d-block small">
                    {t(
                      'AccountArea.SessionDetails',
                      s.IpAddress ?? '—',
                      formatMoment(s.LastSeenAt, culture),
                    )}
                  </span>
                </div>
                {!s.Current && (
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm"
                    aria-label={`${t('AccountArea.LogOutSession')} – ${device}, ${s.IpAddress ?? ''}`}
                    disabled={ending.isLoading}
                    onClick={() => void endSession({ id: s.Id })}
                  >
                    {t('AccountArea.LogOutSession')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <button
        type="button"
        className="btn btn-outline-danger"
        disabled={endingAll.isLoading}
        onClick={() => void logOutEverywhere()}
      >
        {t('AccountArea.LogOutEverywhere')}
      </button>
    </section>
  );
}
