import type { AccountCustomer } from '@api/contract/account';
import { AccountShell } from '@features/account/area/AccountShell';
import { StaffPrepaidCredit } from '@features/prepaid/staff/StaffPrepaidCredit';
import { useTranslation } from '@base/i18n/useTranslation';
import { STAFF_PREPAID_PATH } from '@rules/prepaid';

function StaffOnly({ me }: { me: AccountCustomer }) {
  const { t } = useTranslation();
  if (me.Role !== 'staff') return <p role="alert">{t('Security.StaffOnly')}</p>;
  return <StaffPrepaidCredit />;
}

/** /{culture}/account/staff/prepaid: staff find a customer (P9) and add prepaid credit. */
export function Component() {
  return (
    <AccountShell titleKey="Prepaid.Staff.Title" path={STAFF_PREPAID_PATH}>
      {(me) => <StaffOnly me={me} />}
    </AccountShell>
  );
}
