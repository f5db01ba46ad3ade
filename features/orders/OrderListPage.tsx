import { Link, useSearchParams } from 'react-router-dom';
import { useGetOrdersQuery } from '@api/orders';
import { serverMessage } from '@api/errors';
import { orderDetailPath } from '@rules/orders';
import { useTranslation } from '@base/i18n/useTranslation';
import { Pagination } from '@base/ui/Pagination';
import { CustomerCoupons } from './CustomerCoupons';
import { formatOrderDate, pageOf } from './dates';
import './orders.scss';

/**
 * /{culture}/account/orders (P13): the customer's orders, newest first, `pagenbr` in the page
 * address (001 §1); then the customer's coupon codes (P3).
 */
export function OrderListPage() {
  const { t, culture } = useTranslation();
  const [params] = useSearchParams();
  const pagenbr = pageOf(params.get('pagenbr'));
  const { data, error, isFetching, refetch } = useGetOrdersQuery({ pagenbr });
  if (error) {
    return (
      <>
        <p role="alert">{serverMessage(error) ?? t('Manager.UnknowsErrors')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
          {t('Navigation.TryAgain')}
        </button>
      </>
    );
  }
  if (!data) return <p aria-busy="true">{t('Manager.Loading')}</p>;
  return (
    <>
      {data.Orders.length === 0 ? (
        <p>{t('Orders.NoOrders')}</p>
      ) : (
        <div
          className="table-responsive"
          tabIndex={0}
          role="region"
          aria-label={t('AccountArea.Orders')}
        >
          <table className="table orders-table" aria-busy={isFetching || undefined}>
            <caption className="visually-hidden">{t('AccountArea.Orders')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Orders.Number')}</th>
                <th scope="col">{t('Orders.Date')}</th>
                <th scope="col">{t('Orders.Status')}</th>
                <th scope="col" className="text-end">
                  {t('Orders.Total')}
                </th>
                <th scope="col" className="text-end">
                  {t('Orders.ItemCount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.Orders.map((o) => (
                <tr key={o.OrderId}>
                  <th scope="row">
                    <Link to={`/${culture}/${orderDetailPath(o.OrderNumber)}`}>
                      {o.OrderNumber}
                    </Link>
                  </th>
                  <td>{formatOrderDate(o.CreatedAt, culture)}</td>
                  <td>{o.StatusText}</td>
                  <td className="text-end">{o.TotalHtml}</td>
                  <td className="text-end">{o.ItemsCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        currentPage={data.PageNumber}
        totalPages={data.PageCount}
        searchFor={(page) => (page > 1 ? `?pagenbr=${page}` : '')}
        label={t('Orders.Pages')}
        previousLabel={t('AccountArea.PreviousPage')}
        nextLabel={t('AccountArea.NextPage')}
        pageLabel={(page) => t('AccountArea.PageNumber', page)}
      />
      <CustomerCoupons customerId={data.CustomerId} />
    </>
  );
}
