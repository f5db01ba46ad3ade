import { Suspense } from 'react';
import { lazyChunk } from '@base/site/lazyChunk';
import { useTranslation } from '@base/i18n/useTranslation';
import type { MapViewProps, PlaceSearchBoxProps } from './types';

const LazyMapView = lazyChunk(() => import(/* webpackChunkName: "maps" */ './MapView'));
const LazyPlaceSearchBox = lazyChunk(
  () => import(/* webpackChunkName: "maps" */ './PlaceSearchBox'),
);

/** The map region while its chunk arrives: same name and place, so nothing moves. */
function MapChunkLoading({ label, className }: Pick<MapViewProps, 'label' | 'className'>) {
  const { t } = useTranslation();
  return (
    <section className={`map-view ${className ?? ''}`.trim()} aria-label={label}>
      <p role="status" className="p-3">
        {t('Maps.Loading')}
      </p>
    </section>
  );
}

/** A plain field while the box's chunk arrives: typing already counts. */
function PlaceBoxChunkLoading({ id, label, value, onChange }: PlaceSearchBoxProps) {
  return (
    <div className="place-search mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="form-control"
        type="text"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The map (types.ts MapViewProps), its code in the 'maps' chunk. */
export function MapView(props: MapViewProps) {
  return (
    <Suspense fallback={<MapChunkLoading label={props.label} className={props.className} />}>
      <LazyMapView {...props} />
    </Suspense>
  );
}

/** The place search box (types.ts PlaceSearchBoxProps), its code in the 'maps' chunk. */
export function PlaceSearchBox(props: PlaceSearchBoxProps) {
  return (
    <Suspense fallback={<PlaceBoxChunkLoading {...props} />}>
      <LazyPlaceSearchBox {...props} />
    </Suspense>
  );
}
