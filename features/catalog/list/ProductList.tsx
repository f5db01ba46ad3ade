import type { CatalogListView } from '@api/contract/catalogList';
import { useTranslation } from '@base/i18n/useTranslation';
import { LIST_EAGER_TILES } from '@rules/catalogList';
import { WishlistTiles } from '@features/wishlist';
import { ProductCard } from './ProductCard';

/** The variants the page's tiles stand for (their hearts, and openWishlist=<id>). */
export const tileVariantIds = (view: CatalogListView) =>
  view.Products.flatMap((p) => (p.DefaultVariantId === undefined ? [] : [p.DefaultVariantId]));

/** The page's products as tiles (grid) or rows (table); the first row loads eagerly. */
export function ProductList({ view }: { view: CatalogListView }) {
  const { t } = useTranslation();
  if (view.Products.length === 0) {
    return <p className="catalog-list-empty">{t('Catalog.List.Empty')}</p>;
  }
  if (view.Display === 'table') {
    return (
      <table className="table product-table">
        <caption className="visually-hidden">{view.Title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Catalog.List.ColumnProduct')}</th>
            <th scope="col">{t('Catalog.List.ColumnBrand')}</th>
            <th scope="col">{t('Catalog.List.ColumnPrice')}</th>
            <th scope="col">{t('Catalog.List.ColumnStock')}</th>
          </tr>
        </thead>
        <tbody>
          {view.Products.map((p, i) => (
            <tr key={p.ProductId}>
              <td>
                <a className="product-table-link" href={p.Url}>
                  {p.PhotoUrl ? (
                    <img
                      src={p.PhotoUrl}
                      alt=""
                      width={48}
                      height={60}
                      loading={i < LIST_EAGER_TILES ? 'eager' : 'lazy'}
                      decoding="async"
                    />
                  ) : (
                    <span className="product-table-noimage" />
                  )}
                  <span>{p.Name}</span>
                </a>
              </td>
              <td>{p.Brand ?? ''}</td>
              <td className="product-table-price">
                {p.FromPrice ? `${t('Catalog.List.FromPrice')} ` : ''}
                {p.PriceTaxInclHtml}
              </td>
              <td>{t(p.InStock ? 'Catalog.List.InStock' : 'Catalog.List.OutOfStock')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  // One W11 call for the page's tiles, one modal for their hearts.
  return (
    <WishlistTiles variantIds={tileVariantIds(view)}>
      <ul className="product-grid">
        {view.Products.map((p, i) => (
          <li key={p.ProductId} className="product-grid-item">
            <ProductCard product={p} eager={i < LIST_EAGER_TILES} />
          </li>
        ))}
      </ul>
    </WishlistTiles>
  );
}
