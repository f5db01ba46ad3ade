/**
 * A charge the provider recorded but whose order was never committed (the process died between
 * the two): the shop refunds it (server/services/payment/orphanCharges.ts). Here in process, on
 * a bare migrated database: which charges count as orphans, the grace period, a refund that
 * fails. The restart of a killed server doing it for real is in killDuringCheckout.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../server/db/client';
import { chargeDetails } from '../../../server/sandboxPay/chargeRecords';
import type { PaymentClient } from '../../../server/services/payment/client';
import { inProcessPaymentClient } from '../../../server/services/payment/inProcessClient';
import {
  DEFAULT_ORPHAN_GRACE_MS,
  findOrphanCharges,
  orphanGraceMs,
  refundOrphanCharges,
} from '../../../server/services/payment/orphanCharges';
import { openTestDatabase } from '../../support/testServer';
import { rows } from './faultSupport';

const t = (key: string) => key;
const quiet = { warn: () => undefined, error: () => undefined };

describe('orphan charges (in process)', () => {
  let database: Database;
  let payments: PaymentClient;
  let n = 0;

  /** A succeeded charge `minutesAgo` old, with an order naming it or not. */
  async function charge(minutesAgo: number, withOrder: boolean): Promise<string> {
    n += 1;
    const id = `ch_test_${n}`;
    await rows(
      database,
      `insert into sandbox_payments (id, kind, payment_method_id, brand, last4, outcome, amount_cents, currency_code, reference, created_at)
       values ('${id}', 'charge', 'pm_test_${n}', 'visa', '4242', 'succeeded', 1234, 'EUR', 'OC-2026-${String(n).padStart(6, '0')}',
         now() - interval '${minutesAgo} minutes')`,
    );
    if (withOrder) {
      await rows(
        database,
        `insert into orders (number, culture, currency_code, rate_micro, items_cents, vat_cents, total_cents,
           billing_address, shipping_address, status, payment_provider, payment_reference)
         values ('OC-2026-${String(n).padStart(6, '0')}', 'fr', 'EUR', 1000000, 1000, 234, 1234,
           '{}', '{}', 'paid', 'sandbox', '${id}')`,
      );
    }
    return id;
  }

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    // The in-process transport over this database (it reads the app's db and messages only).
    const app = {
      db: database.db,
      site: { t: (_c: string, k: string) => k, defaultCulture: 'fr' },
    };
    payments = inProcessPaymentClient(app as unknown as FastifyInstance);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it('refunds charges without an order past the grace period, once, and no others', async () => {
    const orphanOld = await charge(30, false);
    const orphanFresh = await charge(1, false);
    const paidOld = await charge(30, true);
    const declined = `ch_declined_${n}`;
    await rows(
      database,
      `insert into sandbox_payments (id, kind, outcome, amount_cents, currency_code, reference, created_at)
       values ('${declined}', 'charge', 'card_declined', 500, 'EUR', 'VT-x', now() - interval '1 hour')`,
    );
    const ids = async (ms: number) =>
      (await findOrphanCharges(database.db, ms)).map((o) => o.chargeId);
    expect(await ids(10 * 60_000)).toEqual([orphanOld]);
    expect(await ids(0)).toEqual([orphanOld, orphanFresh]);

    const refunded = await refundOrphanCharges(database.db, payments, {
      olderThanMs: 10 * 60_000,
      culture: 'fr',
      log: quiet,
    });
    expect(refunded).toEqual([orphanOld]);
    const details = async (id: string) => {
      const answer = await chargeDetails(database.db, id, t);
      if (!answer.ok) throw new Error(answer.message);
      return answer.value;
    };
    expect(await details(orphanOld)).toMatchObject({ Refunded: true, AmountCents: 1234 });
    expect(await details(orphanFresh)).toMatchObject({ Refunded: false });
    expect(await details(paidOld)).toMatchObject({ Refunded: false });
    // Once: a second sweep finds nothing more past the grace period.
    expect(
      await refundOrphanCharges(database.db, payments, {
        olderThanMs: 10 * 60_000,
        culture: 'fr',
        log: quiet,
      }),
    ).toEqual([]);
  });

  it('leaves a charge whose refund fails for the next sweep, and logs it', async () => {
    const orphan = await charge(60, false);
    const logged: string[] = [];
    const failing: PaymentClient = {
      ...payments,
      refund: async () => {
        throw new Error('provider down');
      },
    };
    const refunded = await refundOrphanCharges(database.db, failing, {
      olderThanMs: 10 * 60_000,
      culture: 'fr',
      log: { warn: () => undefined, error: (_o, msg) => logged.push(msg) },
    });
    expect(refunded).toEqual([]);
    expect(logged).toEqual(['refund of a charge without an order failed']);
    expect((await findOrphanCharges(database.db, 10 * 60_000)).map((o) => o.chargeId)).toContain(
      orphan,
    );
  });

  it('reads ORPHAN_CHARGE_GRACE_SECONDS', () => {
    expect(orphanGraceMs({})).toBe(DEFAULT_ORPHAN_GRACE_MS);
    expect(orphanGraceMs({ ORPHAN_CHARGE_GRACE_SECONDS: '0' })).toBe(0);
    expect(orphanGraceMs({ ORPHAN_CHARGE_GRACE_SECONDS: '90' })).toBe(90_000);
    expect(orphanGraceMs({ ORPHAN_CHARGE_GRACE_SECONDS: 'soon' })).toBeNull();
    expect(orphanGraceMs({ ORPHAN_CHARGE_GRACE_SECONDS: '-1' })).toBeNull();
  });
});
