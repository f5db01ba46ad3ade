import { AccountShell } from '@features/account/area/AccountShell';
import { STAFF_REFUNDS_PATH } from '@features/account/area/sections';
import { StaffRefundsPage } from '@features/refunds/StaffRefundsPage';
import { useTranslation } from '@base/i18n/useTranslation';

/** /{culture}/account/staff/refunds: refund requests for the shop's staff (P12). */
export function Component() {
  return (
    <AccountShell titleKey="Refunds.Staff.Title" path={STAFF_REFUNDS_PATH}>
      {(me) => (me.Role === 'staff' ? <StaffRefundsPage /> : <StaffOnly />)}
    </AccountShell>
  );
}

function StaffOnly() {
  const { t } = useTranslation();
  return <p role="alert">{t('Security.StaffOnly')}</p>;
}
