/**
 * K1's answer: `cartView(db, cartId | null, culture, options?)` → ShoppingCart, the whole cart
 * as every cart call answers it (the checkout, K15, reads it too). A null cart id is a visitor
 * without a cart: an empty cart with the defaults, and nothing written.
 */
import { eq } from 'drizzle-orm';
import type { CartItem, QuantityChange, ShoppingCart } from '../../../api/contract/cart';
import type { CartPickupPoint } from '../../../api/contract/pickup';
import { assetUrl } from '../../../rules/media';
import { PREPAID_PAGE_PATH } from '../../../rules/prepaid';
import { cities } from '../../db/schema';
import { formatDiscount, formatMoney, toAmount } from '../../../rules/money';
import { productUrl } from '../catalog/urls';
import { couponDescription } from '../coupons/couponRules';
import { withAmounts } from '../currency/display';
import { loadCartLineRows, lineName, type CartLineRow } from './cartLines';
import { loadCartState, totalsOf, type CartState } from './cartState';
import { countryOption } from './countries';
import type { Queries } from './sessionCart';
import { shippingCharge, type Totals } from './totals';
import { ratePercent } from './vat';

export interface CartViewOptions {
  /** Prefix of product and picture addresses (config.appBase). */
  appBase?: string;
  /** Quantities the call just changed (K2 above stock, a merge), told in an info alert. */
  quantityChanges?: QuantityChange[];
  now?: Date;
}

export function originAndKey(origin: string, key: string | null): string {
  return key ? `${origin}|${key}` : origin;
}

function cartItem(
  row: CartLineRow,
  unitCents: number,
  lineCents: number,
  state: CartState,
  culture: string,
  appBase: string,
): CartItem {
  const money = (cents: number) => formatMoney(cents, state.currency.code, culture);
  return {
    Id: row.id,
    ProductId: row.productId,
    ProductVariantId: row.variantId,
    Quantity: row.quantity,
    ItemOriginAndKey: originAndKey(row.itemOrigin, row.itemKey),
    ItemOrigin: row.itemOrigin,
    ItemKey: row.itemKey,
    ItemName: lineName(row),
    SKU: row.sku,
    ...(row.prepaidTypeId !== null ? { PrepaidTypeId: row.prepaidTypeId } : {}),
    // A prepaid-credit line links to the prepaid page, where it is bought.
    ProductUrl: row.slug
      ? productUrl(appBase, culture, row.slug)
      : row.prepaidTypeId !== null
        ? `${appBase}/${culture}/${PREPAID_PAGE_PATH}`
        : '',
    PhotoUrl:
      row.assetId !== null && row.assetName !== null
        ? assetUrl(appBase, row.assetId, row.assetName)
        : null,
    UnitPriceTaxIncl: toAmount(unitCents),
    UnitPriceTaxInclHtml: money(unitCents),
    TotalTaxInclHtml: money(lineCents),
    MinQuantity: row.minQuantity,
    MaxQuantity: row.maxQuantity ?? 0,
    StepQuantity: row.quantityStep,
    Available: row.available,
    Brand: row.brand,
    Category: row.category,
  };
}

function totalsView(totals: Totals, state: CartState, culture: string): ShoppingCart['Totals'] {
  const money = (cents: number) => formatMoney(cents, state.currency.code, culture);
  return {
    ItemsCents: totals.itemsCents,
    DiscountCents: totals.discountCents,
    ShippingCents: totals.shippingCents,
    VatCents: totals.vatCents,
    TotalCents: totals.totalCents,
    PrepaidPayableCents: totals.totalCents - totals.voucherCents,
    ItemsHtml: money(totals.itemsCents),
    DiscountHtml: formatDiscount(totals.discountCents, state.currency.code, culture),
    ShippingHtml: money(totals.shippingCents),
    VatHtml: money(totals.vatCents),
    TotalHtml: money(totals.totalCents),
    VatRate: ratePercent(state.vat.rateBp),
    VatCountryCode: state.destination.code,
    VatExempt: state.vat.exempt,
  };
}

async function cityOf(db: Queries, cityId: number | null | undefined, culture: string) {
  if (!cityId) return null;
  const [row] = await db.select().from(cities).where(eq(cities.id, cityId));
  if (!row) return null;
  return { Id: row.id, PostalCode: row.postalCode, Name: row.names[culture] ?? row.postalCode };
}

export async function cartView(
  db: Queries,
  cartId: number | null,
  culture: string,
  options: CartViewOptions = {},
): Promise<ShoppingCart> {
  const appBase = options.appBase ?? '';
  const state = await loadCartState(db, cartId, options.now);
  const rows = state.cart ? await loadCartLineRows(db, state.cart.id, culture) : [];
  const totals = totalsOf(state, rows);
  const { cart, currency, coupon } = state;
  const money = (cents: number) => formatMoney(cents, currency.code, culture);
  const goods = totals.itemsCents - totals.discountCents;
  return {
    ItemsCount: rows.reduce((sum, r) => sum + r.quantity, 0),
    AmountTaxInclHtml: money(totals.totalCents),
    AmountTaxExclHtml: money(totals.netCents),
    CurrencyCode: currency.code,
    Items: rows.map((r, i) =>
      cartItem(r, totals.unitCents[i]!, totals.lineCents[i]!, state, culture, appBase),
    ),
    Totals: totalsView(totals, state, culture),
    QuantityChanges: options.quantityChanges ?? [],
    ShippingMethods: state.methods.map((m) => {
      const priced = shippingCharge(m, goods, state.vat.rateBp, currency.rateMicro);
      return {
        Id: m.id,
        Name: m.names[culture] ?? m.code,
        Description: withAmounts(
          m.descriptions[culture] ?? '',
          { freeFrom: m.freeFromCents },
          currency,
          culture,
        ),
        PriceHtml: money(priced.cents),
        IsFree: priced.free,
        IsSelected: m.id === state.method?.id,
        IsPickup: m.isPickup,
        CarrierGatewayId: m.carrierId,
      };
    }),
    ShippingMethodId: state.method?.id ?? null,
    Countries: state.countries.filter((c) => c.isShippable).map((c) => countryOption(c, culture)),
    ShippingCountryId: state.destination.id,
    BillingCountryId: state.billingCountry.id,
    TaxCountryId: state.taxCountry.id,
    City: await cityOf(db, cart?.cityId, culture),
    Coupon: coupon
      ? {
          CouponCode: coupon.code,
          Description: couponDescription(coupon, currency, culture),
          DiscountHtml: formatDiscount(totals.discountCents, state.currency.code, culture),
          Unavailable: state.couponBlock,
        }
      : null,
    VAT: cart?.vatNumber ?? null,
    IsVATValid: cart?.vatValid ?? null,
    SameAddress: cart?.sameAddress ?? true,
    BillingAddressId: cart?.billingAddressId ?? null,
    ShippingAddressId: cart?.shippingAddressId ?? null,
    PickupPoint: (cart?.pickupPoint as CartPickupPoint | null | undefined) ?? null,
    Version: cart?.version ?? 0,
  };
}
