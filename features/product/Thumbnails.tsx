import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { ProductPhoto } from '@api/contract/product';
import { GALLERY_THUMBNAILS } from '@features/catalog/constants';
import { BREAKPOINTS } from '@features/site/constants';
import { useTranslation } from '@src/i18n/useTranslation';

interface Props {
  photos: ProductPhoto[];
  selected: number;
  onSelect: (index: number) => void;
}

/**
 * The gallery's thumbnails (001 §9): a vertical slider of 5, one at a time below the small
 * breakpoint. Its own chunk (react-slick and its stylesheet), fetched by the gallery.
 */
export default function Thumbnails({ photos, selected, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <div className="product-thumbs-inner">
      <Slider
        vertical
        verticalSwiping
        infinite={false}
        arrows={false}
        slidesToShow={Math.min(GALLERY_THUMBNAILS.vertical, photos.length)}
        responsive={[
          {
            breakpoint: BREAKPOINTS.small,
            settings: {
              vertical: false,
              verticalSwiping: false,
              slidesToShow: GALLERY_THUMBNAILS.small,
            },
          },
        ]}
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
