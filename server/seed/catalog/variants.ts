import type {
  assets,
  priceTiers,
  productPhotos,
  variantAttributeValues,
  variants,
  variantStocks,
} from '../../db/schema';
import type { Random } from './random';
import { COLOUR_ATTRIBUTE_ID, SIZE_ATTRIBUTE_ID, type CatalogRefs } from './refs';
import { sizeSets, type ProductType } from './taxonomy';
import { colours } from './vocabulary';

/** Running ids of rows whose count per product varies. */
export interface Counters {
  variant: number;
  asset: number;
  photo: number;
  frameSet: number;
}

export interface VariantRows {
  variants: (typeof variants.$inferInsert)[];
  values: (typeof variantAttributeValues.$inferInsert)[];
  tiers: (typeof priceTiers.$inferInsert)[];
  stocks: (typeof variantStocks.$inferInsert)[];
  assets: (typeof assets.$inferInsert)[];
  photos: (typeof productPhotos.$inferInsert)[];
}

const TIERS = [
  { min: 3, factor: 0.95 },
  { min: 6, factor: 0.9 },
  { min: 12, factor: 0.85 },
];

/** Shop prices end in .95 or .00. */
function shopPrice(random: Random, euros: number): number {
  return random.chance(0.7) ? Math.round(euros) * 100 - 5 : Math.round(euros) * 100;
}

const roundTo5 = (cents: number) => Math.round(cents / 5) * 5;

interface ProductInfo {
  id: number;
  reference: string;
  type: ProductType;
  slugFr: string;
}

/** Colour × size variants, some combinations missing or inactive, with stock, tiers and photos. */
export function variantRows(
  random: Random,
  refs: CatalogRefs,
  product: ProductInfo,
  counters: Counters,
  into: VariantRows,
): { fromPriceCents: number } {
  const { type } = product;
  const picked = random.sample(colours, random.int(1, 4));
  const sizes = type.sizes ? sizeSets[type.sizes] : [undefined];
  const base = shopPrice(random, random.int(type.price[0], type.price[1]));
  const hasTiers = random.chance(0.12);
  const portrait = type.sizes === 'clothing' || type.sizes === 'trousers';
  let fromPrice = Number.POSITIVE_INFINITY;
  let photoPosition = 0;
  const photo = (p: { suffix: string; color: string; valueId: number | null; caption: string }) => {
    counters.asset += 1;
    counters.photo += 1;
    into.assets.push({
      id: counters.asset,
      name: `${product.slugFr}-${p.suffix}.jpg`,
      width: 1200,
      height: portrait ? 1500 : 1200,
      color: p.color,
      // What a picture generator draws: the product type and the colour or view.
      caption: `${type.fr} ${p.caption}`,
    });
    into.photos.push({
      id: counters.photo,
      productId: product.id,
      attributeValueId: p.valueId,
      assetId: counters.asset,
      position: photoPosition++,
    });
  };
  let position = 0;
  for (const colour of picked) {
    const colourId = refs.colourIds[colours.indexOf(colour)]!;
    sizes.forEach((size, sizeIndex) => {
      // A missing combination is what the variation form shows as unavailable.
      if (position > 0 && random.chance(0.1)) return;
      counters.variant += 1;
      const variantId = counters.variant;
      const bigger = type.sizes && !portrait ? sizeIndex * Math.round(base * 0.2) : 0;
      const priceCents = roundTo5(base + bigger);
      const isActive = position === 0 || !random.chance(0.04);
      if (isActive) fromPrice = Math.min(fromPrice, priceCents);
      into.variants.push({
        id: variantId,
        productId: product.id,
        sku: [product.reference, colour.code.toUpperCase(), size?.replace('×', 'X')]
          .filter(Boolean)
          .join('-'),
        priceCents,
        position: position++,
        isActive,
      });
      into.values.push({ variantId, attributeId: COLOUR_ATTRIBUTE_ID, valueId: colourId });
      if (size) {
        const valueId = refs.sizeIds.get(size)!;
        into.values.push({ variantId, attributeId: SIZE_ATTRIBUTE_ID, valueId });
      }
      if (!random.chance(0.08)) {
        for (const warehouseId of refs.warehouseIds) {
          if (random.chance(0.7)) {
            into.stocks.push({ variantId, warehouseId, quantity: random.int(0, 40) });
          }
        }
      }
      if (hasTiers) {
        for (const tier of TIERS) {
          into.tiers.push({
            variantId,
            minQuantity: tier.min,
            unitPriceCents: roundTo5(priceCents * tier.factor),
          });
        }
      }
    });
    photo({ suffix: colour.code, color: colour.hex[0], valueId: colourId, caption: colour.fr });
  }
  for (const view of ['detail', 'ambiance']) {
    photo({ suffix: view, color: '#d8c3a0', valueId: null, caption: view });
  }
  return { fromPriceCents: Number.isFinite(fromPrice) ? fromPrice : base };
}
