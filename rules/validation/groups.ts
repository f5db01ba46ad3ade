import { fail } from './messages';
import { intParam, RuleParamError, type RuleDef } from './rule';
import type { FormValues, RuleName } from './types';
import { isEmptyValue, listParam } from './values';

/*
 * Group rules. jQuery's form ("2,.phone-group") names the group by a CSS class, which only a
 * page has; here the param names the fields instead, so the server checks the same group:
 * "2,Phone,Mobile,WorkPhone" = at least 2 of these 3 fields. Every field of the group carries
 * the same declaration, so each shows the message.
 */

export type FieldGroup = { minimum: number; fields: string[] };

export function parseGroup(rule: string, param: string | undefined): FieldGroup {
  const [count, ...fields] = listParam(param);
  const minimum = intParam(rule, count, 1);
  if (fields.length < minimum) {
    throw new RuleParamError(rule, param, 'expected "minimum,Field1,Field2,…" with enough fields');
  }
  return { minimum, fields };
}

function filledCount(fields: string[], values: FormValues, own: string, value: unknown): number {
  return fields.filter((f) => !isEmptyValue(f === own ? value : values[f])).length;
}

export const groupRules: Partial<Record<RuleName, RuleDef>> = {
  require_from_group: {
    optional: false,
    checkParam: (p) => void parseGroup('require_from_group', p),
    check: ({ value, name, values }, p) => {
      const { minimum, fields } = parseGroup('require_from_group', p);
      const filled = filledCount(fields, values, name, value);
      return filled >= minimum ? null : fail('requireFromGroup', minimum);
    },
  },
  skip_or_fill_minimum: {
    // Either the whole group is left empty, or at least `minimum` of it is filled.
    optional: false,
    checkParam: (p) => void parseGroup('skip_or_fill_minimum', p),
    check: ({ value, name, values }, p) => {
      const { minimum, fields } = parseGroup('skip_or_fill_minimum', p);
      const filled = filledCount(fields, values, name, value);
      return filled === 0 || filled >= minimum ? null : fail('skipOrFillMinimum', minimum);
    },
  },
};
