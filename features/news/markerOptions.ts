import { NEWS_CATEGORY_IDS_PATTERN, NEWS_LIMITS } from '@rules/news';
import type { NewsFilter } from '@api/news';

/** The data attributes every news marker may set (camel-cased by the widget host). */
export interface NewsMarkerProps {
  categoryIds?: string;
  displayChildren?: string;
  postsPerPage?: string;
  title?: string;
}

export interface NewsMarkerOptions extends Omit<NewsFilter, 'culture'> {
  /** The widget's heading; '' → none. */
  title: string;
}

const categoryIdsPattern = new RegExp(NEWS_CATEGORY_IDS_PATTERN);

/** A CMS author's typo must not break the page: the default is used, and the console says why. */
function warn(name: string, value: string, fallback: string | number | boolean): void {
  console.warn(`News widget: data-${name}="${value}" is not valid; ${String(fallback)} is used.`);
}

function categoryIds(value: string | undefined): string {
  const trimmed = (value ?? '').replace(/\s+/g, '');
  if (trimmed === '') return '0';
  if (categoryIdsPattern.test(trimmed)) return trimmed;
  warn('category-ids', trimmed, 0);
  return '0';
}

function displayChildren(value: string | undefined, fallback: boolean): boolean {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return fallback;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  warn('display-children', v, fallback);
  return fallback;
}

function postsPerPage(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (Number.isInteger(n) && n >= 1 && n <= NEWS_LIMITS.maxPostsPerPage) return n;
  warn('posts-per-page', value, fallback);
  return fallback;
}

/**
 * A marker's options: `data-category-ids` (default 0: every category), `data-display-children`
 * (true/false), `data-posts-per-page` (1 to 24), `data-title` (no title → no heading).
 */
export function newsMarkerOptions(
  props: NewsMarkerProps,
  defaults: { postsPerPage: number; displayChildren?: boolean },
): NewsMarkerOptions {
  return {
    categoryIds: categoryIds(props.categoryIds),
    displayChildren: displayChildren(props.displayChildren, defaults.displayChildren ?? false),
    postsPerPage: postsPerPage(props.postsPerPage, defaults.postsPerPage),
    title: (props.title ?? '').trim(),
  };
}
