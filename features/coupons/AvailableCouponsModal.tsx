import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useGetAvailableCouponsQuery } from '@api/cart';
import { useGetCustomerCouponsQuery, useGetOrdersQuery } from '@api/orders';
import { useGetSessionCustomerQuery } from '@api/security';
import { useTranslation } from '@base/i18n/useTranslation';

interface Props {
  onClose: () => void;
  onApply: (code: string) => void;
}

/** P4: the coupons the shopper may use now, each with an Apply button (a lazy chunk). */
export default function AvailableCouponsModal({ onClose, onApply }: Props) {
  const { t, culture } = useTranslation();
  const { data, isError } = useGetAvailableCouponsQuery({ culture });
  // EndsAt is a calendar date (ISO): shown as that day wherever the shopper is.
  const date = new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeZone: 'UTC' });
  const own = useOwnCoupons();
  const ownCodes = new Set(own.map((c) => c.CouponCode));
  // A personal code the customer may use now is listed once, under "Your codes".
  const coupons = (data?.Coupons ?? []).filter((c) => !ownCodes.has(c.CouponCode));
  return (
    <Modal show onHide={onClose} centered className="modal-coupons" aria-labelledby="coupons-title">
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title id="coupons-title">{t('Coupons.AvailableTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {!data && !isError && <p aria-busy="true">{t('Manager.Loading')}</p>}
        {isError && <p role="alert">{t('Manager.AErrorHasOccurred')}</p>}
        {own.length > 0 && (
          <section aria-labelledby="coupons-own-title" className="mb-3">
            <h3 id="coupons-own-title" className="h6">
              {t('Orders.YourCodes')}
            </h3>
            <ul className="list-unstyled mb-0">
              {own.map((c) => (
                <li
                  key={c.CouponCode}
                  className="d-flex gap-3 align-items-center border-bottom py-2"
                >
                  <div className="flex-grow-1">
                    <strong className="d-block">{c.CouponCode}</strong>
                    <span className="d-block">{c.Description}</span>
                    {c.MinimumHtml && (
                      <span className="d-block small">{t('Coupons.Minimum', c.MinimumHtml)}</span>
                    )}
                  </div>
                  <Button variant="outline-primary" size="sm" onClick={() => onApply(c.CouponCode)}>
                    {t('Coupons.Apply')}
                    <span className="visually-hidden"> {c.CouponCode}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {data && coupons.length === 0 && own.length === 0 && (
          <p>{t('CouponCodes.NoCouponAvailable')}</p>
        )}
        {coupons.length > 0 && (
          <ul className="list-unstyled mb-0">
            {coupons.map((c) => (
              <li key={c.CouponCode} className="d-flex gap-3 align-items-center border-bottom py-2">
                <div className="flex-grow-1">
                  <strong className="d-block">{c.CouponCode}</strong>
                  {c.Description && <span className="d-block">{c.Description}</span>}
                  {c.MinimumHtml && (
                    <span className="d-block small">{t('Coupons.Minimum', c.MinimumHtml)}</span>
                  )}
                  {c.EndsAt && (
                    <span className="d-block small">
                      {t('Coupons.EndsAt', date.format(new Date(c.EndsAt)))}
                    </span>
                  )}
                </div>
                <Button variant="outline-primary" size="sm" onClick={() => onApply(c.CouponCode)}>
                  {t('Coupons.Apply')}
                  <span className="visually-hidden"> {c.CouponCode}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Modal.Body>
    </Modal>
  );
}

/**
 * P3 for a logged-in customer: their own codes usable now. A visitor makes no call (the session
 * check answers 401 quietly). The customer's id comes with the order list (P13), the one answer
 * that carries it; the account answer does not.
 */
function useOwnCoupons() {
  const { data: me } = useGetSessionCustomerQuery();
  const { data: orders } = useGetOrdersQuery({ pagenbr: 1 }, { skip: !me });
  const { data } = useGetCustomerCouponsQuery(
    { id: orders?.CustomerId ?? 0 },
    { skip: orders === undefined },
  );
  return (data?.Coupons ?? []).filter((c) => c.Usable);
}
