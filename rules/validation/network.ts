import { fail } from './messages';
import type { RuleDef } from './rule';
import type { RuleName } from './types';
import { textOf } from './values';

/* Network addresses: IPv4, IPv6 (with :: compression and an IPv4 tail), netmasks. */

/** Dotted quad, each 0–255 without a leading zero (010 reads as octal in some tools). */
export function ipv4Octets(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^(?:0|[1-9]\d{0,2})$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

/** Eight groups of 1–4 hex digits; one "::" stands for one or more zero groups; the last two may be an IPv4. */
export function isIpv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groupsOf(halves[0] ?? '');
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  const all = [...head, ...tail];
  let count = all.length;
  const last = all[all.length - 1];
  if (last !== undefined && last.includes('.')) {
    // Only the address's very last group may be an IPv4 ("1.2.3.4::" is not an address).
    if (halves.length === 2 && tail.length === 0) return false;
    if (!ipv4Octets(last)) return false;
    all.pop();
    count += 1; // an IPv4 tail fills two groups
  }
  if (!all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return false;
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** A netmask: an IPv4 whose bits are ones then zeros, at least one one (/1 to /32). */
export function isNetmask(text: string): boolean {
  const octets = ipv4Octets(text);
  if (!octets) return false;
  const bits = octets.map((o) => o.toString(2).padStart(8, '0')).join('');
  return /^1+0*$/.test(bits);
}

export const networkRules: Partial<Record<RuleName, RuleDef>> = {
  ipv4: {
    optional: true,
    check: ({ value }) => (ipv4Octets(textOf(value)) ? null : fail('ipv4')),
  },
  ipv6: {
    optional: true,
    check: ({ value }) => (isIpv6(textOf(value)) ? null : fail('ipv6')),
  },
  netmask: {
    optional: true,
    check: ({ value }) => (isNetmask(textOf(value)) ? null : fail('netmask')),
  },
};
