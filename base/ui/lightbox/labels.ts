import type { Labels } from 'yet-another-react-lightbox';
import type { Translate } from '@base/i18n/translate';

/**
 * The library's English control names, each from a `Lightbox.*` string (fr and nl). The slide
 * label keeps the library's own `{index}`/`{total}` placeholders, filled in by the library.
 */
export function lightboxLabels(t: Translate): Labels {
  return {
    Previous: t('Lightbox.Previous'),
    Next: t('Lightbox.Next'),
    Close: t('Lightbox.Close'),
    Lightbox: t('Lightbox.Dialog'),
    Carousel: t('Lightbox.Carousel'),
    Slide: t('Lightbox.Slide'),
    'Photo gallery': t('Lightbox.PhotoGallery'),
    '{index} of {total}': t('Lightbox.SlideOf', '{index}', '{total}'),
    'Zoom in': t('Lightbox.ZoomIn'),
    'Zoom out': t('Lightbox.ZoomOut'),
    Play: t('Lightbox.Play'),
    Pause: t('Lightbox.Pause'),
    Caption: t('Lightbox.Caption'),
    'Show captions': t('Lightbox.ShowCaptions'),
    'Hide captions': t('Lightbox.HideCaptions'),
  };
}
