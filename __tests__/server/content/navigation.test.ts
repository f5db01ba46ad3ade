import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, engines } from '../../support/testServer';

describe.each(engines)('content routes on %s', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the navigation: main nav in order, footer without the home page', async () => {
    const res = await app.inject('/api/v1/content/fr/navigation');
    expect(res.statusCode).toBe(200);
    const nav = res.json();
    expect(nav.Main.map((i: { Slug: string }) => i.Slug)).toEqual([
      '',
      'catalog',
      // Issue 19: the news pages, right after the shop.
      'news',
      'about',
      'contact',
      'help',
    ]);
    expect(nav.Footer.map((i: { Slug: string }) => i.Slug)).toEqual([
      'about',
      'contact',
      'terms',
      'help',
      'help/delivery',
      'help/returns',
      // The seeded page with a widget marker (issue 12): every page but home is in the footer.
      'selection',
      // The offers page with its popups, video and share buttons (issue 19).
      'offers',
      // The shops page with its map widget (issue 17).
      'shops',
      'work-with-us',
      'product-question',
      'documents',
    ]);
    // A page without sub-pages carries no Children at all.
    expect(nav.Main[3]).toEqual({ Title: 'À propos', Slug: 'about', Url: '/fr/about' });
  });

  it('puts the shop after the home page, its root categories as the dropdown', async () => {
    const fr = (await app.inject('/api/v1/content/fr/navigation')).json();
    const nl = (await app.inject('/api/v1/content/nl/navigation')).json();
    expect(fr.Main[1]).toMatchObject({ Title: 'Boutique', Slug: 'catalog', Url: '/fr/catalog' });
    expect(nl.Main[1]).toMatchObject({ Title: 'Winkel', Slug: 'catalog', Url: '/nl/catalog' });
    expect(fr.Main[1].Children[0]).toEqual({
      Title: 'Femme',
      Slug: 'catalog/category/femme',
      Url: '/fr/catalog/category/femme',
    });
    expect(nl.Main[1].Children.map((c: { Title: string }) => c.Title)).toContain('Dames');
  });

  it('nests sub-pages ("help/…") under their parent in the main nav, in each culture', async () => {
    const fr = (await app.inject('/api/v1/content/fr/navigation')).json();
    const nl = (await app.inject('/api/v1/content/nl/navigation')).json();
    const help = (nav: { Main: { Slug: string }[] }) => nav.Main.find((i) => i.Slug === 'help');
    expect(help(fr)).toEqual({
      Title: 'Aide',
      Slug: 'help',
      Url: '/fr/help',
      Children: [
        { Title: 'Livraison', Slug: 'help/delivery', Url: '/fr/help/delivery' },
        { Title: 'Retours et remboursements', Slug: 'help/returns', Url: '/fr/help/returns' },
      ],
    });
    expect(help(nl)).toMatchObject({
      Title: 'Hulp',
      Children: [{ Title: 'Levering' }, { Title: 'Retour en terugbetaling' }],
    });
    // Sub-pages appear only in their parent's dropdown, never as main entries of their own.
    expect(fr.Main.some((i: { Slug: string }) => i.Slug.includes('/'))).toBe(false);
  });

  it('serves the sub-pages themselves, with their nested path', async () => {
    const res = await app.inject({
      url: '/nl/help/returns',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Path: 'help/returns', BodyClass: 'inner' });
    expect(res.json().Html).toContain('30 dagen');
  });

  it('answers 404 for the navigation of an unknown culture', async () => {
    expect((await app.inject('/api/v1/content/de/navigation')).statusCode).toBe(404);
    const nl = await app.inject({
      url: '/api/v1/content/de/navigation',
      headers: { 'accept-language': 'nl-BE' },
    });
    expect(nl.json()).toEqual({ message: 'Deze taal is niet beschikbaar.' });
  });
});
