import type { PickupPointType } from '../../../rules/pickup';
import { openingHours } from './pickupHours';
import { pickupTowns, type PickupTown } from './pickupTowns';
import {
  additionalComments,
  brusselsStreets,
  chargeComment,
  comments,
  informations,
  placeNames,
  shops,
  specialInstructions,
  streets,
  type Both,
  type Language,
} from './pickupVocabulary';

/** How many points the demo shop has, and the seed that makes them the same everywhere. */
export const PICKUP_SEED_COUNT = 1500;
export const PICKUP_SEED = 17;

type Carrier = 'bpost' | 'parcelshop';

/** A pickup_points row before its carrier and country codes become ids. */
export interface GeneratedPickupPoint {
  carrierCode: Carrier;
  countryCode: 'BE' | 'NL';
  externalRef: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string | null;
  latitude: number;
  longitude: number;
  /** Below the app's base: '/pickup/<name>.svg' (public/pickup/). */
  imageUrl: string | null;
  comments: Both | null;
  hours: Both;
  informations: Both;
  latestDropOff: string | null;
  additionalCharge: boolean;
  specialInstructions: Both | null;
  additionalComments: Both | null;
  pointType: PickupPointType;
}

/** mulberry32: a small 32-bit PRNG, the same sequence on every machine for a seed. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  const chance = (p: number) => next() < p;
  const of = <T>(list: readonly T[]): T => list[below(list.length)]!;
  return { next, below, chance, of };
}
type Random = ReturnType<typeof prng>;

/** Share of the points per carrier and country: the postal carrier has the most. */
const GROUPS = [
  { carrierCode: 'bpost', countryCode: 'BE', share: 0.6 },
  { carrierCode: 'parcelshop', countryCode: 'BE', share: 0.24 },
  { carrierCode: 'parcelshop', countryCode: 'NL', share: 0.16 },
] as const;

/** Degrees of latitude (south, north) and longitude (west, east). */
export interface CountryBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** Countries' bounding boxes (a point near a border stays inside its country's box). */
export const COUNTRY_BOXES: Readonly<Record<'BE' | 'NL', CountryBox>> = {
  BE: { south: 49.49, north: 51.51, west: 2.54, east: 6.41 },
  NL: { south: 50.75, north: 53.56, west: 3.36, east: 7.23 },
};

/** Picks towns in proportion to their weight (cumulative weights, binary search). */
function townPicker(towns: readonly PickupTown[], random: Random) {
  const cumulative: number[] = [];
  let total = 0;
  for (const town of towns) cumulative.push((total += town.weight));
  return () => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! > target) high = mid;
      else low = mid + 1;
    }
    return towns[low]!;
  };
}

function pointTypeFor(carrierCode: string, town: PickupTown, random: Random): PickupPointType {
  const roll = random.next();
  if (carrierCode === 'parcelshop') return roll < 0.8 ? 'ParcelShop' : 'ParcelLocker';
  // Post offices are in the larger towns; villages have post points in shops.
  const office = town.weight >= 2 ? 0.35 : 0.12;
  if (roll < office) return 'PostOffice';
  return roll < office + 0.5 ? 'PostPoint' : 'ParcelLocker';
}

/** A few hundred metres to ~3 km (less in villages) from the town's centre, inside the box. */
function placeNear(town: PickupTown, random: Random) {
  const box = COUNTRY_BOXES[town.countryCode];
  const km = 0.25 + random.next() * (town.weight >= 2 ? 2.7 : 1.5);
  const bearing = random.next() * 2 * Math.PI;
  const latitude = town.latitude + (km * Math.cos(bearing)) / 111.32;
  const longitude =
    town.longitude +
    (km * Math.sin(bearing)) / (111.32 * Math.cos((town.latitude * Math.PI) / 180));
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    latitude: round(Math.min(box.north, Math.max(box.south, latitude))),
    longitude: round(Math.min(box.east, Math.max(box.west, longitude))),
  };
}

