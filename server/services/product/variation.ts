import { and, eq } from 'drizzle-orm';
import type { ProductVariantViewModel, ProductVariation } from '../../../api/contract/product';
import type { AppDb } from '../../db/client';
import { customerReferences } from '../../db/schema';
import { formatMoney, toAmount } from '../../../rules/money';
import { displayCents, type DisplayCurrency } from '../currency/display';
import { attributesViewModel, variantValueIds } from './attributes';
import { galleryPhotos } from './photos';
import { loadTiers, unitPriceFor } from './pricing';
import type { ProductRecord } from './product';
import type { Translate } from '../../shared/translate';
import { stockSummary } from './stock';
import {
  resolveVariant,
  variantLabel,
  type Choice,
  type ProductVariants,
  type VariantRow,
} from './variants';

export interface VariationContext {
  db: AppDb;
  appBase: string;
  culture: string;
  t: Translate;
  /** The logged-in customer, for their own reference of the variant. */
  customerId: number | null;
  product: ProductRecord;
  pv: ProductVariants;
  /** The visitor's currency (the session cart's): the price is shown in it. */
  currency: DisplayCurrency;
}

export function valueNameOf(pv: ProductVariants) {
  const names = new Map(pv.axes.flatMap((a) => a.values.map((v) => [v.id, v.name] as const)));
  return (valueId: number) => names.get(valueId);
}

export async function customerSku(
  db: AppDb,
  customerId: number | null,
  variantId: number,
): Promise<string | null> {
  if (customerId === null) return null;
  const [row] = await db
    .select({ sku: customerReferences.customerSku })
    .from(customerReferences)
    .where(
      and(
        eq(customerReferences.customerId, customerId),
        eq(customerReferences.variantId, variantId),
      ),
    );
  return row?.sku ?? '';
}

/** The variant model: price for the quantity (degressive), stock, pictures, own reference. */
export async function variantViewModel(
  ctx: VariationContext,
  variant: VariantRow,
  quantity: number,
): Promise<ProductVariantViewModel> {
  const { db, product, pv } = ctx;
  const [tiers, stock, photos, own] = await Promise.all([
    loadTiers(db, variant.id),
    stockSummary(db, variant.id, ctx.t),
    galleryPhotos(db, product.id, variant, {
      appBase: ctx.appBase,
      productName: product.name,
      valueName: valueNameOf(pv),
    }),
    customerSku(db, ctx.customerId, variant.id),
  ]);
  const cents = displayCents(unitPriceFor(variant.priceCents, tiers, quantity), ctx.currency);
  return {
    ProductId: product.id,
    ProductVariantId: variant.id,
    ...variantValueIds(pv, variant),
    SKU: variant.sku,
    UnitPriceTaxIncl: toAmount(cents),
    CurrencyCode: ctx.currency.code,
    PriceTaxInclHtml: formatMoney(cents, ctx.currency.code, ctx.culture),
    Quantity: quantity,
    VariantLabel: variantLabel(pv, variant),
    Stock: stock,
    Photos: photos,
    CustomerSKU: own,
  };
}

/** C5: the variant for the chosen values and its attributes; null without an active variant. */
export async function productVariation(
  ctx: VariationContext,
  choice: Choice,
  quantity: number,
): Promise<ProductVariation | null> {
  const variant = resolveVariant(ctx.pv, choice);
  if (!variant) return null;
  return {
    ProductVariantViewModel: await variantViewModel(ctx, variant, quantity),
    ProductVariantAttributesViewModel: attributesViewModel(ctx.pv, variant),
  };
}
