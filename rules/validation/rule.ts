import type { RuleInput, RuleMessage } from './types';

/**
 * One rule: `check` gives the failure or null. Most rules leave an empty value to `required`
 * (`optional`: an empty field passes); the rules about emptiness itself (required, requiredif,
 * the groups…) see every value. `checkParam` throws on a malformed param, so a typo in a form's
 * definition fails when the form is defined, not silently when a shopper fills it.
 */
export type RuleDef = {
  optional: boolean;
  check: (input: RuleInput, param: string | undefined) => RuleMessage | null;
  checkParam?: (param: string | undefined) => void;
};

/** A malformed param, thrown where the form is defined. */
export class RuleParamError extends Error {
  constructor(rule: string, param: string | undefined, why: string) {
    super(`Validation rule "${rule}": bad param ${JSON.stringify(param)}: ${why}`);
    this.name = 'RuleParamError';
  }
}

/** A whole number ≥ `min` from a param, or a RuleParamError. */
export function intParam(rule: string, param: string | undefined, min = 0): number {
  const text = (param ?? '').trim();
  if (!/^-?\d+$/.test(text) || Number(text) < min) {
    throw new RuleParamError(rule, param, `expected a whole number ≥ ${min}`);
  }
  return Number(text);
}

/** A param that must be there. */
export function requiredParam(rule: string, param: string | undefined): string {
  const text = (param ?? '').trim();
  if (!text) throw new RuleParamError(rule, param, 'a param is required');
  return text;
}
