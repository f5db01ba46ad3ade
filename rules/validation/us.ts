import { fail } from './messages';
import { RuleParamError, type RuleDef } from './rule';
import type { RuleName } from './types';
import { listParam, textOf } from './values';

/* United States: state codes, ZIP codes, vehicle identification numbers. */

const STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );
const TERRITORIES = ['AS', 'GU', 'MP', 'PR', 'UM', 'VI'];
const MILITARY = ['AA', 'AE', 'AP'];

/** stateus' param: optional "territories" and/or "military" to take those codes too. */
function stateCodes(param: string | undefined): string[] {
  const options = listParam(param?.toLowerCase());
  const unknown = options.filter((o) => o !== 'territories' && o !== 'military');
  if (unknown.length) {
    throw new RuleParamError('stateus', param, 'expected "territories" and/or "military"');
  }
  return [
    ...STATES,
    ...(options.includes('territories') ? TERRITORIES : []),
    ...(options.includes('military') ? MILITARY : []),
  ];
}

const VIN_VALUES: Record<string, number> = Object.fromEntries([
  ...'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9'
    .match(/../g)!
    .map((pair) => [pair[0], Number(pair[1])] as const),
  ...'0123456789'.split('').map((d) => [d, Number(d)] as const),
]);
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** A VIN: 17 characters without I, O, Q; the 9th is the check digit (weighted sum mod 11, 10 = X). */
export function isVin(text: string): boolean {
  const vin = text.trim().toUpperCase();
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += (VIN_VALUES[vin[i] ?? ''] ?? 0) * (VIN_WEIGHTS[i] ?? 0);
  const check = sum % 11;
  return vin[8] === (check === 10 ? 'X' : String(check));
}

export const usRules: Partial<Record<RuleName, RuleDef>> = {
  stateus: {
    optional: true,
    checkParam: (p) => void stateCodes(p),
    check: ({ value }, p) =>
      stateCodes(p).includes(textOf(value).toUpperCase()) ? null : fail('stateus'),
  },
  zipcodeus: {
    optional: true,
    check: ({ value }) => (/^\d{5}(?:-\d{4})?$/.test(textOf(value)) ? null : fail('zipcodeus')),
  },
  vinus: {
    optional: true,
    check: ({ value }) => (isVin(textOf(value)) ? null : fail('vinus')),
  },
};
