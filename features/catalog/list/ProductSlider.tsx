import { Suspense, useRef } from 'react';
import type { ProductTile } from '@api/contract/catalog';
import { lazyChunk } from '@base/site/lazyChunk';
import { useNearViewport } from '@base/dom/useNearViewport';
import { ProductCard } from './ProductCard';
import '@base/ui/slider/slider.scss';

interface Props {
  products: ProductTile[];
  title: string;
}

/** The same tiles in a plain row: shown until (or if) the slider chunk loads, same size. */
function StaticRow({ products }: Pick<Props, 'products'>) {
  return (
    <ul className="product-slider-static">
      {products.map((p) => (
        <li key={p.ProductId} className="product-slider-slide">
          <ProductCard product={p} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

const Track = lazyChunk(
  () => import(/* webpackChunkName: "product-slider" */ './ProductSliderTrack'),
  StaticRow,
);

/**
 * A titled row of product tiles (tag highlights; related products on the product page). The
 * react-slick track and slick's CSS are fetched only where a slider is rendered, and only once
 * the row comes within 500 px of the viewport: mounting slick measures and lays out every slide
 * (about 140 ms of a slow phone's main thread), work a row at the bottom of a product page
 * should not add to the page's start. Until then the same tiles stand in a plain row.
 */
export function ProductSlider({ products, title }: Props) {
  return products.length === 0 ? null : <SliderRow products={products} title={title} />;
}

/** Mounted with its row, so the row is watched whenever tiles arrive. */
function SliderRow({ products, title }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const near = useNearViewport(track);
  return (
    <section className="product-slider">
      <h2 className="product-slider-title">{title}</h2>
      <div className="product-slider-track" ref={track}>
        {near ? (
          <Suspense fallback={<StaticRow products={products} />}>
            <Track products={products} />
          </Suspense>
        ) : (
          <StaticRow products={products} />
        )}
      </div>
    </section>
  );
}
