import Slider from 'react-slick';
import { useInertHiddenSlides } from '@base/ui/slider/useInertHiddenSlides';
import 'slick-carousel/slick/slick.css';
import type { ProductTile } from '@api/contract/catalog';
import { useTranslation } from '@base/i18n/useTranslation';
import { PRODUCT_SLIDER } from '../constants';
import { ProductCard } from './ProductCard';
import { SliderArrow } from '@base/ui/slider/SliderArrow';
import '@base/ui/slider/slider.scss';

/** The react-slick track of ProductSlider (its own chunk, with slick's CSS). */
export default function ProductSliderTrack({ products }: { products: ProductTile[] }) {
  const { t } = useTranslation();
  const ref = useInertHiddenSlides<HTMLDivElement>();
  return (
    <div ref={ref}>
      <Slider
        slidesToShow={PRODUCT_SLIDER.slides}
        slidesToScroll={1}
        infinite={PRODUCT_SLIDER.infinite}
        speed={PRODUCT_SLIDER.speed}
        dots={false}
        prevArrow={<SliderArrow direction="prev" label={t('Catalog.Slider.Previous')} />}
        nextArrow={<SliderArrow direction="next" label={t('Catalog.Slider.Next')} />}
        // react-slick breakpoints are max widths: medium (< 992), small (< 768), 450 px.
        responsive={[
          { breakpoint: 991, settings: { slidesToShow: PRODUCT_SLIDER.medium } },
          { breakpoint: 767, settings: { slidesToShow: PRODUCT_SLIDER.small } },
          { breakpoint: 450, settings: { slidesToShow: PRODUCT_SLIDER.at450 } },
        ]}
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
