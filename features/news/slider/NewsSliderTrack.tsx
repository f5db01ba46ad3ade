import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import '@base/ui/slider/slider.scss';
import type { NewsPostTile } from '@api/contract/news';
import { useTranslation } from '@base/i18n/useTranslation';
import { SliderArrow } from '@base/ui/slider/SliderArrow';
import { useInertHiddenSlides } from '@base/ui/slider/useInertHiddenSlides';
import { useSlidesToShow } from '@base/ui/slider/useSlidesToShow';
import { prefersReducedMotion } from '@base/dom/reducedMotion';
import { NEWS_SLIDER, NEWS_SLIDER_SPEED } from '../constants';
import { NewsCard } from '../NewsCard';

/** Slides a view by window width, as the static row's breakpoints (news.scss). */
const NEWS_STEPS = [
  [991.98, NEWS_SLIDER.medium],
  [767.98, NEWS_SLIDER.small],
] as const;

/**
 * The react-slick track of NewsSlider (its own chunk, with slick's CSS). It does not move by
 * itself (no pause button needed); the arrows and slick's arrow keys move it, and the slides out
 * of view are inert.
 */
export default function NewsSliderTrack({ posts }: { posts: NewsPostTile[] }) {
  const { t } = useTranslation();
  const ref = useInertHiddenSlides<HTMLDivElement>();
  const slidesToShow = useSlidesToShow(NEWS_SLIDER.slides, NEWS_STEPS);
  return (
    <div ref={ref}>
      <Slider
        // A new count is a new slider: slick recomputes its widths from scratch.
        key={slidesToShow}
        slidesToShow={slidesToShow}
        slidesToScroll={1}
        infinite={false}
        speed={prefersReducedMotion() ? 0 : NEWS_SLIDER_SPEED}
        dots={false}
        accessibility
        prevArrow={<SliderArrow direction="prev" label={t('News.Ui.SliderPrevious')} />}
        nextArrow={<SliderArrow direction="next" label={t('News.Ui.SliderNext')} />}
      >
        {posts.map((post) => (
          <div key={post.NewsPostId} className="news-slider-slide">
            <NewsCard post={post} summary={false} />
          </div>
        ))}
      </Slider>
    </div>
  );
}
