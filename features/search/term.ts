import { SUGGESTIONS_MIN_CHARS } from '@rules/catalog';

/**
 * The typed text as the server compares it (lower case, no accents, one space between words):
 * the same steps as `searchable` in server/services/catalog/text.ts, so the client never asks
 * for suggestions the server would refuse as too short (a test keeps them in step).
 */
export function suggestionTerm(text: string): string {
  return text
    .replace(/\p{Cc}/gu, ' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** 001 §5 "Validation rules": suggestions need at least 2 characters. */
export function canSuggest(text: string): boolean {
  return suggestionTerm(text).length >= SUGGESTIONS_MIN_CHARS;
}

/** 001 §2 "Screens and routes" and §5: the results page `catalog?q=`; null for a blank text (its submit does nothing). */
export function searchResultsPath(culture: string, text: string): string | null {
  const q = text.trim();
  return q === '' ? null : `/${culture}/catalog?q=${encodeURIComponent(q)}`;
}
