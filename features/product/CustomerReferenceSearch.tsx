import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSearchCustomerReferencesQuery } from '@api/product';
import { CUSTOMER_SEARCH_MIN_CHARS } from '@rules/catalog';
import { useTranslation } from '@base/i18n/useTranslation';
import { routerPath } from './Breadcrumb';
import { CUSTOMER_REFERENCE_SEARCH_DEBOUNCE } from './constants';

/** C8: the customer's own references, from 2 typed characters (001 §5 "Validation rules"), a page at a time. */
export function CustomerReferenceSearch({ productId }: { productId: number }) {
  const { t, culture } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(text.trim());
      setPage(1);
    }, CUSTOMER_REFERENCE_SEARCH_DEBOUNCE);
    return () => clearTimeout(timer);
  }, [text]);
  const ready = query.length >= CUSTOMER_SEARCH_MIN_CHARS;
  const { data, isFetching } = useSearchCustomerReferencesQuery(
    ready ? { q: query, page, culture } : skipToken,
  );
  const id = `customer-ref-search-${productId}`;
  return (
    <section className="customer-reference-search mb-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {t('Catalog.Product.MyReferences')}
      </h2>
      <label htmlFor={id} className="form-label">
        {t('Catalog.Product.SearchCustomerRef')}
      </label>
      <input
        id={id}
        type="search"
        className="form-control"
        maxLength={100}
        autoComplete="off"
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-hint`} className="form-text">
        {t('Catalog.SearchTooShort', CUSTOMER_SEARCH_MIN_CHARS)}
      </p>
      {ready && data && (
        <div aria-busy={isFetching}>
          {data.Items.length === 0 ? (
            <p>{t('Catalog.Product.NoReferenceFound')}</p>
          ) : (
            <ul className="list-unstyled">
              {data.Items.map((item) => (
                <li key={`${item.CustomerSKU}-${item.SKU}`}>
                  <Link to={routerPath(item.ProductLink)}>
                    <strong>{item.CustomerSKU}</strong>
                    {` – ${item.ProductName} (${item.SKU})`}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {data.TotalPages > 1 && (
            <nav
              className="d-flex align-items-center gap-2"
              aria-label={t('Catalog.Product.ReferencePages')}
            >
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={data.CurrentPage <= 1}
                onClick={() => setPage(data.CurrentPage - 1)}
              >
                {t('Catalog.Product.PreviousPage')}
              </button>
              <span>{t('Catalog.Product.PageOf', data.CurrentPage, data.TotalPages)}</span>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={data.CurrentPage >= data.TotalPages}
                onClick={() => setPage(data.CurrentPage + 1)}
              >
                {t('Catalog.Product.NextPage')}
              </button>
            </nav>
          )}
        </div>
      )}
    </section>
  );
}
