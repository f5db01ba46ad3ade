import { describe, expect, it } from '@jest/globals';
import { canSuggest, searchResultsPath, suggestionTerm } from '@features/search/term';
import { searchable } from '../../../server/services/catalog/text';

describe('search term rules', () => {
  it('normalizes as the server does, so the client never asks what C7 refuses', () => {
    for (const text of [
      'Écharpe',
      '  ROBE   midi ',
      'a\u0301',
      'ŒUVRE à Liège',
      'x\u0000y',
      '^^',
      'Coltrui Oostende',
      '\t\n',
    ]) {
      expect(suggestionTerm(text)).toBe(searchable(text));
    }
  });

  it('needs 2 characters once normalized (001 §5 "Validation rules")', () => {
    expect(canSuggest('ro')).toBe(true);
    expect(canSuggest(' é ')).toBe(false);
    expect(canSuggest('a\u0301')).toBe(false);
    expect(canSuggest('é e')).toBe(true);
  });

  it('builds the results address, none for a blank text (001 §2 "Screens and routes", §5)', () => {
    expect(searchResultsPath('fr', '  ')).toBeNull();
    expect(searchResultsPath('nl', '')).toBeNull();
    expect(searchResultsPath('nl', ' jurk ')).toBe('/nl/catalog?q=jurk');
    expect(searchResultsPath('fr', 'robe & lin?')).toBe('/fr/catalog?q=robe%20%26%20lin%3F');
  });
});
