import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TwoFactorSetup } from '@api/contract/account';
import { useGetTwoFactorStatusQuery, useSetupTwoFactorMutation } from '@api/account';
import { serverMessage } from '@api/errors';
import { ACCOUNT_SECURITY_PATH, TWO_FACTOR_SETUP_PATH } from '@rules/account';
import { useTranslation } from '@base/i18n/useTranslation';
import { AccountShell } from '../AccountShell';
import { EnableTwoFactorForm } from './EnableTwoFactorForm';
import { groupedSecret, svgImageUrl } from './qrImage';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

/**
 * /{culture}/account/security/twofactor (001 §2 "2FA QR-code page"): a new secret as a QR code
 * and as text, a code from the app to turn it on, then the recovery codes, shown once.
 */
export function TwoFactorSetupPage() {
  return (
    <AccountShell titleKey="AccountArea.TwoFactorSetup" path={TWO_FACTOR_SETUP_PATH}>
      {() => <TwoFactorSetupSteps />}
    </AccountShell>
  );
}

function TwoFactorSetupSteps() {
  const { t, culture } = useTranslation();
  const status = useGetTwoFactorStatusQuery();
  const [setup] = useSetupTwoFactorMutation();
  const [secret, setSecret] = useState<TwoFactorSetup>();
  const [refusal, setRefusal] = useState<string>();
  const [codes, setCodes] = useState<string[]>();
  // One secret per visit: each setup call replaces the last one on the server, so a second
  // call (StrictMode's second effect run) would leave this page showing a stale QR code.
  const asked = useRef(false);
  const enabled = status.data?.Enabled;
  useEffect(() => {
    if (enabled !== false || asked.current) return;
    asked.current = true;
    void setup().then((result) => {
      if (result.data) setSecret(result.data);
      else setRefusal(serverMessage(result.error) ?? t('Manager.UnknowsErrors'));
    });
  }, [enabled, setup, t]);

  const back = (
    <Link className="btn btn-outline-secondary mt-3" to={`/${culture}/${ACCOUNT_SECURITY_PATH}`}>
      {t('AccountArea.BackToSecurity')}
    </Link>
  );
  if (codes) {
    return (
      <>
        <p className="alert alert-success" role="status">
          {t('AccountArea.TwoFactorEnabled')}
        </p>
        <RecoveryCodesPanel codes={codes} />
        {back}
      </>
    );
  }
  if (enabled) {
    return (
      <>
        <p>{t('AccountArea.TwoFactorAlreadyOn')}</p>
        {back}
      </>
    );
  }
  if (refusal || status.isError) {
    return (
      <>
        <p role="alert">{refusal ?? t('Manager.UnknowsErrors')}</p>
        {back}
      </>
    );
  }
  if (!secret) return <p aria-busy="true">{t('Manager.Loading')}</p>;
  return (
    <>
      <ol className="two-factor-steps">
        <li>
          <p>{t('AccountArea.ScanQr')}</p>
          <img
            className="two-factor-qr"
            src={svgImageUrl(secret.QrSvg)}
            alt={t('AccountArea.QrAlt')}
            width={200}
            height={200}
          />
          <p className="mb-1">{t('AccountArea.OrTypeKey')}</p>
          <p>
            <code className="two-factor-secret">{groupedSecret(secret.Secret)}</code>
          </p>
        </li>
        <li>
          <p>{t('AccountArea.TypeCode')}</p>
          <EnableTwoFactorForm onEnabled={setCodes} />
        </li>
      </ol>
      {back}
    </>
  );
}