/** Area codes by postal code (first digits), then a subscriber number. */
function phoneFor(town: PickupTown, random: Random): string {
  // Subscriber numbers never start with 0 (the trunk prefix).
  let first = true;
  const digits = (n: number) => {
    const lead = first ? String(2 + random.below(8)) : String(random.below(10));
    first = false;
    return lead + String(random.below(10 ** (n - 1))).padStart(n - 1, '0');
  };
  const code = Number(town.postalCode);
  if (town.countryCode === 'NL') {
    // Dutch numbers have 9 digits after +31: a 2-digit area code and 7, or 3 and 6.
    const area = dutchAreas[Math.floor(code / 100) - 10]!;
    return area.length === 2
      ? `+31 ${area} ${digits(3)} ${digits(4)}`
      : `+31 ${area} ${digits(3)} ${digits(3)}`;
  }
  const area = belgianArea(code);
  return area.length === 1
    ? `+32 ${area} ${digits(3)} ${digits(2)} ${digits(2)}`
    : `+32 ${area} ${digits(2)} ${digits(2)} ${digits(2)}`;
}

/** The area code of the main town of each 2-digit postcode region, 10 to 99. */
const dutchAreas = (
  '20 20 35 36 299 75 229 224 72 251 23 23 71 71 172 70 15 79 182 10 ' +
  '10 10 181 78 30 30 346 30 33 318 344 345 183 118 113 115 164 165 76 162 ' +
  '13 416 73 418 413 40 40 492 478 77 495 46 43 45 45 24 24 318 26 316 ' +
  '314 543 575 55 570 53 546 523 591 528 38 572 320 527 513 513 515 515 517 58 ' +
  '58 519 512 50 592 599 598 50 594 596'
).split(' ');

function belgianArea(code: number): string {
  const ranges: readonly [number, string][] = [
    [1300, '2'], [1500, '10'], [2000, '2'], [3000, '3'], [3500, '16'], [4000, '11'], [5000, '4'],
    [6000, '81'], [6600, '71'], [7000, '61'], [7500, '65'], [7700, '69'], [8000, '56'],
    [8500, '50'], [9000, '56'], [10000, '9'],
  ]; // prettier-ignore
  return ranges.find(([below]) => code < below)![1];
}

const images: Readonly<Record<PickupPointType, string>> = {
  PostOffice: '/pickup/post-office.svg',
  PostPoint: '/pickup/shop.svg',
  ParcelShop: '/pickup/parcel-shop.svg',
  ParcelLocker: '/pickup/locker.svg',
};

const refCodes: Readonly<Record<PickupPointType, string>> = {
  PostOffice: 'PO',
  PostPoint: 'PP',
  ParcelLocker: 'PL',
  ParcelShop: 'PS',
};

/** Carries the counters that make references and names unique. */
interface Context {
  random: Random;
  /** Points per carrier, town and kind so far (names and bpost references). */
  seen: Map<string, number>;
  /** Parcel-shop points per country so far. */
  serial: Map<string, number>;
  /** Shop names taken in each town (two shops of a town do not share a name). */
  shopNames: Set<string>;
}

/** A shop of the region not yet named in the town (any, once the town has them all). */
function shopName(list: readonly string[], town: PickupTown, context: Context): string {
  const start = context.random.below(list.length);
  for (let i = 0; i < list.length; i++) {
    const name = list[(start + i) % list.length]!;
    const key = `${town.countryCode}:${town.postalCode}:${name}`;
    if (!context.shopNames.has(key)) {
      context.shopNames.add(key);
      return name;
    }
  }
  return list[start]!;
}

/** Post offices and lockers are named after their town; the first one of a town by it alone. */
function placeName(
  type: 'PostOffice' | 'ParcelLocker',
  carrierCode: string,
  city: string,
  language: Language,
  street: string,
  nth: number,
): string {
  if (type === 'PostOffice') {
    const base = `${placeNames.postOffice[language]} ${city}`;
    return nth === 1 ? base : `${base} – ${street}`;
  }
  const kind = carrierCode === 'bpost' ? placeNames.bpostLocker : placeNames.shopLocker;
  return `${kind[language]} ${city}${nth === 1 ? '' : ` ${nth}`}`;
}

function referenceFor(
  carrierCode: string,
  countryCode: string,
  type: PickupPointType,
  town: PickupTown,
  nth: number,
  context: Context,
): string {
  if (carrierCode === 'bpost')
    return `BE-${refCodes[type]}-${town.postalCode}-${String(nth).padStart(2, '0')}`;
  const n = (context.serial.get(countryCode) ?? 0) + 1;
  context.serial.set(countryCode, n);
  return `PS-${countryCode}-${String(n).padStart(5, '0')}`;
}

