import { Suspense } from 'react';
import type { BrandLink } from '@api/contract/catalogList';
import { lazyChunk } from '@base/site/lazyChunk';
import { BrandTile } from './BrandTile';
import '@base/ui/slider/slider.scss';

interface Props {
  brands: BrandLink[];
  title: string;
}

function StaticRow({ brands }: Pick<Props, 'brands'>) {
  return (
    <ul className="brand-carousel-static">
      {brands.map((b) => (
        <li key={b.Id} className="brand-carousel-slide">
          <BrandTile brand={b} />
        </li>
      ))}
    </ul>
  );
}

const Track = lazyChunk(
  () => import(/* webpackChunkName: "brand-carousel" */ './BrandCarouselTrack'),
  StaticRow,
);

/** The brands of the page in a carousel (6 a view, fewer on narrow screens: 001 §9 "Business constants and limits"). */
export function BrandCarousel({ brands, title }: Props) {
  if (brands.length === 0) return null;
  return (
    <section className="brand-carousel">
      <h2 className="brand-carousel-title">{title}</h2>
      <div className="brand-carousel-track">
        <Suspense fallback={<StaticRow brands={brands} />}>
          <Track brands={brands} />
        </Suspense>
      </div>
    </section>
  );
}
