import { useGetCustomerCouponsQuery } from '@api/orders';
import { useTranslation } from '@base/i18n/useTranslation';

/** P3: the coupon codes given to the customer, those usable now first. */
export function CustomerCoupons({ customerId }: { customerId: number }) {
  const { t, culture } = useTranslation();
  const { data, isError } = useGetCustomerCouponsQuery({ id: customerId });
  const date = new Intl.DateTimeFormat(`${culture}-BE`, { dateStyle: 'long', timeZone: 'UTC' });
  const coupons = [...(data?.Coupons ?? [])].sort((a, b) => Number(b.Usable) - Number(a.Usable));
  return (
    <section className="customer-coupons mt-4" aria-labelledby="customer-coupons-title">
      <h2 id="customer-coupons-title" className="h4">
        {t('Orders.YourCodes')}
      </h2>
      {isError && <p role="alert">{t('Manager.AErrorHasOccurred')}</p>}
      {!data && !isError && <p aria-busy="true">{t('Manager.Loading')}</p>}
      {data && coupons.length === 0 && <p>{t('Orders.NoCodes')}</p>}
      {coupons.length > 0 && (
        <ul className="list-unstyled">
          {coupons.map((c) => (
            <li key={c.CouponCode} className="border-bottom py-2">
              <strong className="d-block">
                {c.CouponCode} <span className="fw-normal">({c.ValueHtml})</span>
              </strong>
              <span className="d-block">{c.Description}</span>
              {c.MinimumHtml && (
                <span className="d-block small">{t('Coupons.Minimum', c.MinimumHtml)}</span>
              )}
              {c.EndsAt && (
                <span className="d-block small">
                  {t('Coupons.EndsAt', date.format(new Date(c.EndsAt)))}
                </span>
              )}
              {!c.Usable && (
                <span className="badge text-bg-secondary">{t('Orders.CodeNotUsable')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
