import { describe, expect, it } from '@jest/globals';
import { pluralKey } from '@rules/plural';

describe('pluralKey: the culture’s plural rules choose the singular key', () => {
  it.each([
    ['fr', 0, 'Catalog.List.CountOne'],
    ['fr', 1, 'Catalog.List.CountOne'],
    ['fr', 2, 'Catalog.List.Count'],
    ['fr', 26, 'Catalog.List.Count'],
    ['nl', 0, 'Catalog.List.Count'],
    ['nl', 1, 'Catalog.List.CountOne'],
    ['nl', 2, 'Catalog.List.Count'],
  ])('%s, %i → %s', (culture, count, key) => {
    expect(pluralKey('Catalog.List.Count', culture, count)).toBe(key);
  });
});
