import { describe, expect, it } from '@jest/globals';
import { MAP_PAGE_PATHS } from '@rules/maps';
import { setupStore } from '@store/index';
import { appRoutes } from '../../src/router';

describe('the routes that carry a map', () => {
  it('are the paths whose first document names the Maps hosts (rules/maps.ts), no other', () => {
    const culture = appRoutes(setupStore()).find((route) => route.path === '/:culture');
    const asking = (culture?.children ?? [])
      .filter((route) => route.loadsAsDocument !== undefined)
      .map((route) => route.path);
    expect(asking.sort()).toEqual([...MAP_PAGE_PATHS].sort());
  });

  it('stay in place before consent, whatever the document', () => {
    window.__VITRINE__ = { mapHosts: false };
    const culture = appRoutes(setupStore()).find((route) => route.path === '/:culture');
    const cart = culture?.children?.find((route) => route.path === 'shoppingcarts');
    expect(cart?.loadsAsDocument?.()).toBe(false);
    delete window.__VITRINE__;
  });
});
