import { useMemo, useState } from 'react';
import type { Geocode, PickupPoint } from '@api/contract/pickup';
import { useTranslation } from '@base/i18n/useTranslation';
import { MapView, type MapMarker } from '@features/maps';
import { MAP_DEFAULT_ZOOM } from '@rules/pickup';
import { PointPopup } from './PointPopup';

interface Props {
  points: PickupPoint[];
  center: Geocode | null;
  selected: string | null;
  onSelect: (ref: string) => void;
}

/**
 * The points on the map (001 §9: zoom 13, roadmap, fitted to the markers), one marker each,
 * keyed by the point's reference as the list is: a marker's click selects the same point.
 */
export function PickupMap({ points, center, selected, onSelect }: Props) {
  const { t } = useTranslation();
  // A popup closed with its × stays closed (the point stays chosen) until a marker is clicked.
  const [closed, setClosed] = useState<string | null>(null);
  const byRef = useMemo(() => new Map(points.map((p) => [p.PublicAccessPointID, p])), [points]);
  const markers = useMemo<MapMarker[]>(
    () =>
      points.map((p) => ({
        id: p.PublicAccessPointID,
        position: { lat: p.Geocode.Latitude, lng: p.Geocode.Longitude },
        title: p.ConsigneeName,
      })),
    [points],
  );
  const middle = center ?? points[0]?.Geocode;
  if (!middle) return null;
  return (
    <MapView
      label={t('PickupUi.MapLabel')}
      className="pickup-map"
      center={{ lat: middle.Latitude, lng: middle.Longitude }}
      markers={markers}
      zoom={MAP_DEFAULT_ZOOM}
      mapType="roadmap"
      fitBounds
      selectedId={selected === closed ? null : selected}
      onMarkerClick={(ref) => {
        setClosed(null);
        onSelect(ref);
      }}
      onPopupClose={() => setClosed(selected)}
      renderPopup={(marker) => {
        const point = byRef.get(marker.id);
        return point ? <PointPopup point={point} /> : null;
      }}
    />
  );
}
