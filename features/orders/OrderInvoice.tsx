import type { OrderDetail } from '@api/contract/orders';
import { useTranslation } from '@base/i18n/useTranslation';
import { formatOrderDate } from './dates';

interface Props {
  order: OrderDetail;
  reorderBusy: boolean;
  onReorderLine: (index: number) => void;
}

/** The order as its invoice: what prints (the re-order buttons do not). */
export function OrderInvoice({ order, reorderBusy, onReorderLine }: Props) {
  const { t, culture } = useTranslation();
  return (
    <article className="order-invoice" aria-labelledby="order-invoice-title">
      <header className="order-invoice-header">
        <h2 id="order-invoice-title" className="h3">
          {t('Orders.InvoiceTitle', order.OrderNumber)}
        </h2>
        <p className="mb-1">{t('Orders.PlacedOn', formatOrderDate(order.CreatedAt, culture))}</p>
        <p className="mb-1">
          {t('Orders.Status')}: <strong>{order.StatusText}</strong>
        </p>
      </header>

      <div className="table-responsive" tabIndex={0} role="region" aria-label={t('Orders.Lines')}>
        <table className="table order-lines">
          <caption className="visually-hidden">{t('Orders.Lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Orders.Item')}</th>
              <th scope="col" className="text-end">
                {t('Orders.Quantity')}
              </th>
              <th scope="col" className="text-end">
                {t('Orders.UnitPrice')}
              </th>
              <th scope="col" className="text-end">
                {t('Orders.VatRate')}
              </th>
              <th scope="col" className="text-end">
                {t('Orders.LineTotal')}
              </th>
              <th scope="col" className="no-print">
                <span className="visually-hidden">{t('Orders.ReorderLine')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {order.Lines.map((line, index) => (
              <tr key={line.Form.ItemKey}>
                <td>
                  {line.Name}
                  <span className="d-block small text-body-secondary">{line.SKU}</span>
                </td>
                <td className="text-end">{line.Quantity}</td>
                <td className="text-end">{line.UnitPriceHtml}</td>
                <td className="text-end">{`${line.VatRatePercent.toLocaleString(`${culture}-BE`)} %`}</td>
                <td className="text-end">{line.TotalHtml}</td>
                <td className="no-print">
                  {line.CanReorder ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      disabled={reorderBusy}
                      aria-label={`${t('Orders.ReorderLine')} – ${line.Name}`}
                      onClick={() => onReorderLine(index)}
                    >
                      {t('Orders.ReorderLine')}
                    </button>
                  ) : (
                    <span className="small">{t('Orders.NoLongerSoldShort')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="order-totals">
        <dt>{t('Orders.ItemsTotal')}</dt>
        <dd>{order.ItemsHtml}</dd>
        {order.DiscountHtml && (
          <>
            <dt>
              {order.CouponCode ? t('Orders.DiscountCode', order.CouponCode) : t('Orders.Discount')}
            </dt>
            <dd>{order.DiscountHtml}</dd>
          </>
        )}
        <dt>{t('Orders.Shipping')}</dt>
        <dd>{order.ShippingHtml}</dd>
        <dt>{t('Orders.VatTotal')}</dt>
        <dd>{order.VatHtml}</dd>
        <dt className="fw-bold">{t('Orders.Total')}</dt>
        <dd className="fw-bold">{order.TotalHtml}</dd>
      </dl>

      {order.VatBreakdown.length > 0 && (
        <table className="table table-sm order-vat">
          <caption>{t('Orders.VatPerRate')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Orders.VatRate')}</th>
              <th scope="col" className="text-end">
                {t('Orders.VatBase')}
              </th>
              <th scope="col" className="text-end">
                {t('Orders.VatAmount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.VatBreakdown.map((v) => (
              <tr key={v.RatePercent}>
                <th scope="row">{`${v.RatePercent.toLocaleString(`${culture}-BE`)} %`}</th>
                <td className="text-end">{v.BaseHtml}</td>
                <td className="text-end">{v.VatHtml}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {order.ReverseCharge && (
        <p className="order-reverse-charge">
          {t('Orders.ReverseCharge')}
          {order.VatNumber && ` ${t('Orders.CustomerVat', order.VatNumber)}`}
        </p>
      )}

      <div className="order-parties">
        <section aria-labelledby="order-billing-title">
          <h3 id="order-billing-title" className="h5">
            {t('Orders.BillingAddress')}
          </h3>
          <address>
            {order.BillingAddress.map((l, i) => (
              <span className="d-block" key={i}>
                {l}
              </span>
            ))}
          </address>
        </section>
        <section aria-labelledby="order-shipping-title">
          <h3 id="order-shipping-title" className="h5">
            {t('Orders.ShippingAddress')}
          </h3>
          <address>
            {order.ShippingAddress.map((l, i) => (
              <span className="d-block" key={i}>
                {l}
              </span>
            ))}
          </address>
          <p className="mb-1">{t('Orders.ShippingMethod', order.ShippingMethod)}</p>
          {order.PickupPoint && (
            <p className="mb-1">{t('Orders.PickupPoint', order.PickupPoint)}</p>
          )}
        </section>
        <section aria-labelledby="order-payment-title">
          <h3 id="order-payment-title" className="h5">
            {t('Orders.Payment')}
          </h3>
          <ul className="list-unstyled">
            {order.Card && (
              <li>{t('Orders.PaidByCardPart', order.Card.Text, order.Card.AmountHtml)}</li>
            )}
            {order.PrepaidHtml && <li>{t('Orders.PaidPrepaidPart', order.PrepaidHtml)}</li>}
          </ul>
        </section>
      </div>

      <section className="order-history" aria-labelledby="order-history-title">
        <h3 id="order-history-title" className="h5">
          {t('Orders.History')}
        </h3>
        <ol>
          {order.History.map((h, i) => (
            <li key={`${h.Status}-${i}`}>
              <time dateTime={h.At}>{formatOrderDate(h.At, culture, true)}</time> – {h.StatusText}
              {h.Note && <span className="d-block small">{h.Note}</span>}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
