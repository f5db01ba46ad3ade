import { asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { attributes, attributeValues, variantAttributeValues, variants } from '../../db/schema';
import { MAX_VARIATION_ATTRIBUTES } from '../../../rules/product';

export interface VariantRow {
  id: number;
  sku: string;
  priceCents: number;
  currencyCode: string;
  isActive: boolean;
  /** attribute id → value id */
  values: Map<number, number>;
}

export interface AxisValue {
  id: number;
  name: string;
  colorCodes: [string | null, string | null, string | null];
}

/** A variation axis of one product, with only the values its variants use. */
export interface Axis {
  id: number;
  name: string;
  displayType: string;
  values: AxisValue[];
}

export interface ProductVariants {
  /** Ordered by position; inactive ones included (their values show as unavailable). */
  variants: VariantRow[];
  /** The primary axis (the first 'Square' one: the colour) first, then by position. */
  axes: Axis[];
}

/** Every variant of a product with its values, and the axes those values draw. */
export async function loadVariants(
  db: AppDb,
  productId: number,
  culture: string,
): Promise<ProductVariants> {
  const rows = await db
    .select({
      id: variants.id,
      sku: variants.sku,
      priceCents: variants.priceCents,
      currencyCode: variants.currencyCode,
      isActive: variants.isActive,
      attributeId: variantAttributeValues.attributeId,
      valueId: variantAttributeValues.valueId,
    })
    .from(variants)
    .leftJoin(variantAttributeValues, eq(variantAttributeValues.variantId, variants.id))
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.position), asc(variants.id));
  const byId = new Map<number, VariantRow>();
  for (const r of rows) {
    let v = byId.get(r.id);
    if (!v) {
      v = { ...r, values: new Map() };
      byId.set(r.id, v);
    }
    if (r.attributeId !== null && r.valueId !== null) v.values.set(r.attributeId, r.valueId);
  }
  const valueIds = [...new Set(rows.flatMap((r) => (r.valueId === null ? [] : [r.valueId])))];
  const valueRows =
    valueIds.length === 0
      ? []
      : await db
          .select({
            id: attributeValues.id,
            names: attributeValues.names,
            c1: attributeValues.colorCode1,
            c2: attributeValues.colorCode2,
            c3: attributeValues.colorCode3,
            attributeId: attributes.id,
            attributeNames: attributes.names,
            displayType: attributes.displayType,
            attributePosition: attributes.position,
          })
          .from(attributeValues)
          .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
          .where(inArray(attributeValues.id, valueIds))
          .orderBy(
            asc(attributes.position),
            asc(attributeValues.position),
            asc(attributeValues.id),
          );
  const axes = new Map<number, Axis & { position: number }>();
  for (const r of valueRows) {
    let axis = axes.get(r.attributeId);
    if (!axis) {
      axis = {
        id: r.attributeId,
        name: r.attributeNames[culture] ?? '',
        displayType: r.displayType,
        position: r.attributePosition,
        values: [],
      };
      axes.set(r.attributeId, axis);
    }
    axis.values.push({ id: r.id, name: r.names[culture] ?? '', colorCodes: [r.c1, r.c2, r.c3] });
  }
  const ordered = [...axes.values()];
  const primary = ordered.findIndex((a) => a.displayType === 'Square');
  if (primary > 0) ordered.unshift(...ordered.splice(primary, 1));
  return {
    variants: [...byId.values()],
    axes: ordered.slice(0, MAX_VARIATION_ATTRIBUTES).map(({ position: _p, ...axis }) => axis),
  };
}

/** Chosen value ids by axis index; undefined where the form field was empty. */
export type Choice = (number | undefined)[];

/** Index of the first chosen value that is not one of its axis' values, or -1. */
export function invalidChoice(pv: ProductVariants, choice: Choice): number {
  return choice.findIndex((valueId, i) => {
    if (valueId === undefined) return false;
    const axis = pv.axes[i];
    return !axis || !axis.values.some((v) => v.id === valueId);
  });
}

const matches = (pv: ProductVariants, v: VariantRow, choice: Choice, upTo: number) =>
  pv.axes.slice(0, upTo).every((axis, i) => {
    const wanted = choice[i];
    return wanted === undefined || v.values.get(axis.id) === wanted;
  });

/**
 * The variant for the chosen values: the exact active combination; else the nearest available
 * one for the chosen primary value (the colour), matching as many other choices as possible;
 * null when the product has no active variant.
 */
export function resolveVariant(pv: ProductVariants, choice: Choice): VariantRow | null {
  const active = pv.variants.filter((v) => v.isActive);
  const primary = pv.axes[0];
  const primaryChoice = choice[0];
  const sameColour =
    primary && primaryChoice !== undefined
      ? active.filter((v) => v.values.get(primary.id) === primaryChoice)
      : [];
  const pool = sameColour.length > 0 ? sameColour : active;
  let best: VariantRow | null = null;
  let bestScore = -1;
  for (const v of pool) {
    const score = pv.axes.filter((axis, i) => v.values.get(axis.id) === choice[i]).length;
    if (score > bestScore) {
      best = v;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A value is unavailable when no active variant combines it with the selected values of the axes
 * before its own (the colour first): every existing combination stays reachable, and a colour is
 * unavailable only when none of its variants can be sold.
 */
export function isUnavailable(
  pv: ProductVariants,
  selected: VariantRow,
  axisIndex: number,
  valueId: number,
): boolean {
  const axis = pv.axes[axisIndex]!;
  const before: Choice = pv.axes.map((a, i) =>
    i < axisIndex ? selected.values.get(a.id) : undefined,
  );
  return !pv.variants.some(
    (v) => v.isActive && v.values.get(axis.id) === valueId && matches(pv, v, before, axisIndex),
  );
}

/** "Bleu marine / M": the variant's values in axis order. */
export function variantLabel(pv: ProductVariants, variant: VariantRow): string {
  return pv.axes
    .map((axis) => axis.values.find((v) => v.id === variant.values.get(axis.id))?.name)
    .filter(Boolean)
    .join(' / ');
}
