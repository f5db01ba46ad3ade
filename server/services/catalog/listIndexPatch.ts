import { sql } from 'drizzle-orm';
import { PRICE_RANGES } from '../../../rules/catalogList';
import type { AppDb } from '../../db/client';
import { emptyBits, setBit, type Bits } from './listBits';
import {
  DEFAULT_VARIANT_ORDER,
  inPriceRange,
  priceComparator,
  slotOfProduct,
  type ListIndex,
} from './listIndex';

/**
 * Stock and price changes, patched into a built list index in place: the in-stock bit of a
 * product, its brand, its price slots (price, price ranges, both price orders) and whether its
 * variants' prices vary. A product that appears or leaves the list changes every slot after it:
 * that asks for a new index, built in the background (listIndexCache.ts).
 */
export interface ProductState {
  id: number;
  active: boolean;
  brand: number;
  price: number;
  varies: boolean;
  inStock: boolean;
  /** The variant its page opens on (listIndex.ts DEFAULT_VARIANT_ORDER); null with none active. */
  defaultVariant: number | null;
}

export async function readProductStates(db: AppDb, ids: number[]): Promise<ProductState[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select p.id, p.is_active as active, coalesce(p.brand_id, 0) as brand,
      p.from_price_cents as price,
      exists (select 1 from variants v
              where v.product_id = p.id and v.is_active and v.price_cents <> p.from_price_cents) as varies,
      exists (select 1 from variants v
              join variant_stocks s on s.variant_id = v.id
              join warehouses w on w.id = s.warehouse_id
              where v.product_id = p.id and v.is_active and w.is_active and s.quantity > 0) as "inStock",
      (select v.id from variants v where v.product_id = p.id and v.is_active
        order by ${DEFAULT_VARIANT_ORDER} limit 1) as "defaultVariant"
    from products p where p.id in (${list})`);
  return (result as unknown as { rows: ProductState[] }).rows;
}

function setTo(bits: Bits, slot: number, on: boolean): boolean {
  const word = slot >>> 5;
  const mask = 1 << (slot & 31);
  const was = (bits[word]! & mask) !== 0;
  if (was === on) return false;
  bits[word] = on ? bits[word]! | mask : bits[word]! & ~mask;
  return true;
}

/** Moves a slot to its place in an order after its sort key changed. */
function reposition(order: Int32Array, slot: number, compare: (a: number, b: number) => number) {
  const from = order.indexOf(slot);
  order.copyWithin(from, from + 1);
  const rest = order.length - 1;
  let lo = 0;
  let hi = rest;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(order[mid]!, slot) < 0) lo = mid + 1;
    else hi = mid;
  }
  order.copyWithin(lo + 1, lo, rest);
  order[lo] = slot;
}

export type PatchOutcome = 'unchanged' | 'patched' | 'rebuild';

/**
 * Applies the products' current states. Kept answers and the changed products' tiles are
 * dropped only when something a list shows did change (most orders leave stock above zero).
 */
export function patchListIndex(
  index: ListIndex,
  ids: number[],
  states: ProductState[],
): PatchOutcome {
  const byId = new Map(states.map((s) => [s.id, s]));
  let changed = false;
  for (const id of ids) {
    const state = byId.get(id);
    const slot = slotOfProduct(index, id);
    if (slot === undefined) {
      if (state?.active) return 'rebuild';
      continue;
    }
    if (!state?.active) return 'rebuild';
    let own = false;
    if (index.brandOf[slot] !== state.brand) {
      const old = index.byBrand.get(index.brandOf[slot]!);
      if (old) setTo(old, slot, false);
      if (state.brand) {
        let bits = index.byBrand.get(state.brand);
        if (!bits) index.byBrand.set(state.brand, (bits = emptyBits(index.size)));
        setBit(bits, slot);
      }
      index.brandOf[slot] = state.brand;
      own = true;
    }
    if (index.priceCents[slot] !== state.price) {
      index.priceCents[slot] = state.price;
      for (const range of PRICE_RANGES) {
        setTo(index.byPrice.get(range.id)!, slot, inPriceRange(state.price, range));
      }
      reposition(index.orders.priceAsc, slot, priceComparator(index, false));
      reposition(index.orders.priceDesc, slot, priceComparator(index, true));
      own = true;
    }
    const varies = state.varies ? 1 : 0;
    if (index.variesPrice[slot] !== varies) {
      index.variesPrice[slot] = varies;
      own = true;
    }
    if (setTo(index.inStock, slot, state.inStock)) own = true;
    // Its tile names the variant its page opens on: the first that can be bought.
    const variant = state.defaultVariant === null ? 0 : Number(state.defaultVariant);
    if (index.defaultVariant[slot] !== variant) {
      index.defaultVariant[slot] = variant;
      own = true;
    }
    if (own) {
      index.tiles.delete(slot);
      changed = true;
    }
  }
  if (!changed) return 'unchanged';
  index.version += 1;
  index.responses.clear();
  return 'patched';
}
