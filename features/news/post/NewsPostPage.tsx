import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { NewsPostView } from '@api/contract/news';
import { NEWS_PATH } from '@rules/news';
import { pageLoaded } from '@base/events';
import { useAppDispatch } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { CmsHtml } from '@features/content';
import { formatNewsDate } from '../dates';
import { NewsCard } from '../NewsCard';
import { PostPictures } from './PostPictures';
import '../news.scss';

/**
 * A post's page: back to the list, title, date, category and author, its pictures (zoomable),
 * the article and up to three related posts. Its top is the server's first document's markup
 * (helper N's template), so nothing moves when this replaces it.
 */
export function NewsPostPage({ post }: { post: NewsPostView }) {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    document.title = `${post.Title} | ${runtimeConfig().cmsName}`;
    dispatch(pageLoaded({ path: post.Url, bodyClass: 'inner' }));
  }, [dispatch, post.Title, post.Url]);

  return (
    <div className="news-post-page">
      <p className="mb-2">
        <Link to={`/${culture}/${NEWS_PATH}`} className="news-post-back">
          <span aria-hidden="true">← </span>
          {t('News.Ui.BackToList')}
        </Link>
      </p>
      <article className="news-post">
        <h1 className="h2 news-post-title">{post.Title}</h1>
        <p className="news-meta text-muted">
          <time dateTime={post.CalendarDate}>{formatNewsDate(culture, post.CalendarDate)}</time>
          <span aria-hidden="true"> · </span>
          <span className="news-category">{post.Category.Name}</span>
          {post.Author && (
            <>
              <span aria-hidden="true"> · </span>
              <span className="news-author">{t('News.Ui.By', post.Author)}</span>
            </>
          )}
        </p>
        <PostPictures images={post.Images} />
        <CmsHtml html={post.Html} className="news-post-body" />
      </article>
      {post.Related.length > 0 && (
        <section className="news-related mt-4" aria-labelledby="news-related-title">
          <h2 id="news-related-title" className="h4">
            {t('News.Ui.Related')}
          </h2>
          <ul className="list-unstyled row g-3">
            {post.Related.map((related) => (
              <li key={related.NewsPostId} className="col-md-4">
                <NewsCard post={related} summary={false} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
