import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Pagination } from '@base/ui/Pagination';
import { paginationItems, responsivePaginationItems } from '@rules/paginationItems';
import { renderWithProviders } from '../../../support/render';

const labels = (items: ReturnType<typeof paginationItems>) =>
  items.map((i) => (i.kind === 'page' ? String(i.page) : '…')).join(' ');

describe('pagination windows (001 §9 "Business constants and limits": inner 2, 0 on small screens, outer 0)', () => {
  it('shows the first and last pages, two either side of the current one, and gaps', () => {
    expect(labels(paginationItems(10, 20, 2, 0))).toBe('1 … 8 9 10 11 12 … 20');
    expect(labels(paginationItems(1, 20, 2, 0))).toBe('1 2 3 … 20');
    expect(labels(paginationItems(4, 20, 2, 0))).toBe('1 2 3 4 5 6 … 20');
    expect(labels(paginationItems(20, 20, 2, 0))).toBe('1 … 18 19 20');
    expect(labels(paginationItems(3, 5, 2, 0))).toBe('1 2 3 4 5');
    expect(labels(paginationItems(1, 1, 2, 0))).toBe('1');
  });

  it('keeps only the current page between the ends on small screens, and widens with an outer window', () => {
    expect(labels(paginationItems(10, 20, 0, 0))).toBe('1 … 10 … 20');
    expect(labels(paginationItems(2, 20, 0, 0))).toBe('1 2 … 20');
    expect(labels(paginationItems(10, 20, 0, 1))).toBe('1 2 … 10 … 19 20');
  });

  it('merges both windows, marking what only one of them shows', () => {
    const merged = responsivePaginationItems(5, 20, 2, 0, 0).map(
      (i) => `${i.kind === 'page' ? i.page : '…'}${i.only ? `:${i.only}` : ''}`,
    );
    expect(merged).toEqual([
      '1',
      '…',
      '3:wide',
      '4:wide',
      '5',
      '…:narrow',
      '6:wide',
      '7:wide',
      '…:wide',
      '20',
    ]);
    const wide = responsivePaginationItems(5, 20, 2, 0, 0).filter((i) => i.only !== 'narrow');
    expect(labels(wide)).toBe(labels(paginationItems(5, 20, 2, 0)));
    const narrow = responsivePaginationItems(5, 20, 2, 0, 0).filter((i) => i.only !== 'wide');
    expect(labels(narrow)).toBe(labels(paginationItems(5, 20, 0, 0)));
  });
});

describe('Pagination', () => {
  const render = (currentPage: number, totalPages: number) =>
    renderWithProviders(
      <Pagination
        currentPage={currentPage}
        totalPages={totalPages}
        searchFor={(page) => (page > 1 ? `?pageindex=${page}` : '?')}
        label="Pages de la liste"
        previousLabel="Page précédente"
        nextLabel="Page suivante"
        pageLabel={(page) => `Page ${page}`}
      />,
      { route: '/fr/catalog?pageindex=5' },
    );

  it('is a labelled nav of links with the current page marked', () => {
    render(5, 20);
    const nav = screen.getByRole('navigation', { name: 'Pages de la liste' });
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('5');
    expect(current).toHaveAttribute('href', '/fr/catalog?pageindex=5');
    expect(within(nav).getByRole('link', { name: 'Page précédente' })).toHaveAttribute(
      'href',
      '/fr/catalog?pageindex=4',
    );
    expect(within(nav).getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
      'href',
      '/fr/catalog?pageindex=6',
    );
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/fr/catalog',
    );
    expect(within(nav).getByRole('link', { name: 'Page 3' }).closest('li')).toHaveClass(
      'page-item-wide',
    );
    expect(within(nav).getByRole('link', { name: 'Page 20' }).closest('li')).not.toHaveClass(
      'page-item-wide',
    );
  });

  it('has no previous link on the first page, no next on the last, and nothing for one page', () => {
    render(1, 3);
    expect(screen.queryByRole('link', { name: 'Page précédente' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Page suivante' })).toBeInTheDocument();
    const { container } = render(1, 1);
    expect(container.querySelectorAll('nav')).toHaveLength(0);
  });
});
