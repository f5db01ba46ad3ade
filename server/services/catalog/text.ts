/** Lower case without accents: how search texts are stored and queries compared. */
export function searchable(value: string): string {
  return (
    value
      // Control characters (NUL above all) cannot reach PostgreSQL text.
      .replace(/\p{Cc}/gu, ' ')
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** URL-safe words: "Robe Ostende en laine mérinos" → "robe-ostende-en-laine-merinos". */
export function slugify(value: string): string {
  return searchable(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
