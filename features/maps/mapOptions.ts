import type { MapControls, MapMarker, MapStyle } from './types';
import { MAP_DOT_ICON, MAP_DOT_SELECTED_ICON, MAP_DOT_SELECTED_SIZE, MAP_DOT_SIZE } from './mapDot';

/** The map's options from our props: style rules and which controls show (absent: Google's default). */
export function mapOptions(styles?: MapStyle[], controls?: MapControls): google.maps.MapOptions {
  const options: google.maps.MapOptions = {
    // Google's own points of interest would open Google's popups over ours.
    clickableIcons: false,
  };
  if (styles) options.styles = styles as google.maps.MapTypeStyle[];
  if (controls?.zoom !== undefined) options.zoomControl = controls.zoom;
  if (controls?.mapType !== undefined) options.mapTypeControl = controls.mapType;
  if (controls?.streetView !== undefined) options.streetViewControl = controls.streetView;
  if (controls?.fullscreen !== undefined) options.fullscreenControl = controls.fullscreen;
  return options;
}

/**
 * A marker's icon: its own image, or the dot (001 §3); the selected marker gets the larger,
 * ringed dot so it stands out by shape and size, not colour alone.
 */
export function markerIcon(marker: MapMarker, selected: boolean): string | google.maps.Icon {
  if (marker.icon) return marker.icon;
  const size = selected ? MAP_DOT_SELECTED_SIZE : MAP_DOT_SIZE;
  return {
    url: selected ? MAP_DOT_SELECTED_ICON : MAP_DOT_ICON,
    scaledSize: new google.maps.Size(size, size),
    anchor: new google.maps.Point(size / 2, size / 2),
  };
}

/** Changes only when a marker moves, comes or goes (the fit-to-bounds effect's key). */
export function markersKey(markers: MapMarker[]): string {
  return markers.map((m) => `${m.id}@${m.position.lat},${m.position.lng}`).join(';');
}
