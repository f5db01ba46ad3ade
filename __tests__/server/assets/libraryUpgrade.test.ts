/**
 * A shop seeded before issue 18 gets the document library once, on its next start
 * (ensureSeeded), the same bytes every time, and the "documents" page that shows it; a shop with
 * a library of its own keeps it. An
 * in-memory PGlite shop, so the PostgreSQL database the other files share is left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ensureSeeded } from '../../../server/seed';
import { SEED_DOCUMENTS } from '../../../server/seed/assets/documents';
import { buildTestApp } from '../../support/testServer';

interface Row {
  id: string;
  name: string;
  digest: string;
}

describe('the document library on an older shop (pglite)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp('pglite');
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const library = async () =>
    (
      (await app.db.execute(
        sql`select id::text, name, md5(bytes) as digest from library_assets
            where folder_id is not null order by position`,
      )) as unknown as { rows: Row[] }
    ).rows;
  const folders = async () =>
    (
      (await app.db.execute(sql`select count(*)::int as n from asset_folders`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;

  it('writes the library once into an empty one, the same documents as a new shop’s', async () => {
    const seeded = await library();
    expect(seeded.map((r) => r.name)).toEqual(SEED_DOCUMENTS.map((d) => d.name));
    await app.db.execute(sql`delete from asset_folders`);
    expect(await library()).toEqual([]);
    await ensureSeeded(app.db);
    expect(await library()).toEqual(seeded);
    expect(Number(await folders())).toBe(6);
    // Started again: nothing added.
    await ensureSeeded(app.db);
    expect(await library()).toEqual(seeded);
    expect(Number(await folders())).toBe(6);
  });

  it('gives the shop its documents page once, keeping the shop’s own version of it', async () => {
    const page = async () =>
      (
        (await app.db.execute(
          sql`select culture, html from cms_pages where slug = 'documents' order by culture`,
        )) as unknown as { rows: { culture: string; html: string }[] }
      ).rows;
    await app.db.execute(sql`delete from cms_pages where slug = 'documents'`);
    await ensureSeeded(app.db);
    const written = await page();
    expect(written.map((r) => r.culture)).toEqual(['fr', 'nl']);
    expect(written[0]!.html).toContain('data-widget="document-library"');
    await app.db.execute(
      sql`update cms_pages set html = '<h1>Nos PDF</h1>' where slug = 'documents' and culture = 'fr'`,
    );
    await ensureSeeded(app.db);
    expect((await page())[0]!.html).toBe('<h1>Nos PDF</h1>');
  });

  it('leaves a shop’s own library alone', async () => {
    await app.db.execute(sql`delete from asset_folders`);
    await app.db.execute(
      sql`insert into asset_folders (names) values ('{"fr":"Nos PDF","nl":"Onze PDF''s"}')`,
    );
    await ensureSeeded(app.db);
    expect(await library()).toEqual([]);
    expect(Number(await folders())).toBe(1);
  });
});
