import { useState, type MouseEvent } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import type { ProductPhoto } from '@api/contract/product';
import { BREAKPOINTS } from '@base/site/constants';
import { viewportWidth } from '@base/site/viewport';
import { PHOTO_ZOOM_SCALE } from './constants';

interface Props {
  photo: ProductPhoto;
  first: boolean;
  /** Opens the lightbox on this picture (click, Enter or Space). */
  onOpen: () => void;
}

/**
 * The main picture, zoomed under the pointer on hover from the small breakpoint up (001 §9 "Business constants and limits").
 * A transform, so the zoom moves nothing around it. The first picture is the page's largest
 * paint: fetched with high priority, as in the server's document. The picture is a button
 * that fills the same box (no padding, no border), so wrapping it moves nothing.
 */
export function PhotoZoom({ photo, first, onOpen }: Props) {
  const { t } = useTranslation();
  const [origin, setOrigin] = useState<string | null>(null);
  const onMove = (event: MouseEvent<HTMLImageElement>) => {
    if (viewportWidth() < BREAKPOINTS.small) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };
  return (
    <button
      type="button"
      className="product-photo-open d-block w-100 h-100 p-0 border-0 bg-transparent"
      aria-label={t('Catalog.Product.EnlargePhoto')}
      onClick={onOpen}
    >
      <img
        className={
          origin ? 'product-photo-img w-100 h-100 is-zoomed' : 'product-photo-img w-100 h-100'
        }
        src={photo.Url}
        width={photo.Width}
        height={photo.Height}
        alt={photo.Alt}
        fetchPriority={first ? 'high' : undefined}
        style={
          origin ? { transform: `scale(${PHOTO_ZOOM_SCALE})`, transformOrigin: origin } : undefined
        }
        onMouseMove={onMove}
        onMouseLeave={() => setOrigin(null)}
      />
    </button>
  );
}
