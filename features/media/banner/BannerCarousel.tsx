import { useEffect, useRef, useState, type FocusEvent } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { useMediaQuery } from '@base/dom/useMediaQuery';
import { useTranslation } from '@base/i18n/useTranslation';
import { SliderArrow } from '@base/ui/slider/SliderArrow';
import { useInertHiddenSlides } from '@base/ui/slider/useInertHiddenSlides';
// The arrows' own style (a page may hold a banner and no product slider).
import '@base/ui/slider/slider.scss';
import { BANNER_TRANSITION_MS } from '../constants';
import { autoplayInterval, type BannerOptions, type BannerSlide } from './bannerRules';
import { BannerSlideView } from './BannerSlideView';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

interface Props {
  slides: BannerSlide[];
  options: BannerOptions;
  label: string;
}

/**
 * The banner slider (000 §4) on react-slick. Autoplay is our own timer (slickNext every
 * `duration` ms) rather than slick's, so one rule decides it (bannerRules.autoplayInterval):
 * it stops on hover, on focus inside, with the pause button (WCAG 2.2.2) and for reduced motion.
 */
export function BannerCarousel({ slides, options, label }: Props) {
  const { t } = useTranslation();
  const slider = useRef<Slider>(null);
  const root = useInertHiddenSlides<HTMLDivElement>();
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [current, setCurrent] = useState(0);
  const interval = autoplayInterval(options, {
    reducedMotion,
    paused: stopped || hovered || focused,
  });

  useEffect(() => {
    if (interval === null) return undefined;
    const timer = setInterval(() => slider.current?.slickNext(), interval);
    return () => clearInterval(timer);
  }, [interval]);

  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const autoplays = options.duration !== null && !reducedMotion;

  return (
    <section
      className="banner-carousel"
      aria-roledescription={t('Media.Banner.Carousel')}
      aria-label={label || t('Media.Banner.DefaultLabel')}
      data-current={current}
      data-autoplay={interval ?? 'off'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
    >
      <div ref={root}>
        <Slider
          ref={slider}
          fade={options.fade}
          dots={options.dots}
          arrows={options.arrows}
          infinite
          autoplay={false}
          // A move asked during a transition is honoured (slick would drop it, and a timer's too).
          waitForAnimate={false}
          speed={reducedMotion ? 0 : BANNER_TRANSITION_MS}
          slidesToShow={1}
          slidesToScroll={1}
          beforeChange={(_from, to) => setCurrent(to)}
          customPaging={(index) => (
            <button type="button" aria-label={t('Media.Banner.GoTo', index + 1, slides.length)}>
              {index + 1}
            </button>
          )}
          prevArrow={<SliderArrow direction="prev" label={t('Media.Banner.Previous')} />}
          nextArrow={<SliderArrow direction="next" label={t('Media.Banner.Next')} />}
        >
          {slides.map((slide, index) => (
            <BannerSlideView key={index} slide={slide} />
          ))}
        </Slider>
      </div>
      {autoplays && (
        <button
          type="button"
          className="banner-pause btn btn-light btn-sm"
          onClick={() => setStopped(!stopped)}
        >
          {stopped ? t('Media.Banner.Play') : t('Media.Banner.Pause')}
        </button>
      )}
      {/* Said on a move the shopper made; quiet while it turns by itself (W3C carousel pattern). */}
      <p className="visually-hidden" aria-live={interval === null ? 'polite' : 'off'}>
        {t('Media.Banner.Position', current + 1, slides.length)}
      </p>
    </section>
  );
}
