import { parseCultureDate } from './dates';
import { fail } from './messages';
import { RuleParamError, type RuleDef } from './rule';
import type { RuleInput, RuleName } from './types';
import { decimalOf, textOf } from './values';

/* Number rules: decimals (. or ,), digits, integers, amounts, ranges. */

type Bound = { text: string; value: number } | null;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A range bound: a decimal, an ISO day (a date field's min/max), or nothing (open). */
function boundOf(text: string | undefined, param: string | undefined): Bound {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return null;
  if (ISO_DAY.test(trimmed)) {
    const day = parseCultureDate(trimmed, 'fr');
    if (!day) throw new RuleParamError('range', param, `${trimmed} is no day`);
    return { text: trimmed, value: day.valueOf() };
  }
  const value = decimalOf(trimmed);
  if (Number.isNaN(value)) throw new RuleParamError('range', param, `${trimmed} is no number`);
  return { text: trimmed, value };
}

/** "min,max", either side may be empty (HTML's min without max). */
function rangeBounds(param: string | undefined): [Bound, Bound] {
  const parts = (param ?? '').split(',');
  if (parts.length !== 2) throw new RuleParamError('range', param, 'expected "min,max"');
  const bounds: [Bound, Bound] = [boundOf(parts[0], param), boundOf(parts[1], param)];
  if (!bounds[0] && !bounds[1]) throw new RuleParamError('range', param, 'no bound');
  return bounds;
}

/** The value on the bounds' scale: a day's time when the bounds are days, else the decimal. */
function comparable({ value, culture }: RuleInput, [min, max]: [Bound, Bound]): number {
  const days = ISO_DAY.test(min?.text ?? '') || ISO_DAY.test(max?.text ?? '');
  if (!days) return decimalOf(value);
  return parseCultureDate(textOf(value), culture)?.valueOf() ?? Number.NaN;
}

function rangeCheck(input: RuleInput, param: string | undefined) {
  const bounds = rangeBounds(param);
  const [min, max] = bounds;
  const value = comparable(input, bounds);
  if (min && max) {
    return !(value >= min.value && value <= max.value) ? fail('range', min.text, max.text) : null;
  }
  if (min) return !(value >= min.value) ? fail('min', min.text) : null;
  return max && !(value <= max.value) ? fail('max', max.text) : null;
}

/** An amount: an optional symbol before or after, thousands grouped by blank, dot or comma, two decimals at most. */
function isCurrency(text: string, symbol: string): boolean {
  const escaped = symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const sym = escaped ? `(?:${escaped}\\s?)?` : '';
  const after = escaped ? `(?:\\s?${escaped})?` : '';
  const grouped = '\\d{1,3}(?:[ .,\\u00a0\\u202f]\\d{3})*';
  const amount = `-?(?:${grouped}|\\d+)(?:[.,]\\d{1,2})?`;
  return new RegExp(`^${sym}${amount}${after}$`).test(text);
}

export const numberRules: Partial<Record<RuleName, RuleDef>> = {
  number: {
    optional: true,
    // 000 §5: digits with an optional . or , decimal separator (a sign is allowed).
    check: ({ value }) => (Number.isNaN(decimalOf(value)) ? fail('number') : null),
  },
  digits: {
    optional: true,
    check: ({ value }) => (/^\d+$/.test(textOf(value)) ? null : fail('digits')),
  },
  integer: {
    optional: true,
    check: ({ value }) => (/^[-+]?\d+$/.test(textOf(value)) ? null : fail('integer')),
  },
  currency: {
    optional: true,
    // param: the currency symbol, € when not given.
    check: ({ value }, p) =>
      isCurrency(textOf(value), p?.trim() || '€') ? null : fail('currency'),
  },
  range: {
    optional: true,
    checkParam: (p) => void rangeBounds(p),
    check: rangeCheck,
  },
};
