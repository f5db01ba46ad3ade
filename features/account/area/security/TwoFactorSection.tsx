import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useDisableTwoFactorMutation,
  useGetTwoFactorStatusQuery,
  useRegenerateRecoveryCodesMutation,
} from '@api/account';
import { TWO_FACTOR_SETUP_PATH } from '@rules/account';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { noticeShown } from '@base/uiSlice';
import { RecoveryCodesPanel } from '../twofactor/RecoveryCodesPanel';
import { TwoFactorConfirmModal, type ConfirmAction } from './TwoFactorConfirmModal';

/** Two-factor status with "set up", or "disable" and "new recovery codes" (password + code). */
export function TwoFactorSection() {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const { data, isError } = useGetTwoFactorStatusQuery();
  const [disable] = useDisableTwoFactorMutation();
  const [regenerate] = useRegenerateRecoveryCodesMutation();
  const [asking, setAsking] = useState<'disable' | 'codes'>();
  const [codes, setCodes] = useState<string[]>();

  const onDisable: ConfirmAction = async (body) => {
    const result = await disable(body);
    if (!('error' in result)) {
      setAsking(undefined);
      setCodes(undefined);
      dispatch(noticeShown({ level: 'success', messageKey: 'AccountArea.TwoFactorDisabled' }));
    }
    return result;
  };
  const onRegenerate: ConfirmAction = async (body) => {
    const result = await regenerate(body);
    if (result.data) {
      setAsking(undefined);
      setCodes(result.data.RecoveryCodes);
    }
    return result;
  };

  return (
    <section className="account-block" aria-labelledby="two-factor-title">
      <h2 className="h4" id="two-factor-title">
        {t('AccountArea.TwoFactor')}
      </h2>
      {isError && <p role="alert">{t('Manager.UnknowsErrors')}</p>}
      {!data && !isError && <p aria-busy="true">{t('Manager.Loading')}</p>}
      {data && !data.Enabled && (
        <>
          <p>{t('AccountArea.TwoFactorOff')}</p>
          <Link className="btn btn-primary" to={`/${culture}/${TWO_FACTOR_SETUP_PATH}`}>
            {t('AccountArea.SetUpTwoFactor')}
          </Link>
        </>
      )}
      {data?.Enabled && (
        <>
          <p>
            {t('AccountArea.TwoFactorOn')}{' '}
            {t('AccountArea.RecoveryCodesLeft', data.RecoveryCodesLeft)}
          </p>
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setAsking('codes')}
            >
              {t('AccountArea.NewRecoveryCodes')}
            </button>
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => setAsking('disable')}
            >
              {t('AccountArea.DisableTwoFactor')}
            </button>
          </div>
        </>
      )}
      {codes && <RecoveryCodesPanel codes={codes} Heading="h3" />}
      {asking === 'disable' && (
        <TwoFactorConfirmModal
          titleKey="AccountArea.DisableTwoFactor"
          introKey="AccountArea.DisableTwoFactorIntro"
          submitKey="AccountArea.DisableTwoFactor"
          action={onDisable}
          onHide={() => setAsking(undefined)}
        />
      )}
      {asking === 'codes' && (
        <TwoFactorConfirmModal
          titleKey="AccountArea.NewRecoveryCodes"
          introKey="AccountArea.NewRecoveryCodesIntro"
          submitKey="AccountArea.NewRecoveryCodes"
          action={onRegenerate}
          onHide={() => setAsking(undefined)}
        />
      )}
    </section>
  );
}
