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
import { countryByCode, type CountryRow } from '../cart/countries';
import { loadShippingMethods, serves } from '../cart/shippingMethods';
import { loadCarrier } from './carriers';
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

/**
 * The pickup method of the carrier serving the country, or a refusal naming the field: an
 * unknown, inactive or non-pickup method, or another carrier's, names ShippingMethodId; a
 * country it does not serve names CountryCode.
 */
export async function checkMethod(
  deps: ProviderDeps,
  carrier: CarrierRow,
  methodId: number,
  countryCode: string,
  t: Translate,
): Promise<Outcome<CountryRow>> {
  const methods = await loadShippingMethods(deps.db);
  const method = methods.find((m) => m.id === methodId);
  if (!method || !method.isPickup || method.carrierId !== carrier.id) {
    return refused(400, t('Pickup.MethodNotOfCarrier'), 'ShippingMethodId');
  }
  const country = await countryByCode(deps.db, countryCode);
  if (!country || !country.isShippable || !serves(method, country.code)) {
    return refused(400, t('Pickup.CountryNotServed'), 'CountryCode');
  }
  return { ok: true, value: country };
}

type PlaceOutcome = Outcome<Locality | { latitude: number; longitude: number } | null>;

/**
 * Where to search, from the request: the coordinates (both), else the postal code, else the
 * city, else the free-text address. Null: the place is not known. A refusal: malformed input.
 */
async function resolvePlace(
  deps: ProviderDeps,
  body: PickupSearchRequest,
  country: CountryRow,
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
  const carrier = await loadCarrier(deps.db, carrierCode);
  if (!carrier || !carrier.isActive) return refused(404, t('Pickup.CarrierNotFound'));
  const method = await checkMethod(deps, carrier, body.ShippingMethodId, body.CountryCode, t);
  if (!method.ok) return method;
  const country = method.value;
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
