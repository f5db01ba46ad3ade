import { useState } from 'react';
import { GoogleMapView } from './GoogleMapView';
import { MapMessage } from './MapMessage';
import { MapsScript } from './MapsScript';
import { useMapsAccess } from './useMapsAccess';
import type { MapViewProps } from './types';
import './maps.scss';

/**
 * A labelled map region: Google's map once the key, the consent and the script allow it,
 * otherwise the translated reason (README "States"). The selection is the caller's when it
 * passes selectedId (pickup list ↔ map), else the map keeps its own (CMS widget).
 */
export function MapView({
  label,
  className,
  selectedId,
  onMarkerClick,
  onPopupClose,
  ...rest
}: MapViewProps) {
  const access = useMapsAccess();
  const [own, setOwn] = useState<string | null>(null);
  const selected = selectedId !== undefined ? selectedId : own;
  const select = (id: string) => {
    setOwn(id);
    onMarkerClick?.(id);
  };
  const close = () => {
    setOwn(null);
    onPopupClose?.();
  };
  return (
    <section className={`map-view ${className ?? ''}`.trim()} aria-label={label}>
      {access.state === 'allowed' ? (
        <MapsScript apiKey={access.key}>
          {(status) =>
            status === 'ready' ? (
              <GoogleMapView {...rest} selectedId={selected} onSelect={select} onClose={close} />
            ) : (
              <MapMessage state={status} />
            )
          }
        </MapsScript>
      ) : (
        <MapMessage state={access.state} />
      )}
    </section>
  );
}

export default MapView;
