import { useMemo } from 'react';
import type { NewsPostTile } from '@api/contract/news';
import { useGetNewsCalendarQuery } from '@api/news';
import { useTranslation } from '@base/i18n/useTranslation';
import type { NewsMarkerOptions } from '../markerOptions';
import { NewsAlert } from '../NewsAlert';
import { NewsCard } from '../NewsCard';
import { formatNewsDate, monthNames } from '../dates';
import { CalendarControls } from './CalendarControls';
import { MonthGrid } from './MonthGrid';
import { useCalendarMonth } from './useCalendarMonth';

/** The posts under the grid: a day's, or the month's page with its pager. */
function CalendarPosts({ title, posts }: { title: string; posts: NewsPostTile[] }) {
  return (
    <>
      <h3 className="h6 mt-3">{title}</h3>
      <ul className="list-unstyled news-calendar-list">
        {posts.map((post) => (
          <li key={post.NewsPostId} className="mb-2">
            <NewsCard post={post} headingLevel={4} summary={false} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The news calendar (001 §2): month and year selectors with previous / next month, the month's
 * grid with the days holding posts marked, the chosen day's posts (events by day), else the
 * month's list NEWS_CALENDAR.postsPerPage at a time. While another month loads the last one stays
 * (busy) and the list keeps its min-height, so nothing jumps.
 */
export function NewsCalendar({ options }: { options: NewsMarkerOptions }) {
  const { t, culture } = useTranslation();
  const shown = useCalendarMonth();
  const { data, currentData, isError, isFetching, refetch } = useGetNewsCalendarQuery({
    culture,
    categoryIds: options.categoryIds,
    displayChildren: options.displayChildren,
    postsPerPage: options.postsPerPage,
    month: shown.month,
    year: shown.year,
    page: shown.page,
  });
  const counts = useMemo(
    () => new Map((currentData?.Days ?? []).map((d) => [d.Date, d.Posts.length])),
    [currentData],
  );
  const caption = `${monthNames(culture)[shown.month - 1]} ${shown.year}`;
  const day = shown.day ? currentData?.Days.find((d) => d.Date === shown.day) : undefined;
  const month = currentData ?? data;
  const dayTitle = day ? t('News.Ui.PostsOfDay', formatNewsDate(culture, day.Date)) : '';
  const monthTitle = t('News.Ui.PostsOfMonth', caption);
  // What the live region says once a change is answered: which list is now shown.
  const liveText = day
    ? dayTitle
    : currentData && !isError
      ? `${monthTitle} (${currentData.Total})`
      : '';

  return (
    <div className="news-calendar">
      <CalendarControls
        year={shown.year}
        month={shown.month}
        years={data?.Years ?? []}
        onGoTo={shown.goTo}
        onStep={shown.step}
      />
      <MonthGrid
        year={shown.year}
        month={shown.month}
        counts={counts}
        selected={shown.day}
        onChoose={shown.chooseDay}
        caption={caption}
      />
      <p className="visually-hidden" aria-live="polite">
        {isFetching ? '' : liveText}
      </p>
      <div className="news-calendar-posts" aria-busy={isFetching}>
        {isError && !isFetching && <NewsAlert onRetry={() => void refetch()} />}
        {day && (
          <>
            <CalendarPosts title={dayTitle} posts={day.Posts} />
            <button
              type="button"
              className="btn btn-sm btn-link px-0"
              onClick={() => shown.chooseDay(null)}
            >
              {t('News.Ui.WholeMonth')}
            </button>
          </>
        )}
        {!day && month && !isError && month.Total === 0 && (
          <p className="news-empty mt-3">{t('News.Ui.NoneThisMonth')}</p>
        )}
        {!day && month && !isError && month.Total > 0 && (
          <>
            <CalendarPosts title={monthTitle} posts={month.Posts} />
            {month.TotalPages > 1 && (
              <nav className="d-flex align-items-center gap-2" aria-label={t('News.Ui.Pages')}>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  disabled={shown.page <= 1 || isFetching}
                  onClick={() => shown.setPage(shown.page - 1)}
                >
                  {t('News.Ui.PreviousPage')}
                </button>
                <span>{t('News.Ui.PageOf', month.Page, month.TotalPages)}</span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  disabled={shown.page >= month.TotalPages || isFetching}
                  onClick={() => shown.setPage(shown.page + 1)}
                >
                  {t('News.Ui.NextPage')}
                </button>
              </nav>
            )}
          </>
        )}
      </div>
    </div>
  );
}
