/*
 * VAT numbers that are personal identity codes carrying a birth date (Bulgarian EGN, Czech and
 * Slovak birth number, Latvian personal code, Romanian CNP). The date is part of the check: a
 * number whose date cannot exist is malformed whatever its check digit says.
 */

export type RuleAnswer = 'ok' | 'format' | 'checksum' | 'unsupported';

export const digitsOf = (text: string): number[] => [...text].map(Number);

/** Σ weight × digit over the leading digits (weights shorter than the text stop early). */
export function weighted(text: string, weights: readonly number[]): number {
  return weights.reduce((sum, w, i) => sum + w * Number(text[i] ?? 0), 0);
}

export function dateExists(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Bulgarian EGN: yymmdd (month +20 before 1900, +40 from 2000), order, check digit. */
export function bulgarianEgn(n: string): boolean {
  let year = 1900 + Number(n.slice(0, 2));
  let month = Number(n.slice(2, 4));
  if (month > 40) {
    year += 100;
    month -= 40;
  } else if (month > 20) {
    year -= 100;
    month -= 20;
  }
  if (!dateExists(year, month, Number(n.slice(4, 6)))) return false;
  return (weighted(n, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === Number(n[9]);
}

/**
 * Czech / Slovak birth number (rodné číslo). Ten digits since 1954: the whole number is divisible
 * by 11 (first nine mod 11, 10 written as 0). Nine digits before 1954 carry no check digit:
 * only the date can be checked, so the answer is 'unsupported' (cannot tell).
 */
export function birthNumber(n: string): RuleAnswer {
  let year = 1900 + Number(n.slice(0, 2));
  // Women have 50 added to the month; 20 more when a day's serials ran out (since 2004).
  const month = (Number(n.slice(2, 4)) % 50) % 20;
  const day = Number(n.slice(4, 6));
  if (n.length === 9) {
    if (year >= 1980) year -= 100;
    if (year > 1953) return 'format';
    return dateExists(year, month, day) ? 'unsupported' : 'format';
  }
  if (year < 1954) year += 100;
  if (!dateExists(year, month, day)) return 'format';
  return (Number(n.slice(0, 9)) % 11) % 10 === Number(n[9]) ? 'ok' : 'checksum';
}

/**
 * Latvian VAT of a person: the personal code ddmmyy-cNNNN (c: century 0 = 1800s, 1 = 1900s,
 * 2 = 2000s). Codes issued since 2017 start with 32 and hold neither date nor check digit.
 */
export function latvianPerson(n: string): RuleAnswer {
  if (n.startsWith('32')) return 'unsupported';
  const century = Number(n[6]);
  if (century > 2) return 'format';
  const year = 1800 + century * 100 + Number(n.slice(4, 6));
  if (!dateExists(year, Number(n.slice(2, 4)), Number(n.slice(0, 2)))) return 'format';
  const check = ((1 + weighted(n, [10, 5, 8, 4, 2, 1, 6, 3, 7, 9])) % 11) % 10;
  return check === Number(n[10]) ? 'ok' : 'checksum';
}

/** Romanian CNP: sex/century digit, yymmdd, county, serial, check (weights 279146358279). */
export function romanianCnp(n: string): RuleAnswer {
  const first = Number(n[0]);
  if (first === 0) return 'format';
  const centuries: Record<number, number> = {
    1: 1900,
    2: 1900,
    3: 1800,
    4: 1800,
    5: 2000,
    6: 2000,
  };
  const year = (centuries[first] ?? 1900) + Number(n.slice(1, 3));
  if (!dateExists(year, Number(n.slice(3, 5)), Number(n.slice(5, 7)))) return 'format';
  const sum = weighted(n, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
  return (sum === 10 ? 1 : sum) === Number(n[12]) ? 'ok' : 'checksum';
}
