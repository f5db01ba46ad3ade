import type { NewsPostTile } from '@api/contract/news';
import { LazyImage } from '@base/ui/LazyImage';

/** A post in the gallery: its picture, its title as the caption, the whole a link to the post. */
export function NewsPicture({ post }: { post: NewsPostTile }) {
  return (
    <figure className="news-picture mb-0">
      <a href={post.Url} className="news-picture-link">
        <LazyImage
          src={post.Image.Url}
          width={post.Image.Width}
          height={post.Image.Height}
          alt=""
          className="news-picture-image"
        />
        <figcaption className="news-picture-caption">{post.Title}</figcaption>
      </a>
    </figure>
  );
}
