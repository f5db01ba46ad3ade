/** A page link or a gap ("…") in a pagination bar. */
export type PaginationItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * Pages shown for `current` of `total`: the first and the last page with `outer` more pages
 * next to each, `inner` pages either side of the current one, and a gap where pages are left out
 * (the will_paginate windows the spec's numbers come from).
 */
export function paginationItems(
  current: number,
  total: number,
  inner: number,
  outer: number,
): PaginationItem[] {
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(total, 1 + outer); p += 1) shown.add(p);
  for (let p = Math.max(1, total - outer); p <= total; p += 1) shown.add(p);
  for (let p = Math.max(1, current - inner); p <= Math.min(total, current + inner); p += 1)
    shown.add(p);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page > previous + 1) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}

/** An item of the wide bar, the narrow bar (small screens) or both. */
export type ResponsiveItem = PaginationItem & { only?: 'wide' | 'narrow' };

/**
 * Both windows in one bar: items of only one are marked, and CSS shows each set at its screen
 * size, so the server's HTML and the app render the same bar at every width.
 */
export function responsivePaginationItems(
  current: number,
  total: number,
  inner: number,
  innerSmall: number,
  outer: number,
): ResponsiveItem[] {
  const key = (i: PaginationItem) => (i.kind === 'page' ? `p${i.page}` : `g${i.after}`);
  const position = (i: PaginationItem) => (i.kind === 'page' ? i.page : i.after + 0.5);
  const wide = paginationItems(current, total, inner, outer);
  const narrow = paginationItems(current, total, innerSmall, outer);
  const wideKeys = new Set(wide.map(key));
  const narrowKeys = new Set(narrow.map(key));
  const all = new Map<string, ResponsiveItem>();
  for (const item of [...wide, ...narrow]) {
    const inWide = wideKeys.has(key(item));
    const inNarrow = narrowKeys.has(key(item));
    all.set(key(item), inWide && inNarrow ? item : { ...item, only: inWide ? 'wide' : 'narrow' });
  }
  return [...all.values()].sort((a, b) => position(a) - position(b));
}
