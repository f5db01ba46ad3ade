import type { ReorderResult } from '@api/contract/orders';
import { useTranslation } from '@base/i18n/useTranslation';

/** What a re-order put in the cart (at today's price) and what it could not, with why. */
export function ReorderNotice({ result }: { result: ReorderResult }) {
  const { t } = useTranslation();
  return (
    <div
      className={`alert ${result.NotAdded.length > 0 ? 'alert-warning' : 'alert-success'} no-print`}
      role="status"
    >
      {result.Added.length > 0 && (
        <>
          <p className="mb-1">
            {t('Orders.ReorderAdded', result.ItemsCount, result.AmountTaxInclHtml)}
          </p>
          <ul className="mb-2">
            {result.Added.map((a) => (
              <li key={a.Name}>
                {t('Orders.ReorderAddedLine', a.Quantity, a.Name, a.UnitPriceHtml)}
              </li>
            ))}
          </ul>
        </>
      )}
      {result.NotAdded.length > 0 && (
        <>
          <p className="mb-1">{t('Orders.ReorderNotAdded')}</p>
          <ul className="mb-0">
            {result.NotAdded.map((n) => (
              <li key={n.Name}>
                {n.Name}: {n.Reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
