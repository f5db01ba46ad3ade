import { Form, Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import type { OrderRefunds, RefundableLine } from '@api/contract/refunds';
import { serverRefusal } from '@api/errors';
import { useRequestRefundMutation } from '@api/refunds';
import { SubmitButton } from '@base/forms/FormButtons';
import { FormFailure } from '@base/forms/FormFailure';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { noticeShown } from '@base/uiSlice';
import { AssetField } from '@features/assets';
import { PREPAID_CURRENCY } from '@rules/prepaid';
import { REFUND_PHOTOS_MAX } from '@rules/refunds';
import { formatMoney } from '@rules/money';
import {
  NO_LINE_CHOSEN,
  amountOf,
  initialRefundValues,
  lineKey,
  refundSchema,
  toRefundRequest,
  totalsOf,
  type RefundValues,
} from './refundSchema';

const fieldOf = (line: RefundableLine) => `Quantities.${lineKey(line)}`;

/**
 * P12 refund request form: a quantity per line (at most what is left), each line's amount and
 * the totals (items, amount) to 2 decimals as they change, a reason. A refusal naming a line
 * (Lines[i].Quantity) goes on that line's input; others above the form.
 */
export function RefundRequestForm({ data }: { data: OrderRefunds }) {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const [request] = useRequestRefundMutation();
  const [failure, setFailure] = useState<string>();
  const lines = data.Lines.filter((l) => l.RefundableQuantity > 0);
  if (lines.length === 0) return <p>{t('Refunds.NothingLeft')}</p>;

  const submit = async (values: RefundValues, helpers: FormikHelpers<RefundValues>) => {
    setFailure(undefined);
    const body = toRefundRequest(values, lines, culture);
    const result = await request({ number: data.OrderNumber, ...body });
    if ('data' in result && result.data) {
      helpers.resetForm();
      dispatch(noticeShown({ level: 'success', messageKey: 'Refunds.Sent' }));
      return;
    }
    const refusal = serverRefusal(result.error as Parameters<typeof serverRefusal>[0]);
    const message = refusal.message ?? t('Manager.UnknowsErrors');
    const index = /^Lines\[(\d+)\]\./.exec(refusal.field ?? '')?.[1];
    const line = index === undefined ? undefined : body.Lines[Number(index)];
    if (line) {
      const field = `Quantities.l${line.OrderLineId}`;
      void helpers.setFieldTouched(field, true, false);
      helpers.setFieldError(field, message);
    } else if (refusal.field === 'Reason' || refusal.field === 'Photos') {
      void helpers.setFieldTouched(refusal.field, true, false);
      helpers.setFieldError(refusal.field, message);
    } else setFailure(message);
  };

  return (
    <Formik
      initialValues={initialRefundValues(lines)}
      validationSchema={refundSchema(lines)}
      onSubmit={submit}
    >
      {() => (
        <Form noValidate className="refund-form">
          <FormFailure message={failure} />
          <RefundLines lines={lines} currency={data.CurrencyCode} />
          <ReasonField />
          <AssetField
            name="Photos"
            uid="refund-photos"
            label={t('Refunds.Photos')}
            multiple
            accept="image/*"
            maxFiles={REFUND_PHOTOS_MAX}
          />
          <p className="form-text">{t('Refunds.PhotosHelp', REFUND_PHOTOS_MAX)}</p>
          <SubmitButton label={t('Refunds.Submit')} />
        </Form>
      )}
    </Formik>
  );
}

function RefundLines({ lines, currency }: { lines: RefundableLine[]; currency: string }) {
  const { t, culture } = useTranslation();
  const { values, errors, submitCount } = useFormikContext<RefundValues>();
  const totals = totalsOf(values, lines);
  const money = (cents: number) => formatMoney(cents, currency, culture);
  const euros = (cents: number) => formatMoney(cents, PREPAID_CURRENCY, culture);
  const noLine = submitCount > 0 && (errors.Quantities as unknown) === NO_LINE_CHOSEN;
  return (
    <>
      <div className="table-responsive" tabIndex={0} role="region" aria-label={t('Refunds.Title')}>
        <table className="table refund-lines">
          <caption className="visually-hidden">{t('Refunds.Title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Refunds.Product')}</th>
              <th scope="col" className="text-end">
                {t('Refunds.UnitPrice')}
              </th>
              <th scope="col" className="text-end">
                {t('Refunds.Bought')}
              </th>
              <th scope="col">{t('Refunds.Quantity')}</th>
              <th scope="col" className="text-end">
                {t('Refunds.Amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.OrderLineId}>
                <th scope="row" className="fw-normal">
                  {line.Name}
                  <span className="d-block small text-body-secondary">{line.Sku}</span>
                  {line.CreditCents !== null && (
                    <span className="d-block small">
                      {t('Refunds.CreditTakenBack', euros(line.CreditCents))}
                    </span>
                  )}
                </th>
                <td className="text-end">{money(line.UnitPriceTaxInclCents)}</td>
                <td className="text-end">{line.Quantity}</td>
                <td>
                  <QuantityInput line={line} />
                </td>
                <td className="text-end" data-testid={`refund-amount-${line.OrderLineId}`}>
                  {money(amountOf(values, line))}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('Refunds.TotalItems')}
              </th>
              <td data-testid="refund-total-items">{totals.itemsCount}</td>
              <td />
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                {t('Refunds.TotalAmount')}
              </th>
              <td className="text-end" data-testid="refund-total-amount">
                {money(totals.amountCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {noLine && (
        <p className="text-danger" role="alert">
          {t(NO_LINE_CHOSEN)}
        </p>
      )}
    </>
  );
}

function QuantityInput({ line }: { line: RefundableLine }) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(fieldOf(line));
  const id = `refund-quantity-${line.OrderLineId}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <>
      <input
        {...field}
        id={id}
        type="text"
        inputMode="decimal"
        className={`form-control form-control-sm refund-quantity${error ? ' is-invalid' : ''}`}
        aria-label={t('Refunds.QuantityOf', line.Name, line.RefundableQuantity)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <div className="invalid-feedback" id={`${id}-error`}>
          {error === 'Refunds.QuantityInvalid'
            ? t('Refunds.QuantityInvalid', line.RefundableQuantity)
            : error}
        </div>
      )}
    </>
  );
}

function ReasonField() {
  const { t } = useTranslation();
  const [field, meta] = useField<string>('Reason');
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor="refund-reason">
        {t('Refunds.Reason')}
      </label>
      <textarea
        {...field}
        id="refund-reason"
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={3}
        required
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'refund-reason-error' : undefined}
      />
      {error && (
        <div className="invalid-feedback" id="refund-reason-error">
          {t(error)}
        </div>
      )}
    </div>
  );
}
