import { Link } from 'react-router-dom';
import { serverRefusal } from '@api/errors';
import { useGetOrderRefundsQuery } from '@api/refunds';
import { useTranslation } from '@base/i18n/useTranslation';
import { RefundList } from './RefundList';
import { RefundRequestForm } from './RefundRequestForm';
import './refunds.scss';

/**
 * /{culture}/account/orders/{number}/refund: the order's refund request form (P12) and, below,
 * its refunds with their statuses. Rendered inside the account area's frame (the route module
 * gives the signed-in customer's shell).
 */
export function RefundRequestPage({ number }: { number: string }) {
  const { t, culture } = useTranslation();
  const { data, error, refetch } = useGetOrderRefundsQuery({ number });
  if (error) {
    const refusal = serverRefusal(error as Parameters<typeof serverRefusal>[0]);
    return (
      <>
        <p role="alert">{refusal.message ?? t('Refunds.LoadFailed')}</p>
        {refusal.status !== 404 && (
          <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
            {t('Navigation.TryAgain')}
          </button>
        )}
      </>
    );
  }
  if (!data) return <p aria-busy="true">{t('Manager.Loading')}</p>;
  return (
    <div className="refund-page">
      <h2 className="h4">{t('Refunds.Heading', data.OrderNumber)}</h2>
      <p>{t('Refunds.Intro')}</p>
      <RefundRequestForm key={data.Refunds.length} data={data} />
      <h2 className="h4 mt-4">{t('Refunds.History')}</h2>
      <RefundList refunds={data.Refunds} />
      <Link to={`/${culture}/account/orders/${encodeURIComponent(number)}`}>
        {t('Refunds.BackToOrder')}
      </Link>
    </div>
  );
}
