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
 * next M4 page. Focus goes to the first new post, and a live region says how many are shown.
 */
export function NewsMasonry({ options, variant, renderPost }: Props) {
  const { t } = useTranslation();
  const pages = useNewsPages(options);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || pages.posts.length <= from) return;
    focusFrom.current = null;
    list.current?.children[from]?.querySelector<HTMLElement>('a')?.focus();
  }, [pages.posts.length]);

  const more = () => {
    focusFrom.current = pages.posts.length;
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
      {pages.loaded && pages.posts.length === 0 && (
        <p className="news-empty">{t('News.Ui.None')}</p>
      )}
      {pages.posts.length > 0 && (
        <ul className="news-masonry-list list-unstyled" ref={list}>
          {pages.posts.map((post) => (
            <li key={post.NewsPostId} className="news-masonry-item">
              {renderPost(post)}
            </li>
          ))}
        </ul>
      )}
      {pages.moreFailed && <NewsAlert onRetry={pages.more} />}
      <p className="visually-hidden" aria-live="polite">
        {pages.loaded && pages.posts.length > 0
          ? t('News.Ui.Shown', pages.posts.length, pages.total)
          : ''}
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
