import Slider from 'react-slick';
import { useInertHiddenSlides } from '@base/ui/slider/useInertHiddenSlides';
import 'slick-carousel/slick/slick.css';
import type { BrandLink } from '@api/contract/catalogList';
import { useTranslation } from '@base/i18n/useTranslation';
import { BRAND_CAROUSEL } from '../constants';
import { BrandTile } from './BrandTile';
import { SliderArrow } from '@base/ui/slider/SliderArrow';
import { useSlidesToShow } from '@base/ui/slider/useSlidesToShow';
import '@base/ui/slider/slider.scss';

/** Brands a view by window width (001 §9 "Business constants and limits"), with the static row's breakpoints (slider.scss). */
const BRAND_STEPS = [
  [1023.98, BRAND_CAROUSEL.below1024],
  [599.98, BRAND_CAROUSEL.below600],
  [479.98, BRAND_CAROUSEL.below480],
] as const;

/** The react-slick track of BrandCarousel (its own chunk, with slick's CSS). */
export default function BrandCarouselTrack({ brands }: { brands: BrandLink[] }) {
  const { t } = useTranslation();
  const ref = useInertHiddenSlides<HTMLDivElement>();
  const slidesToShow = useSlidesToShow(BRAND_CAROUSEL.default, BRAND_STEPS);
  return (
    <div ref={ref}>
      <Slider
        // A new count is a new slider: slick recomputes its widths from scratch.
        key={slidesToShow}
        slidesToShow={slidesToShow}
        slidesToScroll={1}
        infinite={false}
        dots={false}
        prevArrow={<SliderArrow direction="prev" label={t('Catalog.Slider.Previous')} />}
        nextArrow={<SliderArrow direction="next" label={t('Catalog.Slider.Next')} />}
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
