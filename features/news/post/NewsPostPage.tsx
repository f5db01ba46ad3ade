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
import { usePostPictures } from './PostPictures';
import '../news.scss';

/**
 * A post's page. Its top (title, date · category · author, the first picture, the article) is
 * the server's first document's markup (server/services/news/seo.ts newsPostMainHtml), so
 * nothing moves when this replaces it; the other pictures, related posts and the way back to the
 * list come after it. The date is the publication day: PublishedAt is written in the shop's
 * time zone, so its first ten characters are the shop's day, as the server shows it.
 */
export function NewsPostPage({ post }: { post: NewsPostView }) {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const pictures = usePostPictures(post.Images.length > 0 ? post.Images : [post.Image]);
  useEffect(() => {
    document.title = `${post.Title} | ${runtimeConfig().cmsName}`;
    dispatch(pageLoaded({ path: post.Url, bodyClass: 'inner' }));
  }, [dispatch, post.Title, post.Url]);
  const day = post.PublishedAt.slice(0, 10);

  return (
    <div className="news-post-page">
      <article className="news-post">
        <h1 className="news-post-title">{post.Title}</h1>
        <p className="news-post-meta text-muted">
          <time dateTime={post.PublishedAt}>{formatNewsDate(culture, day)}</time>
          {` · ${post.Category.Name}`}
          {post.Author && ` · ${post.Author}`}
        </p>
        {pictures.lead}
        <CmsHtml html={post.Html} className="news-post-body" />
        {pictures.grid}
      </article>
      {pictures.lightbox}
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
      <p className="mt-4">
        <Link to={`/${culture}/${NEWS_PATH}`} className="news-post-back">
          <span aria-hidden="true">← </span>
          {t('News.Ui.BackToList')}
        </Link>
      </p>
    </div>
  );
}
