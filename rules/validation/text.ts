import { fail } from './messages';
import { intParam, RuleParamError, requiredParam, type RuleDef } from './rule';
import type { RuleName } from './types';
import { isEmptyValue, textOf } from './values';

/* Text rules: presence, lengths, addresses, patterns, character classes, times. */

/** Characters as a reader counts them (an emoji is one), of the trimmed text. */
function charCount(value: unknown): number {
  return Array.from(textOf(value)).length;
}

/** "10,50" → [10, 50]; "50" → [0, 50] (length's param). */
function lengthBounds(param: string | undefined): [number, number] {
  const parts = (param ?? '').split(',');
  if (parts.length === 1) return [0, intParam('length', parts[0], 0)];
  if (parts.length !== 2) throw new RuleParamError('length', param, 'expected "min,max" or "max"');
  const min = intParam('length', parts[0], 0);
  const max = intParam('length', parts[1], 0);
  if (max < min) throw new RuleParamError('length', param, 'max is below min');
  return [min, max];
}

/** WHATWG's address pattern (what <input type="email"> checks). */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** An absolute http(s) or ftp address; `dotted` asks for a dotted host (url) or any host (url2). */
function isWebAddress(text: string, dotted: boolean): boolean {
  if (/\s/.test(text) || !/^(?:https?|ftp):\/\//i.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (!url.hostname) return false;
  if (!dotted || url.hostname.startsWith('[')) return true;
  const labels = url.hostname.split('.');
  return labels.length >= 2 && labels.every((label) => label.length > 0);
}

/** A param written "/source/flags" keeps its flags; a bare source is taken as is. */
export function regexOfParam(rule: string, param: string | undefined, anchored: boolean): RegExp {
  const text = requiredParam(rule, param);
  const literal = /^\/(.+)\/([gimsuy]*)$/s.exec(text);
  try {
    if (literal) return new RegExp(literal[1] ?? '', (literal[2] ?? '').replace('g', ''));
    return new RegExp(anchored ? `^(?:${text})$` : text);
  } catch (error) {
    throw new RuleParamError(rule, param, (error as Error).message);
  }
}

const TIME_24H = /^(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/;
const TIME_12H = /^(?:0?[1-9]|1[0-2]):[0-5]\d(?::[0-5]\d)? ?[AP]M$/i;

export const textRules: Partial<Record<RuleName, RuleDef>> = {
  required: {
    optional: false,
    check: ({ value }) => (isEmptyValue(value) ? fail('required') : null),
  },
  maxlength: {
    optional: true,
    // 000 §5: a bound of 0 or less means no limit.
    checkParam: (p) => void intParam('maxlength', p, Number.MIN_SAFE_INTEGER),
    check: ({ value }, p) => {
      const max = intParam('maxlength', p, Number.MIN_SAFE_INTEGER);
      return max > 0 && charCount(value) > max ? fail('maxlength', max) : null;
    },
  },
  minlength: {
    optional: true,
    checkParam: (p) => void intParam('minlength', p, 0),
    check: ({ value }, p) => {
      const min = intParam('minlength', p, 0);
      return charCount(value) < min ? fail('minlength', min) : null;
    },
  },
  length: {
    optional: true,
    checkParam: (p) => void lengthBounds(p),
    check: ({ value }, p) => {
      const [min, max] = lengthBounds(p);
      const count = charCount(value);
      return count < min || count > max ? fail('length', min, max) : null;
    },
  },
  email: {
    optional: true,
    // 000 §5: trimmed first, then matched; an empty address passes (required says otherwise).
    check: ({ value }) => (EMAIL.test(textOf(value)) ? null : fail('email')),
  },
  url: {
    optional: true,
    check: ({ value }) => (isWebAddress(textOf(value), true) ? null : fail('url')),
  },
  url2: {
    optional: true,
    // url2 also takes a host without a dot (http://intranet/).
    check: ({ value }) => (isWebAddress(textOf(value), false) ? null : fail('url')),
  },
  regex: {
    optional: true,
    // 000 §5: a forbidden pattern: the value fails when it matches.
    checkParam: (p) => void regexOfParam('regex', p, false),
    check: ({ value }, p) =>
      regexOfParam('regex', p, false).test(textOf(value)) ? fail('invalidFormat') : null,
  },
  pattern: {
    optional: true,
    // As HTML's pattern attribute: the whole value must match.
    checkParam: (p) => void regexOfParam('pattern', p, true),
    check: ({ value }, p) =>
      regexOfParam('pattern', p, true).test(textOf(value)) ? null : fail('invalidFormat'),
  },
  alphanumeric: {
    optional: true,
    check: ({ value }) => (/^[\p{L}\p{N}_]+$/u.test(textOf(value)) ? null : fail('alphanumeric')),
  },
  lettersonly: {
    optional: true,
    check: ({ value }) => (/^\p{L}+$/u.test(textOf(value)) ? null : fail('lettersonly')),
  },
  nowhitespace: {
    optional: true,
    // The raw value: a leading or trailing blank is whitespace too.
    check: ({ value }) =>
      typeof value === 'string' && /\s/.test(value) ? fail('nowhitespace') : null,
  },
  time: {
    optional: true,
    check: ({ value }) => (TIME_24H.test(textOf(value)) ? null : fail('time')),
  },
  time12h: {
    optional: true,
    check: ({ value }) => (TIME_12H.test(textOf(value)) ? null : fail('time12h')),
  },
};
