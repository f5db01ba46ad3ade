import { useMemo } from 'react';
import { NEWS_WIDGET_POSTS } from '../constants';
import { newsMarkerOptions, type NewsMarkerProps } from '../markerOptions';
import { NewsBlogSection } from '../blog/NewsBlog';
import '../news.scss';

/**
 * CMS widget `<div data-widget="news-blog" data-posts-per-page="3" data-title="…">`: a blog-style
 * list paged up (newer) and down (older).
 */
export default function NewsBlogWidget(props: NewsMarkerProps) {
  const { categoryIds, displayChildren, postsPerPage, title } = props;
  const options = useMemo(
    () =>
      newsMarkerOptions(
        { categoryIds, displayChildren, postsPerPage, title },
        { postsPerPage: NEWS_WIDGET_POSTS.blog },
      ),
    [categoryIds, displayChildren, postsPerPage, title],
  );
  return <NewsBlogSection options={options} />;
}
