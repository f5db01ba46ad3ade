/**
 * K8 (issue 17): the pickup point a cart is delivered to. The browser sends the point it picked
 * (001 §3 "Pickup point save payload"); the carrier's provider is asked for that point again, and
 * only what the provider says is kept: the shopper cannot invent an address. Saving also chooses
 * the point's method and ships to the point's country (as K4 and K5 would), under the cart's lock
 * with its version bumped, so the amounts follow.
 */
import { eq } from 'drizzle-orm';
import type { CartPickupPoint, PickupPoint, PickupPointSave } from '../../../api/contract/pickup';
import type { AppDb } from '../../db/client';
import { carts, shippingMethods } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { loadCarrier } from '../pickup/carriers';
import type { CarrierRow, PickupProvider } from '../pickup/provider';
import type { CartRow } from './cartState';
import { countryById } from './countries';
import { dropWhatNoLongerFits } from './destination';
import { outcomeOf, refuse, type Outcome } from './refusal';
import { changeCart, type CartSession, type Tx } from './sessionCart';
import { serves } from './shippingMethods';

export interface PickupSaveCall {
  session: () => Promise<CartSession>;
  t: Translate;
  culture: string;
  save: PickupPointSave;
  /** Who answers for a carrier (server/services/pickup/providerFor.ts). */
  providerOf: (carrier: CarrierRow) => PickupProvider;
}

/** The payload's address fields and the provider's point fields they must match. */
const MATCHED: [keyof PickupPointSave, (p: PickupPoint) => string | number][] = [
  ['PickupPointName', (p) => p.ConsigneeName],
  ['ShippingStreet1', (p) => p.Address],
  ['ShippingPostalCode', (p) => p.PostCode],
  ['ShippingCity', (p) => p.City],
  ['ShippingCountryId', (p) => p.CountryId],
  ['PickupPointType', (p) => p.PickupPointType],
];

/** Texts compared as a person reads them: case, spacing and (postal codes) inner blanks aside. */
function sameText(field: keyof PickupPointSave, a: string | number, b: string | number): boolean {
  const norm = (v: string | number) => {
    const text = String(v).trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');
    return field === 'ShippingPostalCode' ? text.replace(/ /g, '') : text;
  };
  return norm(a) === norm(b);
}

/** "Name, street, postal code city": the one line the cart, checkout and order show. */
export function pickupSummary(
  p: Pick<PickupPoint, 'ConsigneeName' | 'Address' | 'PostCode' | 'City'>,
) {
  return `${p.ConsigneeName}, ${p.Address}, ${p.PostCode} ${p.City}`;
}

/** What the cart keeps: the provider's point, for this method. */
export function cartPickupPoint(
  methodId: number,
  carrier: CarrierRow,
  point: PickupPoint,
): CartPickupPoint {
  return {
    ShippingMethodId: methodId,
    ExternalPickupPointRef: point.PublicAccessPointID,
    PickupPointId: carrier.type === 'static' ? point.PickupPointId : null,
    PickupPointType: point.PickupPointType,
    PickupPointName: point.ConsigneeName,
    ShippingStreet1: point.Address,
    ShippingPostalCode: point.PostCode,
    ShippingCity: point.City,
    ShippingCountryId: point.CountryId,
    StandardHoursOfOperation: point.StandardHoursOfOperation,
    Summary: pickupSummary(point),
  };
}

/** The method named by the payload: an active pickup method with an active carrier. */
async function pickupMethod(db: AppDb, methodId: number, t: Translate) {
  const [method] = await db.select().from(shippingMethods).where(eq(shippingMethods.id, methodId));
  if (!method || !method.isActive) refuse(404, t('ShoppingCarts.ShippingMethodNotFound'));
  const carrier = method.carrierId === null ? null : await loadCarrier(db, method.carrierId);
  if (!method.isPickup || !carrier || !carrier.isActive) {
    refuse(400, t('ShoppingCarts.PickupMethodRequired'), 'ShippingMethodId');
  }
  return { method, carrier };
}

