/** Number rules: decimals with . or ,, digits, integers, amounts, ranges (numbers and days). */
import { ruleTable } from './support';

// 000 §5: digits with an optional . or , decimal separator.
ruleTable(
  'number',
  undefined,
  [
    ['12', 'digits'],
    ['12.5', 'a decimal point'],
    ['12,5', 'a decimal comma'],
    ['-3', 'a sign'],
    [7, 'a number from JSON'],
  ],
  [
    ['12.5.1', 'two separators'],
    ['1 000', 'a blank'],
    ['12a', 'a letter'],
    ['.5', 'no digit before the separator'],
  ],
  { key: 'Validation.Number' },
);

ruleTable(
  'digits',
  undefined,
  [['0123', 'leading zero kept']],
  [
    ['-1', 'a sign'],
    ['1.0', 'a point'],
  ],
  { key: 'Validation.Digits' },
);

ruleTable(
  'integer',
  undefined,
  [
    ['42', 'positive'],
    ['-42', 'negative'],
  ],
  [
    ['4.2', 'a decimal'],
    ['4e2', 'an exponent'],
  ],
  { key: 'Validation.Integer' },
);

ruleTable(
  'currency',
  undefined,
  [
    ['12,50', 'comma decimals'],
    ['€ 1.234,56', 'symbol before, dot thousands'],
    ['1 234,56 €', 'symbol after, blank thousands'],
    ['1234.5', 'one decimal'],
  ],
  [
    ['12,5555', 'four decimals'],
    ['$12', 'another symbol'],
    ['douze', 'words'],
  ],
  { key: 'Validation.Currency' },
);

ruleTable(
  'currency',
  '$',
  [['$1,234.56', 'dollar param']],
  [['€12', 'the euro is not this param']],
  { key: 'Validation.Currency' },
);

ruleTable(
  'range',
  '1,10',
  [
    ['1', 'lower bound'],
    ['10', 'upper bound'],
    ['5,5', 'decimal comma'],
  ],
  [
    ['0', 'below'],
    ['10.01', 'above'],
    ['abc', 'not a number'],
  ],
  { key: 'Validation.Range', args: ['1', '10'] },
);

ruleTable('range', '18,', [['18', 'the minimum']], [['17', 'below']], {
  key: 'Validation.Min',
  args: ['18'],
});

ruleTable('range', ',99', [['-5', 'no minimum']], [['100', 'above']], {
  key: 'Validation.Max',
  args: ['99'],
});

// A date field's min and max (ISO days) compare the typed day.
ruleTable(
  'range',
  '2026-01-01,2026-12-31',
  [
    ['01/01/2026', 'first day, fr form'],
    ['2026-06-15', 'ISO form'],
  ],
  [
    ['31/12/2025', 'the day before'],
    ['01-01-2027', 'after'],
  ],
  { key: 'Validation.Range', args: ['2026-01-01', '2026-12-31'] },
);
