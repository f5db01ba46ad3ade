import { useMemo } from 'react';
import { NEWS_WIDGET_POSTS } from '../constants';
import { newsMarkerOptions, type NewsMarkerProps } from '../markerOptions';
import { NewsMasonry } from '../list/NewsMasonry';
import { NewsPicture } from '../list/NewsPicture';

/**
 * CMS widget `<div data-widget="news-gallery" data-category-ids="3" data-title="…">`: the posts'
 * pictures in a masonry, each a link to its post, "more" for older ones.
 */
export default function NewsGalleryWidget(props: NewsMarkerProps) {
  const { categoryIds, displayChildren, postsPerPage, title } = props;
  const options = useMemo(
    () =>
      newsMarkerOptions(
        { categoryIds, displayChildren, postsPerPage, title },
        { postsPerPage: NEWS_WIDGET_POSTS.gallery },
      ),
    [categoryIds, displayChildren, postsPerPage, title],
  );
  return (
    <NewsMasonry
      options={options}
      variant="pictures"
      renderPost={(post) => <NewsPicture post={post} />}
    />
  );
}
