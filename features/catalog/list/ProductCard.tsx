import { useId, useState } from 'react';
import type { ProductTile } from '@api/contract/catalog';
import { useTranslation } from '@base/i18n/useTranslation';
import { WishlistHeart } from '@features/wishlist';
import { QuickViewPanel } from './QuickViewPanel';
import './productCard.scss';

interface Props {
  product: ProductTile;
  /** The first row of a list: fetched at once, with high priority (LCP). */
  eager?: boolean;
  /** h2 in a list under the page's h1; h3 in a slider under its own h2. */
  headingLevel?: 2 | 3;
}

/**
 * A product tile (lists, sliders, related products). The picture box has a fixed 4:5 ratio and
 * every line keeps its height, so tiles never move while pictures arrive. The eye button opens
 * the quick view, fetched the first time only.
 */
export function ProductCard({ product, eager = false, headingLevel = 2 }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const panelId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className="product-card">
      <a className="product-card-link" href={product.Url}>
        {product.PhotoUrl ? (
          <span className="product-card-image">
            <img
              src={product.PhotoUrl}
              // The link is named by the product's heading: the picture adds nothing to read twice.
              alt=""
              width={400}
              height={500}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
            />
          </span>
        ) : (
          <span className="product-card-image product-card-noimage" />
        )}
        <Heading className="product-card-name">{product.Name}</Heading>
      </a>
      <p className="product-card-brand">{product.Brand ?? ''}</p>
      <p className="product-card-price" data-price={product.UnitPriceTaxIncl}>
        {product.FromPrice && (
          <>
            <span className="product-card-from">{t('Catalog.List.FromPrice')}</span>{' '}
          </>
        )}
        <span className="product-card-amount">{product.PriceTaxInclHtml}</span>
      </p>
      <ul className="product-card-colors" aria-label={t('Catalog.List.Colours')}>
        {product.Colors.map((c) => (
          <li
            key={c.Name}
            className="product-card-color"
            style={{ backgroundColor: c.ColorCode1 }}
            title={c.Name}
          >
            <span className="visually-hidden">{c.Name}</span>
          </li>
        ))}
      </ul>
      <p className={`product-card-stock ${product.InStock ? 'in-stock' : 'out-of-stock'}`}>
        {t(product.InStock ? 'Catalog.List.InStock' : 'Catalog.List.OutOfStock')}
      </p>
      {product.DefaultVariantId !== undefined && (
        <WishlistHeart variantId={product.DefaultVariantId} productName={product.Name} />
      )}
      <button
        type="button"
        className="product-card-quickview"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setOpen(!open);
          setAsked(true);
        }}
      >
        <svg
          className="product-card-eye"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 5C6 5 2 12 2 12s4 7 10 7 10-7 10-7-4-7-10-7zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8z" />
        </svg>
        <span className="visually-hidden">{t('Catalog.QuickView.Open', product.Name)}</span>
      </button>
      {asked && (
        <QuickViewPanel
          id={panelId}
          productId={product.ProductId}
          name={product.Name}
          hidden={!open}
          onClose={() => setOpen(false)}
        />
      )}
    </article>
  );
}
