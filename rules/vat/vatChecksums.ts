import { birthNumber, digitsOf, weighted, type RuleAnswer } from './vatPersonal';

/*
 * Check-digit building blocks (Luhn, ISO 7064) and the member states whose rules take more than
 * a line: letters in the number, several kinds of numbers, or two weighting rounds.
 */

export const verdict = (ok: boolean): RuleAnswer => (ok ? 'ok' : 'checksum');

/** A doubled digit counts the sum of its digits (2·d − 9 above 9). */
export const doubled = (d: number) => (d * 2 > 9 ? d * 2 - 9 : d * 2);

/** Luhn: from the right, every second digit doubled; valid when Σ % 10 = 0. */
export function luhnSum(digits: string): number {
  return digitsOf(digits)
    .reverse()
    .reduce((sum, d, i) => sum + (i % 2 === 1 ? doubled(d) : d), 0);
}

/** ISO 7064 MOD 11,10 (DE, HR): the running product ends at 1 for a valid number. */
export function mod11x10(digits: string): boolean {
  let check = 5;
  for (const d of digitsOf(digits)) check = ((((check || 10) * 2) % 11) + d) % 10;
  return check === 1;
}

/** ISO 7064 MOD 97-10 over letters and digits (A = 10 … Z = 35): 1 for a valid number. */
export function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const value = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of value) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const IE_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';
/** French key letters: I and O are left out. */
const FR_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function spain(n: string): RuleAnswer {
  if (!/^[A-Z0-9]\d{7}[A-Z0-9]$/.test(n)) return 'format';
  const head = n[0] as string;
  const last = n[8] as string;
  if (/\d/.test(head) || 'XYZKLM'.includes(head)) {
    // DNI (digits), NIE (X, Y, Z stand for 0, 1, 2) and K, L, M personal numbers: a check letter.
    const nie = 'XYZ'.indexOf(head);
    const digits = /\d/.test(head) ? n.slice(0, 8) : `${nie >= 0 ? nie : ''}${n.slice(1, 8)}`;
    return /[A-Z]/.test(last) ? verdict(DNI_LETTERS[Number(digits) % 23] === last) : 'format';
  }
  if (!'ABCDEFGHJNPQRSUVW'.includes(head)) return 'format';
  // CIF: the Luhn check digit of the 7 digits, written as a digit or as a letter (J = 0 … I = 9).
  const check = (10 - (luhnSum(`${n.slice(1, 8)}0`) % 10)) % 10;
  return verdict(last === String(check) || last === 'JABCDEFGHI'[check]);
}

export function france(n: string): RuleAnswer {
  if (!/^[0-9A-HJ-NP-Z]{2}\d{9}$/.test(n)) return 'format';
  const siren = n.slice(2);
  // Monaco's numbers (000 after the key) are not SIREN numbers and skip the Luhn test.
  if (!siren.startsWith('000') && luhnSum(siren) % 10 !== 0) return 'checksum';
  if (/^\d\d/.test(n)) return verdict(Number(n.slice(0, 2)) === (Number(siren) * 100 + 12) % 97);
  const [a, b] = [FR_ALPHABET.indexOf(n[0] as string), FR_ALPHABET.indexOf(n[1] as string)];
  const key = /\d/.test(n[0] as string) ? a * 24 + b - 10 : a * 34 + b - 100;
  return verdict((Number(siren) + 1 + Math.floor(key / 11)) % 11 === key % 11);
}

export function ireland(n: string): RuleAnswer {
  let digits: string;
  let extra = 0;
  if (/^\d{7}[A-W]$/.test(n)) digits = n.slice(0, 7);
  else if (/^\d{7}[A-W][A-IW]$/.test(n)) {
    digits = n.slice(0, 7);
    extra = 9 * IE_LETTERS.indexOf(n[8] as string);
  } else if (/^\d[A-Z+*]\d{5}[A-W]$/.test(n)) digits = `0${n.slice(2, 7)}${n[0]}`;
  else return 'format';
  const check = IE_LETTERS[(weighted(digits, [8, 7, 6, 5, 4, 3, 2]) + extra) % 23];
  return verdict(check === n[7]);
}

export function lithuania(n: string): RuleAnswer {
  if (!(/^\d{7}1\d$/.test(n) || /^\d{10}1\d$/.test(n))) return 'format';
  const body = n.slice(0, -1);
  const sum = (shift: number) =>
    digitsOf(body).reduce((s, d, i) => s + (1 + ((i + shift) % 9)) * d, 0);
  let check = sum(0) % 11;
  if (check === 10) check = sum(2) % 11;
  return verdict(check % 10 === Number(n.slice(-1)));
}

export function netherlands(n: string): RuleAnswer {
  if (!/^\d{9}B\d\d$/.test(n) || Number(n.slice(10)) === 0) return 'format';
  // Elfproef on the RSIN/BSN, or (sole traders' btw-id since 2020) MOD 97-10 of "NL" + number.
  const elf = weighted(n, [9, 8, 7, 6, 5, 4, 3, 2, -1]);
  return verdict((Number(n.slice(0, 9)) > 0 && elf % 11 === 0) || mod97(`NL${n}`) === 1);
}

export function czechia(n: string): RuleAnswer {
  if (/^\d{8}$/.test(n)) {
    if (n.startsWith('9')) return 'format';
    const check = (11 - (weighted(n, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
    return verdict((check || 1) % 10 === Number(n[7]));
  }
  if (/^6\d{8}$/.test(n)) {
    // Individuals without a birth number: the middle seven digits carry the check.
    const check = weighted(n.slice(1), [8, 7, 6, 5, 4, 3, 2]) % 11;
    return verdict((18 - ((10 - check) % 11)) % 10 === Number(n[8]));
  }
  return /^\d{9,10}$/.test(n) ? birthNumber(n) : 'format';
}
