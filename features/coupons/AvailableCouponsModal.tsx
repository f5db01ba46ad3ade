import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useGetAvailableCouponsQuery } from '@api/cart';
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
  const coupons = data?.Coupons ?? [];
  return (
    <Modal show onHide={onClose} centered className="modal-coupons" aria-labelledby="coupons-title">
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title id="coupons-title">{t('Coupons.AvailableTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {!data && !isError && <p aria-busy="true">{t('Manager.Loading')}</p>}
        {isError && <p role="alert">{t('Manager.AErrorHasOccurred')}</p>}
        {data && coupons.length === 0 && <p>{t('CouponCodes.NoCouponAvailable')}</p>}
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
