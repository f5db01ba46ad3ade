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

/** A picture as a button that opens the lightbox on it. */
function PictureButton({
  image,
  number,
  onOpen,
  lead,
}: {
  image: NewsImage;
  number: number;
  onOpen: () => void;
  lead: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="news-post-picture"
      onClick={onOpen}
      aria-label={t('News.Ui.Enlarge', image.Alt || String(number))}
      aria-haspopup="dialog"
    >
      {lead ? (
        // The server's first document shows this same picture at once (its largest paint).
        <img
          className="news-post-img w-100 h-auto"
          src={image.Url}
          width={image.Width}
          height={image.Height}
          alt=""
          fetchPriority="high"
          style={{ aspectRatio: `${image.Width} / ${image.Height}` }}
        />
      ) : (
        <LazyImage src={image.Url} width={image.Width} height={image.Height} alt="" />
      )}
    </button>
  );
}

/**
 * A post's pictures (001 §2 "news detail (zoomable images)"): the first one large where the
 * server's first document has it (nothing moves when the app takes over), the others in a grid
 * after the article. Each opens the shared zoomable lightbox on itself; the lightbox's chunk
 * comes on the first opening.
 */
export function usePostPictures(images: NewsImage[]) {
  const [open, setOpen] = useState<number | null>(null);
  const [first, ...others] = images;
  const lead = first && (
    <figure className="news-post-figure">
      <PictureButton image={first} number={1} onOpen={() => setOpen(0)} lead />
      {first.Caption && <figcaption>{first.Caption}</figcaption>}
    </figure>
  );
  const grid = others.length > 0 && (
    <ul className="news-post-pictures">
      {others.map((image, i) => (
        <li key={image.Url}>
          <figure className="mb-0">
            <PictureButton
              image={image}
              number={i + 2}
              onOpen={() => setOpen(i + 1)}
              lead={false}
            />
            {image.Caption && (
              <figcaption className="small text-muted mt-1">{image.Caption}</figcaption>
            )}
          </figure>
        </li>
      ))}
    </ul>
  );
  const lightbox = (
    <Suspense fallback={null}>
      <Lightbox
        slides={images.map(slideOf)}
        index={open ?? 0}
        open={open !== null}
        onClose={() => setOpen(null)}
      />
    </Suspense>
  );
  return { lead, grid, lightbox };
}
