import type { ReactNode } from 'react';

/** A point on the map (the Maps JS API's LatLngLiteral). */
export type LatLng = { lat: number; lng: number };

/** 001 §3 "Map": a marker's coordinates, title, id, icon and popup content. */
export type MapMarker = {
  id: string;
  position: LatLng;
  /** Tooltip and accessible name of the marker. */
  title: string;
  /** An image URL; the dot image (mapDot.ts) when absent. */
  icon?: string;
  /** The popup's HTML (CMS widget); ignored when the map is given a renderPopup. */
  content?: string;
};

export const MAP_TYPES = ['roadmap', 'satellite', 'hybrid', 'terrain'] as const;
export type MapType = (typeof MAP_TYPES)[number];

/** One rule of a styled map (google.maps.MapTypeStyle), kept loose so callers need no google types. */
export type MapStyle = {
  featureType?: string;
  elementType?: string;
  stylers: Record<string, unknown>[];
};

/** Which of Google's controls show (each defaults to Google's own default when absent). */
export type MapControls = {
  zoom?: boolean;
  mapType?: boolean;
  streetView?: boolean;
  fullscreen?: boolean;
};

export type MapViewProps = {
  /** Accessible name of the map region. */
  label: string;
  center: LatLng;
  markers: MapMarker[];
  /** Default MAP_DEFAULT_ZOOM (13). */
  zoom?: number;
  /** Default 'roadmap' (001 §9). */
  mapType?: MapType;
  /** Pickup maps: show every marker (001 §9). */
  fitBounds?: boolean;
  styles?: MapStyle[];
  controls?: MapControls;
  /** This marker's popup is open and the marker stands out. */
  selectedId?: string | null;
  onMarkerClick?: (id: string) => void;
  /** The popup's close button. */
  onPopupClose?: () => void;
  /** The popup's body (pickup: name, address, hours); else the marker's HTML content. */
  renderPopup?: (marker: MapMarker) => ReactNode;
  className?: string;
};

/** What a chosen place tells the pickup search (K8/M1 field names). */
export type PlaceChoice = {
  PostalCode?: string;
  City?: string;
  Address?: string;
  Latitude?: number;
  Longitude?: number;
};

export type PlaceSearchBoxProps = {
  id: string;
  label: string;
  /** ISO code of the chosen country ('BE', 'NL'): Places restriction and reverse lookup. */
  countryCode: string;
  /** The gazetteer's country (K11). */
  countryId: number;
  value: string;
  onChange: (text: string) => void;
  onPlace: (place: PlaceChoice) => void;
};
