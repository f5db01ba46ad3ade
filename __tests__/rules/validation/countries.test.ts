/** Phone numbers and postcodes of BE, NL, FR, DE, LU, UK, US. */
import { ruleTable } from './support';

const phones: [string, [string, string][], [string, string][]][] = [
  [
    'BE',
    [
      ['02 555 12 12', 'Brussels landline'],
      ['+32 2 555 12 12', 'international'],
      ['0032 (0)2 555 12 12', '00 and the trunk 0 in brackets'],
      ['0470/12.34.56', 'mobile with slash and dots'],
      ['+32470123456', 'mobile, compact'],
    ],
    [
      ['2 555 12 12', 'no trunk 0'],
      ['0470 12 34 5', 'mobile one digit short'],
      ['+33 1 23 45 67 89', 'a French number'],
      ['02 555 12 12 ext 3', 'letters'],
    ],
  ],
  [
    'NL',
    [
      ['020 123 4567', 'Amsterdam'],
      ['06-12345678', 'mobile'],
      ['+31 6 12345678', 'international mobile'],
    ],
    [
      ['06-1234567', 'one digit short'],
      ['00 123 4567', 'starts 00 without a code'],
    ],
  ],
  [
    'FR',
    [
      ['01 23 45 67 89', 'Paris'],
      ['+33 6 12 34 56 78', 'international mobile'],
    ],
    [
      ['01 23 45 67 8', 'one digit short'],
      ['00 23 45 67 89', 'second digit 0'],
    ],
  ],
  [
    'DE',
    [
      ['030 1234567', 'Berlin'],
      ['+49 151 23456789', 'mobile'],
    ],
    [
      ['030 12', 'too short'],
      ['+49 0', 'nothing after the code'],
    ],
  ],
  [
    'LU',
    [
      ['+352 621 123 456', 'mobile'],
      ['26 12 34 56', 'landline, no trunk prefix'],
    ],
    [
      ['0621 123 456', 'a trunk 0 does not exist'],
      ['+352 12', 'too short'],
    ],
  ],
  [
    'UK',
    [
      ['020 7946 0958', 'London'],
      ['+44 7700 900123', 'mobile'],
    ],
    [
      ['7700 900123', 'no trunk 0'],
      ['020 7946 09', 'too short'],
    ],
  ],
  [
    'US',
    [
      ['(202) 555-0123', 'Washington'],
      ['+1 202 555 0123', 'international'],
      ['1-202-555-0123', 'leading 1'],
    ],
    [
      ['(102) 555-0123', 'area code starting 1'],
      ['(211) 555-0123', 'N11 service code'],
      ['202 155 0123', 'exchange starting 1'],
    ],
  ],
];

for (const [country, valid, invalid] of phones) {
  ruleTable('phone', country, valid, invalid, { key: 'Validation.Phone', args: [country] });
}

// GB is the ISO code of the UK: the message says the country as declared.
ruleTable('phone', 'GB', [['020 7946 0958', 'GB = UK']], [], {
  key: 'Validation.Phone',
  args: ['UK'],
});

const postcodes: [string, [string, string][], [string, string][]][] = [
  [
    'BE',
    [
      ['1000', 'Brussels'],
      ['9999', 'highest'],
    ],
    [
      ['0999', 'leading 0'],
      ['10000', 'five digits'],
    ],
  ],
  [
    'NL',
    [
      ['1012 AB', 'with a blank'],
      ['1012ab', 'compact, lower case'],
    ],
    [
      ['0123 AB', 'leading 0'],
      ['1012 SS', 'SS is not used'],
      ['1012', 'no letters'],
    ],
  ],
  [
    'FR',
    [
      ['75001', 'Paris'],
      ['20000', 'Corsica'],
      ['01000', 'lowest'],
    ],
    [
      ['00100', 'department 00'],
      ['99000', 'department 99'],
      ['7500', 'four digits'],
    ],
  ],
  [
    'DE',
    [
      ['10115', 'Berlin'],
      ['01067', 'Dresden'],
    ],
    [
      ['00123', 'leading 00'],
      ['1011', 'four digits'],
    ],
  ],
  [
    'LU',
    [
      ['1234', 'digits'],
      ['L-1234', 'with L-'],
    ],
    [
      ['123', 'three digits'],
      ['B-1234', 'another prefix'],
    ],
  ],
  [
    'UK',
    [
      ['SW1A 1AA', 'Westminster'],
      ['M1 1AE', 'Manchester'],
      ['b33 8th', 'lower case'],
      ['EC1A1BB', 'compact'],
    ],
    [
      ['SW1A 1A', 'short inward part'],
      ['QA1 1AA', 'Q does not start a postcode'],
      ['12345', 'digits'],
    ],
  ],
  [
    'US',
    [
      ['20500', 'ZIP'],
      ['20500-0003', 'ZIP+4'],
    ],
    [
      ['2050', 'four digits'],
      ['20500-03', 'short +4'],
    ],
  ],
];

for (const [country, valid, invalid] of postcodes) {
  ruleTable('postcode', country, valid, invalid, {
    key: 'Validation.Postcode',
    args: [country],
  });
}
