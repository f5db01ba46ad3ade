import { AccountShell } from '@features/account/area/AccountShell';
import { StaffOrdersPage } from '@features/orders/StaffOrdersPage';
import { STAFF_ORDERS_PATH } from '@rules/orders';

/** /{culture}/account/staff/orders: delivery-address requests and shipping, staff only. */
export function Component() {
  return (
    <AccountShell titleKey="Orders.StaffTitle" path={STAFF_ORDERS_PATH}>
      {(me) => <StaffOrdersPage isStaff={me.Role === 'staff'} />}
    </AccountShell>
  );
}
