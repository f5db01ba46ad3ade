import { useState } from 'react';
import { ACCOUNT_SECURITY_PATH } from '@rules/account';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { noticeShown } from '@base/uiSlice';
import { AccountShell } from '../AccountShell';
import { ChangePasswordModal } from './ChangePasswordModal';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

/** /{culture}/account/security: password, two-factor authentication, active sessions. */
export function SecurityPage() {
  return (
    <AccountShell titleKey="AccountArea.Security" path={ACCOUNT_SECURITY_PATH}>
      {() => <Security />}
    </AccountShell>
  );
}

function Security() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [changing, setChanging] = useState(false);
  return (
    <>
      <section className="account-block" aria-labelledby="password-title">
        <h2 className="h4" id="password-title">
          {t('AccountArea.Password')}
        </h2>
        <p>{t('AccountArea.PasswordIntro')}</p>
        <button type="button" className="btn btn-primary" onClick={() => setChanging(true)}>
          {t('AccountArea.ChangePassword')}
        </button>
      </section>
      <TwoFactorSection />
      <SessionsSection />
      {changing && (
        <ChangePasswordModal
          onHide={() => setChanging(false)}
          onChanged={() => {
            setChanging(false);
            dispatch(noticeShown({ level: 'success', messageKey: 'AccountArea.PasswordChanged' }));
          }}
        />
      )}
    </>
  );
}
