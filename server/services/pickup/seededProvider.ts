import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PickupPoint } from '../../../api/contract/pickup';
import type { PickupPointType } from '../../../rules/pickup';
import { pickupPoints } from '../../db/schema';
import type { Queries } from '../cart/sessionCart';
import type { CarrierRow, PickupProvider, PickupSearch } from './provider';

/** Mean Earth radius (km), as rules/pickup.ts distanceKm uses it. */
const EARTH_KM = 6371.0088;
/** The fewest km a degree of latitude spans (at the equator): a band never too narrow. */
const KM_PER_LATITUDE_DEGREE = 110.5;
/** Km a degree of longitude spans at the equator; cos(latitude) times that elsewhere. */
const KM_PER_LONGITUDE_DEGREE = 111.33;

const p = pickupPoints;

/** Great-circle distance (haversine) in km from a place to a point's row, in SQL. */
function distanceSql(latitude: number, longitude: number): SQL<number> {
  return sql<number>`(${2 * EARTH_KM} * asin(least(1, sqrt(
    power(sin(radians(${p.latitude} - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(${p.latitude}))
      * power(sin(radians(${p.longitude} - ${longitude}::float8) / 2), 2)))))`;
}

/**
 * The boxes a search radius can reach: a latitude band (the index pickup_points_carrier_latitude
 * narrows to it) and a longitude band, widened at the band's edge nearest a pole. Near a pole or
 * across the antimeridian the longitude band is left out (the distance test alone decides).
 */
export function searchBands(latitude: number, longitude: number, radiusKm: number) {
  const dLat = radiusKm / KM_PER_LATITUDE_DEGREE;
  const edge = Math.min(90, Math.abs(latitude) + dLat);
  const cosEdge = Math.cos((edge * Math.PI) / 180);
  const dLon = cosEdge > 0.01 ? radiusKm / (KM_PER_LONGITUDE_DEGREE * cosEdge) : null;
  const lon =
    dLon === null || longitude - dLon < -180 || longitude + dLon > 180
      ? null
      : { min: longitude - dLon, max: longitude + dLon };
  return { lat: { min: latitude - dLat, max: latitude + dLat }, lon };
}

const pointColumns = {
  id: p.id,
  externalRef: p.externalRef,
  name: p.name,
  address: p.address,
  postalCode: p.postalCode,
  city: p.city,
  countryId: p.countryId,
  phone: p.phone,
  latitude: p.latitude,
  longitude: p.longitude,
  imageUrl: p.imageUrl,
  comments: p.comments,
  hours: p.hours,
  informations: p.informations,
  latestDropOff: p.latestDropOff,
  additionalCharge: p.additionalCharge,
  specialInstructions: p.specialInstructions,
  additionalComments: p.additionalComments,
  pointType: p.pointType,
};
type PointRow = { [K in keyof typeof pointColumns]: (typeof pointColumns)[K]['_']['data'] | null };

/** A per-culture text in the culture, else in the other culture it has, else null. */
function inCulture(texts: Record<string, string> | null, culture: string): string | null {
  if (!texts) return null;
  return texts[culture] ?? Object.values(texts).find((t) => t !== '') ?? null;
}

/** A row as M1 answers it; Distance in km, 2 decimals. */
function toPoint(
  row: PointRow,
  carrier: CarrierRow,
  culture: string,
  distanceKm: number,
  appBase: string,
): PickupPoint {
  return {
    PublicAccessPointID: row.externalRef!,
    ConsigneeName: row.name!,
    Address: row.address!,
    PostCode: row.postalCode!,
    City: row.city!,
    CountryId: row.countryId!,
    PhoneNumber: row.phone,
    Distance: Math.round(distanceKm * 100) / 100,
    Geocode: { Latitude: row.latitude!, Longitude: row.longitude! },
    // Stored as a path of the shop (/pickup/x.svg): under APP_BASE it moves below the base.
    ImageURL: row.imageUrl?.startsWith('/') ? `${appBase}${row.imageUrl}` : row.imageUrl,
    Comments: inCulture(row.comments, culture),
    StandardHoursOfOperation: inCulture(row.hours, culture),
    Informations: inCulture(row.informations, culture),
    LatestAirDropOffTime: row.latestDropOff,
    AdditionalChargeIndicator: row.additionalCharge ?? false,
    SpecialInstructions: inCulture(row.specialInstructions, culture),
    AdditionalComments: inCulture(row.additionalComments, culture),
    PickupPointType: row.pointType as PickupPointType,
    // K8: only a 'static' carrier's points are known by the shop's own row id.
    PickupPointId: carrier.type === 'static' ? row.id! : null,
  };
}

/** The seeded provider: a carrier's active rows of pickup_points. */
export function seededProvider(db: Queries, appBase = ''): PickupProvider {
  return {
    async search({ carrier, place, radiusKm, maximumListSize, culture }: PickupSearch) {
      const { latitude, longitude } = place;
      const bands = searchBands(latitude, longitude, radiusKm);
      const distance = distanceSql(latitude, longitude);
      const rows = await db
        .select({ ...pointColumns, distance })
        .from(p)
        .where(
          and(
            eq(p.carrierId, carrier.id),
            gte(p.latitude, bands.lat.min),
            lte(p.latitude, bands.lat.max),
            bands.lon ? gte(p.longitude, bands.lon.min) : undefined,
            bands.lon ? lte(p.longitude, bands.lon.max) : undefined,
            eq(p.isActive, true),
            sql`${distance} <= ${radiusKm}::float8`,
          ),
        )
        .orderBy(asc(distance), asc(p.id))
        .limit(maximumListSize);
      return rows.map((row) => toPoint(row, carrier, culture, Number(row.distance), appBase));
    },

    async find(carrier, externalRef, culture) {
      const [row] = await db
        .select(pointColumns)
        .from(p)
        .where(
          and(eq(p.carrierId, carrier.id), eq(p.externalRef, externalRef), eq(p.isActive, true)),
        )
        .limit(1);
      return row ? toPoint(row, carrier, culture, 0, appBase) : null;
    },
  };
}
