/**
 * News rules both sides need (001 §2 news widgets, §7 M3/M4, §9 "News calendar: 3 posts per page,
 * children not displayed", "News slider: 3 slides, 2 at medium, 1 at small").
 */

/** The news pages live under /{culture}/news (list) and /{culture}/news/{slug} (a post). */
export const NEWS_PATH = 'news';

/** 001 §9: the calendar's defaults when a marker sets none. */
export const NEWS_CALENDAR = { postsPerPage: 3, displayChildren: false } as const;

/** 001 §9 "News slider: 3 slides, 2 at medium, 1 at small". */
export const NEWS_SLIDER = { slides: 3, medium: 2, small: 1 } as const;

/** Bounds of M3/M4 path values: anything outside is a 400 (ours: not shown in the spec). */
export const NEWS_LIMITS = {
  /** postsPerPage at most. */
  maxPostsPerPage: 24,
  /** At most this many category ids in {categoryIds}. */
  maxCategories: 20,
  minYear: 2000,
  maxYear: 2100,
} as const;

/** {categoryIds}: comma-separated positive ids, or 0 for every category. */
export const NEWS_CATEGORY_IDS_PATTERN = '^(0|[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,19})$';

/** {year-month-day} of M4. */
export const NEWS_DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/** The ids of {categoryIds}; an empty list means every category ("0"). */
export function parseNewsCategoryIds(value: string): number[] {
  if (value === '0') return [];
  return [...new Set(value.split(',').map(Number))];
}

/** A real calendar day (2025-02-30 is not), as YYYY-MM-DD. */
export function isNewsDate(value: string): boolean {
  if (!new RegExp(NEWS_DATE_PATTERN).test(value)) return false;
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(5, 7));
  const d = Number(value.slice(8, 10));
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    y >= NEWS_LIMITS.minYear &&
    y <= NEWS_LIMITS.maxYear
  );
}

/** The address of a post's page. */
export function newsPostPath(culture: string, slug: string): string {
  return `/${culture}/${NEWS_PATH}/${encodeURIComponent(slug)}`;
}
