import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StaffRefund } from '@api/contract/refunds';
import { serverMessage } from '@api/errors';
import {
  useApproveRefundMutation,
  useGetStaffRefundsQuery,
  useRefuseRefundMutation,
} from '@api/refunds';
import { useTranslation } from '@base/i18n/useTranslation';
import { Pagination } from '@base/ui/Pagination';
import { PREPAID_CURRENCY } from '@rules/prepaid';
import { REFUND_REASON_MAX, REFUND_STATUSES, type RefundStatus } from '@rules/refunds';
import { formatMoney } from '@rules/money';
import { formatDate } from './money';
import './refunds.scss';
import { RefundPhotos } from './RefundPhotos';

const statusOf = (text: string | null): RefundStatus | undefined =>
  (REFUND_STATUSES as readonly string[]).includes(text ?? '') ? (text as RefundStatus) : undefined;

const pageOf = (text: string | null) => {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/**
 * Staff refunds (P12): requests oldest first (requested by default), approve (money back: the
 * prepaid part to the balance, the card part through the provider) or refuse with a reason.
 * An approved one (provider unreachable) offers the retry. The caller checks the staff role.
 */
export function StaffRefundsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = params.has('status') ? statusOf(params.get('status')) : 'requested';
  const pagenbr = pageOf(params.get('pagenbr'));
  const { data, error, isFetching, refetch } = useGetStaffRefundsQuery({
    ...(status ? { status } : {}),
    pagenbr,
  });
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  return (
    <div className="staff-refunds">
      <div className="mb-3">
        <label className="form-label" htmlFor="staff-refunds-status">
          {t('Refunds.Staff.Filter')}
        </label>
        <select
          id="staff-refunds-status"
          className="form-select w-auto"
          value={status ?? ''}
          onChange={(e) => setParams({ status: e.target.value })}
        >
          <option value="">{t('Refunds.Staff.All')}</option>
          {REFUND_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`Refunds.Status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite">
        {notice && (
          <div className={`alert ${notice.ok ? 'alert-success' : 'alert-danger'}`} role="alert">
            {notice.text}
          </div>
        )}
      </div>
      {error ? (
        <>
          <p role="alert">{serverMessage(error) ?? t('Manager.UnknowsErrors')}</p>
          <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
            {t('Navigation.TryAgain')}
          </button>
        </>
      ) : !data ? (
        <p aria-busy="true">{t('Manager.Loading')}</p>
      ) : data.Refunds.length === 0 ? (
        <p>{t('Refunds.Staff.Empty')}</p>
      ) : (
        <ul className="list-unstyled" aria-busy={isFetching || undefined}>
          {data.Refunds.map((refund) => (
            <StaffRefundItem key={refund.Id} refund={refund} onSettled={setNotice} />
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          currentPage={data.Page}
          totalPages={data.PageCount}
          searchFor={(page) =>
            `?${new URLSearchParams({ status: status ?? '', ...(page > 1 ? { pagenbr: String(page) } : {}) })}`
          }
          label={t('Refunds.Staff.Title')}
          previousLabel={t('AccountArea.PreviousPage')}
          nextLabel={t('AccountArea.NextPage')}
          pageLabel={(page) => t('AccountArea.PageNumber', page)}
        />
      )}
    </div>
  );
}

function StaffRefundItem({
  refund,
  onSettled,
}: {
  refund: StaffRefund;
  onSettled: (notice: { ok: boolean; text: string }) => void;
}) {
  const { t, culture } = useTranslation();
  const [approve, approving] = useApproveRefundMutation();
  const [refuse, refusing] = useRefuseRefundMutation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const money = (cents: number) => formatMoney(cents, refund.CurrencyCode, culture);
  const busy = approving.isLoading || refusing.isLoading;
  const label = `${t('Refunds.Staff.Order')} ${refund.OrderNumber}`;
  const done = (result: StaffRefund) =>
    onSettled({
      ok: true,
      text: t('Refunds.Staff.Done', result.Id, t(`Refunds.Status.${result.Status}`)),
    });

  const onApprove = async () => {
    const result = await approve({ id: refund.Id });
    if ('data' in result && result.data) done(result.data);
    else onSettled({ ok: false, text: serverMessage(result.error) ?? t('Manager.UnknowsErrors') });
  };
  const onRefuse = async () => {
    setReasonError(undefined);
    if (!reason.trim()) {
      setReasonError(t('Refunds.ReasonRequired'));
      return;
    }
    const result = await refuse({ id: refund.Id, Reason: reason.trim() });
    if ('data' in result && result.data) done(result.data);
    else onSettled({ ok: false, text: serverMessage(result.error) ?? t('Manager.UnknowsErrors') });
  };
  const reasonId = `refuse-reason-${refund.Id}`;
  return (
    <li className="card mb-3" data-testid={`staff-refund-${refund.Id}`}>
      <div className="card-body">
        <h2 className="h6 card-title">
          {label} · {formatDate(refund.CreatedAt, culture)}
        </h2>
        <p className="mb-1">
          {t('Refunds.Staff.Customer')}: {refund.CustomerEmail} · {t('Refunds.StatusLabel')}:{' '}
          <span className={`badge refund-status refund-status-${refund.Status}`}>
            {t(`Refunds.Status.${refund.Status}`)}
          </span>
        </p>
        <p className="mb-1">
          {t('Refunds.Staff.CustomerReason')}: {refund.Reason}
        </p>
        <ul className="mb-1">
          {refund.Lines.map((line) => (
            <li key={line.OrderLineId}>
              {`${line.Name} × ${line.Quantity} – ${money(line.RefundedAmountCents)}`}
            </li>
          ))}
        </ul>
        <RefundPhotos photos={refund.Photos} />
        <p className="mb-2">
          {t('Refunds.TotalItems')}: {refund.ItemsCount} · {t('Refunds.TotalAmount')}:{' '}
          {money(refund.AmountCents)}
          {refund.Status !== 'requested' && refund.Status !== 'refused' && (
            <>
              {' '}
              · {t('Refunds.Staff.ToCard', money(refund.CardCents))} ·{' '}
              {t('Refunds.Staff.ToPrepaid', money(refund.PrepaidCents))}
            </>
          )}
        </p>
        {refund.Status === 'requested' && refund.CreditBackCents > 0 && (
          <div
            className={`alert ${refund.CreditSpent ? 'alert-danger' : 'alert-warning'} py-2 mb-2`}
            role="note"
          >
            {t(
              'Refunds.Staff.CreditBack',
              formatMoney(refund.CreditBackCents, PREPAID_CURRENCY, culture),
            )}
            {refund.CreditSpent && <> {t('Refunds.Staff.CreditSpent')}</>}
          </div>
        )}
        {(refund.Status === 'requested' || refund.Status === 'approved') && (
          <button
            type="button"
            className="btn btn-primary btn-sm me-2"
            disabled={busy}
            aria-busy={approving.isLoading || undefined}
            aria-label={`${t(refund.Status === 'approved' ? 'Refunds.Staff.Retry' : 'Refunds.Staff.Approve')} – ${label}`}
            onClick={() => void onApprove()}
          >
            {t(refund.Status === 'approved' ? 'Refunds.Staff.Retry' : 'Refunds.Staff.Approve')}
          </button>
        )}
        {refund.Status === 'requested' && (
          <div className="mt-2">
            <label className="form-label" htmlFor={reasonId}>
              {t('Refunds.Staff.RefuseReason', refund.Id)}
            </label>
            <input
              id={reasonId}
              type="text"
              className={`form-control form-control-sm mb-1${reasonError ? ' is-invalid' : ''}`}
              maxLength={REFUND_REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            />
            {reasonError && (
              <div className="invalid-feedback" id={`${reasonId}-error`}>
                {reasonError}
              </div>
            )}
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              disabled={busy}
              aria-label={`${t('Refunds.Staff.Refuse')} – ${label}`}
              onClick={() => void onRefuse()}
            >
              {t('Refunds.Staff.Refuse')}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
