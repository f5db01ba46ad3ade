import { asc } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import {
  assets,
  attributes,
  attributeValues,
  brands,
  categories,
  categoryTexts,
  tags,
  tagTexts,
} from '../../db/schema';
import { eq } from 'drizzle-orm';

export interface CultureText {
  name: string;
  slug: string;
  description: string;
}

export interface RefCategory {
  id: number;
  parentId: number | null;
  level: number;
  isActive: boolean;
  texts: Map<string, CultureText>;
  children: number[];
}

export interface RefBrand {
  id: number;
  name: string;
  slug: string;
  logo: { id: number; name: string } | null;
}

export interface RefTag {
  id: number;
  texts: Map<string, CultureText>;
}

export interface RefAttribute {
  id: number;
  displayType: string;
  names: Record<string, string>;
  values: number[];
}

export interface RefValue {
  id: number;
  attributeId: number;
  names: Record<string, string>;
  colorCodes: [string | null, string | null, string | null];
}

/** Categories, brands, tags and attributes: small, read with the list index and kept with it. */
export interface ListReference {
  /** Depth-first, siblings by position: the order of every category list. */
  categories: RefCategory[];
  categoryById: Map<number, RefCategory>;
  /** culture → slug → id */
  categoryBySlug: Map<string, Map<string, number>>;
  brands: RefBrand[];
  brandById: Map<number, RefBrand>;
  tags: RefTag[];
  tagById: Map<number, RefTag>;
  tagBySlug: Map<string, Map<string, number>>;
  attributes: RefAttribute[];
  valueById: Map<number, RefValue>;
}

function bySlug(items: { id: number; texts: Map<string, CultureText> }[]) {
  const map = new Map<string, Map<string, number>>();
  for (const item of items) {
    for (const [culture, text] of item.texts) {
      if (!map.has(culture)) map.set(culture, new Map());
      map.get(culture)!.set(text.slug, item.id);
    }
  }
  return map;
}

export async function loadReference(db: AppDb): Promise<ListReference> {
  const categoryRows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  const categoryTextRows = await db.select().from(categoryTexts);
  const nodes = new Map<number, RefCategory>();
  for (const c of categoryRows) {
    nodes.set(c.id, {
      id: c.id,
      parentId: c.parentId,
      level: 0,
      isActive: c.isActive,
      texts: new Map(),
      children: [],
    });
  }
  for (const t of categoryTextRows) {
    nodes.get(t.categoryId)?.texts.set(t.culture, t);
  }
  const ordered: RefCategory[] = [];
  const visit = (node: RefCategory, level: number) => {
    node.level = level;
    ordered.push(node);
    for (const child of node.children) visit(nodes.get(child)!, level + 1);
  };
  for (const c of categoryRows) {
    if (c.parentId !== null) nodes.get(c.parentId)?.children.push(c.id);
  }
  for (const c of categoryRows) if (c.parentId === null) visit(nodes.get(c.id)!, 0);

  const brandRows = await db
    .select({
      id: brands.id,
      name: brands.name,
      slug: brands.slug,
      isActive: brands.isActive,
      logoId: assets.id,
      logoName: assets.name,
    })
    .from(brands)
    .leftJoin(assets, eq(assets.id, brands.logoAssetId))
    .orderBy(asc(brands.position), asc(brands.id));
  const refBrands: RefBrand[] = brandRows
    .filter((b) => b.isActive)
    .map((b) => ({
      id: b.id,
      name: b.name,
      slug: b.slug,
      logo: b.logoId !== null && b.logoName !== null ? { id: b.logoId, name: b.logoName } : null,
    }));

  const tagRows = await db.select().from(tags).orderBy(asc(tags.position), asc(tags.id));
  const tagTextRows = await db.select().from(tagTexts);
  const refTags: RefTag[] = tagRows.map((t) => ({ id: t.id, texts: new Map() }));
  const tagById = new Map(refTags.map((t) => [t.id, t]));
  for (const t of tagTextRows) {
    tagById.get(t.tagId)?.texts.set(t.culture, { name: t.name, slug: t.slug, description: '' });
  }

  const attributeRows = await db
    .select()
    .from(attributes)
    .orderBy(asc(attributes.position), asc(attributes.id));
  const valueRows = await db
    .select()
    .from(attributeValues)
    .orderBy(asc(attributeValues.position), asc(attributeValues.id));
  const refAttributes: RefAttribute[] = attributeRows.map((a) => ({
    id: a.id,
    displayType: a.displayType,
    names: a.names,
    values: [],
  }));
  const attributeById = new Map(refAttributes.map((a) => [a.id, a]));
  const valueById = new Map<number, RefValue>();
  for (const v of valueRows) {
    attributeById.get(v.attributeId)?.values.push(v.id);
    valueById.set(v.id, {
      id: v.id,
      attributeId: v.attributeId,
      names: v.names,
      colorCodes: [v.colorCode1, v.colorCode2, v.colorCode3],
    });
  }

  return {
    categories: ordered,
    categoryById: nodes,
    categoryBySlug: bySlug(ordered),
    brands: refBrands,
    brandById: new Map(refBrands.map((b) => [b.id, b])),
    tags: refTags,
    tagById,
    tagBySlug: bySlug(refTags),
    attributes: refAttributes,
    valueById,
  };
}

/** A name in the culture, else in any culture (a text missing in one language). */
export function textOf(texts: Map<string, CultureText>, culture: string): CultureText {
  return (
    texts.get(culture) ?? texts.values().next().value ?? { name: '', slug: '', description: '' }
  );
}

/** The category and its descendants. */
export function subtree(ref: ListReference, id: number): number[] {
  const node = ref.categoryById.get(id);
  if (!node) return [];
  return [id, ...node.children.flatMap((child) => subtree(ref, child))];
}
