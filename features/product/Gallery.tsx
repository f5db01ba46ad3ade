import { Suspense, useMemo, useState } from 'react';
import { lazyChunk } from '@base/site/lazyChunk';
import type { FrameSet, ProductVariantViewModel } from '@api/contract/product';
import { useGetProductPhotosGalleryQuery } from '@api/product';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAfterPaint } from '@base/dom/useAfterPaint';
import { Lightbox, type LightboxSlide } from '@base/ui/lightbox';
import { PhotoZoom } from './PhotoZoom';
import { View360 } from './View360';

const Thumbnails = lazyChunk(
  () => import(/* webpackChunkName: "product-thumbnails" */ './Thumbnails'),
);

interface Props {
  productId: number;
  productName: string;
  variant: ProductVariantViewModel;
  /** The page's 360 view, until the gallery call answers for the variant. */
  frameSet: FrameSet | null;
}

/**
 * The photo gallery (C3), refreshed when the variant changes; meanwhile the variant model's
 * pictures show. Same boxes as the server's first document (services/product/seo.ts): the
 * main picture keeps its aspect ratio, the thumbnails their reserved column.
 */
export function Gallery({ productId, productName, variant, frameSet: pageFrameSet }: Props) {
  const { t, culture } = useTranslation();
  const variantId = variant.ProductVariantId;
  const { data } = useGetProductPhotosGalleryQuery({
    productId,
    productVariantId: variantId,
    culture,
  });
  const fresh = data?.ProductVariantId === variantId ? data : undefined;
  const photos = fresh?.Photos ?? variant.Photos;
  const frameSet = fresh ? fresh.FrameSet : pageFrameSet;
  const [index, setIndex] = useState(0);
  const [shown360, setShown360] = useState(false);
  const [enlarged, setEnlarged] = useState(false);
  const slides = useMemo<LightboxSlide[]>(
    () => photos.map((p) => ({ src: p.Url, width: p.Width, height: p.Height, alt: p.Alt })),
    [photos],
  );
  const [seenVariant, setSeenVariant] = useState(variantId);
  if (seenVariant !== variantId) {
    setSeenVariant(variantId);
    setIndex(0);
  }
  const photo = photos[index] ?? photos[0];
  // The thumbnails' slider measures the layout when it mounts: after the page is painted, in a
  // task of its own, its column reserved meanwhile.
  const painted = useAfterPaint();
  const with360 = shown360 && frameSet !== null;

  return (
    <div className="row g-2 product-gallery">
      <div className="col-sm-10 product-photo-main">
        <div
          className="product-photo-box position-relative overflow-hidden"
          style={{
            aspectRatio: photo ? `${photo.Width} / ${photo.Height}` : '1 / 1',
            backgroundColor: photo?.Color,
          }}
        >
          {with360 ? (
            <View360 frameSet={frameSet} alt={productName} />
          ) : (
            photo && (
              <PhotoZoom
                photo={photo}
                first={photo === photos[0]}
                onOpen={() => setEnlarged(true)}
              />
            )
          )}
          {frameSet && (
            <button
              type="button"
              className="btn btn-light btn-sm product-360-toggle"
              aria-pressed={with360}
              onClick={() => setShown360(!shown360)}
            >
              {t('Catalog.Product.View360')}
            </button>
          )}
        </div>
      </div>
      <Suspense fallback={null}>
        <Lightbox
          slides={slides}
          index={photos[index] ? index : 0}
          open={enlarged}
          onClose={() => setEnlarged(false)}
        />
      </Suspense>
      <div className="col-sm-2 order-sm-first product-thumbs" style={{ minHeight: '4.5rem' }}>
        {photos.length > 1 && painted && (
          <Suspense fallback={null}>
            <Thumbnails
              photos={photos}
              selected={index}
              onSelect={(i) => {
                setIndex(i);
                setShown360(false);
              }}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
