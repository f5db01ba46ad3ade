import { useEffect, useRef, type ReactNode } from 'react';
import type { NewsPostTile } from '@api/contract/news';
import { useTranslation } from '@base/i18n/useTranslation';
import type { NewsMarkerOptions } from '../markerOptions';
import { NewsAlert } from '../NewsAlert';
import { NewsHeading } from '../NewsHeading';
import { useNewsPages } from './useNewsPages';
import '../news.scss';

interface Props {
  options: NewsMarkerOptions;
  /** 'cards': summary cards (news-list); 'pictures': the posts' pictures (news-gallery). */
  variant: 'cards' | 'pictures';
  renderPost: (post: NewsPostTile) => ReactNode;
}

/**
 * Posts in a masonry (CSS columns: each post keeps its own height, every picture its box from
 * width/height, so nothing moves when pictures arrive) with a "more" button that fetches the
 * next M4 page. Each page is its own block of columns under the last: appended to one block,
 * new posts would rebalance the columns and move the posts already read. Focus goes to the
 * first new post, and a live region says how many are shown.
 */
export function NewsMasonry({ options, variant, renderPost }: Props) {
  const { t } = useTranslation();
  const pages = useNewsPages(options);
  const blocks = useRef<HTMLDivElement>(null);
  /** The page whose first post takes the focus once it arrives. */
  const focusPage = useRef<number | null>(null);
  const pageCount = pages.pages.length;

  useEffect(() => {
    const page = focusPage.current;
    if (page === null || pageCount <= page) return;
    focusPage.current = null;
    blocks.current?.children[page]?.querySelector<HTMLElement>('a')?.focus();
  }, [pageCount]);

  const more = () => {
    focusPage.current = pageCount;
    pages.more();
  };

  return (
    <section className={`news-widget news-masonry news-masonry-${variant}`}>
      <NewsHeading title={options.title} />
      {pages.failed && <NewsAlert onRetry={pages.retry} />}
      {!pages.loaded && !pages.failed && (
        <div className="news-placeholder" aria-busy="true">
          <span className="visually-hidden">{t('News.Ui.Loading')}</span>
        </div>
      )}
      {pages.loaded && pages.shown === 0 && <p className="news-empty">{t('News.Ui.None')}</p>}
      <div ref={blocks}>
        {pages.pages.map((posts, page) => (
          <ul key={page} className="news-masonry-list list-unstyled">
            {posts.map((post) => (
              <li key={post.NewsPostId} className="news-masonry-item">
                {renderPost(post)}
              </li>
            ))}
          </ul>
        ))}
      </div>
      {pages.moreFailed && <NewsAlert onRetry={pages.more} />}
      <p className="visually-hidden" aria-live="polite">
        {pages.loaded && pages.shown > 0 ? t('News.Ui.Shown', pages.shown, pages.total) : ''}
      </p>
      {pages.hasMore && !pages.moreFailed && (
        <div className="text-center mt-3">
          <button
            type="button"
            className="btn btn-outline-primary news-more"
            onClick={more}
            disabled={pages.fetchingMore}
            aria-busy={pages.fetchingMore}
          >
            {t('News.Ui.More')}
          </button>
        </div>
      )}
    </section>
  );
}
