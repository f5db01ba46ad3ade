import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { LazyImage } from '@base/ui/LazyImage';
import type { NewsMarkerOptions } from '../markerOptions';
import { NewsAlert } from '../NewsAlert';
import { NewsHeading } from '../NewsHeading';
import { formatNewsDate } from '../dates';
import { useNewsPage } from '../useNewsPage';

type Direction = 'newer' | 'older';

/**
 * Posts one under the other, a page of M4 at a time, with "newer" (up) and "older" (down)
 * buttons. The list keeps showing the page it has until the next arrives, then slides in from
 * the side it came from (no motion if reduced), takes the focus and the live region says which
 * page it is.
 */
export function NewsBlog({ options }: { options: NewsMarkerOptions }) {
  const { t, culture } = useTranslation();
  const [page, setPage] = useState(1);
  const [moved, setMoved] = useState<Direction | null>(null);
  const { data, currentData, isError, isFetching, refetch } = useNewsPage(options, page);
  const list = useRef<HTMLUListElement>(null);

  // Once the asked page is there, the focus goes to it (not on the first render).
  useEffect(() => {
    if (moved && currentData) list.current?.focus();
  }, [moved, currentData]);

  const go = (direction: Direction) => {
    setMoved(direction);
    setPage((p) => (direction === 'older' ? p + 1 : p - 1));
  };

  const failed = isError && !isFetching;
  if (failed && !data) return <NewsAlert onRetry={() => void refetch()} />;
  if (!data) {
    return (
      <div className="news-placeholder" aria-busy="true">
        <span className="visually-hidden">{t('News.Ui.Loading')}</span>
      </div>
    );
  }
  if (data.Total === 0) return <p className="news-empty">{t('News.Ui.None')}</p>;
  const shown = currentData ?? data;
  // The title is the widget's h2 when it has one.
  const Heading = options.title ? 'h3' : 'h2';
  return (
    <div className="news-blog-body">
      {failed && <NewsAlert onRetry={() => void refetch()} />}
      <div className="d-flex justify-content-end mb-2">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary news-blog-newer"
          onClick={() => go('newer')}
          disabled={page <= 1 || isFetching}
        >
          <span aria-hidden="true">▲ </span>
          {t('News.Ui.Newer')}
        </button>
      </div>
      <ul
        ref={list}
        key={shown.Page}
        tabIndex={-1}
        className={`news-blog-list ${moved ? `news-blog-moved-${moved}` : ''}`}
        aria-label={t('News.Ui.PageOf', shown.Page, shown.TotalPages)}
        aria-busy={isFetching}
      >
        {shown.Posts.map((post) => (
          <li key={post.NewsPostId} className="news-blog-item">
            <LazyImage
              className="news-blog-image"
              src={post.Image.Url}
              width={post.Image.Width}
              height={post.Image.Height}
              alt=""
            />
            <div>
              <Heading className="h5 mb-1">
                <a href={post.Url}>{post.Title}</a>
              </Heading>
              <p className="news-meta small text-muted">
                <time dateTime={post.CalendarDate}>
                  {formatNewsDate(culture, post.CalendarDate)}
                </time>
                <span aria-hidden="true"> · </span>
                {post.Category.Name}
              </p>
              <p className="mb-0">{post.Summary}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {moved ? t('News.Ui.PageOf', shown.Page, shown.TotalPages) : ''}
      </p>
      <div className="d-flex justify-content-end">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary news-blog-older"
          onClick={() => go('older')}
          disabled={page >= data.TotalPages || isFetching}
        >
          <span aria-hidden="true">▼ </span>
          {t('News.Ui.Older')}
        </button>
      </div>
    </div>
  );
}

/** The blog with its heading. */
export function NewsBlogSection({ options }: { options: NewsMarkerOptions }) {
  return (
    <section className="news-widget news-blog">
      <NewsHeading title={options.title} />
      <NewsBlog options={options} />
    </section>
  );
}
