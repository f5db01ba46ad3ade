import type { WidgetAsset } from '../types';

/** One asset in the widget, with what only the widget knows: a renaming. */
export interface ListedAsset extends WidgetAsset {
  /** The shopper renamed it here (the asset-{uid}-name-changed field). */
  nameChanged: boolean;
}

export const listed = (asset: WidgetAsset): ListedAsset => ({ ...asset, nameChanged: false });

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

/**
 * The shown turns (degrees per guid), kept apart from the list: rotating is visual only
 * (000 §4 "Rotate"), so it changes neither the form's fields nor what onChange reports.
 */
export type Rotations = Readonly<Record<string, number>>;

/** Turns one asset by ±90°, kept within one full turn. */
export function rotate(rotations: Rotations, guid: string, degrees: number): Rotations {
  return { ...rotations, [guid]: ((rotations[guid] ?? 0) + degrees + 360) % 360 };
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
