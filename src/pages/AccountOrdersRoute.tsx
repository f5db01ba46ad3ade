import { AccountShell } from '@features/account/area/AccountShell';
import { OrderListPage } from '@features/orders/OrderListPage';
import { ACCOUNT_ORDERS_PATH } from '@rules/orders';

/** /{culture}/account/orders (P13). */
export function Component() {
  return (
    <AccountShell titleKey="AccountArea.Orders" path={ACCOUNT_ORDERS_PATH}>
      {() => <OrderListPage />}
    </AccountShell>
  );
}
