import { useEffect, useMemo, useState } from 'react';
import { GoogleMap, InfoWindowF, MarkerF } from '@react-google-maps/api';
import { MAP_DEFAULT_TYPE, MAP_DEFAULT_ZOOM } from '@rules/pickup';
import { mapOptions, markerIcon, markersKey } from './mapOptions';
import { MapPopup } from './MapPopup';
import type { MapMarker, MapViewProps } from './types';

type Props = Omit<MapViewProps, 'label' | 'selectedId' | 'className'> & {
  selectedId: string | null;
  onSelect: (id: string) => void;
  onClose: () => void;
};

/** Shows every marker; one marker alone is centred at the given zoom (its bounds are a point). */
function fitTo(map: google.maps.Map, markers: MapMarker[], zoom: number): void {
  if (markers.length === 1) {
    map.setCenter(markers[0]!.position);
    map.setZoom(zoom);
    return;
  }
  const bounds = new google.maps.LatLngBounds();
  for (const marker of markers) bounds.extend(marker.position);
  map.fitBounds(bounds);
}

/** The Google map itself (the API is loaded): markers, the selected one's popup, fit to bounds. */
export function GoogleMapView({
  center,
  markers,
  zoom = MAP_DEFAULT_ZOOM,
  mapType = MAP_DEFAULT_TYPE,
  fitBounds = false,
  styles,
  controls,
  selectedId,
  onSelect,
  onClose,
  renderPopup,
}: Props) {
  const [map, setMap] = useState<google.maps.Map | null>(null);
  // Stable values: GoogleMap applies a prop again whenever its identity changes (a new centre
  // object each render would undo the fit to bounds).
  const mapCenter = useMemo(() => ({ lat: center.lat, lng: center.lng }), [center.lat, center.lng]);
  const options = useMemo(() => mapOptions(styles, controls), [styles, controls]);
  const key = markersKey(markers);

  useEffect(() => {
    if (map && fitBounds && markers.length > 0) fitTo(map, markers, zoom);
    // The markers' key stands for the markers: a new array with the same points refits nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, fitBounds, key, zoom]);

  const selected = markers.find((marker) => marker.id === selectedId) ?? null;
  useEffect(() => {
    // A point chosen in the list comes into view on the map.
    if (map && selected) map.panTo(selected.position);
  }, [map, selected?.position.lat, selected?.position.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <GoogleMap
      mapContainerClassName="map-canvas"
      center={mapCenter}
      zoom={zoom}
      mapTypeId={mapType}
      options={options}
      onLoad={setMap}
      onUnmount={() => setMap(null)}
    >
      {markers.map((marker) => (
        <MarkerF
          key={marker.id}
          position={marker.position}
          title={marker.title}
          icon={markerIcon(marker, marker.id === selectedId)}
          zIndex={marker.id === selectedId ? 2 : 1}
          onClick={() => onSelect(marker.id)}
        />
      ))}
      {selected && (
        <InfoWindowF
          key={selected.id}
          position={selected.position}
          options={{ ariaLabel: selected.title, pixelOffset: new google.maps.Size(0, -14) }}
          onCloseClick={onClose}
        >
          <MapPopup marker={selected} renderPopup={renderPopup} />
        </InfoWindowF>
      )}
    </GoogleMap>
  );
}
