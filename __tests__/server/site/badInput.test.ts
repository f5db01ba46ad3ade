/**
 * Bad-input harness: reads the OpenAPI document and throws generated malformed input at every
 * route (wrong types, missing and extra fields, huge and empty strings, negative and huge
 * numbers, odd unicode, injection strings). Every answer must be a 4xx with a JSON message,
 * never a 5xx, and the database must be unchanged. New routes join without extra code.
 * API query strings and bodies are closed schemas: an unknown field is bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Ajv, { type ValidateFunction } from 'ajv';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { buildTestApp, csrf, engines, fullMatrix } from '../../support/testServer';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Record<string, unknown>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
}
interface Case {
  method: string;
  url: string;
  params: Parameter[];
  bodySchema: Record<string, unknown> | undefined;
}

const EXTRA = '__unexpected';
const ajv = new Ajv({ coerceTypes: 'array', strict: false, allErrors: false });

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    "' OR 1=1 --",
    '"; DROP TABLE cultures; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\uFFFF\uD800',
    '${7*7}{{7*7}}',
    'é'.repeat(500),
    'x'.repeat(100_000),
    '😀'.repeat(64),
  ),
  fc.integer({ min: -2_147_483_648, max: -1 }).map(String),
  fc.constantFrom('99999999999999999999999', '1e309', 'NaN', '-0', '3.14'),
  // Values that may well be valid: the request is only kept when some other part is bad.
  fc.constantFrom('fr', 'nl', 'about', 'contact', '1'),
);

const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }),
);

/** Lone surrogates cannot be encoded: send them as the invalid UTF-8 bytes they would be. */
function encodeSegment(value: string): string {
  return Array.from(value, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

function casesFrom(doc: { paths: Record<string, Record<string, Operation>> }): Case[] {
  return Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      url,
      params: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
      bodySchema: op.requestBody?.content['application/json']?.schema,
    })),
  );
}

function objectValidator(params: Parameter[]): ValidateFunction {
  return ajv.compile({
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  });
}

async function fingerprint(app: FastifyInstance): Promise<string> {
  const tables = (await app.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const res = (await app.db.execute(
      sql.raw(
        `select count(*)::text as n, md5(string_agg(t::text, ',' order by t::text)) as h from "${tablename}" t`,
      ),
    )) as unknown as { rows: { n: string; h: string | null }[] };
    parts.push(`${tablename}:${res.rows[0]?.n}:${res.rows[0]?.h}`);
  }
  return parts.join('|');
}

/**
 * Inputs per route. PGlite takes the full count; PostgreSQL, in `npm test`, a quarter of them with
 * the same seed (the same first inputs): the routes and their checks are the same on both, what
 * PostgreSQL adds is its own errors on what gets through (casts, encodings, lengths), which the
 * first inputs already reach. `npm run test:full` runs the full count on both.
 */
const RUNS = { pglite: 60, postgres: fullMatrix ? 60 : 15 };

