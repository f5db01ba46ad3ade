import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import '@base/ui/slider/slider.scss';
import type { ProductPhoto } from '@api/contract/product';
import { GALLERY_THUMBNAILS } from '@features/product/constants';
import { SliderArrow } from '@base/ui/slider/SliderArrow';
import { useInertHiddenSlides } from '@base/ui/slider/useInertHiddenSlides';
import { useMediaQuery } from '@base/dom/useMediaQuery';
import { BREAKPOINTS } from '@base/site/constants';
import { useTranslation } from '@base/i18n/useTranslation';

interface Props {
  photos: ProductPhoto[];
  selected: number;
  onSelect: (index: number) => void;
}

/**
 * The gallery's thumbnails (001 §9 "Business constants and limits"): a vertical slider of 5, one at a time below the small
 * breakpoint. Its own chunk (react-slick and its stylesheet), fetched by the gallery.
 */
export default function Thumbnails({ photos, selected, onSelect }: Props) {
  const { t } = useTranslation();
  // Chosen here rather than with slick's `responsive`: a vertical slider switched to horizontal
  // that way kept its vertical height on phones and pushed the page down (CLS).
  const small = useMediaQuery(`(max-width: ${BREAKPOINTS.small - 0.02}px)`);
  // Thumbnails out of view are inert (slick hides them from screen readers only); on phones,
  // where one shows at a time, arrows reach the others.
  const ref = useInertHiddenSlides<HTMLDivElement>();
  return (
    <div className="product-thumbs-inner" ref={ref}>
      <Slider
        key={small ? 'row' : 'column'}
        vertical={!small}
        verticalSwiping={!small}
        infinite={false}
        arrows={small}
        prevArrow={<SliderArrow direction="prev" label={t('Catalog.Slider.Previous')} />}
        nextArrow={<SliderArrow direction="next" label={t('Catalog.Slider.Next')} />}
        slidesToShow={
          small ? GALLERY_THUMBNAILS.small : Math.min(GALLERY_THUMBNAILS.vertical, photos.length)
        }
      >
        {photos.map((photo, index) => (
          <div key={photo.AssetId}>
            <button
              type="button"
              className={index === selected ? 'product-thumb is-selected' : 'product-thumb'}
              aria-label={t('Catalog.Product.ShowPhoto', index + 1, photos.length)}
              aria-pressed={index === selected}
              onClick={() => onSelect(index)}
            >
              <img
                src={photo.Url}
                width={photo.Width}
                height={photo.Height}
                alt=""
                loading="lazy"
              />
            </button>
          </div>
        ))}
      </Slider>
    </div>
  );
}
