import type { Refund } from '@api/contract/refunds';
import { useTranslation } from '@base/i18n/useTranslation';
import { formatMoney } from '@rules/money';
import { formatDate } from './money';
import { RefundPhotos } from './RefundPhotos';

/** An order's refund requests with their statuses and amounts (2 decimals), newest first. */
export function RefundList({ refunds }: { refunds: Refund[] }) {
  const { t, culture } = useTranslation();
  if (refunds.length === 0) return <p>{t('Refunds.NoRequests')}</p>;
  return (
    <ul className="list-unstyled refund-list">
      {refunds.map((refund) => {
        const money = (cents: number) => formatMoney(cents, refund.CurrencyCode, culture);
        return (
          <li key={refund.Id} className="card mb-3" data-testid={`refund-${refund.Id}`}>
            <div className="card-body">
              <h3 className="h6 card-title">
                {t('Refunds.RequestOf', formatDate(refund.CreatedAt, culture))}
              </h3>
              <p className="mb-2">
                {t('Refunds.StatusLabel')}:{' '}
                <span className={`badge refund-status refund-status-${refund.Status}`}>
                  {t(`Refunds.Status.${refund.Status}`)}
                </span>
              </p>
              <ul className="mb-2">
                {refund.Lines.map((line) => (
                  <li key={line.OrderLineId}>
                    {`${line.Name} × ${line.Quantity} – ${money(line.RefundedAmountCents)}`}
                  </li>
                ))}
              </ul>
              <RefundPhotos photos={refund.Photos} />
              <p className="mb-0">
                {t('Refunds.TotalItems')}: {refund.ItemsCount} · {t('Refunds.TotalAmount')}:{' '}
                {money(refund.AmountCents)}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
