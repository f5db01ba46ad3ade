import { useEffect } from 'react';
import { serverRefusal } from '@api/errors';
import { useGetSessionCustomerQuery } from '@api/security';
import { useTranslation } from '@base/i18n/useTranslation';
import { ResendVerification } from './ResendVerification';
import { forgetSignedIn } from './sessionHint';
import './account.scss';

/** A followed logoff link (a plain link, 000 §6) ends the session: the hint goes with it. */
function forgetOnLogoff(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link && /\/security\/logoff(?:[?#]|$)/.test(link.getAttribute('href') ?? '')) {
    forgetSignedIn();
  }
}

/**
 * The banner of a logged-in customer whose e-mail address is not verified yet (issue 14: an
 * unverified account can shop, and sees this on every page): the address, "send the link again".
 * Its own chunk, loaded only for a browser that logged in (sessionHint.ts); the account is asked
 * without the login modal, and a 401 forgets the hint.
 */
export default function VerificationBanner() {
  const { t } = useTranslation();
  const { data, error } = useGetSessionCustomerQuery();
  const status = serverRefusal(error).status;
  useEffect(() => {
    if (status === 401) forgetSignedIn();
  }, [status]);
  useEffect(() => {
    document.addEventListener('click', forgetOnLogoff, true);
    return () => document.removeEventListener('click', forgetOnLogoff, true);
  }, []);
  if (!data || data.EmailVerified) return null;
  return (
    <section className="verify-banner container mt-3" aria-label={t('VerifyBanner.Label')}>
      <div className="alert alert-warning mb-0 d-flex flex-wrap align-items-center gap-2">
        <p className="mb-0 me-auto">{t('VerifyBanner.Text', data.Email)}</p>
        <ResendVerification />
      </div>
    </section>
  );
}
