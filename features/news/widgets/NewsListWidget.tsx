import { useMemo } from 'react';
import { NEWS_WIDGET_POSTS } from '../constants';
import { newsMarkerOptions, type NewsMarkerProps } from '../markerOptions';
import { NewsCard } from '../NewsCard';
import { NewsMasonry } from '../list/NewsMasonry';

/**
 * CMS widget `<div data-widget="news-list" data-category-ids="0" data-posts-per-page="6"
 * data-title="…">`: the newest posts as cards in a masonry, "more" for older ones.
 */
export default function NewsListWidget(props: NewsMarkerProps) {
  const { categoryIds, displayChildren, postsPerPage, title } = props;
  const options = useMemo(
    () =>
      newsMarkerOptions(
        { categoryIds, displayChildren, postsPerPage, title },
        { postsPerPage: NEWS_WIDGET_POSTS.list },
      ),
    [categoryIds, displayChildren, postsPerPage, title],
  );
  return (
    <NewsMasonry
      options={options}
      variant="cards"
      renderPost={(post) => <NewsCard post={post} headingLevel={options.title ? 3 : 2} />}
    />
  );
}
