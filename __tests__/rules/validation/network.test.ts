/** IPv4, IPv6 (with :: compression and an IPv4 tail), netmasks (contiguous ones). */
import { ruleTable } from './support';

ruleTable(
  'ipv4',
  undefined,
  [
    ['192.168.0.1', 'private'],
    ['0.0.0.0', 'zeros'],
    ['255.255.255.255', 'broadcast'],
  ],
  [
    ['256.1.1.1', 'octet above 255'],
    ['1.2.3', 'three octets'],
    ['1.2.3.4.5', 'five octets'],
    ['01.2.3.4', 'a leading zero'],
    ['1.2.3.a', 'a letter'],
  ],
  { key: 'Validation.Ipv4' },
);

ruleTable(
  'ipv6',
  undefined,
  [
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', 'full form'],
    ['2001:db8::1', 'compressed'],
    ['::', 'all zeros'],
    ['::1', 'loopback'],
    ['fe80::', 'trailing ::'],
    ['::ffff:192.168.0.1', 'IPv4 tail'],
    ['1:2:3:4:5:6:1.2.3.4', 'IPv4 tail, no compression'],
  ],
  [
    ['1:2:3:4:5:6:7:8:9', 'nine groups'],
    ['1:2:3:4:5:6:7', 'seven groups, no ::'],
    ['1::2::3', 'two ::'],
    ['1:2:3:4:5:6:7::8', ':: standing for no group'],
    ['12345::', 'five hex digits'],
    ['g::1', 'not hex'],
    ['1.2.3.4::', 'IPv4 not last'],
    [':1:2:3:4:5:6:7', 'a single leading colon'],
  ],
  { key: 'Validation.Ipv6' },
);

ruleTable(
  'netmask',
  undefined,
  [
    ['255.255.255.0', '/24'],
    ['255.255.240.0', '/20'],
    ['128.0.0.0', '/1'],
    ['255.255.255.255', '/32'],
  ],
  [
    ['255.0.255.0', 'ones not contiguous'],
    ['255.255.255.1', 'a one after zeros'],
    ['0.0.0.0', 'no one'],
    ['255.255.256.0', 'not an address'],
  ],
  { key: 'Validation.Netmask' },
);
