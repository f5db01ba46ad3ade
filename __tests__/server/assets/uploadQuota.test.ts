/**
 * S5's quota of temporary uploads: counted per session and per client
 * address, and held under parallel uploads. Without the session cookie every request is a new
 * session, so the address is what bounds a client; parallel uploads of one session or one
 * address never store past the quota (on PostgreSQL, where they really run side by side).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ASSET_ADDRESS_QUOTA_BYTES,
  ASSET_DEFAULT_MAX_FILE_SIZE,
  ASSET_SESSION_QUOTA_BYTES,
} from '../../../rules/assets';
import { buildTestApp, engines } from '../../support/testServer';
import { file, multipart, visitor, type Visitor } from './assetFixtures';
import { paddedPdf, simplePdf } from './fileMakers';

const QUOTA_MESSAGE = {
  fr: 'Vous avez envoyé trop de fichiers récemment (100 Mo au plus) : réessayez plus tard.',
  nl: 'U hebt onlangs te veel bestanden verstuurd (hoogstens 100 MB): probeer het later opnieuw.',
};

describe.each(engines)('upload quota, S5 (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  /** The largest file the widget takes by default: a PDF, stored as it came. */
  const big = paddedPdf(ASSET_DEFAULT_MAX_FILE_SIZE);

  /** `count` big files from `address` (the test server trusts its loopback proxy). */
  const upload = (
    who: Visitor,
    address: string,
    count: number,
    lang: 'fr' | 'nl' = 'fr',
  ): Promise<LightMyRequestResponse> => {
    const { payload, contentType } = multipart(
      Array.from({ length: count }, (_, i) => file(big, `cv-${i}.pdf`)),
    );
    return who.inject({
      method: 'POST',
      url: '/api/v1/assetslibrary/upload',
      payload,
      headers: { 'content-type': contentType, 'x-forwarded-for': address },
      lang,
    });
  };

  /** Unexpired temporary bytes stored for addresses (a LIKE pattern). */
  const storedFrom = async (addresses: string) => {
    const res = (await app.db.execute(
      sql`select coalesce(sum(size), 0)::bigint::text as n from library_assets
          where owner_address like ${addresses} and expires_at > now()`,
    )) as unknown as { rows: { n: string }[] };
    return Number(res.rows[0]?.n);
  };

  const expectQuotaRefusal = (res: LightMyRequestResponse, lang: 'fr' | 'nl') => {
    expect([res.statusCode, res.json()]).toEqual([
      413,
      { Error: QUOTA_MESSAGE[lang], message: QUOTA_MESSAGE[lang] },
    ]);
  };

  it('counts the quota per address: a new session (no cookie) does not start it again', async () => {
    const address = '198.51.100.7';
    // 10 files (80 MB) in a first session, then a visitor without its cookie asks for 24 MB more.
    expect((await upload(await visitor(app), address, 10)).statusCode).toBe(200);
    const fresh = await visitor(app);
    expectQuotaRefusal(await upload(fresh, address, 3), 'fr');
    expectQuotaRefusal(await upload(await visitor(app), address, 3, 'nl'), 'nl');
    // What fits still fits (96 MB of 100), and another address has its own quota.
    expect((await upload(fresh, address, 2)).statusCode).toBe(200);
    expectQuotaRefusal(await upload(await visitor(app), address, 1), 'fr');
    expect((await upload(await visitor(app), '198.51.100.8', 1)).statusCode).toBe(200);
    expect(await storedFrom(address)).toBe(12 * big.length);
    expect(12 * big.length).toBeLessThanOrEqual(ASSET_ADDRESS_QUOTA_BYTES);
  }, 120_000);

  it('never passes the quota with parallel uploads, in one session or without cookies', async () => {
    // Each request brings 16 MB: 6 of 8 fit in 100 MB, whatever order they are stored in.
    const perRequest = 2 * big.length;
    const fitting = Math.floor(ASSET_SESSION_QUOTA_BYTES / perRequest);
    expect(fitting).toBe(6);

    // One session (its cookie set by a first, small upload), 8 uploads at once, each from an
    // address of its own: only the session's quota holds them.
    const shopper = await visitor(app);
    const first = await shopper.upload([file(simplePdf(), 'cv.pdf')]);
    expect(first.statusCode).toBe(200);
    const inSession = await Promise.all(
      Array.from({ length: 8 }, (_, i) => upload(shopper, `203.0.113.${i + 1}`, 2)),
    );
    expect(inSession.filter((res) => res.statusCode === 200)).toHaveLength(fitting);
    for (const res of inSession.filter((r) => r.statusCode !== 200)) expectQuotaRefusal(res, 'fr');
    expect(await storedFrom('203.0.113.%')).toBe(fitting * perRequest);

    // 8 visitors without a cookie (8 new sessions) from one address, at once.
    const visitors = await Promise.all(Array.from({ length: 8 }, () => visitor(app)));
    const fromAddress = await Promise.all(visitors.map((v) => upload(v, '198.51.100.10', 2)));
    expect(fromAddress.filter((res) => res.statusCode === 200)).toHaveLength(fitting);
    for (const res of fromAddress.filter((r) => r.statusCode !== 200)) {
      expectQuotaRefusal(res, 'fr');
    }
    expect(await storedFrom('198.51.100.10')).toBe(fitting * perRequest);
  }, 240_000);
});
