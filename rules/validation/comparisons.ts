import { parseCultureDate } from './dates';
import { fail } from './messages';
import { RuleParamError, requiredParam, type RuleDef } from './rule';
import type { RuleInput, RuleName } from './types';
import { decimalOf, isChecked, isEmptyValue, listParam, textOf } from './values';

/* Rules that look at other fields: equal, not equal, ordered, required depending on another. */

/** A value as a comparison reads it: a box is "true" or "false", anything else its text. */
function comparableText(value: unknown): string {
  return typeof value === 'boolean' ? String(value) : textOf(value);
}

/** Two values on one scale: numbers when both are numbers, else days when both are dates. */
function ordered(a: unknown, b: unknown, culture: string): [number, number] | null {
  const [x, y] = [decimalOf(a), decimalOf(b)];
  if (!Number.isNaN(x) && !Number.isNaN(y)) return [x, y];
  const [d, e] = [parseCultureDate(textOf(a), culture), parseCultureDate(textOf(b), culture)];
  return d && e ? [d.valueOf(), e.valueOf()] : null;
}

type Order = 'greaterthan' | 'greaterthanequal' | 'lessthan' | 'lessthanequal';
const ORDER_TESTS: Record<Order, (a: number, b: number) => boolean> = {
  greaterthan: (a, b) => a > b,
  greaterthanequal: (a, b) => a >= b,
  lessthan: (a, b) => a < b,
  lessthanequal: (a, b) => a <= b,
};

/** greaterthan & co: param = the other field; nothing to compare with while it is empty. */
function orderRule(order: Order): RuleDef {
  return {
    optional: true,
    checkParam: (p) => void requiredParam(order, p),
    check: ({ value, values, culture }: RuleInput, p) => {
      const other = values[requiredParam(order, p)];
      if (isEmptyValue(other)) return null;
      const pair = ordered(value, other, culture);
      return pair && ORDER_TESTS[order](pair[0], pair[1]) ? null : fail(order, textOf(other));
    },
  };
}

type Condition = { field: string; equal: boolean; expected: string };

/** requiredif's "Field,eq,Value" or "Field,ne,Value" (the value may hold commas). */
export function parseCondition(param: string | undefined): Condition {
  const [field, op, ...rest] = (param ?? '').split(',');
  const operator = (op ?? '').trim().toLowerCase();
  if (!field?.trim() || !['eq', 'ne', 'neq'].includes(operator) || rest.length === 0) {
    throw new RuleParamError('requiredif', param, 'expected "Field,eq,Value" or "Field,ne,Value"');
  }
  return { field: field.trim(), equal: operator === 'eq', expected: rest.join(',').trim() };
}

export const comparisonRules: Partial<Record<RuleName, RuleDef>> = {
  equalto: {
    // Not optional: a confirmation left empty while the first is filled must fail.
    optional: false,
    checkParam: (p) => void requiredParam('equalto', p),
    check: ({ value, values }, p) =>
      textOf(value) === textOf(values[requiredParam('equalto', p)]) ? null : fail('equalto'),
  },
  notequalto: {
    optional: true,
    checkParam: (p) => void requiredParam('notequalto', p),
    check: ({ value, values }, p) => {
      const text = textOf(value);
      const same = listParam(p).some((field) => textOf(values[field]) === text);
      return same ? fail('notequalto') : null;
    },
  },
  greaterthan: orderRule('greaterthan'),
  greaterthanequal: orderRule('greaterthanequal'),
  lessthan: orderRule('lessthan'),
  lessthanequal: orderRule('lessthanequal'),
  requiredif: {
    optional: false,
    checkParam: (p) => void parseCondition(p),
    check: ({ value, values }, p) => {
      const { field, equal, expected } = parseCondition(p);
      const matches = comparableText(values[field]) === expected;
      return matches === equal && isEmptyValue(value) ? fail('requiredif') : null;
    },
  },
  mandatory: {
    // As required (the spec lists both names): blank text, no choice or an unchecked box fail.
    optional: false,
    check: ({ value }) => (isEmptyValue(value) ? fail('mandatory') : null),
  },
  requiredor: {
    // param: the other field (or fields, comma-separated); one of them must be filled.
    optional: false,
    checkParam: (p) => void requiredParam('requiredor', p),
    check: ({ value, values }, p) => {
      const filled = !isEmptyValue(value) || listParam(p).some((f) => !isEmptyValue(values[f]));
      return filled ? null : fail('requiredor');
    },
  },
  enforcetrue: {
    optional: false,
    check: ({ value }) => (isChecked(value) ? null : fail('enforcetrue')),
  },
};
