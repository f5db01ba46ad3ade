import type { NewsPostTile } from '@api/contract/news';
import { useTranslation } from '@base/i18n/useTranslation';
import { LazyImage } from '@base/ui/LazyImage';
import { formatNewsDate } from './dates';

interface Props {
  post: NewsPostTile;
  /** The card's title level under the widget's heading. */
  headingLevel?: 2 | 3 | 4;
  /** The summary is left out where space is short (slider, calendar). */
  summary?: boolean;
}

/**
 * A post as a card: picture (its box reserved by width/height), date, category, title linking to
 * the post's page, summary. Plain links: widgets live outside the router, and a full link is
 * what the navigation controller turns into an in-place load anyway.
 */
export function NewsCard({ post, headingLevel = 3, summary = true }: Props) {
  const { culture } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="news-card card h-100">
      <LazyImage
        className="card-img-top news-card-image"
        src={post.Image.Url}
        width={post.Image.Width}
        height={post.Image.Height}
        // The title says what the link is; the picture repeats nothing.
        alt=""
      />
      <div className="card-body">
        <p className="news-meta small text-muted mb-1">
          <time dateTime={post.CalendarDate}>{formatNewsDate(culture, post.CalendarDate)}</time>
          <span aria-hidden="true"> · </span>
          <span className="news-category">{post.Category.Name}</span>
        </p>
        <Heading className="h5 card-title news-card-title">
          <a href={post.Url} className="stretched-link">
            {post.Title}
          </a>
        </Heading>
        {summary && <p className="card-text news-summary">{post.Summary}</p>}
      </div>
    </article>
  );
}
