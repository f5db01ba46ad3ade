import { array, mixed, object, string } from 'yup';
import type { WidgetAsset } from '@features/assets';
import type { RefundableLine, RefundRequest } from '@api/contract/refunds';
import { requiredText } from '@base/forms/rules';
import {
  centsToDecimal,
  parseQuantity,
  REFUND_PHOTOS_MAX,
  REFUND_REASON_MAX,
  refundLineCents,
  refundTotals,
} from '@rules/refunds';

/**
 * The refund request form (P12): a typed quantity per line ('2', or '2,0' with a comma) between
 * 0 and what is left, at least one line, a reason. Amounts come from rules/refunds.ts, in cents,
 * as the server computes them.
 */
/** A line's key in the form's values: a letter first, so Formik never makes an array of it. */
export const lineKey = (line: Pick<RefundableLine, 'OrderLineId'>) => `l${line.OrderLineId}`;

export interface RefundValues {
  /** Typed quantities by order line id. */
  Quantities: Record<string, string>;
  Reason: string;
  /** The multi-asset widget's photos, in the shopper's order (issue 18). */
  Photos: WidgetAsset[];
}

export const NO_LINE_CHOSEN = 'Refunds.NoLineChosen';

export function refundSchema(lines: RefundableLine[]) {
  return object({
    Quantities: object(
      Object.fromEntries(
        lines.map((line) => [
          lineKey(line),
          string().test('quantity', 'Refunds.QuantityInvalid', (text) => {
            const quantity = parseQuantity(text ?? '');
            return quantity !== null && quantity <= line.RefundableQuantity;
          }),
        ]),
      ),
    ).test('some', NO_LINE_CHOSEN, (quantities) =>
      lines.some((l) => (parseQuantity(quantities?.[lineKey(l)] ?? '') ?? 0) > 0),
    ),
    Reason: requiredText(REFUND_REASON_MAX),
    Photos: array(mixed<WidgetAsset>().required()).max(REFUND_PHOTOS_MAX, 'Refunds.TooManyPhotos'),
  });
}

export const initialRefundValues = (lines: RefundableLine[]): RefundValues => ({
  Quantities: Object.fromEntries(lines.map((l) => [lineKey(l), '0'])),
  Reason: '',
  Photos: [],
});

/** A line's quantity as typed, 0 when it is not a valid one (the field says why). */
export const quantityOf = (values: RefundValues, line: RefundableLine) =>
  Math.min(parseQuantity(values.Quantities[lineKey(line)] ?? '') ?? 0, line.RefundableQuantity);

/** What a line gives back for the quantity typed, as the server computes it. */
export const amountOf = (values: RefundValues, line: RefundableLine) =>
  refundLineCents(
    {
      quantity: line.Quantity,
      paidCents: line.PaidCents,
      askedQuantity: line.AskedQuantity,
      askedCents: line.AskedCents,
    },
    quantityOf(values, line),
  );

export function totalsOf(values: RefundValues, lines: RefundableLine[]) {
  return refundTotals(
    lines.map((l) => ({ quantity: quantityOf(values, l), amountCents: amountOf(values, l) })),
  );
}

/** The request: chosen lines, each with the amount shown (a comma decimal, as typed in fr/nl). */
export function toRefundRequest(
  values: RefundValues,
  lines: RefundableLine[],
  culture: string,
): RefundRequest {
  return {
    Lines: lines
      .map((l) => ({ line: l, quantity: quantityOf(values, l) }))
      .filter((x) => x.quantity > 0)
      .map(({ line, quantity }) => ({
        OrderLineId: line.OrderLineId,
        Quantity: quantity,
        RefundedAmount: centsToDecimal(amountOf(values, line)),
      })),
    Reason: values.Reason.trim(),
    ...(values.Photos.length
      ? { Photos: values.Photos.flatMap((p) => (p.tmpName ? [p.tmpName] : [])) }
      : {}),
    culture,
  };
}
