import type { NewsListPagesArgs } from '@api/news';
import { NEWS_CALENDAR, NEWS_WIDGET_POSTS } from '../constants';
import type { NewsMarkerOptions } from '../markerOptions';
import { todayIsoDate } from '../dates';

/** ?category= as a category id; 0 (all) when absent, null when it names no category. */
export function chosenCategory(raw: string | null, known: number[] | undefined): number | null {
  if (raw === null || raw === '' || raw === '0') return 0;
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) return null;
  // Until the categories arrive an id is taken on trust (the list answers for it).
  return known === undefined || known.includes(id) ? id : null;
}

/** The news page's list: a chosen category shows its children's posts too. */
export function newsPageListOptions(categoryId: number): NewsMarkerOptions {
  return {
    categoryIds: String(categoryId),
    displayChildren: categoryId !== 0,
    postsPerPage: NEWS_WIDGET_POSTS.list,
    title: '',
  };
}

/** The news page's calendar: the same categories, 001 §9's page size. */
export function newsPageCalendarOptions(categoryId: number): NewsMarkerOptions {
  return {
    ...newsPageListOptions(categoryId),
    postsPerPage: NEWS_CALENDAR.postsPerPage,
  };
}

/** The M4 arguments of the page's list, as `useNewsPages` asks them (today's date). */
export function newsPageListArgs(culture: string, categoryId: number): NewsListPagesArgs {
  const { categoryIds, displayChildren, postsPerPage } = newsPageListOptions(categoryId);
  return { culture, categoryIds, displayChildren, postsPerPage, date: todayIsoDate() };
}
