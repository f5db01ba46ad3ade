import { useMemo, useState } from 'react';
import YarLightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { useTranslation } from '@base/i18n/useTranslation';
import {
  GALLERY_PRELOAD_RANGE,
  GALLERY_SLIDESHOW_INTERVAL,
  GALLERY_SLIDESHOW_TRANSITION,
  GALLERY_TRANSITION,
} from './constants';
import { lightboxLabels } from './labels';
import type { LightboxProps } from './types';

const PLUGINS = [Captions, Counter, Slideshow, Zoom];

/**
 * The lightbox itself (its own chunk `lightbox`, with the library's stylesheets), over
 * yet-another-react-lightbox. The library traps focus, closes on Escape, moves with the arrow
 * keys, gives focus back to the opener on close and drops its animations under
 * `prefers-reduced-motion`. The slideshow waits for the play button (WCAG 2.2.2).
 */
export default function LightboxView({ slides, index, open, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const labels = useMemo(() => lightboxLabels(t), [t]);
  // The slideshow moves to the next slide with its own (slower) transition; by hand, the
  // library's navigation animation uses the ordinary one.
  const [playing, setPlaying] = useState(false);
  const yarSlides = useMemo(
    () =>
      slides.map(({ src, width, height, alt, caption }) => ({
        src,
        width,
        height,
        alt,
        description: caption,
      })),
    [slides],
  );
  return (
    <YarLightbox
      open={open}
      close={onClose}
      index={index}
      slides={yarSlides}
      plugins={PLUGINS}
      labels={labels}
      carousel={{ preload: GALLERY_PRELOAD_RANGE, finite: slides.length <= 1 }}
      animation={{
        fade: GALLERY_TRANSITION,
        swipe: GALLERY_TRANSITION,
        navigation: playing ? GALLERY_SLIDESHOW_TRANSITION : GALLERY_TRANSITION,
      }}
      slideshow={{ autoplay: false, delay: GALLERY_SLIDESHOW_INTERVAL }}
      on={{
        slideshowStart: () => setPlaying(true),
        slideshowStop: () => setPlaying(false),
        exited: () => setPlaying(false),
      }}
      render={slides.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
    />
  );
}
