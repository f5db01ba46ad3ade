import { Link } from 'react-router-dom';
import {
  PAGINATION_INNER_WINDOW,
  PAGINATION_INNER_WINDOW_SMALL,
  PAGINATION_OUTER_WINDOW,
} from '@rules/pagination';
import { responsivePaginationItems } from '@rules/paginationItems';
import './pagination.scss';

interface Props {
  currentPage: number;
  totalPages: number;
  /** The address (search part) of a page; page 1 has none. */
  searchFor: (page: number) => string;
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a page link ("Page 3"): a bare number says little out of context. */
  pageLabel: (page: number) => string;
}

/**
 * Pagination as a nav of links (crawlable, shareable): the current page is aria-current, the
 * windows are the spec's (inner 2, 0 on small screens, outer 0; first and last page always
 * shown). Both windows are in the markup and CSS picks one, so nothing moves on resize.
 */
export function Pagination({
  currentPage,
  totalPages,
  searchFor,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
}: Props) {
  if (totalPages <= 1) return null;
  const items = responsivePaginationItems(
    currentPage,
    totalPages,
    PAGINATION_INNER_WINDOW,
    PAGINATION_INNER_WINDOW_SMALL,
    PAGINATION_OUTER_WINDOW,
  );
  return (
    <nav className="pagination-nav" aria-label={label}>
      <ul className="pagination">
        {currentPage > 1 && (
          <li className="page-item page-prev">
            <Link className="page-link" to={{ search: searchFor(currentPage - 1) }} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{previousLabel}</span>
            </Link>
          </li>
        )}
        {items.map((item) => {
          const only = item.only ? `page-item-${item.only}` : '';
          if (item.kind === 'gap') {
            return (
              <li
                key={`gap-${item.after}-${only}`}
                className={`page-item disabled page-gap ${only}`}
              >
                <span className="page-link">…</span>
              </li>
            );
          }
          const current = item.page === currentPage;
          return (
            <li key={item.page} className={`page-item ${current ? 'active' : ''} ${only}`}>
              <Link
                className="page-link"
                to={{ search: searchFor(item.page) }}
                aria-current={current ? 'page' : undefined}
                aria-label={pageLabel(item.page)}
              >
                {item.page}
              </Link>
            </li>
          );
        })}
        {currentPage < totalPages && (
          <li className="page-item page-next">
            <Link className="page-link" to={{ search: searchFor(currentPage + 1) }} rel="next">
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{nextLabel}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
