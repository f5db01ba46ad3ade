import { Link } from 'react-router-dom';
import type { OrderConfirmation as Order } from '@api/contract/checkout';
import { useTranslation } from '@base/i18n/useTranslation';
import { ORDER_CONFIRMATION_PATH } from '@rules/checkout';
import { usePageAnnounced } from '@base/site/usePageAnnounced';
import './checkout.scss';

/** The placed order: number, lines, totals, addresses, shipping method and payment (K15 result). */
export function OrderConfirmation({ order }: { order: Order }) {
  const { t, culture } = useTranslation();
  const title = t('OrderConfirmation.Title');
  usePageAnnounced(title, `${ORDER_CONFIRMATION_PATH}/${order.OrderNumber}`);
  const date = new Date(order.CreatedAt);
  return (
    <section className="order-confirmation" aria-labelledby="order-confirmation-title">
      <h1 id="order-confirmation-title">{title}</h1>
      <div className="alert alert-success" role="status">
        <p className="mb-1">{t('OrderConfirmation.ThankYou')}</p>
        <p className="mb-0">
          {t('OrderConfirmation.Number')}{' '}
          <strong className="order-number">{order.OrderNumber}</strong>
        </p>
      </div>
      {!Number.isNaN(date.getTime()) && (
        <p className="text-body-secondary">
          {t('OrderConfirmation.PlacedOn', date.toLocaleString(`${culture}-BE`))}
        </p>
      )}
      <div className="row g-4">
        <div className="col-lg-7">
          <h2 className="h5">{t('OrderConfirmation.Lines')}</h2>
          <table className="table order-lines">
            <thead>
              <tr>
                <th scope="col">{t('OrderConfirmation.Product')}</th>
                <th scope="col" className="text-end">
                  {t('OrderConfirmation.Quantity')}
                </th>
                <th scope="col" className="text-end">
                  {t('OrderConfirmation.LineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.Lines.map((line) => (
                <tr key={line.SKU}>
                  <td>
                    {line.Name}
                    <span className="d-block small text-body-secondary">{line.SKU}</span>
                  </td>
                  <td className="text-end">{line.Quantity}</td>
                  <td className="text-end text-nowrap">{line.TotalHtml}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="row order-totals">
            <dt className="col-7 fw-normal">{t('CheckoutPage.Items')}</dt>
            <dd className="col-5 text-end">{order.ItemsHtml}</dd>
            <dt className="col-7 fw-normal">{t('CheckoutPage.Discount')}</dt>
            <dd className="col-5 text-end">{order.DiscountHtml}</dd>
            <dt className="col-7 fw-normal">{t('CheckoutPage.Shipping')}</dt>
            <dd className="col-5 text-end">{order.ShippingHtml}</dd>
            <dt className="col-7 fw-normal">{t('OrderConfirmation.Vat')}</dt>
            <dd className="col-5 text-end">{order.VatHtml}</dd>
            <dt className="col-7">{t('CheckoutPage.Total')}</dt>
            <dd className="col-5 text-end fw-bold">{order.TotalHtml}</dd>
            {order.PrepaidHtml !== null && (
              <>
                <dt className="col-7 fw-normal">{t('Prepaid.Confirmation.Prepaid')}</dt>
                <dd className="col-5 text-end">{order.PrepaidHtml}</dd>
                <dt className="col-7 fw-normal">{t('Prepaid.Confirmation.Card')}</dt>
                <dd className="col-5 text-end">{order.CardHtml}</dd>
              </>
            )}
          </dl>
        </div>
        <div className="col-lg-5">
          <dl className="order-details">
            <dt>{t('CheckoutPage.BillingAddress')}</dt>
            <dd>{order.BillingAddress}</dd>
            <dt>{t('CheckoutPage.ShippingAddress')}</dt>
            <dd>{order.ShippingAddress}</dd>
            <dt>{t('CheckoutPage.ShippingMethod')}</dt>
            <dd>{order.ShippingMethod}</dd>
            <dt>{t('OrderConfirmation.Payment')}</dt>
            <dd>{order.PaymentSummary}</dd>
          </dl>
        </div>
      </div>
      <Link className="btn btn-primary" to={`/${culture}/catalog`}>
        {t('CheckoutPage.ContinueShopping')}
      </Link>
    </section>
  );
}
