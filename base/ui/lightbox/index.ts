export { Lightbox } from './Lightbox';
export type { LightboxProps, LightboxSlide } from './types';
export {
  GALLERY_PRELOAD_RANGE,
  GALLERY_SLIDESHOW_INTERVAL,
  GALLERY_SLIDESHOW_TRANSITION,
  GALLERY_TRANSITION,
} from './constants';
