import { useMemo } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { NEWS_WIDGET_POSTS } from '../constants';
import { newsMarkerOptions, type NewsMarkerProps } from '../markerOptions';
import { NewsAlert } from '../NewsAlert';
import { NewsHeading } from '../NewsHeading';
import { useNewsPage } from '../useNewsPage';
import { NewsSlider } from '../slider/NewsSlider';
import '../news.scss';

/**
 * CMS widget `<div data-widget="news-slider" data-category-ids="2,5" data-posts-per-page="9"
 * data-title="…">`: the newest posts in a slider.
 */
export default function NewsSliderWidget(props: NewsMarkerProps) {
  const { t } = useTranslation();
  const { categoryIds, displayChildren, postsPerPage, title } = props;
  const options = useMemo(
    () =>
      newsMarkerOptions(
        { categoryIds, displayChildren, postsPerPage, title },
        { postsPerPage: NEWS_WIDGET_POSTS.slider },
      ),
    [categoryIds, displayChildren, postsPerPage, title],
  );
  const { data, isError, refetch } = useNewsPage(options);
  return (
    <section className="news-widget news-slider">
      <NewsHeading title={options.title} />
      {isError && !data && <NewsAlert onRetry={() => void refetch()} />}
      {!data && !isError && (
        <div className="news-placeholder" aria-busy="true">
          <span className="visually-hidden">{t('News.Ui.Loading')}</span>
        </div>
      )}
      {data && data.Posts.length === 0 && <p className="news-empty">{t('News.Ui.None')}</p>}
      {data && data.Posts.length > 0 && <NewsSlider posts={data.Posts} />}
    </section>
  );
}
