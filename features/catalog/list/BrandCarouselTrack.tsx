import Slider from 'react-slick';
import { useInertHiddenSlides } from './useInertHiddenSlides';
import 'slick-carousel/slick/slick.css';
import type { BrandLink } from '@api/contract/catalogList';
import { useTranslation } from '@src/i18n/useTranslation';
import { BRAND_CAROUSEL } from '../constants';
import { BrandTile } from './BrandTile';
import { SliderArrow } from './SliderArrow';
import './slider.scss';

/** The react-slick track of BrandCarousel (its own chunk, with slick's CSS). */
export default function BrandCarouselTrack({ brands }: { brands: BrandLink[] }) {
  const { t } = useTranslation();
  const ref = useInertHiddenSlides<HTMLDivElement>();
  return (
    <div ref={ref}>
      <Slider
        slidesToShow={BRAND_CAROUSEL.default}
        slidesToScroll={1}
        infinite={false}
        dots={false}
        prevArrow={<SliderArrow direction="prev" label={t('Catalog.Slider.Previous')} />}
        nextArrow={<SliderArrow direction="next" label={t('Catalog.Slider.Next')} />}
        // Max widths: below 1024, 600 and 480 px (001 §9).
        responsive={[
          { breakpoint: 1023, settings: { slidesToShow: BRAND_CAROUSEL.below1024 } },
          { breakpoint: 599, settings: { slidesToShow: BRAND_CAROUSEL.below600 } },
          { breakpoint: 479, settings: { slidesToShow: BRAND_CAROUSEL.below480 } },
        ]}
      >
        {brands.map((b) => (
          <div key={b.Id} className="brand-carousel-slide">
            <BrandTile brand={b} />
          </div>
        ))}
      </Slider>
    </div>
  );
}
