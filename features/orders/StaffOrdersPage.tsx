import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { serverMessage } from '@api/errors';
import {
  useGetDeliveryRequestsQuery,
  useMarkOrderShippedMutation,
  useSettleDeliveryRequestMutation,
} from '@api/orders';
import { ORDER_NUMBER_PATTERN } from '@rules/orders';
import { useTranslation } from '@base/i18n/useTranslation';
import { Pagination } from '@base/ui/Pagination';
import { formatOrderDate, pageOf } from './dates';
import './orders.scss';

/**
 * /{culture}/account/staff/orders: delivery-address requests waiting (apply or refuse) and
 * marking an order shipped. A customer gets the staff-only sentence without a call (the server
 * answers 403 anyway).
 */
export function StaffOrdersPage({ isStaff }: { isStaff: boolean }) {
  const { t } = useTranslation();
  if (!isStaff) return <p role="alert">{t('Security.StaffOnly')}</p>;
  return (
    <>
      <DeliveryRequests />
      <MarkShipped />
    </>
  );
}

function DeliveryRequests() {
  const { t, culture } = useTranslation();
  const [params] = useSearchParams();
  const pagenbr = pageOf(params.get('pagenbr'));
  const { data, error, isFetching } = useGetDeliveryRequestsQuery({ pagenbr });
  const [settle, settling] = useSettleDeliveryRequestMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const onSettle = async (id: number, number: string, Decision: 'apply' | 'refuse') => {
    const result = await settle({ id, Decision });
    if ('error' in result) {
      setMessage({ ok: false, text: serverMessage(result.error) ?? t('Manager.UnknowsErrors') });
    } else {
      setMessage({
        ok: true,
        text: t(Decision === 'apply' ? 'Orders.RequestApplied' : 'Orders.RequestRefused', number),
      });
    }
  };
  return (
    <section aria-labelledby="staff-requests-title">
      <h2 id="staff-requests-title" className="h4">
        {t('Orders.StaffRequestsTitle')}
      </h2>
      <div aria-live="polite">
        {message && (
          <div
            className={`alert ${message.ok ? 'alert-success' : 'alert-danger'}`}
            role={message.ok ? 'status' : 'alert'}
          >
            {message.text}
          </div>
        )}
      </div>
      {error && <p role="alert">{serverMessage(error) ?? t('Manager.UnknowsErrors')}</p>}
      {!data && !error && <p aria-busy="true">{t('Manager.Loading')}</p>}
      {data && data.Requests.length === 0 && <p>{t('Orders.StaffNoRequests')}</p>}
      {data && data.Requests.length > 0 && (
        <ul className="list-unstyled" aria-busy={isFetching || undefined}>
          {data.Requests.map((r) => (
            <li key={r.Id} className="border rounded p-3 mb-3">
              <p className="mb-2">
                <strong>{r.OrderNumber}</strong> – {r.CustomerEmail ?? ''} –{' '}
                {formatOrderDate(r.CreatedAt, culture, true)}
              </p>
              <div className="order-parties my-2">
                <div>
                  <h3 className="h6">{t('Orders.CurrentAddress')}</h3>
                  <address>
                    {r.CurrentAddress.map((l, i) => (
                      <span className="d-block" key={i}>
                        {l}
                      </span>
                    ))}
                  </address>
                </div>
                <div>
                  <h3 className="h6">{t('Orders.RequestedAddress')}</h3>
                  <address>
                    {r.RequestedAddress.map((l, i) => (
                      <span className="d-block" key={i}>
                        {l}
                      </span>
                    ))}
                  </address>
                </div>
              </div>
              <div className="d-flex gap-2">
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={settling.isLoading}
                  aria-label={`${t('Orders.Apply')} – ${r.OrderNumber}`}
                  onClick={() => void onSettle(r.Id, r.OrderNumber, 'apply')}
                >
                  {t('Orders.Apply')}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  disabled={settling.isLoading}
                  aria-label={`${t('Orders.Refuse')} – ${r.OrderNumber}`}
                  onClick={() => void onSettle(r.Id, r.OrderNumber, 'refuse')}
                >
                  {t('Orders.Refuse')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          currentPage={data.PageNumber}
          totalPages={data.PageCount}
          searchFor={(page) => (page > 1 ? `?pagenbr=${page}` : '')}
          label={t('Orders.StaffRequestsTitle')}
          previousLabel={t('AccountArea.PreviousPage')}
          nextLabel={t('AccountArea.NextPage')}
          pageLabel={(page) => t('AccountArea.PageNumber', page)}
        />
      )}
    </section>
  );
}

const NUMBER = new RegExp(ORDER_NUMBER_PATTERN);

function MarkShipped() {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [ship, shipping] = useMarkOrderShippedMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = number.trim().toUpperCase();
    if (!NUMBER.test(value)) {
      setMessage({ ok: false, text: t('Orders.NumberInvalid') });
      return;
    }
    const result = await ship({ number: value });
    if ('error' in result) {
      setMessage({ ok: false, text: serverMessage(result.error) ?? t('Manager.UnknowsErrors') });
    } else {
      setMessage({ ok: true, text: t('Orders.MarkedShipped', value) });
      setNumber('');
    }
  };
  return (
    <section aria-labelledby="staff-ship-title" className="mt-4">
      <h2 id="staff-ship-title" className="h4">
        {t('Orders.MarkShippedTitle')}
      </h2>
      <form
        className="d-flex flex-wrap gap-2 align-items-end"
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        <div>
          <label className="form-label" htmlFor="ship-number">
            {t('Orders.Number')}
          </label>
          <input
            id="ship-number"
            className="form-control"
            value={number}
            maxLength={20}
            autoComplete="off"
            aria-describedby={message ? 'ship-message' : undefined}
            onChange={(e) => setNumber(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={shipping.isLoading}>
          {t('Orders.MarkShipped')}
        </button>
      </form>
      <div aria-live="polite">
        {message && (
          <p
            id="ship-message"
            className={`mt-2 ${message.ok ? 'text-success' : 'text-danger'}`}
            role={message.ok ? 'status' : 'alert'}
          >
            {message.text}
          </p>
        )}
      </div>
    </section>
  );
}
