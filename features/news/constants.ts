import { NEWS_CALENDAR, NEWS_SLIDER } from '@rules/news';

/** 001 §9 "News calendar: 3 posts per page, children not displayed". */
export { NEWS_CALENDAR };
/** 001 §9 "News slider: 3 slides, 2 at medium, 1 at small". */
export { NEWS_SLIDER };

/**
 * Ours (001 shows no number for these widgets): posts a page of the list, gallery and blog ask
 * when their marker sets no data-posts-per-page, and how many the ticker and slider show.
 */
export const NEWS_WIDGET_POSTS = {
  list: 6,
  gallery: 9,
  blog: 3,
  ticker: 5,
  slider: 9,
} as const;

/** Ours: the ticker shows a headline this long (ms), and slides to the next in `speed` ms. */
export const NEWS_TICKER = { interval: 5000, speed: 500 } as const;

/** Ours: the slider's slide speed (ms), as the product slider's. */
export const NEWS_SLIDER_SPEED = 300;
