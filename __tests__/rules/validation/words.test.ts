/** Word limits with the spec's three messages (000 §5). */
import { describe, expect, it } from '@jest/globals';
import { wordCount } from '@rules/validation';
import { ruleTable } from './support';

describe('wordCount', () => {
  it.each([
    ['', 0],
    ['un', 1],
    ['  deux   mots ', 2],
    ['l’été est-il chaud ?', 3],
    ['<p>mots <b>en</b> gras</p>', 3],
    ['een, twee; drie.', 3],
    ['2026 est là', 3],
  ])('%j has %i words', (text, count) => {
    expect(wordCount(text)).toBe(count);
  });
});

ruleTable(
  'maxwords',
  '3',
  [
    ['un deux trois', 'three'],
    ['een', 'one'],
  ],
  [['un deux trois quatre', 'four']],
  { key: 'Validation.MaxWords', args: [3] },
);

ruleTable(
  'minwords',
  '2',
  [['twee woorden', 'two']],
  [
    ['een', 'one'],
    ['!!! ???', 'punctuation is no word'],
  ],
  { key: 'Validation.MinWords', args: [2] },
);

ruleTable(
  'rangewords',
  '2,3',
  [
    ['a b', 'two'],
    ['a b c', 'three'],
  ],
  [
    ['a', 'one'],
    ['a b c d', 'four'],
  ],
  { key: 'Validation.RangeWords', args: [2, 3] },
);
