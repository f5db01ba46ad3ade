import { describe, expect, it } from '@jest/globals';
import {
  announceNavigation,
  cacheDisabledFor,
  pageHistoryState,
  readHistoryState,
  rememberScroll,
} from '@features/navigation/historyState';

describe('history state of in-place loads', () => {
  it('holds disableCache, anchor, target and scrollTop, and reads only sound values', () => {
    expect(pageHistoryState({ disableCache: true, anchor: '#prix' })).toEqual({
      disableCache: true,
      anchor: '#prix',
      target: '#main',
      scrollTop: 0,
    });
    expect(readHistoryState({ disableCache: 'yes', scrollTop: -4, anchor: 3 })).toEqual({
      disableCache: false,
      anchor: undefined,
      target: undefined,
      scrollTop: undefined,
    });
    expect(readHistoryState(null)).toEqual({});
  });

  it('keeps React Router’s own entry fields when it stores the scroll position', () => {
    window.history.replaceState({ key: 'abc', idx: 2, usr: { disableCache: true } }, '');
    rememberScroll(640);
    expect(window.history.state).toEqual({
      key: 'abc',
      idx: 2,
      usr: { disableCache: true, scrollTop: 640 },
    });
  });

  it('applies a click’s cache choice to that address only, query string included, once', () => {
    window.history.replaceState(null, '', '/fr/');
    announceNavigation('/fr/catalog?sort=price', true);
    expect(cacheDisabledFor(new URL('http://localhost/fr/catalog?sort=name'))).toBe(false);
    expect(cacheDisabledFor(new URL('http://localhost/fr/catalog?sort=price'))).toBe(true);
    expect(cacheDisabledFor(new URL('http://localhost/fr/catalog?sort=price'))).toBe(false);
  });

  it('takes back/forward’s cache choice from the entry it returns to', () => {
    window.history.replaceState({ usr: { disableCache: true } }, '', '/fr/terms');
    expect(cacheDisabledFor(new URL('http://localhost/fr/terms'))).toBe(true);
    window.history.replaceState({ usr: { disableCache: false } }, '', '/fr/terms');
    expect(cacheDisabledFor(new URL('http://localhost/fr/terms'))).toBe(false);
  });
});
