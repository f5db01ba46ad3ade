import { Suspense, useRef } from 'react';
import type { NewsPostTile } from '@api/contract/news';
import { lazyChunk } from '@base/site/lazyChunk';
import { useNearViewport } from '@base/dom/useNearViewport';
import { NewsCard } from '../NewsCard';

/** The same cards in a plain row: shown until (or if) the slider chunk loads, same widths. */
function StaticRow({ posts }: { posts: NewsPostTile[] }) {
  return (
    <ul className="news-slider-static">
      {posts.map((post) => (
        <li key={post.NewsPostId} className="news-slider-slide">
          <NewsCard post={post} summary={false} />
        </li>
      ))}
    </ul>
  );
}

const Track = lazyChunk(
  () => import(/* webpackChunkName: "news-slider" */ './NewsSliderTrack'),
  StaticRow,
);

/**
 * Posts in a react-slick row (001 §9: 3 slides, 2 at medium, 1 at small). As the product
 * slider, slick and its CSS are fetched once the row comes near the viewport; until then the
 * same cards stand in a plain row of the same widths.
 */
export function NewsSlider({ posts }: { posts: NewsPostTile[] }) {
  const track = useRef<HTMLDivElement>(null);
  const near = useNearViewport(track);
  return (
    <div className="news-slider-track" ref={track}>
      {near ? (
        <Suspense fallback={<StaticRow posts={posts} />}>
          <Track posts={posts} />
        </Suspense>
      ) : (
        <StaticRow posts={posts} />
      )}
    </div>
  );
}
