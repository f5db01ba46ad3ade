import { Suspense, useState } from 'react';
import type { NewsImage } from '@api/contract/news';
import { useTranslation } from '@base/i18n/useTranslation';
import { LazyImage } from '@base/ui/LazyImage';
import { Lightbox, type LightboxSlide } from '@base/ui/lightbox';

const slideOf = (image: NewsImage): LightboxSlide => ({
  src: image.Url,
  width: image.Width,
  height: image.Height,
  alt: image.Alt,
  caption: image.Caption || undefined,
});

/**
 * A post's pictures in a grid (001 §2 "news detail (zoomable images)"): each is a button that
 * opens the shared zoomable lightbox on it; the lightbox's chunk comes on the first opening.
 */
export function PostPictures({ images }: { images: NewsImage[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <ul className="news-post-pictures">
        {images.map((image, i) => (
          <li key={image.Url}>
            <figure className="mb-0">
              <button
                type="button"
                className="news-post-picture"
                onClick={() => setOpen(i)}
                aria-label={t('News.Ui.Enlarge', image.Alt || String(i + 1))}
                aria-haspopup="dialog"
              >
                <LazyImage src={image.Url} width={image.Width} height={image.Height} alt="" />
              </button>
              {image.Caption && (
                <figcaption className="small text-muted mt-1">{image.Caption}</figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        <Lightbox
          slides={images.map(slideOf)}
          index={open ?? 0}
          open={open !== null}
          onClose={() => setOpen(null)}
        />
      </Suspense>
    </>
  );
}
