/** 001 §9 "Business constants and limits" pagination windows: the server's first document and the client's bar use the same. */

/** Pagination: inner window 2 pages (0 on small screens), outer window 0. */
export const PAGINATION_INNER_WINDOW = 2;
export const PAGINATION_INNER_WINDOW_SMALL = 0;
export const PAGINATION_OUTER_WINDOW = 0;
