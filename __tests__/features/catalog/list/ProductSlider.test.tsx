import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { ProductTile } from '@api/contract/catalog';
import { ProductSlider } from '@features/catalog/list/ProductSlider';
import { loadStringResources } from '@src/loadStrings';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../../support/render';
import {
  FakeIntersectionObserver,
  installIntersectionObserver,
  removeIntersectionObserver,
  serveSite,
} from '../../../base/site/helpers';
import { tile } from './fixtures';

// The slick track is its own chunk; here a marker stands for it, so the test sees when it loads.
const trackLoaded = jest.fn();
jest.mock('@features/catalog/list/ProductSliderTrack', () => ({
  __esModule: true,
  default: ({ products }: { products: ProductTile[] }) => {
    trackLoaded();
    return <div data-testid="slick-track">{products.length} slides</div>;
  },
}));

beforeEach(() => installIntersectionObserver());

/** A store with the French strings already loaded: nothing is left in flight when a test ends. */
async function storeWithStrings() {
  serveSite();
  const store = setupStore();
  await loadStringResources(store, 'fr');
  return store;
}
afterEach(() => {
  removeIntersectionObserver();
  trackLoaded.mockClear();
});

describe('ProductSlider (related products, tag highlights)', () => {
  it('shows the tiles in a plain row and mounts slick only once within 500 px of the viewport', async () => {
    renderWithProviders(
      <ProductSlider title="Produits liés" products={[tile(1), tile(2), tile(3)]} />,
      { store: await storeWithStrings() },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Produits liés' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Robe 1',
      'Robe 2',
      'Robe 3',
    ]);
    expect(screen.queryByTestId('slick-track')).toBeNull();
    expect(trackLoaded).not.toHaveBeenCalled();

    const observer = FakeIntersectionObserver.instances.at(-1)!;
    expect(observer.options.rootMargin).toBe('500px');
    const row = document.querySelector('.product-slider-track')!;
    expect(observer.observed.has(row)).toBe(true);

    act(() => observer.report(row, 0, true));
    expect(await screen.findByTestId('slick-track')).toHaveTextContent('3 slides');
    expect(document.querySelector('.product-slider-static')).toBeNull();
    expect(observer.observed.size).toBe(0);
  });

  it('renders nothing without products, and watches the row once tiles arrive', async () => {
    const { container, rerender } = renderWithProviders(
      <ProductSlider title="Vide" products={[]} />,
      { store: await storeWithStrings() },
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<ProductSlider title="Produits liés" products={[tile(4)]} />);
    const row = document.querySelector('.product-slider-track')!;
    expect(FakeIntersectionObserver.instances.at(-1)!.observed.has(row)).toBe(true);
  });
});
