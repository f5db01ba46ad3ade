import type { ReactNode } from 'react';
import type { MapMarker } from './types';

/**
 * The popup's body: the caller's rendering (pickup point), else the marker's HTML from the CMS
 * widget (authored in the back office like the page around it), else its title.
 */
export function MapPopup({
  marker,
  renderPopup,
}: {
  marker: MapMarker;
  renderPopup?: (marker: MapMarker) => ReactNode;
}) {
  if (renderPopup) return <div className="map-popup">{renderPopup(marker)}</div>;
  if (marker.content) {
    return (
      <div className="map-popup">
        <p className="map-popup-title fw-bold mb-1">{marker.title}</p>
        <div dangerouslySetInnerHTML={{ __html: marker.content }} />
      </div>
    );
  }
  return (
    <div className="map-popup">
      <p className="map-popup-title fw-bold mb-0">{marker.title}</p>
    </div>
  );
}