/** A street of the town's region; Brussels streets have a French and a Dutch name. */
function streetOf(town: PickupTown, language: Language, random: Random): string {
  if (town.countryCode === 'NL') return random.of(streets.nlNL);
  if (town.languages.length > 1) return random.of(brusselsStreets)[language === 'fr' ? 0 : 1];
  return random.of(streets[language]);
}

type Identity = Pick<
  GeneratedPickupPoint,
  'externalRef' | 'name' | 'address' | 'postalCode' | 'city' | 'countryCode'
>;

/** Who and where: reference, name, street and town, in the region's language. */
function identity(
  carrierCode: Carrier,
  type: PickupPointType,
  town: PickupTown,
  context: Context,
): Identity {
  const { random } = context;
  const key = `${carrierCode}:${town.postalCode}:${type}`;
  const nth = (context.seen.get(key) ?? 0) + 1;
  context.seen.set(key, nth);
  const language = random.of(town.languages);
  const city = language === 'fr' ? town.names.fr : town.names.nl;
  const street = streetOf(town, language, random);
  const name =
    type === 'PostPoint' || type === 'ParcelShop'
      ? shopName(shops[town.countryCode === 'NL' ? 'nlNL' : language], town, context)
      : placeName(type, carrierCode, city, language, street, nth);
  return {
    externalRef: referenceFor(carrierCode, town.countryCode, type, town, nth, context),
    name,
    address: `${street} ${1 + random.below(180)}`,
    postalCode: town.postalCode,
    city,
    countryCode: town.countryCode,
  };
}

/** Post offices close their drop-off before they close; some parcel shops too. */
function latestDropOff(type: PickupPointType, random: Random): string | null {
  if (type === 'PostOffice') return random.of(['16:30', '16:00', '15:30', '12:00']);
  return type === 'ParcelShop' && random.chance(0.4) ? '17:00' : null;
}

/** What the shopper reads: hours, comments and informations in both cultures, charges. */
function details(type: PickupPointType, town: PickupTown, random: Random) {
  const staffed = type !== 'ParcelLocker';
  const charged = type !== 'PostOffice' && random.chance(0.08);
  const noted = random.chance(0.06);
  return {
    phone: staffed ? phoneFor(town, random) : null,
    imageUrl: random.chance(1 / 3) ? images[type] : null,
    comments: random.chance(0.7) ? random.of(comments) : null,
    hours: openingHours(type, random.below),
    informations: random.of(informations[type]!),
    latestDropOff: latestDropOff(type, random),
    additionalCharge: charged,
    specialInstructions: staffed && random.chance(0.1) ? random.of(specialInstructions) : null,
    // A charged point says what it costs; a few others say something of their own.
    additionalComments: charged ? chargeComment : noted ? random.of(additionalComments) : null,
  };
}

function onePoint(carrierCode: Carrier, town: PickupTown, context: Context): GeneratedPickupPoint {
  const type = pointTypeFor(carrierCode, town, context.random);
  return {
    carrierCode,
    ...identity(carrierCode, type, town, context),
    ...placeNear(town, context.random),
    ...details(type, town, context.random),
    pointType: type,
  };
}

/**
 * The demo pickup points (and the benchmark's bigger sets): `count` points shared by carrier
 * and country (bpost in Belgium 60 %, the parcel-shop network in Belgium 24 % and the
 * Netherlands 16 %), spread over the gazetteer's towns by weight. The same count and seed give
 * the same rows on every machine.
 */
export function generatePickupPoints({
  count = PICKUP_SEED_COUNT,
  seed = PICKUP_SEED,
}: { count?: number; seed?: number } = {}): GeneratedPickupPoint[] {
  const towns = pickupTowns();
  const context: Context = {
    random: prng(seed),
    seen: new Map(),
    serial: new Map(),
    shopNames: new Set(),
  };
  const points: GeneratedPickupPoint[] = [];
  let made = 0;
  GROUPS.forEach((group, i) => {
    const n = i === GROUPS.length - 1 ? count - made : Math.round(count * group.share);
    made += n;
    const pick = townPicker(towns[group.countryCode], context.random);
    for (let k = 0; k < n; k++) points.push(onePoint(group.carrierCode, pick(), context));
  });
  return points;
}
