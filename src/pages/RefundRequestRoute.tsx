import { useParams } from 'react-router-dom';
import { AccountShell } from '@features/account/area/AccountShell';
import { RefundRequestPage } from '@features/refunds/RefundRequestPage';

/** /{culture}/account/orders/{number}/refund: the order's refund request (P12), in the area. */
export function Component() {
  const number = useParams().number ?? '';
  return (
    <AccountShell titleKey="Refunds.Title" path={`account/orders/${number}/refund`}>
      {() => <RefundRequestPage number={number} />}
    </AccountShell>
  );
}
