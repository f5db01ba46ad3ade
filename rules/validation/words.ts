import { fail } from './messages';
import { intParam, RuleParamError, type RuleDef } from './rule';
import type { RuleName } from './types';
import { textOf } from './values';

/* Word limits (000 §5 "Extended rules"): maxwords, minwords, rangewords. */

/** Words of a text: markup tags dropped, a word is letters or digits (with inner ' or -). */
export function wordCount(text: string): number {
  const plain = text.replace(/<[^>]*>/g, ' ');
  return plain.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

function wordBounds(param: string | undefined): [number, number] {
  const parts = (param ?? '').split(',');
  if (parts.length !== 2) throw new RuleParamError('rangewords', param, 'expected "min,max"');
  const min = intParam('rangewords', parts[0], 0);
  const max = intParam('rangewords', parts[1], 0);
  if (max < min) throw new RuleParamError('rangewords', param, 'max is below min');
  return [min, max];
}

export const wordRules: Partial<Record<RuleName, RuleDef>> = {
  maxwords: {
    optional: true,
    checkParam: (p) => void intParam('maxwords', p, 1),
    check: ({ value }, p) => {
      const max = intParam('maxwords', p, 1);
      return wordCount(textOf(value)) > max ? fail('maxwords', max) : null;
    },
  },
  minwords: {
    optional: true,
    checkParam: (p) => void intParam('minwords', p, 1),
    check: ({ value }, p) => {
      const min = intParam('minwords', p, 1);
      return wordCount(textOf(value)) < min ? fail('minwords', min) : null;
    },
  },
  rangewords: {
    optional: true,
    checkParam: (p) => void wordBounds(p),
    check: ({ value }, p) => {
      const [min, max] = wordBounds(p);
      const count = wordCount(textOf(value));
      return count < min || count > max ? fail('rangewords', min, max) : null;
    },
  },
};
