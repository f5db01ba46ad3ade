/**
 * S3, S4, S7, rename, delete and the file addresses through the real app on each engine, over
 * the seeded document library; private uploads only for their owner.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Asset, FolderAssets, FolderNode } from '../../../api/contract/assets';
import { seedAssetId } from '../../../server/seed/assets/seedLibrary';
import { buildTestApp, engines } from '../../support/testServer';
import { file, picture, visitor, type Visitor } from './assetFixtures';
import { docx } from './fileMakers';

const names = (nodes: FolderNode[]): unknown =>
  nodes.map((n) => [n.Name, n.ItemLevel, names(n.Children)]);

describe.each(engines)('asset library: S3, S4, S7, rename, delete, files (%s)', (engine) => {
  let app: FastifyInstance;
  let shopper: Visitor;
  let stranger: Visitor;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    shopper = await visitor(app);
    stranger = await visitor(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const uploadOne = async (): Promise<Asset> =>
    (await shopper.upload([file(await picture(60, 40, 'jpeg'), 'mine.jpg')])).json<Asset[]>()[0]!;
  const assetUrl = (id: string) => `/api/v1/assetslibrary/assets/${id}`;

  it('S4: every root with its descendants, ItemLevel from 1, in the call’s culture', async () => {
    const fr = await shopper.inject({ url: '/api/v1/assetslibrary/folders/hierarchy' });
    expect(fr.statusCode).toBe(200);
    expect(names(fr.json())).toEqual([
      [
        'Guides des tailles',
        1,
        [
          ['Vêtements', 2, [['Bébé', 3, []]]],
          ['Chaussures', 2, []],
        ],
      ],
      ['Entretien', 1, []],
      ['Catalogues', 1, []],
    ]);
    const nl = await shopper.inject({ url: '/api/v1/assetslibrary/folders/hierarchy?culture=nl' });
    expect(nl.json<FolderNode[]>().map((n) => n.Name)).toEqual([
      'Maattabellen',
      'Onderhoud',
      'Catalogi',
    ]);
  });

  it('S4: a folder’s subtree starts at ItemLevel 1; an unknown folder is a 404', async () => {
    const roots = (await shopper.inject({ url: '/api/v1/assetslibrary/folders/hierarchy' })).json<
      FolderNode[]
    >();
    const clothes = roots[0]!.Children[0]!;
    const res = await shopper.inject({
      url: `/api/v1/assetslibrary/folders/hierarchy?folderId=${clothes.FolderId}`,
      lang: 'nl',
    });
    expect(names(res.json())).toEqual([['Kleding', 1, [['Baby', 2, []]]]]);
    const missing = await shopper.inject({
      url: '/api/v1/assetslibrary/folders/hierarchy?folderId=999999',
      lang: 'nl',
    });
    expect([missing.statusCode, missing.json().Error]).toEqual([404, 'Deze map bestaat niet.']);
  });

  it('S7: a folder’s documents, its path from the root; without a folder, the first holding documents', async () => {
    const roots = (await shopper.inject({ url: '/api/v1/assetslibrary/folders/hierarchy' })).json<
      FolderNode[]
    >();
    const [sizes, care] = [roots[0]!, roots[1]!];
    const baby = sizes.Children[0]!.Children[0]!;
    const res = await shopper.inject({
      url: `/fr/assetslibrary/asset/assetsbyfolder/${baby.FolderId}/${sizes.FolderId}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<FolderAssets>();
    expect(body.Folder.Path.map((p) => p.Name)).toEqual([
      'Guides des tailles',
      'Vêtements',
      'Bébé',
    ]);
    expect(body.RootFolderId).toBe(sizes.FolderId);
    expect(body.Assets.map((a) => [a.name, a.fileType, a.MimeType])).toEqual([
      ['Guide des tailles bébé.pdf', 'Document', 'application/pdf'],
      ['Maattabel baby.pdf', 'Document', 'application/pdf'],
    ]);
    // "Size guides" holds no document itself (its guides are in its subfolders): the library
    // opens on the first folder, depth first, that holds some.
    const first = await shopper.inject({ url: '/nl/assetslibrary/asset/assetsbyfolder/' });
    expect(first.json<FolderAssets>().Folder).toMatchObject({
      FolderId: sizes.Children[0]!.FolderId,
      Name: 'Kleding',
    });
    expect(first.json<FolderAssets>().RootFolderId).toBe(sizes.FolderId);
    expect(first.json<FolderAssets>().Assets.length).toBeGreaterThan(0);
    // A folder outside the given root is not found.
    const outside = await shopper.inject({
      url: `/fr/assetslibrary/asset/assetsbyfolder/${baby.FolderId}/${care.FolderId}`,
    });
    expect([outside.statusCode, outside.json().Error]).toEqual([404, 'Ce dossier n’existe pas.']);
  });

  it('S7: a browser asking for the page gets the app document', async () => {
    const res = await app.inject({
      url: '/fr/assetslibrary/asset/assetsbyfolder/',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const unknown = await app.inject({
      url: '/xx/assetslibrary/asset/assetsbyfolder/',
      headers: { accept: 'application/json' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('delivers a seeded PDF to anyone: inline, nosniff, cacheable, a safe name', async () => {
    const id = seedAssetId('care-fr');
    const meta = await stranger.inject({ url: assetUrl(id) });
    expect(meta.statusCode).toBe(200);
    const asset = meta.json<Asset>();
    expect(asset.Uri).toBe(`/assetslibrary/file/${id}/Conseils-d-entretien.pdf`);
    const res = await stranger.inject({ url: asset.Uri });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-disposition']).toBe(
      'inline; filename="Conseils-d-entretien.pdf"; filename*=UTF-8\'\'Conseils%20d%E2%80%99entretien.pdf',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(asset.size);
  });

  it('the seeded catalogue lists product names of the seeded catalog', async () => {
    const res = await stranger.inject({
      url: (await stranger.inject({ url: assetUrl(seedAssetId('catalogue-nl')) })).json<Asset>()
        .Uri,
    });
    const text = res.rawPayload.toString('latin1');
    expect(text).toContain('(Catalogus van de winkel)');
    const references = [...text.matchAll(/BT \/F1 10\.5 Tf 56 [\d.]+ Td \(([^)]+)\) Tj ET/g)].map(
      (m) => m[1],
    );
    expect(references.length).toBeGreaterThanOrEqual(20);
  });

  it('S3: an upload for its owner only; others (and nobody without a session) get 404', async () => {
    const mine = await uploadOne();
    const own = await shopper.inject({ url: assetUrl(mine.guid) });
    expect(own.json<Asset>()).toMatchObject({
      guid: mine.guid,
      Width: 60,
      Height: 40,
      tmpName: mine.tmpName,
    });
    const other = await stranger.inject({ url: assetUrl(mine.guid), lang: 'nl' });
    expect([other.statusCode, other.json().Error]).toEqual([
      404,
      'Dit bestand bestaat niet of is niet meer beschikbaar.',
    ]);
    expect((await app.inject({ url: mine.Uri })).statusCode).toBe(404);
    expect((await stranger.inject({ url: mine.thumbnail_url! })).statusCode).toBe(404);
    const file = await shopper.inject({ url: mine.Uri });
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('delivers a DOCX as an attachment', async () => {
    const [doc] = (await shopper.upload([file(docx(), 'Lettre de motivation.docx')])).json<
      Asset[]
    >();
    const res = await shopper.inject({ url: doc!.Uri });
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Lettre-de-motivation.docx"/,
    );
  });

  it('renames for the owner (the name cleaned), 404 for another, 400 for an empty name', async () => {
    const mine = await uploadOne();
    // A NUL is refused before the route, as in every text field (server/plugins/textInput.ts).
    const nul = await shopper.inject({
      method: 'PATCH',
      url: assetUrl(mine.guid),
      payload: { Name: 'Ma\u0000 photo' },
    });
    expect([nul.statusCode, nul.json().field]).toEqual([400, 'Name']);
    const res = await shopper.inject({
      method: 'PATCH',
      url: assetUrl(mine.guid),
      payload: { Name: '  Ma\u202E photo\n préférée ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Asset>()).toMatchObject({
      name: 'Ma photo préférée',
      Name: 'Ma photo préférée',
      OriginalFileName: 'mine.jpg',
    });
    const other = await stranger.inject({
      method: 'PATCH',
      url: assetUrl(mine.guid),
      payload: { Name: 'x' },
    });
    expect(other.statusCode).toBe(404);
    const empty = await shopper.inject({
      method: 'PATCH',
      url: assetUrl(mine.guid),
      payload: { Name: '\u200B ' },
      lang: 'nl',
    });
    expect([empty.statusCode, empty.json().Error]).toEqual([400, 'Geef een naam op.']);
    const extra = await shopper.inject({
      method: 'PATCH',
      url: assetUrl(mine.guid),
      payload: { Name: 'x', FolderId: 1 },
    });
    expect(extra.statusCode).toBe(400);
    // Nobody but staff renames a library document.
    const doc = await shopper.inject({
      method: 'PATCH',
      url: assetUrl(seedAssetId('care-nl')),
      payload: { Name: 'x' },
    });
    expect(doc.statusCode).toBe(404);
  });

  it('deletes for the owner only', async () => {
    const mine = await uploadOne();
    expect((await stranger.inject({ method: 'DELETE', url: assetUrl(mine.guid) })).statusCode).toBe(
      404,
    );
    expect((await shopper.inject({ method: 'DELETE', url: assetUrl(mine.guid) })).statusCode).toBe(
      204,
    );
    expect((await shopper.inject({ url: assetUrl(mine.guid) })).statusCode).toBe(404);
    expect((await shopper.inject({ method: 'DELETE', url: assetUrl(mine.guid) })).statusCode).toBe(
      404,
    );
    expect(
      (await shopper.inject({ method: 'DELETE', url: assetUrl(seedAssetId('care-fr')) }))
        .statusCode,
    ).toBe(404);
  });

  it('an upload made logged in follows the customer into a new session; staff see any', async () => {
    const login = async (who: Visitor, email: string) => {
      const res = await who.inject({
        method: 'POST',
        url: '/api/v1/security/login',
        payload: { Email: email, Password: 'Vitrine-demo-2026!' },
      });
      expect(res.statusCode).toBe(200);
    };
    const first = await visitor(app);
    await login(first, 'louise@vitrine.test');
    const [mine] = (await first.upload([file(await picture(16, 16, 'png'), 'me.png')])).json<
      Asset[]
    >();
    // Another device (a new session) of the same customer.
    const second = await visitor(app);
    expect((await second.inject({ url: assetUrl(mine!.guid) })).statusCode).toBe(404);
    await login(second, 'louise@vitrine.test');
    expect((await second.inject({ url: assetUrl(mine!.guid) })).statusCode).toBe(200);
    // Another customer does not; staff do (a refund's photos are read by staff).
    const other = await visitor(app);
    await login(other, 'lucas@vitrine.test');
    expect((await other.inject({ url: mine!.Uri })).statusCode).toBe(404);
    const staff = await visitor(app);
    await login(staff, 'staff@vitrine.test');
    expect((await staff.inject({ url: mine!.Uri })).statusCode).toBe(200);
  });
});
