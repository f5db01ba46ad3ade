import type { PickupSearchAnswer, PickupSearchRequest } from '../../../api/contract/pickup';
import {
  normalizePostcode,
  PICKUP_MAXIMUM_LIST_SIZE,
  PICKUP_PLACE_NOT_FOUND,
  PICKUP_PROVIDER_UNAVAILABLE,
  PICKUP_SEARCH_RADIUS_KM,
  PICKUP_SUCCESS,
} from '../../../rules/pickup';
import type { Outcome, Refusal } from '../cart/refusal';
import { and, eq } from 'drizzle-orm';
import { countries, pickupCarriers, shippingMethods } from '../../db/schema';
import type { Queries } from '../cart/sessionCart';
import { serves } from '../cart/shippingMethods';
import { localityByAddress, localityByName, localityByPostcode, type Locality } from './places';
import { ProviderUnavailable, type CarrierRow } from './provider';
import { providerFor, type ProviderDeps } from './providerFor';

type Translate = (key: string, ...args: (string | number)[]) => string;

export interface SearchContext {
  /** The request's culture (CultureName, when given, wins). */
  culture: string;
  t: Translate;
}

const refused = (status: Refusal['status'], message: string, field?: string) =>
  ({ ok: false, refusal: field ? { status, message, field } : { status, message } }) as const;

/** What M1 checks, read in one query: the carrier, the method asked for, the country asked for. */
async function searchFacts(
  db: Queries,
  carrierCode: string,
  methodId: number,
  countryCode: string,
) {
  const [row] = await db
    .select({
      carrier: {
        id: pickupCarriers.id,
        code: pickupCarriers.code,
        names: pickupCarriers.names,
        type: pickupCarriers.type,
        form: pickupCarriers.form,
        provider: pickupCarriers.provider,
        isActive: pickupCarriers.isActive,
      },
      method: {
        id: shippingMethods.id,
        isPickup: shippingMethods.isPickup,
        carrierId: shippingMethods.carrierId,
        countryCodes: shippingMethods.countryCodes,
      },
      country: { id: countries.id, code: countries.code, isShippable: countries.isShippable },
    })
    .from(pickupCarriers)
    .leftJoin(
      shippingMethods,
      and(eq(shippingMethods.id, methodId), eq(shippingMethods.isActive, true)),
    )
    .leftJoin(countries, eq(countries.code, countryCode))
    .where(eq(pickupCarriers.code, carrierCode))
    .limit(1);
  if (!row) return null;
  const carrier: CarrierRow = {
    ...row.carrier,
    type: row.carrier.type as CarrierRow['type'],
    form: row.carrier.form as CarrierRow['form'],
  };
  return { carrier, method: row.method, country: row.country };
}

type PlaceOutcome = Outcome<Locality | { latitude: number; longitude: number } | null>;

/**
 * Where to search, from the request: the coordinates (both), else the postal code, else the
 * city, else the free-text address. Null: the place is not known. A refusal: malformed input.
 */
async function resolvePlace(
  deps: ProviderDeps,
  body: PickupSearchRequest,
  country: { id: number; code: string },
  t: Translate,
): Promise<PlaceOutcome> {
  const { Latitude, Longitude } = body;
  if ((Latitude === undefined) !== (Longitude === undefined)) {
    const field = Latitude === undefined ? 'Latitude' : 'Longitude';
    return refused(400, t('Pickup.CoordinatesTogether'), field);
  }
  if (Latitude !== undefined && Longitude !== undefined) {
    return { ok: true, value: { latitude: Latitude, longitude: Longitude } };
  }
  const postalCode = body.PostalCode?.trim() ?? '';
  const city = body.City?.trim() ?? '';
  const address = body.Address?.trim() ?? '';
  if (postalCode !== '') {
    const code = normalizePostcode(country.code, postalCode);
    if (!code) return refused(400, t('Pickup.PostalCodeInvalid'), 'PostalCode');
    return { ok: true, value: await localityByPostcode(deps.db, country.id, code) };
  }
  if (city !== '') return { ok: true, value: await localityByName(deps.db, country.id, city) };
  if (address !== '') {
    return { ok: true, value: await localityByAddress(deps.db, country, address) };
  }
  return refused(400, t('Pickup.PlaceRequired'), 'PostalCode');
}

const answer = (
  status: string,
  message: string | null,
  center: PickupSearchAnswer['Center'] = null,
  points: PickupSearchAnswer['PickupPointViewModels'] = [],
): PickupSearchAnswer => ({
  ResponseStatusDescription: status,
  PickupPointViewModels: points,
  Message: message,
  Center: center,
});

/**
 * M1: the carrier's points around the place, nearest first. An unknown place or a provider that
 * does not answer is a 200 with its status and a translated message (the modal says so); bad
 * input is a refusal (400 naming the field, 404 for an unknown or inactive carrier).
 */
export async function searchPickupPoints(
  deps: ProviderDeps,
  carrierCode: string,
  body: PickupSearchRequest,
  { culture, t }: SearchContext,
): Promise<Outcome<PickupSearchAnswer>> {
  const facts = await searchFacts(deps.db, carrierCode, body.ShippingMethodId, body.CountryCode);
  if (!facts || !facts.carrier.isActive) return refused(404, t('Pickup.CarrierNotFound'));
  const { carrier, method, country } = facts;
  // An unknown, inactive or non-pickup method, or another carrier's: the same refusal.
  if (!method || !method.isPickup || method.carrierId !== carrier.id) {
    return refused(400, t('Pickup.MethodNotOfCarrier'), 'ShippingMethodId');
  }
  if (!country || !country.isShippable || !serves(method, country.code)) {
    return refused(400, t('Pickup.CountryNotServed'), 'CountryCode');
  }
  const place = await resolvePlace(deps, body, country, t);
  if (!place.ok) return place;
  if (!place.value)
    return { ok: true, value: answer(PICKUP_PLACE_NOT_FOUND, t('Pickup.PlaceNotFound')) };
  const center = { Latitude: place.value.latitude, Longitude: place.value.longitude };
  try {
    const points = await providerFor(deps, carrier).search({
      carrier,
      place: { ...place.value, countryId: country.id, countryCode: country.code },
      radiusKm: body.SearchRadius ?? PICKUP_SEARCH_RADIUS_KM,
      maximumListSize: body.MaximumListSize ?? PICKUP_MAXIMUM_LIST_SIZE,
      culture,
    });
    return { ok: true, value: answer(PICKUP_SUCCESS, null, center, points) };
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    const message = t('Pickup.ProviderUnavailable');
    return { ok: true, value: answer(PICKUP_PROVIDER_UNAVAILABLE, message, center) };
  }
}
