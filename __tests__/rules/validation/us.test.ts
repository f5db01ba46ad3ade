/** United States: state codes, ZIP codes, VINs (check digit). */
import { ruleTable } from './support';

ruleTable(
  'stateus',
  undefined,
  [
    ['CA', 'California'],
    ['ny', 'lower case'],
    ['DC', 'the District of Columbia'],
  ],
  [
    ['PR', 'a territory (not asked for)'],
    ['AE', 'a military code (not asked for)'],
    ['XX', 'no such state'],
    ['Texas', 'a name'],
  ],
  { key: 'Validation.StateUs' },
);

ruleTable(
  'stateus',
  'territories,military',
  [
    ['PR', 'Puerto Rico'],
    ['AE', 'Armed Forces Europe'],
  ],
  [['XX', 'no such code']],
  { key: 'Validation.StateUs' },
);

ruleTable(
  'zipcodeus',
  undefined,
  [
    ['90210', 'five digits'],
    ['90210-1234', 'ZIP+4'],
  ],
  [
    ['9021', 'four digits'],
    ['90210 1234', 'a blank instead of the dash'],
    ['ABCDE', 'letters'],
  ],
  { key: 'Validation.ZipcodeUs' },
);

ruleTable(
  'vinus',
  undefined,
  [
    ['1M8GDM9AXKP042788', 'check digit X (remainder 10)'],
    ['11111111111111111', 'all ones: check digit 1'],
    ['1hgcm82633a004352', 'lower case'],
  ],
  [
    ['1M8GDM9A1KP042788', 'wrong check digit'],
    ['1M8GDM9AXKP04278', '16 characters'],
    ['1M8GDM9AXKP04278O', 'an O'],
    ['IM8GDM9AXKP042788', 'an I'],
  ],
  { key: 'Validation.VinUs' },
);
