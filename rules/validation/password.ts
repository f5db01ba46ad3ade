import { fail } from './messages';
import { intParam, RuleParamError, type RuleDef } from './rule';
import type { RuleName } from './types';

/* 000 §5 password: a minimum length and a minimum count of non-alphanumeric characters ("10,1"). */

export function passwordParam(param: string | undefined): [number, number] {
  const parts = (param ?? '').split(',');
  if (parts.length > 2) throw new RuleParamError('password', param, 'expected "length,special"');
  return [
    intParam('password', parts[0], 1),
    parts[1] === undefined ? 0 : intParam('password', parts[1], 0),
  ];
}

/** Characters that are neither letters nor digits (any script), blanks included. */
export function specialCount(text: string): number {
  return Array.from(text).filter((c) => !/[\p{L}\p{N}]/u.test(c)).length;
}

export const passwordRules: Partial<Record<RuleName, RuleDef>> = {
  password: {
    optional: true,
    checkParam: (p) => void passwordParam(p),
    check: ({ value }, p) => {
      const [length, special] = passwordParam(p);
      // The password as typed: its blanks count.
      const text = typeof value === 'string' ? value : '';
      if (Array.from(text).length < length) return fail('passwordLength', length);
      return specialCount(text) < special ? fail('passwordSpecial', special) : null;
    },
  },
};
