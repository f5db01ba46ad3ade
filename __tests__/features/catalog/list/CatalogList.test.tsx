import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FACET_AUTO_SUBMIT_DELAY } from '@features/catalog/constants';
import { renderList, setScreen } from './fixtures';

beforeEach(() => setScreen(false));
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

const facets = async () => screen.findByRole('group', { name: 'Marques' });

describe('the product list page', () => {
  it('renders the list, its toolbar and a pagination nav from the loader’s data', async () => {
    const site = await renderList('/fr/catalog?pageindex=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).some((h) => h.textContent === 'Robe 25'),
    ).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Catalog.List.SortBy' })).toHaveValue('newest');
    const nav = screen.getByRole('navigation', { name: 'Catalog.Pagination.Label' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('2');
    // The first row loads at once with high priority; the rest lazily. Tile pictures are
    // decorative (the heading names the link), so they have an empty alt.
    const images = [...document.querySelectorAll<HTMLImageElement>('.product-card-image img')];
    expect(images.every((img) => img.getAttribute('alt') === '')).toBe(true);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '400');
    expect(images[5]).toHaveAttribute('loading', 'lazy');
    expect(site.calls('/fr/catalog')).toHaveLength(1);
  });

  it('applies the click rules to the URL filter, and a filter change drops pageindex', async () => {
    const site = await renderList('/fr/catalog?pageindex=3&sort=price-asc');
    await facets();
    fireEvent.click(screen.getByRole('checkbox', { name: /Maison Spa/ }));
    await waitFor(() => expect(site.filter()).toEqual({ Brands: [2] }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Maison Spa/ })).toBeChecked());
    expect(site.search().get('pageindex')).toBeNull();
    expect(site.search().get('sort')).toBe('price-asc');
    fireEvent.click(screen.getByRole('checkbox', { name: /Lin de Gand/ }));
    await waitFor(() => expect(site.filter()).toEqual({ Brands: [2, 3] }));
    const settled = (role: 'checkbox' | 'radio', name: RegExp, checked: boolean) =>
      waitFor(() =>
        expect((screen.getByRole(role, { name }) as HTMLInputElement).checked).toBe(checked),
      );
    await settled('checkbox', /Lin de Gand/, true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Noir/ }));
    await waitFor(() => expect(site.filter()).toMatchObject({ ProductAttributes: { 1: [7] } }));
    await settled('checkbox', /Noir/, true);
    // Single choice and radio replace; a checked radio unchecks.
    fireEvent.click(screen.getByRole('radio', { name: /Moins de 25/ }));
    await waitFor(() => expect(site.filter().PriceRange).toBe('0-25'));
    await settled('radio', /Moins de 25/, true);
    fireEvent.click(screen.getByRole('radio', { name: /De 25 € à 50 €/ }));
    await waitFor(() => expect(site.filter().PriceRange).toBe('25-50'));
    await settled('radio', /De 25 € à 50 €/, true);
    expect(screen.getByRole('radio', { name: /Moins de 25/ })).not.toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /De 25 € à 50 €/ }));
    await waitFor(() => expect(site.filter().PriceRange).toBeUndefined());
    await settled('radio', /De 25 € à 50 €/, false);
    fireEvent.click(screen.getByRole('checkbox', { name: /En stock uniquement/ }));
    await waitFor(() => expect(site.filter().InStock).toBe(1));
    await settled('checkbox', /En stock uniquement/, true);
    // Removing a group's last value deletes the group; no group left, no filter parameter.
    for (const name of [/Maison Spa/, /Lin de Gand/, /Noir/, /En stock uniquement/]) {
      fireEvent.click(screen.getByRole('checkbox', { name }));
      await waitFor(() => expect(screen.getByRole('checkbox', { name })).not.toBeChecked());
    }
    await waitFor(() => expect(site.search().get('filter')).toBeNull());
    // The facet counts were asked again for each filter.
    const asked = site
      .calls('/widget/catalog/ListFilter')
      .map((c) => new URL(c.url).searchParams.get('currentFilter'));
    expect(asked).toContain('{"Brands":[2]}');
  });

  it('indents categories by their prefix and narrows long groups with the facet text box', async () => {
    await renderList();
    await facets();
    const longDress = screen.getByRole('checkbox', { name: /Robes longues/ });
    expect(longDress.closest('li')).toHaveClass('facet-level-2');
    expect(screen.getByRole('checkbox', { name: /^Robes \(/ }).closest('li')).toHaveClass(
      'facet-level-1',
    );
    const box = screen.getByRole('searchbox', { name: 'Catalog.Facet.Search' });
    fireEvent.change(box, { target: { value: 'LIÈ' } });
    const brands = screen.getByRole('group', { name: 'Marques' });
    expect(
      within(brands)
        .getAllByRole('checkbox')
        .map((c) => c.closest('li')!.textContent),
    ).toEqual(['Liège (10)']);
    fireEvent.change(box, { target: { value: '(' } });
    expect(within(brands).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('below the medium breakpoint, waits for the submit or the auto-submit delay', async () => {
    setScreen(true);
    const site = await renderList();
    await facets();
    const toggle = screen.getByRole('button', { name: 'Catalog.List.Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('checkbox', { name: /Maison Spa/ }));
    expect(screen.getByRole('checkbox', { name: /Maison Spa/ })).toBeChecked();
    act(() => jest.advanceTimersByTime(FACET_AUTO_SUBMIT_DELAY - 100));
    fireEvent.click(screen.getByRole('checkbox', { name: /Namur/ }));
    act(() => jest.advanceTimersByTime(FACET_AUTO_SUBMIT_DELAY - 100));
    expect(site.search().get('filter')).toBeNull();
    act(() => jest.advanceTimersByTime(200));
    jest.useRealTimers();
    await waitFor(() => expect(site.filter()).toEqual({ Brands: [2, 5] }));
    // Rendered for the new address (its links carry the filter) before the next click.
    const pager = screen.getByRole('navigation', { name: 'Catalog.Pagination.Label' });
    await waitFor(() =>
      expect(
        decodeURIComponent(within(pager).getByText('2', { selector: 'a' }).getAttribute('href')!),
      ).toContain('{"Brands":[2,5]}'),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /Lin de Gand/ }));
    expect(site.filter()).toEqual({ Brands: [2, 5] });
    fireEvent.click(screen.getByRole('button', { name: /Catalog.Facet.Apply/ }));
    await waitFor(() => expect(site.filter()).toEqual({ Brands: [2, 5, 3] }));
  });

  it('a page-size change drops pageindex; a sort change keeps it', async () => {
    const site = await renderList('/fr/catalog?pageindex=2');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Catalog.List.PageSize' }), {
      target: { value: '48' },
    });
    await waitFor(() => expect(site.search().get('pageSize')).toBe('48'));
    expect(site.search().get('pageindex')).toBeNull();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Catalog.Pagination.Label' })).getByText('2', {
        selector: 'a',
      }),
    );
    await waitFor(() => expect(site.search().get('pageindex')).toBe('2'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Catalog.List.SortBy' }), {
      target: { value: 'price-asc' },
    });
    await waitFor(() => expect(site.search().get('sort')).toBe('price-asc'));
    expect(site.search().get('pageindex')).toBe('2');
  });

  it('switches between grid and table through the URL, and back/forward restore it', async () => {
    const site = await renderList();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Catalog.List.DisplayTable' }));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Catalogue' })).toBeInTheDocument(),
    );
    expect(site.search().get('display')).toBe('table');
    expect(screen.getByRole('link', { name: 'Catalog.List.DisplayTable' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await act(async () => {
      await site.router.navigate(-1);
    });
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(24);
  });

  it('fetches a tile’s quick view once, however often the eye is clicked', async () => {
    const site = await renderList();
    await screen.findByRole('heading', { level: 1 });
    const eye = screen.getAllByRole('button', { name: 'Catalog.QuickView.Open' })[0]!;
    fireEvent.click(eye);
    expect(eye).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByText('Robes · Lin · Atelier Ostende');
    expect(panel.closest('[role="region"]')).toBeVisible();
    // French typography: a no-break space before the colon (issue 20 saw "Couleur: Blanc").
    const attribute = panel.closest('[role="region"]')!.querySelector('.quickview-attribute-name');
    expect(attribute?.textContent).toBe('Couleur\u00a0:');
    fireEvent.click(eye);
    expect(panel.closest('[role="region"]')).not.toBeVisible();
    fireEvent.click(eye);
    expect(panel.closest('[role="region"]')).toBeVisible();
    expect(site.calls('/quickview')).toHaveLength(1);
    expect(new URL(site.calls('/quickview')[0]!.url).pathname).toBe(
      '/api/v1/catalog/products/1/quickview',
    );
  });
});
