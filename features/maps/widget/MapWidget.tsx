import { useMemo } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { MapView } from '../MapView';
import { parseMapWidget, type MapWidgetAttributes } from './parseMapWidget';

/**
 * CMS widget `<div data-widget="map" …>` (001 §3 "Map"): parseMapWidget reads the attributes;
 * a bad one shows the translated widget error in place of the map (and says why in the console).
 */
export function MapWidget(attributes: MapWidgetAttributes) {
  const { t } = useTranslation();
  const key = JSON.stringify(attributes);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const parsed = useMemo(() => parseMapWidget(attributes), [key]);
  if (!parsed.ok) {
    console.warn(`Map widget: ${parsed.problem}`);
    return (
      <p className="widget-error" role="status">
        {t('Maps.WidgetError')}
      </p>
    );
  }
  const { config } = parsed;
  return (
    <MapView
      label={attributes.label?.trim() || t('Maps.MapLabel')}
      center={config.center}
      zoom={config.zoom}
      mapType={config.mapType}
      fitBounds={config.fitBounds}
      styles={config.styles}
      controls={config.controls}
      markers={config.markers}
      className="map-widget"
    />
  );
}

export default MapWidget;
