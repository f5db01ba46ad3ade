import type { PickupPoint } from '@api/contract/pickup';
import { useTranslation } from '@base/i18n/useTranslation';
import { OpeningHours } from './OpeningHours';

/** A marker's popup (001 §2): name, address, comments, opening hours, the optional image. */
export function PointPopup({ point }: { point: PickupPoint }) {
  const { t } = useTranslation();
  return (
    <div className="pickup-popup small">
      <strong className="d-block">{point.ConsigneeName}</strong>
      <div>
        {point.Address}, {point.PostCode} {point.City}
      </div>
      {point.Comments && <p className="mb-1 fst-italic">{point.Comments}</p>}
      <OpeningHours hours={point.StandardHoursOfOperation} />
      {point.ImageURL && (
        <img src={point.ImageURL} alt="" className="pickup-popup-image mt-1" loading="lazy" />
      )}
      {point.PhoneNumber && <div>{t('PickupUi.Phone', point.PhoneNumber)}</div>}
    </div>
  );
}
