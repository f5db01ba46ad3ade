import type { WishlistKind } from '@rules/wishlist';

/** The page parameters that open a kind's modal (001 "Catalog list query parameters"). */
export const OPEN_PARAMS: Record<WishlistKind, string> = {
  wishlist: 'openWishlist',
  birthlist: 'openBirthlist',
};

export interface OpenRequest {
  kind: WishlistKind;
  /** The variant named by the parameter; null when it is not a variant id (e.g. `=true`). */
  variantId: number | null;
}

/** The modal the address asks for, if any (the wishlist's parameter wins when both are there). */
export function readOpenParam(search: string): OpenRequest | null {
  const params = new URLSearchParams(search);
  for (const kind of ['wishlist', 'birthlist'] as const) {
    const value = params.get(OPEN_PARAMS[kind]);
    if (value === null) continue;
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    return { kind, variantId: Number.isSafeInteger(id) && id > 0 ? id : null };
  }
  return null;
}

/** `url` (path + search) with the kind's parameter set to the variant: a login's way back. */
export function withOpenParam(url: string, kind: WishlistKind, variantId: number): string {
  const [path, search = ''] = splitUrl(url);
  const params = new URLSearchParams(search);
  params.set(OPEN_PARAMS[kind], String(variantId));
  return `${path}?${params.toString()}`;
}

/** `url` without either parameter, so a reload or Back does not open the modal again. */
export function withoutOpenParams(url: string): string {
  const [path, search = '', hash = ''] = splitUrl(url);
  const params = new URLSearchParams(search);
  params.delete(OPEN_PARAMS.wishlist);
  params.delete(OPEN_PARAMS.birthlist);
  const rest = params.toString();
  return `${path}${rest ? `?${rest}` : ''}${hash}`;
}

function splitUrl(url: string): [string, string, string] {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const noHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = noHash.indexOf('?');
  return queryAt >= 0
    ? [noHash.slice(0, queryAt), noHash.slice(queryAt + 1), hash]
    : [noHash, '', hash];
}
