import { useMemo } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { NEWS_WIDGET_POSTS } from '../constants';
import { newsMarkerOptions, type NewsMarkerProps } from '../markerOptions';
import { NewsAlert } from '../NewsAlert';
import { NewsHeading } from '../NewsHeading';
import { useNewsPage } from '../useNewsPage';
import { NewsTicker } from '../ticker/NewsTicker';
import '../news.scss';

/**
 * CMS widget `<div data-widget="news-ticker" data-posts-per-page="5" data-title="…">`: the
 * newest headlines, one at a time.
 */
export default function NewsTickerWidget(props: NewsMarkerProps) {
  const { t } = useTranslation();
  const { categoryIds, displayChildren, postsPerPage, title } = props;
  const options = useMemo(
    () =>
      newsMarkerOptions(
        { categoryIds, displayChildren, postsPerPage, title },
        { postsPerPage: NEWS_WIDGET_POSTS.ticker },
      ),
    [categoryIds, displayChildren, postsPerPage, title],
  );
  const { data, isError, refetch } = useNewsPage(options);
  return (
    <section className="news-widget news-ticker-widget">
      <NewsHeading title={options.title} />
      {isError && !data ? (
        <NewsAlert onRetry={() => void refetch()} />
      ) : data && data.Posts.length === 0 ? (
        <p className="news-empty">{t('News.Ui.None')}</p>
      ) : (
        <NewsTicker posts={data?.Posts ?? []} label={options.title || t('News.Ui.Headlines')} />
      )}
    </section>
  );
}
