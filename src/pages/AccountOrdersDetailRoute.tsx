import { useParams } from 'react-router-dom';
import { AccountShell } from '@features/account/area/AccountShell';
import { OrderDetailPage } from '@features/orders/OrderDetailPage';
import { orderDetailPath } from '@rules/orders';

/** /{culture}/account/orders/{number}: an order and its invoice. */
export function Component() {
  const { number = '' } = useParams();
  return (
    <AccountShell titleKey="Orders.DetailTitle" path={orderDetailPath(number)}>
      {() => <OrderDetailPage />}
    </AccountShell>
  );
}
