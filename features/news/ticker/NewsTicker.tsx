import { useId } from 'react';
import type { NewsPostTile } from '@api/contract/news';
import { useTranslation } from '@base/i18n/useTranslation';
import { NEWS_TICKER } from '../constants';
import { useTicker } from './useTicker';

/**
 * One headline at a time, sliding up to the next every NEWS_TICKER.interval ms. A visible
 * pause/play button stops it (WCAG 2.2.2), and it stands still while pointed at or focused.
 * The headlines out of view are inert (not tabbable, not read); the live region speaks only
 * when the shopper moves it, not on every automatic turn.
 */
export function NewsTicker({ posts, label }: { posts: NewsPostTile[]; label: string }) {
  const { t } = useTranslation();
  const ticker = useTicker(posts.length, NEWS_TICKER.interval);
  const windowId = useId();
  const shift = posts.length ? (ticker.index * 100) / posts.length : 0;
  return (
    <div
      className="news-ticker"
      role="region"
      aria-roledescription={t('News.Ui.Ticker')}
      aria-label={label}
      {...ticker.hoverProps}
      {...ticker.focusProps}
    >
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary news-ticker-toggle"
        onClick={ticker.toggle}
        aria-controls={windowId}
      >
        {ticker.playing ? t('News.Ui.Pause') : t('News.Ui.Play')}
      </button>
      <div
        className="news-ticker-window"
        id={windowId}
        aria-live={ticker.moving ? 'off' : 'polite'}
      >
        <ul className="news-ticker-strip" style={{ transform: `translateY(-${shift}%)` }}>
          {posts.map((post, i) => (
            <li
              key={post.NewsPostId}
              className="news-ticker-item"
              inert={i !== ticker.index}
              aria-hidden={i !== ticker.index}
            >
              <a href={post.Url}>{post.Title}</a>
            </li>
          ))}
        </ul>
      </div>
      {posts.length > 1 && (
        <>
          <button
            type="button"
            className="btn btn-sm btn-link news-ticker-previous"
            onClick={ticker.previous}
            aria-controls={windowId}
            aria-label={t('News.Ui.PreviousHeadline')}
          >
            <span aria-hidden="true">▲</span>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-link news-ticker-next"
            onClick={ticker.next}
            aria-controls={windowId}
            aria-label={t('News.Ui.NextHeadline')}
          >
            <span aria-hidden="true">▼</span>
          </button>
        </>
      )}
    </div>
  );
}