/**
 * The provider's point, or the refusal telling why there is none. A provider that does not
 * answer throws ProviderUnavailable (the route answers 503 and nothing is saved).
 */
async function providersPoint(call: PickupSaveCall, carrier: CarrierRow): Promise<PickupPoint> {
  const { t, save } = call;
  const provider = call.providerOf(carrier);
  const point = await provider.find(carrier, save.ExternalPickupPointRef, call.culture);
  if (!point) return refuse(404, t('ShoppingCarts.PickupPointNotFound'));
  return point;
}

/**
 * K8. Each check refuses with the payload's field; a refusal writes nothing. Throws
 * ProviderUnavailable when the carrier's provider does not answer.
 */
export async function savePickupPoint(db: AppDb, call: PickupSaveCall): Promise<Outcome<number>> {
  const { t, save } = call;
  return outcomeOf(async () => {
    const { method, carrier } = await pickupMethod(db, save.ShippingMethodId, t);
    const country = await countryById(db, save.ShippingCountryId);
    if (!country) return refuse(404, t('ShoppingCarts.CountryNotFound'));
    if (!country.isShippable) {
      refuse(400, t('ShoppingCarts.CountryNotShippable', country.code), 'ShippingCountryId');
    }
    if (!serves(method, country.code)) {
      refuse(400, t('ShoppingCarts.ShippingMethodNotServed'), 'ShippingCountryId');
    }
    // 001 §3: PickupPointId only for a 'static' carrier (its own row), null otherwise.
    if (carrier.type !== 'static' && save.PickupPointId !== null) {
      refuse(400, t('ShoppingCarts.PickupPointIdNotExpected'), 'PickupPointId');
    }
    // Asked before the cart is locked: a slow carrier does not hold the cart's other calls.
    const point = await providersPoint(call, carrier);
    if (carrier.type === 'static' && save.PickupPointId !== point.PickupPointId) {
      refuse(400, t('ShoppingCarts.PickupPointIdDiffers'), 'PickupPointId');
    }
    for (const [field, pointValue] of MATCHED) {
      if (!sameText(field, save[field] as string | number, pointValue(point))) {
        refuse(400, t('ShoppingCarts.PickupPointDetailsDiffer'), field);
      }
    }
    const chosen = cartPickupPoint(method.id, carrier, point);
    return changeCart(db, await call.session(), async (tx, cartId) => {
      await tx
        .update(carts)
        .set({
          shippingMethodId: method.id,
          shippingCountryId: point.CountryId,
          pickupPoint: { ...chosen },
        })
        .where(eq(carts.id, cartId));
      // A city of another country no longer applies (as after K5).
      await dropWhatNoLongerFits(tx, cartId);
      return cartId;
    });
  });
}

/**
 * A saved point fits a cart while the cart keeps its method and ships to its country. K4, K5,
 * K6 and a login's merge drop one that no longer does.
 */
export function pointFits(
  point: unknown,
  cart: Pick<CartRow, 'shippingMethodId' | 'shippingCountryId'>,
): boolean {
  const p = point as CartPickupPoint | null | undefined;
  return (
    !!p &&
    p.ShippingMethodId === cart.shippingMethodId &&
    p.ShippingCountryId === cart.shippingCountryId
  );
}

/** Clears the cart's point when its method or shipping country changed (inside the change). */
export async function dropStalePickupPoint(tx: Tx, cartId: number): Promise<void> {
  const [cart] = await tx
    .select({
      pickupPoint: carts.pickupPoint,
      shippingMethodId: carts.shippingMethodId,
      shippingCountryId: carts.shippingCountryId,
    })
    .from(carts)
    .where(eq(carts.id, cartId));
  if (cart?.pickupPoint && !pointFits(cart.pickupPoint, cart)) {
    await tx.update(carts).set({ pickupPoint: null }).where(eq(carts.id, cartId));
  }
}
