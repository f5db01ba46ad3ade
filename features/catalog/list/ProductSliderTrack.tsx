import Slider from 'react-slick';
import { useInertHiddenSlides } from '@base/ui/slider/useInertHiddenSlides';
import 'slick-carousel/slick/slick.css';
import type { ProductTile } from '@api/contract/catalog';
import { useTranslation } from '@base/i18n/useTranslation';
import { PRODUCT_SLIDER } from '../constants';
import { ProductCard } from './ProductCard';
import { SliderArrow } from '@base/ui/slider/SliderArrow';
import '@base/ui/slider/slider.scss';
import { useSlidesToShow } from '@base/ui/slider/useSlidesToShow';

/** Tiles a view by window width, as the static row's breakpoints (slider.scss): medium, small, 450 px. */
const PRODUCT_STEPS = [
  [991.98, PRODUCT_SLIDER.medium],
  [767.98, PRODUCT_SLIDER.small],
  [450, PRODUCT_SLIDER.at450],
] as const;

/** The react-slick track of ProductSlider (its own chunk, with slick's CSS). */
export default function ProductSliderTrack({ products }: { products: ProductTile[] }) {
  const { t } = useTranslation();
  const ref = useInertHiddenSlides<HTMLDivElement>();
  const slidesToShow = useSlidesToShow(PRODUCT_SLIDER.slides, PRODUCT_STEPS);
  return (
    <div ref={ref}>
      <Slider
        // A new count is a new slider: slick recomputes its widths from scratch.
        key={slidesToShow}
        slidesToShow={slidesToShow}
        slidesToScroll={1}
        infinite={PRODUCT_SLIDER.infinite}
        speed={PRODUCT_SLIDER.speed}
        dots={false}
        prevArrow={<SliderArrow direction="prev" label={t('Catalog.Slider.Previous')} />}
        nextArrow={<SliderArrow direction="next" label={t('Catalog.Slider.Next')} />}
      >
        {products.map((p) => (
          <div key={p.ProductId} className="product-slider-slide">
            <ProductCard product={p} headingLevel={3} />
          </div>
        ))}
      </Slider>
    </div>
  );
}
