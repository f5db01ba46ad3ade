import { MAP_DEFAULT_ZOOM } from '@rules/pickup';
import {
  MAP_TYPES,
  type LatLng,
  type MapControls,
  type MapMarker,
  type MapStyle,
  type MapType,
} from '../types';

/** The marker's data attributes as the widget host gives them (dataset, camel-cased). */
export type MapWidgetAttributes = Record<string, string | undefined>;

export type MapWidgetConfig = {
  center: LatLng;
  zoom: number;
  mapType: MapType;
  fitBounds: boolean;
  styles?: MapStyle[];
  controls?: MapControls;
  markers: MapMarker[];
};

export type ParsedMapWidget =
  { ok: true; config: MapWidgetConfig } | { ok: false; problem: string };

/** Google's zoom levels. */
const ZOOM_MIN = 0;
const ZOOM_MAX = 22;
const CONTROL_KEYS = ['zoom', 'mapType', 'streetView', 'fullscreen'] as const;

class BadAttribute extends Error {}

function fail(message: string): never {
  throw new BadAttribute(message);
}

function coordinate(raw: unknown, limit: number, what: string): number {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit) {
    fail(`${what} must be a number between -${limit} and ${limit}`);
  }
  return value;
}

function json(raw: string, what: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return fail(`${what} is not valid JSON`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An icon is an address of ours, an https image or a data: image (never javascript: or the like). */
function icon(raw: unknown, index: number): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^(https:\/\/|\/(?!\/)|data:image\/)/i.test(raw)) {
    fail(`marker ${index}: icon must be an https, site-relative or data:image address`);
  }
  return raw;
}

function marker(raw: unknown, index: number): MapMarker {
  if (!isRecord(raw)) fail(`marker ${index} is not an object`);
  const title = typeof raw.title === 'string' ? raw.title.trim() : '';
  if (!title) fail(`marker ${index} has no title`);
  if (raw.content !== undefined && typeof raw.content !== 'string') {
    fail(`marker ${index}: content must be HTML text`);
  }
  const id = raw.id === undefined ? String(index) : String(raw.id as string | number);
  const result: MapMarker = {
    id,
    title,
    position: {
      lat: coordinate(raw.lat, 90, `marker ${index} lat`),
      lng: coordinate(raw.lng, 180, `marker ${index} lng`),
    },
  };
  const image = icon(raw.icon, index);
  if (image) result.icon = image;
  if (typeof raw.content === 'string' && raw.content.trim()) result.content = raw.content;
  return result;
}

function markers(raw: string | undefined): MapMarker[] {
  if (!raw?.trim()) return [];
  const list = json(raw, 'data-markers');
  if (!Array.isArray(list)) fail('data-markers must be a JSON array');
  const parsed = list.map(marker);
  if (new Set(parsed.map((m) => m.id)).size !== parsed.length) fail('marker ids must be unique');
  return parsed;
}

function mapType(raw: string | undefined): MapType {
  if (!raw?.trim()) return 'roadmap';
  const value = raw.trim().toLowerCase();
  return (MAP_TYPES as readonly string[]).includes(value)
    ? (value as MapType)
    : fail(`data-map-type must be one of ${MAP_TYPES.join(', ')}`);
}

function zoom(raw: string | undefined): number {
  if (!raw?.trim()) return MAP_DEFAULT_ZOOM;
  const value = Number(raw);
  return Number.isInteger(value) && value >= ZOOM_MIN && value <= ZOOM_MAX
    ? value
    : fail(`data-zoom must be a whole number from ${ZOOM_MIN} to ${ZOOM_MAX}`);
}

function styles(raw: string | undefined): MapStyle[] | undefined {
  if (!raw?.trim()) return undefined;
  const list = json(raw, 'data-style');
  const valid =
    Array.isArray(list) &&
    list.every(
      (rule) =>
        isRecord(rule) &&
        Array.isArray(rule.stylers) &&
        rule.stylers.every(isRecord) &&
        ['featureType', 'elementType'].every(
          (key) => rule[key] === undefined || typeof rule[key] === 'string',
        ),
    );
  return valid ? (list as MapStyle[]) : fail('data-style must be a JSON array of map style rules');
}

function controls(raw: string | undefined): MapControls | undefined {
  if (!raw?.trim()) return undefined;
  const value = json(raw, 'data-controls');
  if (!isRecord(value)) fail('data-controls must be a JSON object');
  const result: MapControls = {};
  for (const [key, flag] of Object.entries(value)) {
    if (!(CONTROL_KEYS as readonly string[]).includes(key)) {
      fail(`data-controls: unknown control "${key}" (${CONTROL_KEYS.join(', ')})`);
    }
    if (typeof flag !== 'boolean') fail(`data-controls: ${key} must be true or false`);
    result[key as (typeof CONTROL_KEYS)[number]] = flag;
  }
  return result;
}

/** The centre: the given one, else the middle of the markers (a map with neither is an error). */
function center(attributes: MapWidgetAttributes, list: MapMarker[]): LatLng {
  const { lat, lng } = attributes;
  if (lat?.trim() || lng?.trim()) {
    return { lat: coordinate(lat, 90, 'data-lat'), lng: coordinate(lng, 180, 'data-lng') };
  }
  if (list.length === 0) fail('data-lat and data-lng are needed when there is no marker');
  const sum = list.reduce(
    (acc, m) => ({ lat: acc.lat + m.position.lat, lng: acc.lng + m.position.lng }),
    { lat: 0, lng: 0 },
  );
  return { lat: sum.lat / list.length, lng: sum.lng / list.length };
}

/**
 * 001 §3 "Map" from `<div data-widget="map" data-lat data-lng data-zoom data-map-type data-style
 * data-controls data-markers data-fit-bounds>`. A bad attribute is reported (for the console),
 * never thrown: the widget then shows its translated error.
 */
export function parseMapWidget(attributes: MapWidgetAttributes): ParsedMapWidget {
  try {
    const list = markers(attributes.markers);
    const config: MapWidgetConfig = {
      center: center(attributes, list),
      zoom: zoom(attributes.zoom),
      mapType: mapType(attributes.mapType),
      fitBounds: attributes.fitBounds === 'true' && list.length > 0,
      markers: list,
    };
    const style = styles(attributes.style);
    if (style) config.styles = style;
    const flags = controls(attributes.controls);
    if (flags) config.controls = flags;
    return { ok: true, config };
  } catch (error: unknown) {
    if (error instanceof BadAttribute) return { ok: false, problem: error.message };
    throw error;
  }
}
