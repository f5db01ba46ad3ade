/** Rules over other fields: equalto, notequalto, ordered comparisons, requiredif, requiredor, mandatory, enforcetrue. */
import { describe, expect, it } from '@jest/globals';
import { run, ruleTable } from './support';

ruleTable(
  'equalto',
  'Email',
  [
    ['a@b.be', 'the same'],
    [' a@b.be ', 'the same once trimmed'],
  ],
  [
    ['a@c.be', 'different'],
    ['', 'left empty while the other is filled'],
  ],
  { key: 'Validation.EqualTo' },
  { Email: 'a@b.be' },
);

ruleTable(
  'notequalto',
  'Login,Email',
  [
    ['Secret!', 'differs from both'],
    ['', 'empty (optional)'],
  ],
  [
    ['jan', 'equals the login'],
    ['jan@b.be', 'equals the e-mail'],
  ],
  { key: 'Validation.NotEqualTo' },
  { Login: 'jan', Email: 'jan@b.be' },
);

ruleTable(
  'greaterthan',
  'Min',
  [
    ['11', 'above'],
    ['10,5', 'a decimal comma'],
  ],
  [
    ['10', 'equal'],
    ['3', 'below'],
    ['abc', 'not comparable'],
  ],
  { key: 'Validation.GreaterThan', args: ['10'] },
  { Min: '10' },
);

ruleTable(
  'greaterthanequal',
  'Min',
  [['10', 'equal']],
  [['9.99', 'below']],
  { key: 'Validation.GreaterThanEqual', args: ['10'] },
  { Min: '10' },
);

ruleTable(
  'lessthan',
  'From',
  [['14/03/2026', 'an earlier day']],
  [
    ['15/03/2026', 'the same day'],
    ['16-03-2026', 'a later day'],
  ],
  { key: 'Validation.LessThan', args: ['15/03/2026'] },
  { From: '15/03/2026' },
);

ruleTable(
  'lessthanequal',
  'Max',
  [['5', 'equal']],
  [['6', 'above']],
  { key: 'Validation.LessThanEqual', args: ['5'] },
  { Max: '5' },
);

describe('ordered comparisons with an empty other field', () => {
  it('have nothing to compare with', () => {
    expect(run('greaterthan', 'Min', '3', { Min: '' })).toBeNull();
  });
});

describe('requiredif', () => {
  it.each([
    ['Company,eq,yes', { Company: 'yes' }, 'ACME', 'filled when required'],
    ['Company,eq,yes', { Company: 'no' }, '', 'not required'],
    ['Country,ne,BE', { Country: 'BE' }, '', 'ne: equal, so not required'],
    ['Accept,eq,true', { Accept: false }, '', 'a box: unchecked is "false"'],
  ] as [string, Record<string, unknown>, unknown, string][])(
    '%s with %j and %j passes (%s)',
    (param, values, value) => {
      expect(run('requiredif', param, value, values)).toBeNull();
    },
  );

  it.each([
    ['Company,eq,yes', { Company: 'yes' }, ''],
    ['Country,ne,BE', { Country: 'NL' }, '  '],
    ['Accept,eq,true', { Accept: true }, undefined],
    ['Note,eq,a,b', { Note: 'a,b' }, ''],
  ] as [string, Record<string, unknown>, unknown][])(
    '%s with %j and %j fails',
    (param, values, value) => {
      expect(run('requiredif', param, value, values)).toEqual({ key: 'Validation.RequiredIf' });
    },
  );
});

ruleTable(
  'mandatory',
  undefined,
  [
    ['x', 'filled'],
    [['a'], 'a choice'],
  ],
  [
    ['  ', 'blanks'],
    [false, 'an unchecked box'],
    [[], 'no choice'],
  ],
  { key: 'Validation.Mandatory' },
);

ruleTable(
  'requiredor',
  'Mobile',
  [['02 555 12 12', 'this one filled']],
  [
    ['', 'both empty'],
    [undefined, 'both missing'],
  ],
  { key: 'Validation.RequiredOr' },
  { Mobile: '' },
);

ruleTable(
  'requiredor',
  'Mobile',
  [['', 'the other one filled']],
  [],
  { key: 'Validation.RequiredOr' },
  { Mobile: '0470 12 34 56' },
);

ruleTable(
  'enforcetrue',
  undefined,
  [
    [true, 'checked'],
    ['true', 'posted as true'],
    ['on', 'a browser’s default value'],
  ],
  [
    [false, 'unchecked'],
    [undefined, 'missing'],
    ['false', 'posted as false'],
    ['', 'empty'],
  ],
  { key: 'Validation.EnforceTrue' },
);
