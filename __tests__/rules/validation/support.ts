import { describe, expect, it } from '@jest/globals';
import { checkField, type RuleMessage, type RuleName } from '@rules/validation';

/** One rule on field "f" of a form (other fields in `values`), in `culture`. */
export function run(
  rule: RuleName,
  param: string | undefined,
  value: unknown,
  values: Record<string, unknown> = {},
  culture = 'fr',
): RuleMessage | null {
  const decl = param === undefined ? { rule } : { rule, param };
  return checkField([decl], 'f', { ...values, f: value }, { culture });
}

/**
 * The table of one rule: every valid value passes, every invalid one fails with `message`.
 * Values are [value, why] pairs so a failing row says what it was about.
 */
export function ruleTable(
  rule: RuleName,
  param: string | undefined,
  valid: [unknown, string][],
  invalid: [unknown, string][],
  message: RuleMessage,
  values: Record<string, unknown> = {},
) {
  describe(`${rule}${param === undefined ? '' : ` (${param})`}`, () => {
    if (valid.length) {
      it.each(valid)('accepts %j (%s)', (value) => {
        expect(run(rule, param, value, values)).toBeNull();
      });
    }
    // A table may hold one side only (maxlength 0 = no limit has no invalid row).
    if (invalid.length) {
      it.each(invalid)('refuses %j (%s)', (value) => {
        expect(run(rule, param, value, values)).toEqual(message);
      });
    }
  });
}
