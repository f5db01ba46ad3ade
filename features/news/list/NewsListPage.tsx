import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetNewsCategoriesQuery } from '@api/news';
import { NEWS_PATH } from '@rules/news';
import { pageLoaded } from '@base/events';
import { useAppDispatch } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { NewsAlert } from '../NewsAlert';
import { NewsCard } from '../NewsCard';
import { NewsCalendar } from '../calendar/NewsCalendar';
import { CategoryFilter } from './CategoryFilter';
import { NewsMasonry } from './NewsMasonry';
import { chosenCategory, newsPageCalendarOptions, newsPageListOptions } from './newsPageOptions';
import '../news.scss';

/**
 * The news page (/{culture}/news): heading, category filter (kept in the address, shareable),
 * the posts in a masonry with "more", and the calendar beside it on desktop, under it on a phone.
 * A chosen category shows its children's posts too.
 */
export function NewsListPage() {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const [search, setSearch] = useSearchParams();
  const categories = useGetNewsCategoriesQuery({ culture });
  const ids = categories.data?.map((c) => c.NewsCategoryId);
  const chosen = chosenCategory(search.get('category'), ids);
  const categoryId = chosen ?? 0;

  useEffect(() => {
    document.title = `${t('News.PageTitle')} | ${runtimeConfig().cmsName}`;
    dispatch(pageLoaded({ path: `/${culture}/${NEWS_PATH}`, bodyClass: 'inner' }));
  }, [dispatch, culture, t]);

  const options = useMemo(() => newsPageListOptions(categoryId), [categoryId]);
  const calendarOptions = useMemo(() => newsPageCalendarOptions(categoryId), [categoryId]);

  const choose = (id: number) =>
    setSearch(id === 0 ? {} : { category: String(id) }, { preventScrollReset: true });

  return (
    <div className="news-page">
      <h1>{t('News.PageTitle')}</h1>
      {categories.isError && <NewsAlert onRetry={() => void categories.refetch()} />}
      {categories.data && (
        <CategoryFilter categories={categories.data} value={categoryId} onChange={choose} />
      )}
      {chosen === null && (
        <p className="alert alert-warning" role="alert">
          {t('News.Ui.UnknownCategory')}
        </p>
      )}
      <div className="row">
        <div className="col-lg-8">
          <NewsMasonry
            key={options.categoryIds}
            options={options}
            variant="cards"
            renderPost={(post) => <NewsCard post={post} headingLevel={2} />}
          />
        </div>
        <aside className="col-lg-4 news-page-aside" aria-labelledby="news-page-calendar">
          <h2 id="news-page-calendar" className="h4 mt-4 mt-lg-0">
            {t('News.Ui.Calendar')}
          </h2>
          <NewsCalendar key={options.categoryIds} options={calendarOptions} />
        </aside>
      </div>
    </div>
  );
}
