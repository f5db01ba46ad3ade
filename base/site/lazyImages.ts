import { whenNearViewport } from '@base/dom/nearViewport';
import {
  LAZY_IMAGE_LOADED_CLASS,
  LAZY_IMAGE_SELECTOR,
  LAZY_IMAGE_THRESHOLD_PX,
  LAZY_IMAGE_THROTTLE_MS,
} from './constants';

/** Editors give width and height; the explicit ratio keeps the box while the image has no src. */
function reserveSpace(img: HTMLImageElement): void {
  const width = Number(img.getAttribute('width'));
  const height = Number(img.getAttribute('height'));
  if (width > 0 && height > 0 && !img.style.aspectRatio) {
    img.style.aspectRatio = `${width} / ${height}`;
  }
}

function load(img: HTMLImageElement): void {
  const { src, srcset, sizes } = img.dataset;
  if (sizes) img.sizes = sizes;
  if (srcset) img.srcset = srcset;
  if (src) img.src = src;
  img.removeAttribute('data-src');
  img.removeAttribute('data-srcset');
  img.classList.add(LAZY_IMAGE_LOADED_CLASS);
}

/**
 * CMS images written as `<img data-src="…" width="…" height="…">` load when they come within
 * 500 px of the viewport (000 §9 "Business constants and limits"). Bound on every page load; returns the unbinding.
 */
export function bindLazyImages(root: ParentNode): () => void {
  const images = Array.from(root.querySelectorAll<HTMLImageElement>(LAZY_IMAGE_SELECTOR));
  images.forEach(reserveSpace);
  return whenNearViewport(
    images,
    { marginPx: LAZY_IMAGE_THRESHOLD_PX, throttleMs: LAZY_IMAGE_THROTTLE_MS },
    (img) => load(img as HTMLImageElement),
  );
}