describe.each(engines)('bad input on every route (%s)', (engine) => {
  let app: FastifyInstance;
  let cases: Case[];
  let before: string;
  let token: { cookie: string; token: string };
  beforeAll(async () => {
    // With the mail viewer: its pages are in the API docs only when it is on.
    app = await buildTestApp(engine, { mailViewer: true });
    cases = casesFrom((await app.inject('/api/docs/json')).json());
    token = await csrf(app);
    before = await fingerprint(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds the routes in the OpenAPI document', () => {
    expect(cases.length).toBeGreaterThanOrEqual(4);
    const urls = cases.map((c) => `${c.method} ${c.url}`);
    // Issue 14's and 15's calls and pages are among them (a hidden route would escape the
    // harness).
    for (const route of [
      'POST /api/v1/security/register',
      'POST /api/v1/security/twofactor',
      'POST /api/v1/security/resetpassword',
      'POST /api/v1/account/twofactor/enable',
      'DELETE /api/v1/account/sessions/{id}',
      'PUT /api/v1/customers/addresses/{id}/default',
      'POST /api/v1/staff/mail/{id}/retry',
      'GET /dev/mail/{message}',
      // Issue 15: orders, re-order, delivery-address change, coupons, refunds, prepaid, staff.
      'GET /api/v1/sales/orders',
      'GET /api/v1/sales/orders/{number}/detail',
      'PUT /api/v1/sales/orders/addtocart',
      'POST /api/v1/sales/orders/{number}/reorder',
      'POST /{culture}/sales/order/ChangeDeliveryAddressRequest',
      'GET /api/v1/staff/orders/deliveryrequests',
      'POST /api/v1/staff/orders/deliveryrequests/{id}',
      'POST /api/v1/staff/orders/{number}/shipped',
      'GET /api/v1/couponcode/user/{id}',
      'POST /api/v1/sales/orders/{number}/refunds',
      'GET /api/v1/staff/refunds',
      'POST /api/v1/staff/refunds/{id}/approve',
      'POST /api/v1/staff/refunds/{id}/refuse',
      'POST /api/v1/sales/prepaidaccounts/addtocart',
      'POST /api/v1/sales/prepaidaccounts/setnotification',
      'GET /api/v1/sales/prepaidaccounts/{id}/movements',
      'GET /api/v1/sales/customers',
      'POST /api/v1/sales/prepaidaccounts/staff',
      // Issue 16: wishlists and birth lists (W1-W13, C11, create).
      'DELETE /api/v1/catalog/wishlist/deletefromlist',
      'POST /api/v1/catalog/wishlist/delete',
      'POST /api/v1/catalog/wishlist/updatequantity',
      'POST /api/v1/catalog/wishlist/addproductvariant',
      'POST /api/v1/catalog/wishlist/updatename',
      'POST /api/v1/catalog/wishlist/updatedescription',
      'POST /api/v1/catalog/products/addwishlisttocart',
      'GET /api/v1/catalog/wishlist/products/count',
      'DELETE /api/v1/catalog/wishlist/deletefromalllist/{productVariantId}',
      'DELETE /api/v1/catalog/wishlist/deletefromlist/{productVariantId}/{listId}',
      'GET /api/v1/catalog/wishlist/isinthelist',
      'POST /api/v1/catalog/wishlist/create',
      'GET /{culture}/catalog/wishlist/popup',
      'POST /{culture}/catalog/wishlist/popup',
      'GET /{culture}/catalog/wishlist/list',
      'GET /{culture}/catalog/wishlist/list_item',
      // Issue 16, birth lists shared by link (ours).
      'POST /api/v1/catalog/wishlist/share',
      'GET /{culture}/catalog/wishlist/shared/{token}',
      'POST /api/v1/catalog/wishlist/shared/{token}/addtocart',
      // Issue 17: pickup search (M1), the modal's view (M2), the maps key (M5), reverse lookup.
      'POST /api/v1/shipping/{provider}/getpickuppoints',
      'GET /{culture}/shippings/pickuppoint/search',
      'GET /api/v1/settings/GoogleFrontAPIKey',
      'GET /api/v1/shipping/places/reverse',
      // Issue 17: the cart's pickup point (K8).
      'POST /api/v1/shoppingcarts/externalpickuppoint',
      // Issue 18: the asset library (S2-S5, S7; rename, delete, file and thumbnail ours).
      'POST /api/v1/assetslibrary/upload',
      'GET /assets/croptempimg/{tmpName}/{x}/{y}/{w}/{h}/{cropWidth}/{cropHeight}',
      'GET /api/v1/assetslibrary/assets/{assetId}',
      'PATCH /api/v1/assetslibrary/assets/{assetId}',
      'DELETE /api/v1/assetslibrary/assets/{assetId}',
      'GET /api/v1/assetslibrary/folders/hierarchy',
      'GET /{culture}/assetslibrary/asset/assetsbyfolder',
      'GET /{culture}/assetslibrary/asset/assetsbyfolder/',
      'GET /{culture}/assetslibrary/asset/assetsbyfolder/{folderId}/{rootFolderId}',
      'GET /assetslibrary/file/{assetId}/{fileName}',
      'GET /assetslibrary/thumb/{assetId}',
      // Issue 18: CMS forms (ours): the definition and a submission.
      'GET /api/v1/forms/{code}',
      'POST /api/v1/forms/{code}',
      // Issue 18: the profile picture (ours).
      'GET /api/v1/account/picture',
      'PUT /api/v1/account/picture',
      'DELETE /api/v1/account/picture',
    ]) {
      expect(urls).toContain(route);
    }
  });

  it('answers every malformed request with a 4xx JSON message and writes nothing', async () => {
    for (const route of cases) {
      const pathParams = route.params.filter((p) => p.in === 'path');
      const queryParams = route.params.filter((p) => p.in === 'query');
      const validPath = objectValidator(pathParams);
      const validQuery = objectValidator(queryParams);
      const validBody = route.bodySchema ? ajv.compile(route.bodySchema) : undefined;
      const arbitrary = fc.record({
        path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, nasty]))),
        query: fc.record(
          Object.fromEntries([...queryParams.map((p) => [p.name, nasty] as const), [EXTRA, nasty]]),
          { requiredKeys: [] },
        ),
        body: nastyJson,
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ path, query, body }) => {
          const bodyOk = validBody ? validBody(structuredClone(body)) : true;
          fc.pre(!(validPath({ ...path }) && validQuery({ ...query }) && bodyOk));
          const url = route.url.replace(/\{(\w+)\}/g, (_m, name: string) =>
            encodeSegment(String(path[name])),
          );
          const res = await app.inject({
            method: route.method as 'GET',
            url,
            query: query as Record<string, string>,
            // Page addresses (the mail viewer) answer a 404 document to a browser; asked for
            // JSON, like every API call, they answer { message }.
            headers: {
              cookie: token.cookie,
              'x-csrf-token': token.token,
              accept: 'application/json',
            },
            ...(route.method === 'GET' || route.method === 'DELETE'
              ? {}
              : { payload: body as object }),
          });
          const label = `${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect([label, res.statusCode >= 400 && res.statusCode < 500]).toEqual([label, true]);
          expect(typeof res.json().message).toBe('string');
        }),
        { numRuns: RUNS[engine], seed: 20261122 },
      );
    }
    expect(await fingerprint(app)).toBe(before);
  });
});
