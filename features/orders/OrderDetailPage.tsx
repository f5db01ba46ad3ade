import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { OrderDetail, ReorderResult } from '@api/contract/orders';
import { serverMessage } from '@api/errors';
import {
  useGetOrderDetailQuery,
  useReorderLineMutation,
  useReorderOrderMutation,
} from '@api/orders';
import { ACCOUNT_ORDERS_PATH, orderRefundPath } from '@rules/orders';
import { useTranslation } from '@base/i18n/useTranslation';
import { DeliveryAddressRequest } from './DeliveryAddressRequest';
import { OrderInvoice } from './OrderInvoice';
import { ReorderNotice } from './ReorderNotice';
import './orders.scss';

/**
 * /{culture}/account/orders/{number}: the order, printable as its invoice (@media print keeps
 * the invoice only), with re-order (a line, P6, or all), the delivery-address change request
 * (P10) and the refund request link.
 */
export function OrderDetailPage() {
  const { t, culture } = useTranslation();
  const { number = '' } = useParams();
  const { data, error, refetch } = useGetOrderDetailQuery({ number });
  if (error) {
    const notFound = 'status' in error && error.status === 404;
    return (
      <>
        <p role="alert">{notFound ? serverMessage(error) : t('Manager.UnknowsErrors')}</p>
        {notFound ? (
          <Link to={`/${culture}/${ACCOUNT_ORDERS_PATH}`}>{t('Orders.BackToList')}</Link>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
            {t('Navigation.TryAgain')}
          </button>
        )}
      </>
    );
  }
  if (!data) return <p aria-busy="true">{t('Manager.Loading')}</p>;
  return <Order order={data} />;
}

function Order({ order }: { order: OrderDetail }) {
  const { t, culture } = useTranslation();
  const [result, setResult] = useState<ReorderResult>();
  const [failure, setFailure] = useState<string>();
  const [reorderLine, lineState] = useReorderLineMutation();
  const [reorderAll, allState] = useReorderOrderMutation();
  const busy = lineState.isLoading || allState.isLoading;

  const answer = (r: { data: ReorderResult } | { error: unknown }) => {
    if ('data' in r) {
      setResult(r.data);
      setFailure(undefined);
    } else {
      setResult(undefined);
      setFailure(serverMessage(r.error as never) ?? t('Manager.AErrorHasOccurred'));
    }
  };

  return (
    <>
      <p className="no-print">
        <Link to={`/${culture}/${ACCOUNT_ORDERS_PATH}`}>{t('Orders.BackToList')}</Link>
      </p>
      <div className="order-actions no-print">
        <button type="button" className="btn btn-outline-secondary" onClick={() => window.print()}>
          {t('Orders.PrintInvoice')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => void reorderAll({ number: order.OrderNumber }).then(answer)}
        >
          {t('Orders.ReorderAll')}
        </button>
        {order.CanRequestRefund && (
          <Link
            className="btn btn-outline-secondary"
            to={`/${culture}/${orderRefundPath(order.OrderNumber)}`}
          >
            {t('Orders.RequestRefund')}
          </Link>
        )}
        {(order.CanChangeDeliveryAddress || order.DeliveryRequestPending) && (
          <DeliveryAddressRequest
            number={order.OrderNumber}
            orderId={order.OrderId}
            pending={order.DeliveryRequestPending}
          />
        )}
      </div>
      <div aria-live="polite">
        {result && <ReorderNotice result={result} />}
        {failure && (
          <div className="alert alert-danger no-print" role="alert">
            {failure}
          </div>
        )}
      </div>
      <OrderInvoice
        order={order}
        reorderBusy={busy}
        onReorderLine={(index) => {
          const line = order.Lines[index];
          if (line) void reorderLine(line.Form).then(answer);
        }}
      />
    </>
  );
}
