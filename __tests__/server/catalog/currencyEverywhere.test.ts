/**
 * Issue 20 "currency stops at the cart": once a visitor has chosen a currency (P5), every price
 * the catalogue shows is in it: list tiles (JSON and first document), facet price ranges, quick
 * view, product page, C5 variation, C4 degressive prices, and the delivery and coupon texts
 * that quote amounts. A visitor who never chose one keeps euros, even from the kept answers.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { convertCents } from '../../../server/services/cart/totals';
import { formatMoney } from '../../../rules/money';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, type Call } from '../support/cartFixtures';
import { rows } from '../support/productFixtures';

const USD_RATE = 1_085_000;
const JSON_ACCEPT = 'application/json';

interface Tile {
  ProductId: number;
  Url: string;
  PriceTaxInclHtml: string;
  UnitPriceTaxIncl: number;
  CurrencyCode: string;
}

describe.each(engines)('prices in the chosen currency (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let usd: string;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    const res = await call('POST', '/api/v1/currencyconverter/currency/changeto/USD');
    usd = res.cookies.find((c) => c.name === 'vitrine.sid')!.value;
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const list = async (sid?: string): Promise<Tile[]> => {
    const res = await call('GET', '/fr/catalog?sort=price-asc', { sid, accept: JSON_ACCEPT });
    expect(res.statusCode).toBe(200);
    return res.json().Products as Tile[];
  };
  const dollars = (euros: number) => convertCents(Math.round(euros * 100), USD_RATE);

  it('list tiles: dollars for the visitor who chose them, euros for the others (kept answers too)', async () => {
    const before = await list();
    const inUsd = await list(usd);
    const after = await list();
    expect(after).toEqual(before);
    expect(inUsd.map((t) => t.ProductId)).toEqual(before.map((t) => t.ProductId));
    for (const [i, tile] of inUsd.entries()) {
      const cents = dollars(before[i]!.UnitPriceTaxIncl);
      expect(before[i]!.CurrencyCode).toBe('EUR');
      expect(tile).toMatchObject({
        CurrencyCode: 'USD',
        UnitPriceTaxIncl: cents / 100,
        PriceTaxInclHtml: formatMoney(cents, 'USD', 'fr'),
      });
    }
  });

  it('the first document of a list shows the dollar prices', async () => {
    const tiles = await list(usd);
    const res = await call('GET', '/fr/catalog?sort=price-asc', { sid: usd, accept: 'text/html' });
    const amounts = [...res.body.matchAll(/class="product-card-amount">([^<]*)</g)].map(
      (m) => m[1],
    );
    expect(amounts).toEqual(tiles.map((t) => t.PriceTaxInclHtml));
    expect(amounts.join(' ')).not.toContain('€');
  });

  it('facet price ranges are labelled in dollars', async () => {
    const facets = async (sid?: string) => {
      const res = await call('GET', '/widget/catalog/ListFilter', { sid });
      expect(res.statusCode).toBe(200);
      const groups = res.json().Groups as Array<{ Key: string; Values: Array<{ Name: string }> }>;
      return groups.find((g) => g.Key === 'PriceRange')!.Values.map((v) => v.Name);
    };
    const euros = await facets();
    const inUsd = await facets(usd);
    expect(euros.join(' ')).toContain('€');
    expect(inUsd.join(' ')).not.toContain('€');
    expect(inUsd.every((name) => name.includes('$'))).toBe(true);
  });

  it('quick view, product page, variation and degressive prices follow', async () => {
    const [tile] = await list(usd);
    const id = tile!.ProductId;
    const quick = (
      await call('GET', `/api/v1/catalog/products/${id}/quickview`, { sid: usd })
    ).json();
    expect(quick.PriceTaxInclHtml).toBe(tile!.PriceTaxInclHtml);

    const path = new URL(tile!.Url, 'http://shop').pathname;
    const page = (await call('GET', path, { sid: usd, accept: JSON_ACCEPT })).json();
    const model = page.ProductVariantViewModel;
    expect(model.CurrencyCode).toBe('USD');
    expect(model.PriceTaxInclHtml).toContain('$');
    const euroPage = (await call('GET', path, { accept: JSON_ACCEPT })).json();
    expect(model.UnitPriceTaxIncl).toBe(
      dollars(euroPage.ProductVariantViewModel.UnitPriceTaxIncl) / 100,
    );

    const variation = await call(
      'GET',
      `/api/v1/catalog/products/${id}/productvariants?Quantity=1`,
      {
        sid: usd,
      },
    );
    expect(variation.json().ProductVariantViewModel).toMatchObject({
      CurrencyCode: 'USD',
      UnitPriceTaxIncl: model.UnitPriceTaxIncl,
    });

    const [tiered] = await rows<{ variant_id: number }>(
      app,
      'select variant_id from price_tiers order by variant_id limit 1',
    );
    const degressive = async (sid?: string) =>
      (
        await call(
          'GET',
          `/widget/catalog/DegressivePrice?productVariantId=${tiered!.variant_id}`,
          {
            sid,
          },
        )
      ).json();
    const [eur, dollar] = [await degressive(), await degressive(usd)];
    expect(dollar.CurrencyCode).toBe('USD');
    expect(dollar.Tiers.length).toBeGreaterThan(1);
    for (const [i, row] of dollar.Tiers.entries()) {
      expect(row.UnitPriceTaxIncl).toBe(dollars(eur.Tiers[i].UnitPriceTaxIncl) / 100);
      expect(row.SavingPercent).toBe(eur.Tiers[i].SavingPercent);
    }
  });

  it('delivery descriptions quote the free-from amount in the cart currency', async () => {
    const methods = async (sid?: string) =>
      (await call('GET', '/api/v1/shoppingcarts', { sid })).json().ShippingMethods as Array<{
        Description: string;
      }>;
    const euros = (await methods()).map((m) => m.Description).join(' ');
    const inUsd = (await methods(usd)).map((m) => m.Description).join(' ');
    expect(euros).toContain(`gratuit dès ${formatMoney(7500, 'EUR', 'fr').replace(',00', '')}`);
    expect(inUsd).toContain(
      `gratuit dès ${formatMoney(convertCents(7500, USD_RATE), 'USD', 'fr')}`,
    );
    expect(`${euros} ${inUsd}`).not.toContain('{freeFrom}');
    expect(inUsd).not.toContain('€');
  });

  it('coupon descriptions quote their amounts in the cart currency', async () => {
    const coupons = async (sid?: string) =>
      (
        (await call('GET', '/widget/couponcodes/list', { sid })).json().Coupons as Array<{
          CouponCode: string;
          Description: string;
        }>
      ).find((c) => c.CouponCode === 'CADEAU15')!.Description;
    expect(await coupons()).toBe(
      `${formatMoney(1500, 'EUR', 'fr').replace(',00', '')} de réduction`,
    );
    expect(await coupons(usd)).toBe(
      `${formatMoney(convertCents(1500, USD_RATE), 'USD', 'fr')} de réduction`,
    );
  });
});
