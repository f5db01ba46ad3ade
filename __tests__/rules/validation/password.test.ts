/** password "10,1": a minimum length, then a minimum count of non-alphanumeric characters. */
import { ruleTable } from './support';

ruleTable(
  'password',
  '10,1',
  [
    ['Correct-horse', 'a dash'],
    ['pass word 12', 'a blank counts'],
    ['ééééééééé!', 'accents are letters, ! is not'],
  ],
  [['abcdefghij', 'ten letters, no other character']],
  { key: 'Validation.PasswordSpecial', args: [1] },
);

ruleTable(
  'password',
  '10,1',
  [],
  [
    ['Short-1', 'seven characters'],
    ['a!b@c#d$e', 'nine characters'],
  ],
  { key: 'Validation.PasswordLength', args: [10] },
);

ruleTable('password', '8', [['abcdefgh', 'no special asked']], [['abc', 'short']], {
  key: 'Validation.PasswordLength',
  args: [8],
});
