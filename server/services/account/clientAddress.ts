import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address to its 8 groups (no "::"), or null when it is not one. */
function ipv6Groups(ip: string): string[] | null {
  if (!isIPv6(ip)) return null;
  const [head = '', tail] = ip.split('::');
  const part = (s: string) => (s ? s.split(':') : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  // An embedded IPv4 tail (::ffff:1.2.3.4) counts as two groups.
  const groups = [...left, ...right].flatMap((g) => (g.includes('.') ? ['v4', 'v4'] : [g]));
  const missing = 8 - groups.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
}

/**
 * The key a client address is counted under. An IPv4 address (also written IPv4-mapped,
 * ::ffff:1.2.3.4) is itself; an IPv6 address counts as its /64 network, the block one
 * subscriber usually holds, so that walking through addresses of one network does not reset
 * the per-address limits.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
