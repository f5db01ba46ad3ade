import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, engines } from '../support/testServer';

describe.each(engines)('content routes on %s', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the home page with the home body class', async () => {
    const res = await app.inject('/api/v1/content/fr/pages?path=');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Culture: 'fr',
      Path: '',
      BodyClass: 'home',
      Title: 'Accueil',
    });
    expect(res.json().Alternates).toEqual({ fr: '/fr/', nl: '/nl/' });
  });

  it('answers a content page with the inner body class, in each culture', async () => {
    const fr = (await app.inject('/api/v1/content/fr/pages?path=about')).json();
    const nl = (await app.inject('/api/v1/content/nl/pages?path=about')).json();
    expect(fr).toMatchObject({ BodyClass: 'inner', Title: 'À propos' });
    expect(nl).toMatchObject({ BodyClass: 'inner', Title: 'Over ons' });
    expect(nl.Html).toContain('<h1>Over Vitrine</h1>');
  });

  it('answers 404 with a translated message for an unknown page', async () => {
    const res = await app.inject('/api/v1/content/nl/pages?path=nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Pagina niet gevonden.');
  });

  it('answers 400 naming the field for a missing or malformed path', async () => {
    const missing = await app.inject('/api/v1/content/fr/pages');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('path');
    const bad = await app.inject(
      `/api/v1/content/fr/pages?path=${encodeURIComponent("' or 1=1 --")}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('path');
  });

  it('answers the navigation: main nav in order, footer without the home page', async () => {
    const res = await app.inject('/api/v1/content/fr/navigation');
    expect(res.statusCode).toBe(200);
    const nav = res.json();
    expect(nav.Main.map((i: { Slug: string }) => i.Slug)).toEqual(['', 'about', 'contact']);
    expect(nav.Footer.map((i: { Slug: string }) => i.Slug)).toEqual(['about', 'contact', 'terms']);
    expect(nav.Main[1]).toEqual({ Title: 'À propos', Slug: 'about', Url: '/fr/about' });
  });

  it('answers 404 for the navigation of an unknown culture', async () => {
    expect((await app.inject('/api/v1/content/de/navigation')).statusCode).toBe(404);
  });
});
