/** Text rules: required, lengths, e-mail, addresses, patterns, character classes, times. */
import { ruleTable } from './support';

ruleTable(
  'required',
  undefined,
  [
    ['x', 'a letter'],
    [' a ', 'text with blanks'],
    [0, 'the number 0'],
    [true, 'a checked box'],
    [[{ name: 'a.pdf', size: 1, type: 'application/pdf' }], 'one file'],
  ],
  [
    ['', 'empty'],
    ['   ', 'blanks only'],
    [undefined, 'missing'],
    [null, 'null'],
    [false, 'an unchecked box'],
    [[], 'no file'],
  ],
  { key: 'Validation.Required' },
);

ruleTable(
  'maxlength',
  '5',
  [
    ['abcde', 'five'],
    ['  abc  ', 'blanks trimmed'],
    ['', 'empty (optional)'],
    ['ééééé', 'accents count once'],
  ],
  [
    ['abcdef', 'six'],
    ['12345 6', 'inner blank counts'],
  ],
  { key: 'Validation.MaxLength', args: [5] },
);

// 000 §5: a bound of 0 or less means no limit.
ruleTable('maxlength', '0', [['x'.repeat(5000), '5000 characters']], [], {
  key: 'Validation.MaxLength',
});
ruleTable('maxlength', '-1', [['x'.repeat(300), '300 characters']], [], {
  key: 'Validation.MaxLength',
});

ruleTable(
  'minlength',
  '3',
  [
    ['abc', 'three'],
    ['', 'empty (optional)'],
  ],
  [
    ['ab', 'two'],
    [' ab ', 'two once trimmed'],
  ],
  { key: 'Validation.MinLength', args: [3] },
);

ruleTable(
  'length',
  '2,4',
  [
    ['ab', 'two'],
    ['abcd', 'four'],
  ],
  [
    ['a', 'one'],
    ['abcde', 'five'],
  ],
  { key: 'Validation.Length', args: [2, 4] },
);

ruleTable(
  'email',
  undefined,
  [
    ['jan@example.be', 'plain'],
    ['  jan.peeters+shop@sub.example.be  ', 'trimmed first'],
    ['', 'empty (optional)'],
  ],
  [
    ['jan@', 'no domain'],
    ['jan example.be', 'no @'],
    ['jan@exa mple.be', 'blank in the domain'],
    ['jan@-example.be', 'label starts with a dash'],
  ],
  { key: 'Validation.Email' },
);

ruleTable(
  'url',
  undefined,
  [
    ['https://www.example.be/page?x=1', 'https with a query'],
    ['http://example.com', 'http'],
    ['ftp://files.example.org/a.pdf', 'ftp'],
  ],
  [
    ['www.example.be', 'no scheme'],
    ['http://localhost', 'no dot (url2 takes it)'],
    ['javascript:alert(1)', 'script scheme'],
    ['http://exa mple.be', 'a blank'],
  ],
  { key: 'Validation.Url' },
);

ruleTable(
  'url2',
  undefined,
  [
    ['http://localhost', 'a host without a dot'],
    ['https://intranet/docs', 'a path'],
  ],
  [
    ['localhost', 'no scheme'],
    ['mailto:a@b.be', 'another scheme'],
  ],
  { key: 'Validation.Url' },
);

// 000 §5: regex fails when the value MATCHES the (forbidden) pattern.
ruleTable(
  'regex',
  '<|>',
  [
    ['plain text', 'no angle bracket'],
    ['a = b', 'other signs'],
  ],
  [
    ['<script>', 'an angle bracket'],
    ['a > b', 'a greater-than sign'],
  ],
  { key: 'Validation.InvalidFormat' },
);

ruleTable(
  'pattern',
  '[A-Z]{2}\\d{2}',
  [['AB12', 'the whole value matches']],
  [
    ['XAB12', 'a match inside only'],
    ['ab12', 'lower case'],
  ],
  { key: 'Validation.InvalidFormat' },
);

ruleTable(
  'pattern',
  '/^[a-z]+$/i',
  [['AbC', 'a /source/flags param keeps its flags']],
  [['ab1', 'a digit']],
  { key: 'Validation.InvalidFormat' },
);

ruleTable(
  'alphanumeric',
  undefined,
  [
    ['abc123', 'letters and digits'],
    ['Élodie_2', 'accents and underscore'],
  ],
  [
    ['abc 123', 'a blank'],
    ['abc-123', 'a dash'],
  ],
  { key: 'Validation.Alphanumeric' },
);

ruleTable(
  'lettersonly',
  undefined,
  [
    ['Anaïs', 'accents are letters'],
    ['Zoë', 'a diaeresis'],
  ],
  [
    ['Anne-Marie', 'a dash'],
    ['abc1', 'a digit'],
  ],
  { key: 'Validation.LettersOnly' },
);

ruleTable(
  'nowhitespace',
  undefined,
  [['abc-def', 'no blank']],
  [
    ['abc def', 'a blank'],
    [' abc', 'a leading blank'],
    ['abc\t', 'a tab'],
  ],
  { key: 'Validation.NoWhitespace' },
);

ruleTable(
  'time',
  undefined,
  [
    ['00:00', 'midnight'],
    ['9:05', 'one-digit hour'],
    ['23:59:59', 'with seconds'],
  ],
  [
    ['24:00', 'hour 24'],
    ['12:60', 'minute 60'],
    ['9h05', 'French h'],
    ['9:30 PM', '12-hour form'],
  ],
  { key: 'Validation.Time' },
);

ruleTable(
  'time12h',
  undefined,
  [
    ['9:30 AM', 'morning'],
    ['12:00pm', 'noon, no blank, lower case'],
  ],
  [
    ['13:00 PM', 'hour 13'],
    ['9:30', 'no AM/PM'],
    ['0:30 AM', 'hour 0'],
  ],
  { key: 'Validation.Time12h' },
);
