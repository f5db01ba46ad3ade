import { asc, inArray, sql } from 'drizzle-orm';
import type {
  WishlistDetail,
  WishlistItem,
  WishlistPage,
  WishlistPopup,
  WishlistSummary,
} from '../../../api/contract/wishlist';
import { assetUrl } from '../../../rules/media';
import {
  sharedWishlistPath,
  WISHLIST_POPUP_PATH,
  type WishlistKind,
} from '../../../rules/wishlist';
import type { AppDb } from '../../db/client';
import { wishlistPurchases } from '../../db/schema';
import { formatMoney } from '../../../rules/money';
import { loadCartState } from '../cart/cartState';
import { priceAt } from '../cart/totals';
import { productUrl } from '../catalog/urls';
import { sellableVariant } from '../product/customerReferences';
import { loadVariants, variantLabel } from '../product/variants';
import { itemAvailable, itemName, loadItemRows, type WishlistItemRow } from './itemRows';
import { customerLists, itemCounts, ownList, wishlistUrl, type WishlistRow } from './lists';

export interface ViewContext {
  customerId: number;
  culture: string;
  appBase: string;
}

function summary(row: WishlistRow, counts: Map<number, number>, ctx: ViewContext): WishlistSummary {
  return {
    Id: row.id,
    Name: row.name,
    Kind: row.kind as WishlistKind,
    ItemsCount: counts.get(row.id) ?? 0,
    Url: wishlistUrl(ctx.appBase, ctx.culture, row.id),
  };
}

/**
 * W13 page: the customer's lists (oldest first) and the one shown: Id, else the first. null
 * when Id is not one of the customer's lists (a 404, as for a missing one).
 */
export async function wishlistPage(
  db: AppDb,
  ctx: ViewContext,
  id: number | undefined,
): Promise<WishlistPage | null> {
  const lists = await customerLists(db, ctx.customerId);
  if (id !== undefined && !lists.some((l) => l.id === id)) return null;
  const counts = await itemCounts(db, ctx.customerId);
  return {
    Lists: lists.map((l) => summary(l, counts, ctx)),
    SelectedId: id ?? lists[0]?.id ?? null,
  };
}

/** C11: the add modal for one sellable variant; null when the variant is not on sale. */
export async function wishlistPopup(
  db: AppDb,
  ctx: ViewContext,
  variantId: number,
  kind: WishlistKind,
): Promise<WishlistPopup | null> {
  const variant = await sellableVariant(db, variantId, ctx.culture);
  if (!variant) return null;
  const pv = await loadVariants(db, variant.productId, ctx.culture);
  const row = pv.variants.find((v) => v.id === variant.id);
  const lists = await customerLists(db, ctx.customerId, kind);
  const items = await loadItemRows(
    db,
    lists.map((l) => l.id),
    ctx.culture,
  );
  const held = (listId: number) =>
    items.find((i) => i.wishlistId === listId && i.variantId === variant.id);
  return {
    ProductVariantId: variant.id,
    ProductName: variant.name,
    VariantLabel: row ? variantLabel(pv, row) : '',
    Kind: kind,
    Lists: lists.map((l) => ({
      Id: l.id,
      Name: l.name,
      Quantity: held(l.id)?.quantity ?? 0,
      WishlistProductId: held(l.id)?.id ?? null,
    })),
    DefaultListId: lists[0]?.id ?? null,
    Quantity: 1,
    Action: `${ctx.appBase}/${ctx.culture}/${WISHLIST_POPUP_PATH}`,
  };
}

/** Buyers per item: a name only where the buyer allowed it; the others together, unnamed. */
async function buyersOf(db: AppDb, itemIds: number[]) {
  if (itemIds.length === 0) return new Map<number, WishlistItem['Buyers']>();
  const rows = await db
    .select({
      itemId: wishlistPurchases.wishlistItemId,
      name: wishlistPurchases.buyerName,
      quantity: sql<number>`sum(${wishlistPurchases.quantity})::int`,
    })
    .from(wishlistPurchases)
    .where(inArray(wishlistPurchases.wishlistItemId, itemIds))
    .groupBy(wishlistPurchases.wishlistItemId, wishlistPurchases.buyerName)
    .orderBy(asc(wishlistPurchases.buyerName));
  const byItem = new Map<number, WishlistItem['Buyers']>();
  for (const r of rows) {
    const list = byItem.get(r.itemId) ?? [];
    list.push({ Name: r.name, Quantity: Number(r.quantity) });
    byItem.set(r.itemId, list);
  }
  return byItem;
}

/** W13 items: one of the customer's lists with its items; null when not the customer's. */
export async function wishlistDetail(
  db: AppDb,
  ctx: ViewContext & { cartId: number | null },
  id: number,
): Promise<WishlistDetail | null> {
  const list = await ownList(db, ctx.customerId, id);
  if (!list) return null;
  const rows = await loadItemRows(db, [list.id], ctx.culture);
  // The unit price as the cart would charge it: its currency and destination's VAT.
  const state = await loadCartState(db, ctx.cartId);
  const money = (row: WishlistItemRow) =>
    formatMoney(
      priceAt(row.priceCents, state.vat.rateBp, state.currency.rateMicro),
      state.currency.code,
      ctx.culture,
    );
  const buyers = await buyersOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    Id: list.id,
    Name: list.name,
    Description: list.description,
    Kind: list.kind as WishlistKind,
    Url: wishlistUrl(ctx.appBase, ctx.culture, list.id),
    ShareUrl: list.shareToken
      ? `${ctx.appBase}/${ctx.culture}/${sharedWishlistPath(list.shareToken)}`
      : null,
    Items: rows.map((r) => ({
      Id: r.id,
      ProductVariantId: r.variantId,
      ProductId: r.productId,
      Name: itemName(r),
      VariantLabel: r.label ?? '',
      SKU: r.sku,
      Url: r.slug ? productUrl(ctx.appBase, ctx.culture, r.slug) : '',
      PhotoUrl:
        r.assetId !== null && r.assetName !== null
          ? assetUrl(ctx.appBase, r.assetId, r.assetName)
          : null,
      UnitPriceHtml: money(r),
      Quantity: r.quantity,
      Purchased: r.purchased,
      Buyers: buyers.get(r.id) ?? [],
      Available: itemAvailable(r),
    })),
  };
}
