/**
 * What other features may use of maps (README). The components load their code (and
 * @react-google-maps/api) in the 'maps' chunk: importing this file costs the importer nothing.
 */
export { MapView, PlaceSearchBox } from './lazy';
export type {
  LatLng,
  MapControls,
  MapMarker,
  MapStyle,
  MapType,
  MapViewProps,
  PlaceChoice,
  PlaceSearchBoxProps,
} from './types';
