import type { ProductTile } from '../../../api/contract/catalog';
import { assetUrl } from '../../../rules/media';
import { hasBit } from './listBits';
import { coloursOf, slotOfProduct, type ListIndex } from './listIndex';
import { formatMoney, toAmount } from '../../../rules/money';
import { displayCents, type DisplayCurrency } from '../currency/display';
import { productUrl } from './urls';

/** Swatches shown on a tile. */
export const TILE_COLOURS = 6;

/** The tile of one index slot; built once per culture and currency (prices formatted for them). */
export function tileOf(
  index: ListIndex,
  slot: number,
  culture: string,
  appBase: string,
  currency: DisplayCurrency,
): ProductTile {
  const key = `${culture}:${currency.code}:${appBase}`;
  let ofSlot = index.tiles.get(slot);
  const cached = ofSlot?.get(key);
  if (cached) return cached;
  const texts = index.texts.get(culture);
  const name = texts?.names[slot] ?? '';
  const brand = index.ref.brandById.get(index.brandOf[slot]!)?.name ?? null;
  const photoId = index.photoIds[slot]!;
  const cents = displayCents(index.priceCents[slot]!, currency);
  const tile: ProductTile = {
    ProductId: index.productIds[slot]!,
    Name: name,
    Url: productUrl(appBase, culture, texts?.slugs[slot] ?? ''),
    Brand: brand,
    PhotoUrl: photoId ? assetUrl(appBase, photoId, index.photoNames[slot]!) : null,
    PhotoAlt: name,
    PriceTaxInclHtml: formatMoney(cents, currency.code, culture),
    UnitPriceTaxIncl: toAmount(cents),
    CurrencyCode: currency.code,
    FromPrice: index.variesPrice[slot] === 1,
    InStock: hasBit(index.inStock, slot),
    Colors: [...coloursOf(index, slot).subarray(0, TILE_COLOURS)].map((id) => {
      const value = index.ref.valueById.get(id)!;
      return {
        Name: value.names[culture] ?? Object.values(value.names)[0] ?? '',
        ColorCode1: value.colorCodes[0] ?? '#cccccc',
      };
    }),
    ...(index.defaultVariant[slot] ? { DefaultVariantId: index.defaultVariant[slot] } : {}),
  };
  if (!ofSlot) index.tiles.set(slot, (ofSlot = new Map()));
  ofSlot.set(key, tile);
  return tile;
}

/** Tiles of products by id, in the given order; unknown or inactive ids are left out. */
export function tilesOf(
  index: ListIndex,
  ids: number[],
  culture: string,
  appBase: string,
  currency: DisplayCurrency,
): ProductTile[] {
  return ids.flatMap((id) => {
    const slot = slotOfProduct(index, id);
    return slot === undefined ? [] : [tileOf(index, slot, culture, appBase, currency)];
  });
}
