import { colours } from './vocabulary';
import { sizeSets, tree, type Leaf } from './taxonomy';
import { brandList, tagList, warehouseList } from './vocabulary';

/** Fixed ids of the reference rows, so product rows can point at them without a round trip. */
export interface CatalogRefs {
  leaves: { leaf: Leaf; id: number; rootId: number; rootCode: string }[];
  rootIds: Map<string, number>;
  brandsByRoot: Map<string, number[]>;
  brandNames: Map<number, string>;
  colourIds: number[];
  sizeIds: Map<string, number>;
  tagIds: number[];
  warehouseIds: number[];
}

export const COLOUR_ATTRIBUTE_ID = 1;
export const SIZE_ATTRIBUTE_ID = 2;

export function catalogRefs(): CatalogRefs {
  const leaves: CatalogRefs['leaves'] = [];
  const rootIds = new Map<string, number>();
  let nextId = 1;
  for (const root of tree) {
    const rootId = nextId++;
    rootIds.set(root.code, rootId);
    for (const leaf of root.leaves)
      leaves.push({ leaf, id: nextId++, rootId, rootCode: root.code });
  }
  const brandsByRoot = new Map<string, number[]>();
  const brandNames = new Map<number, string>();
  brandList.forEach((b, i) => {
    brandNames.set(i + 1, b.name);
    for (const r of b.roots) brandsByRoot.set(r, [...(brandsByRoot.get(r) ?? []), i + 1]);
  });
  const colourIds = colours.map((_c, i) => i + 1);
  const sizeIds = new Map<string, number>();
  for (const size of Object.values(sizeSets).flat()) {
    if (!sizeIds.has(size)) sizeIds.set(size, colours.length + sizeIds.size + 1);
  }
  return {
    leaves,
    rootIds,
    brandsByRoot,
    brandNames,
    colourIds,
    sizeIds,
    tagIds: tagList.map((_t, i) => i + 1),
    warehouseIds: warehouseList.map((_w, i) => i + 1),
  };
}
