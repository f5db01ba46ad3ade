import {
  czechia,
  doubled,
  france,
  ireland,
  lithuania,
  luhnSum,
  mod11x10,
  netherlands,
  spain,
  verdict,
} from './vatChecksums';
import {
  birthNumber,
  bulgarianEgn,
  digitsOf,
  latvianPerson,
  romanianCnp,
  weighted,
  type RuleAnswer,
} from './vatPersonal';

/*
 * The published check-digit algorithms of the EU member states' VAT numbers, one rule per VAT
 * prefix. A rule gets the number without prefix or separators and answers ok, format (shape or
 * an impossible component), checksum, or unsupported (the format holds, nothing more to check).
 */
export type VatRule = (body: string) => RuleAnswer;

/** Every EU member state, by VAT prefix (Greece uses EL). */
export const VAT_RULES: Record<string, VatRule> = {
  AT: (n) => {
    if (!/^U\d{8}$/.test(n)) return 'format';
    const sum = digitsOf(n.slice(1, 8)).reduce((s, d, i) => s + (i % 2 ? doubled(d) : d), 0);
    return verdict((10 - ((sum + 4) % 10)) % 10 === Number(n[8]));
  },
  BE: (n) => {
    if (!/^[01]\d{9}$/.test(n)) return 'format';
    return verdict(97 - (Number(n.slice(0, 8)) % 97) === Number(n.slice(8)));
  },
  BG: (n) => {
    if (/^\d{9}$/.test(n)) {
      let check = weighted(n, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
      if (check === 10) check = weighted(n, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
      return verdict(check % 10 === Number(n[8]));
    }
    if (!/^\d{10}$/.test(n)) return 'format';
    const last = Number(n[9]);
    const foreigner = weighted(n, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 === last;
    const other = (11 - (weighted(n, [4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11 === last;
    return verdict(bulgarianEgn(n) || foreigner || other);
  },
  CY: (n) => {
    if (!/^[013459]\d{7}[A-Z]$/.test(n) || n.startsWith('12')) return 'format';
    const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
    const sum = digitsOf(n.slice(0, 8)).reduce(
      (s, d, i) => s + (i % 2 ? d : (odd[d] as number)),
      0,
    );
    return verdict(String.fromCharCode(65 + (sum % 26)) === n[8]);
  },
  CZ: czechia,
  DE: (n) => (/^[1-9]\d{8}$/.test(n) ? verdict(mod11x10(n)) : 'format'),
  DK: (n) =>
    /^[1-9]\d{7}$/.test(n) ? verdict(weighted(n, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0) : 'format',
  EE: (n) =>
    /^\d{9}$/.test(n) ? verdict(weighted(n, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0) : 'format',
  EL: (n) => {
    if (!/^\d{9}$/.test(n)) return 'format';
    const sum = digitsOf(n.slice(0, 8)).reduce((s, d) => s * 2 + d, 0);
    return verdict(((sum * 2) % 11) % 10 === Number(n[8]));
  },
  ES: spain,
  FI: (n) =>
    /^\d{8}$/.test(n) ? verdict(weighted(n, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0) : 'format',
  FR: france,
  HR: (n) => (/^\d{11}$/.test(n) ? verdict(mod11x10(n)) : 'format'),
  HU: (n) =>
    /^\d{8}$/.test(n) ? verdict(weighted(n, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0) : 'format',
  IE: ireland,
  IT: (n) => {
    if (!/^\d{11}$/.test(n) || Number(n.slice(0, 7)) === 0) return 'format';
    const office = Number(n.slice(7, 10));
    if (!((office >= 1 && office <= 100) || [120, 121, 888, 999].includes(office))) {
      return 'format';
    }
    return verdict(luhnSum(n) % 10 === 0);
  },
  LT: lithuania,
  LU: (n) =>
    /^\d{8}$/.test(n) ? verdict(Number(n.slice(0, 6)) % 89 === Number(n.slice(6))) : 'format',
  LV: (n) => {
    if (!/^\d{11}$/.test(n)) return 'format';
    if (Number(n[0]) > 3)
      return verdict(weighted(n, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3);
    return latvianPerson(n);
  },
  MT: (n) =>
    /^[1-9]\d{7}$/.test(n) ? verdict(weighted(n, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0) : 'format',
  NL: netherlands,
  PL: (n) => {
    if (!/^\d{10}$/.test(n)) return 'format';
    return verdict(weighted(n, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === Number(n[9]));
  },
  PT: (n) => {
    if (!/^[1-9]\d{8}$/.test(n)) return 'format';
    const check = (11 - (weighted(n, [9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
    return verdict(check % 10 === Number(n[8]));
  },
  RO: (n) => {
    if (/^\d{13}$/.test(n)) return romanianCnp(n);
    if (!/^[1-9]\d{1,9}$/.test(n)) return 'format';
    const body = n.slice(0, -1).padStart(9, '0');
    const check = ((weighted(body, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11) % 10;
    return verdict(check === Number(n.slice(-1)));
  },
  SE: (n) => (/^\d{10}01$/.test(n) ? verdict(luhnSum(n.slice(0, 10)) % 10 === 0) : 'format'),
  SI: (n) => {
    if (!/^[1-9]\d{7}$/.test(n)) return 'format';
    const check = 11 - (weighted(n, [8, 7, 6, 5, 4, 3, 2]) % 11);
    return verdict(check !== 11 && check % 10 === Number(n[7]));
  },
  SK: (n) => {
    if (!/^\d{10}$/.test(n)) return 'format';
    if (birthNumber(n) === 'ok') return 'ok';
    if (n.startsWith('0') || !'234789'.includes(n[2] as string)) return 'format';
    return verdict(Number(n) % 11 === 0);
  },
};
