import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { forgetSignedIn, rememberSignedIn } from '@features/account/sessionHint';
import { WishlistCountSlot } from '@features/wishlist/WishlistCountSlot';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';

async function renderSlot(count: number) {
  const server = mockServer((url) =>
    url.pathname === '/api/v1/catalog/wishlist/products/count'
      ? json(200, { Count: count })
      : json(404, {}),
  );
  const store = setupStore();
  await loadFrench(store);
  const view = renderWithProviders(<WishlistCountSlot />, { store });
  return { server, ...view };
}

afterEach(() => forgetSignedIn());

describe('header wishlist count (W8)', () => {
  it('names the count in the link to the wishlist page, the number shown beside the heart', async () => {
    rememberSignedIn();
    await renderSlot(3);
    const link = await screen.findByRole('link', { name: 'Mes listes de souhaits (3 articles)' });
    expect(link).toHaveAttribute('href', '/fr/catalog/wishlist/list');
    expect(link).toHaveTextContent(/^3/);
  });

  it('shows no number at 0, just the heart and its name', async () => {
    rememberSignedIn();
    await renderSlot(0);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Mes listes de souhaits' })).toBeInTheDocument(),
    );
    expect(document.querySelector('.wishlist-count-badge')).toBeNull();
  });

  it('is not there for a visitor, and asks nothing', async () => {
    const { server, container } = await renderSlot(3);
    expect(container).toBeEmptyDOMElement();
    expect(server.calls.filter((r) => r.url.includes('count'))).toHaveLength(0);
  });
});
