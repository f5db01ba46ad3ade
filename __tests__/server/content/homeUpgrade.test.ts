/**
 * A shop seeded before issue 19 has the old home (a heading, a paragraph, a list): on its next
 * start (ensureSeeded) that home becomes the one with the banner slider, the categories, the new
 * arrivals, the countdown and the news; a home the shop has edited is kept. In-memory PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ensureSeeded } from '../../../server/seed';
import { buildTestApp } from '../../support/testServer';

/** The home pages exactly as the seed wrote them before issue 19. */
const OLD_HOME = {
  fr: `<section class="hero"><h1>Bienvenue chez Vitrine</h1>
<p class="lead">Mode, maison et accessoires choisis avec soin, livrés en 48 heures en Belgique, au Luxembourg et aux Pays-Bas.</p>
<p><a class="btn btn-primary" href="/fr/about">Découvrir notre histoire</a></p></section>
<section class="usp"><h2>Pourquoi acheter chez nous ?</h2><ul>
<li><strong>Livraison gratuite</strong> dès 50 € d’achat.</li>
<li><strong>Retour gratuit</strong> pendant 30 jours.</li>
<li><strong>Paiement sécurisé</strong> par carte, Bancontact ou virement.</li>
<li><strong>Service client</strong> en français et en néerlandais.</li></ul></section>
<script type="text/plain" data-cookie-consent="statistics">window.dataLayer = window.dataLayer || [];
window.dataLayer.push({ event: 'vitrine.statistics.start', culture: 'fr' });</script>`,
  nl: `<section class="hero"><h1>Welkom bij Vitrine</h1>
<p class="lead">Zorgvuldig gekozen mode, wonen en accessoires, binnen 48 uur geleverd in België, Luxemburg en Nederland.</p>
<p><a class="btn btn-primary" href="/nl/about">Ontdek ons verhaal</a></p></section>
<section class="usp"><h2>Waarom bij ons kopen?</h2><ul>
<li><strong>Gratis levering</strong> vanaf € 50.</li>
<li><strong>Gratis retour</strong> binnen 30 dagen.</li>
<li><strong>Veilig betalen</strong> met kaart, Bancontact of overschrijving.</li>
<li><strong>Klantendienst</strong> in het Nederlands en het Frans.</li></ul></section>
<script type="text/plain" data-cookie-consent="statistics">window.dataLayer = window.dataLayer || [];
window.dataLayer.push({ event: 'vitrine.statistics.start', culture: 'nl' });</script>`,
};

describe('the home page of an older shop (pglite)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp('pglite');
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const homes = async () =>
    (
      (await app.db.execute(
        sql`select culture, html from cms_pages where slug = '' order by culture`,
      )) as unknown as { rows: { culture: string; html: string }[] }
    ).rows;
  const setHome = (culture: string, html: string) =>
    app.db.execute(
      sql`update cms_pages set html = ${html} where slug = '' and culture = ${culture}`,
    );

  it('a new shop’s home sells: slider with a video slide, categories, new arrivals, countdown, news', async () => {
    for (const { html } of await homes()) {
      expect(html).toContain('data-widget="banner-slider"');
      expect(html).toContain('banner-video');
      expect(html).toContain('class="category-tiles"');
      expect(html).toContain('data-widget="product-slider"');
      expect(html).toContain('data-widget="countdown"');
      expect(html).toContain('data-widget="news-slider"');
      // The first slide's picture is the largest paint: fetched first, never lazy.
      expect(html).toMatch(
        /<img src="\/media\/scene\/banner-winter-wide\.svg"[^>]*fetchpriority="high"/,
      );
    }
  });

  it('rewrites a home still as first seeded, once, and keeps a home the shop edited', async () => {
    const current = await homes();
    await setHome('fr', OLD_HOME.fr);
    await setHome('nl', '<h1>Onze eigen home</h1>');
    await ensureSeeded(app.db);
    const after = await homes();
    expect(after[0]!.html).toBe(current[0]!.html);
    expect(after[1]!.html).toBe('<h1>Onze eigen home</h1>');
    // The old nl home is rewritten too; a second start changes nothing more.
    await setHome('nl', OLD_HOME.nl);
    await ensureSeeded(app.db);
    await ensureSeeded(app.db);
    expect(await homes()).toEqual(current);
  });
});
