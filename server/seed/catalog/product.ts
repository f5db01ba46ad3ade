import type {
  productCategories,
  productFrameSets,
  products,
  productTags,
  productTexts,
  relatedProducts,
} from '../../db/schema';
import { createRandom, seedFor, type Random } from './random';
import type { CatalogRefs } from './refs';
import { fill, sentences } from './sentences';
import { capitalize, searchable, slugify } from '../../services/catalog/text';
import { materials, places } from './vocabulary';
import { variantRows, type Counters, type VariantRows } from './variants';

export const SEED = 20261122;
const DAY_MS = 86_400_000;
/** Products are spread over the 600 days before this date (new arrivals sort first). */
const NEWEST = Date.UTC(2026, 9, 31);

export interface ProductRows extends VariantRows {
  products: (typeof products.$inferInsert)[];
  texts: (typeof productTexts.$inferInsert)[];
  categories: (typeof productCategories.$inferInsert)[];
  tags: (typeof productTags.$inferInsert)[];
  related: (typeof relatedProducts.$inferInsert)[];
  frameSets: (typeof productFrameSets.$inferInsert)[];
}

/** The leaf of product `index`, from its own stream so related products find it cheaply. */
export function leafIndex(refs: CatalogRefs, index: number): number {
  return createRandom(seedFor(SEED + 1, index)).int(0, refs.leaves.length - 1);
}

function describe(random: Random, slots: Record<string, string>, culture: 'fr' | 'nl'): string {
  return [
    random.pick(sentences.intro),
    random.pick(sentences.material),
    random.pick(sentences.closing),
  ]
    .map((s) => fill(s[culture], slots))
    .join(' ');
}

/** Every row of product `index` (id index + 1); the same whatever the shop's size. */
export function productRows(
  refs: CatalogRefs,
  index: number,
  total: number,
  counters: Counters,
  into: ProductRows,
): void {
  const id = index + 1;
  const random = createRandom(seedFor(SEED, index));
  const leafRef = refs.leaves[leafIndex(refs, index)]!;
  const { leaf } = leafRef;
  const type = random.pick(leaf.types);
  const place = random.pick(places);
  const material = random.pick(materials[leaf.materials]);
  const brandId = random.pick(refs.brandsByRoot.get(leafRef.rootCode) ?? [1]);
  const brand = refs.brandNames.get(brandId) ?? '';
  const reference = `VT${String(id).padStart(6, '0')}`;
  const names = {
    fr: `${capitalize(type.fr)} ${place.fr} en ${material.fr}`,
    nl: `${capitalize(type.nl)} ${place.nl} in ${material.nl}`,
  };
  const slugFr = `${slugify(names.fr)}-${id}`;
  for (const culture of ['fr', 'nl'] as const) {
    const slots = {
      name: names[culture],
      brand,
      place: place[culture],
      material: material[culture],
    };
    into.texts.push({
      productId: id,
      culture,
      name: names[culture],
      slug: culture === 'fr' ? slugFr : `${slugify(names.nl)}-${id}`,
      shortDescription: `${leaf[culture]} · ${capitalize(material[culture])} · ${brand}`,
      description: describe(random, slots, culture),
      searchText: searchable(`${names[culture]} ${brand}`),
    });
  }
  const { fromPriceCents } = variantRows(
    random,
    refs,
    { id, reference, type, slugFr },
    counters,
    into,
  );
  into.products.push({
    id,
    reference,
    brandId,
    mainCategoryId: leafRef.id,
    fromPriceCents,
    minQuantity: type.quantity?.min ?? 1,
    maxQuantity: type.quantity?.max ?? null,
    quantityStep: type.quantity?.step ?? 1,
    // The first products stay active: tests and the demo link to them.
    isActive: index < 20 || !random.chance(0.03),
    createdAt: new Date(NEWEST - Math.floor(random.next() * 600 * DAY_MS)),
  });
  into.categories.push(
    { productId: id, categoryId: leafRef.id, position: 0 },
    { productId: id, categoryId: leafRef.rootId, position: 1 },
  );
  for (const tagId of random.sample(refs.tagIds, random.int(0, 2))) {
    into.tags.push({ productId: id, tagId });
  }
  if (random.chance(0.05)) {
    counters.frameSet += 1;
    into.frameSets.push({
      id: counters.frameSet,
      productId: id,
      framesCount: 36,
      assetBase: `360/${reference}/frame-`,
      width: 1000,
      height: 1000,
    });
  }
  const related = new Set<number>();
  const wanted = leafIndex(refs, index);
  for (let tries = 0; tries < 80 && related.size < 4; tries += 1) {
    const other = random.int(0, total - 1);
    if (other !== index && leafIndex(refs, other) === wanted) related.add(other + 1);
  }
  [...related].forEach((relatedProductId, position) =>
    into.related.push({ productId: id, relatedProductId, position }),
  );
}
