import type { AppDb } from '../../db/client';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  categoryTexts,
  tags,
  tagTexts,
  warehouses,
} from '../../db/schema';
import { COLOUR_ATTRIBUTE_ID, SIZE_ATTRIBUTE_ID, type CatalogRefs } from './refs';
import { tree } from './taxonomy';
import { slugify } from '../../services/catalog/text';
import { brandList, colours, tagList, warehouseList } from './vocabulary';

type Tx = Pick<AppDb, 'insert'>;

/** Categories, brands, tags, attributes and warehouses, with the ids `catalogRefs` promises. */
export async function insertReferenceRows(db: Tx, refs: CatalogRefs): Promise<void> {
  const categoryRows: (typeof categories.$inferInsert)[] = [];
  const textRows: (typeof categoryTexts.$inferInsert)[] = [];
  tree.forEach((root, position) => {
    const rootId = refs.rootIds.get(root.code)!;
    categoryRows.push({ id: rootId, parentId: null, position });
    for (const c of ['fr', 'nl'] as const) {
      textRows.push({ categoryId: rootId, culture: c, name: root[c], slug: slugify(root[c]) });
    }
  });
  refs.leaves.forEach(({ leaf, id, rootId }, position) => {
    categoryRows.push({ id, parentId: rootId, position });
    for (const c of ['fr', 'nl'] as const) {
      // Leaf slugs carry the root's: "femme-robes", so two roots may share a leaf name.
      const root = tree.find((r) => refs.rootIds.get(r.code) === rootId)!;
      textRows.push({
        categoryId: id,
        culture: c,
        name: leaf[c],
        slug: `${slugify(root[c])}-${slugify(leaf[c])}`,
      });
    }
  });
  await db.insert(categories).values(categoryRows);
  await db.insert(categoryTexts).values(textRows);
  await db
    .insert(brands)
    .values(
      brandList.map((b, i) => ({ id: i + 1, name: b.name, slug: slugify(b.name), position: i })),
    );
  await db.insert(tags).values(tagList.map((t, i) => ({ id: i + 1, code: t.code, position: i })));
  await db.insert(tagTexts).values(
    tagList.flatMap((t, i) =>
      (['fr', 'nl'] as const).map((c) => ({
        tagId: i + 1,
        culture: c,
        name: t[c],
        slug: slugify(t[c]),
      })),
    ),
  );
  await db.insert(attributes).values([
    {
      id: COLOUR_ATTRIBUTE_ID,
      code: 'Colour',
      displayType: 'Square',
      names: { fr: 'Couleur', nl: 'Kleur' },
      position: 0,
    },
    {
      id: SIZE_ATTRIBUTE_ID,
      code: 'Size',
      displayType: 'List',
      names: { fr: 'Taille', nl: 'Maat' },
      position: 1,
    },
  ]);
  await db.insert(attributeValues).values([
    ...colours.map((c, i) => ({
      id: refs.colourIds[i]!,
      attributeId: COLOUR_ATTRIBUTE_ID,
      code: c.code,
      names: { fr: c.fr, nl: c.nl },
      colorCode1: c.hex[0],
      colorCode2: c.hex[1] ?? null,
      colorCode3: c.hex[2] ?? null,
      position: i,
    })),
    ...[...refs.sizeIds].map(([size, id], i) => ({
      id,
      attributeId: SIZE_ATTRIBUTE_ID,
      code: size,
      names: { fr: size, nl: size },
      position: i,
    })),
  ]);
  await db.insert(warehouses).values(
    warehouseList.map((w, i) => ({
      id: refs.warehouseIds[i]!,
      code: w.code,
      city: w.city,
      names: { fr: w.fr, nl: w.nl },
      position: i,
    })),
  );
}
