import { useMemo } from 'react';
import { bannerOptions, parseSlides, sliderActive, type BannerAttributes } from './bannerRules';
import { BannerCarousel } from './BannerCarousel';
import { BannerSlideView } from './BannerSlideView';
import '../media.scss';

export interface BannerSliderWidgetProps extends BannerAttributes {
  /** The slides the CMS wrote inside the marker (`.banner-slide` elements). */
  markup?: string;
}

/**
 * CMS widget `<div class="banner-slider" data-widget="banner-slider" data-duration="6000" …>`
 * with `.banner-slide` children (README "banner-slider"). One slide stays as written (no dots,
 * no arrows); more become the slider. A marker without slides keeps its HTML.
 */
export function BannerSliderWidget({
  markup = '',
  label = '',
  ...attributes
}: BannerSliderWidgetProps) {
  const slides = useMemo(() => parseSlides(markup), [markup]);
  const options = bannerOptions(attributes);
  const [first] = slides;
  if (!first) return <div className="banner-static" dangerouslySetInnerHTML={{ __html: markup }} />;
  if (!sliderActive(slides.length)) return <BannerSlideView slide={first} />;
  return <BannerCarousel slides={slides} options={options} label={label} />;
}

export default BannerSliderWidget;
