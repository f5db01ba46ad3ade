import type { WidgetAsset } from '../types';

/** One asset in the widget, with what only the widget knows: the shown turn and a renaming. */
export interface ListedAsset extends WidgetAsset {
  /** Degrees, a multiple of 90: visual only (000 §4 "Rotate"), never sent. */
  rotation: number;
  /** The shopper renamed it here (the asset-{uid}-name-changed field). */
  nameChanged: boolean;
}

export const listed = (asset: WidgetAsset): ListedAsset => ({
  ...asset,
  rotation: 0,
  nameChanged: false,
});

/**
 * 000 §4 "Upload pipeline": in multiple mode an added asset is appended, in single mode it
 * replaces the current one (the last of the added ones, when several came).
 */
export function addAssets(
  list: readonly ListedAsset[],
  added: readonly WidgetAsset[],
  multiple: boolean,
): ListedAsset[] {
  const last = added.at(-1);
  if (!last) return [...list];
  if (!multiple) return [listed(last)];
  const known = new Set(list.map((asset) => asset.guid));
  return [...list, ...added.filter((asset) => !known.has(asset.guid)).map(listed)];
}

export function removeAsset(list: readonly ListedAsset[], guid: string): ListedAsset[] {
  return list.filter((asset) => asset.guid !== guid);
}

export function renameAsset(list: readonly ListedAsset[], guid: string, name: string) {
  return list.map((asset) => (asset.guid === guid ? { ...asset, name, nameChanged: true } : asset));
}

/** Turns by ±90°, kept within one full turn. */
export function rotateAsset(list: readonly ListedAsset[], guid: string, degrees: number) {
  return list.map((asset) =>
    asset.guid === guid ? { ...asset, rotation: (asset.rotation + degrees + 360) % 360 } : asset,
  );
}

/** Moves one asset to another place (the drag's drop, or one step with the move buttons). */
export function moveAsset(list: readonly ListedAsset[], guid: string, to: number): ListedAsset[] {
  const from = list.findIndex((asset) => asset.guid === guid);
  if (from < 0 || to < 0 || to >= list.length || to === from) return [...list];
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

/** list-assets-orders-{uid}: the guids in the shown order, comma-separated. */
export const orderValue = (list: readonly ListedAsset[]) =>
  list.map((asset) => asset.guid).join(',');
