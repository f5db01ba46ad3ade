import type { CatalogListView } from '@api/contract/catalogList';
import { useTranslation } from '@base/i18n/useTranslation';

/** Breadcrumb (category pages), title, the category's own text and its sub-category links. */
export function ListHeader({ view }: { view: CatalogListView }) {
  const { t } = useTranslation();
  const crumbs = view.Category?.Breadcrumb ?? [];
  return (
    <>
      {view.Category && (
        <nav className="catalog-breadcrumb" aria-label={t('Catalog.List.Breadcrumb')}>
          <ol className="breadcrumb">
            {crumbs.map((b, i) =>
              i === crumbs.length - 1 ? (
                <li key={b.Url} className="breadcrumb-item active" aria-current="page">
                  {b.Name}
                </li>
              ) : (
                <li key={b.Url} className="breadcrumb-item">
                  <a href={b.Url}>{b.Name}</a>
                </li>
              ),
            )}
          </ol>
        </nav>
      )}
      <header className="catalog-list-header">
        <h1 className="catalog-list-title">{view.Title}</h1>
        {view.Category?.Description && (
          <p className="catalog-list-description">{view.Category.Description}</p>
        )}
      </header>
      {view.Categories.length > 0 && (
        <nav className="catalog-categories" aria-label={t('Catalog.List.Categories')}>
          <ul className="catalog-categories-list">
            {view.Categories.map((c) => (
              <li key={c.Id}>
                <a className="catalog-category-link" href={c.Url}>
                  {c.Name} <span className="catalog-category-count">({c.Count})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
