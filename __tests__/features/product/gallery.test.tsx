import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductPhoto } from '@api/contract/product';
import { Gallery } from '@features/product/Gallery';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';
import { installMatchMedia, variantModel } from './fixtures';

const photos: ProductPhoto[] = [31, 32, 33].map((id, i) => ({
  AssetId: id,
  Url: `/media/catalog/${id}/robe-${id}.jpg.svg`,
  Width: 1200,
  Height: 1500,
  Alt: `Robe Ostende – vue ${i + 1}`,
  Color: '#1f2a44',
}));

async function renderGallery() {
  const variant = variantModel({ Photos: photos });
  mockServer((url) =>
    url.pathname === '/widget/catalog/ProductPhotosGallery'
      ? json(200, { ProductId: 7, ProductVariantId: 101, Photos: photos, FrameSet: null })
      : json(404, {}),
  );
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(
    <Gallery productId={7} productName="Robe Ostende" variant={variant} frameSet={null} />,
    { store },
  );
  // The thumbnails' chunk, so that every lazy part has arrived before a test acts.
  await screen.findByRole('button', { name: 'Afficher la photo 1 sur 3' });
}

beforeAll(() => installMatchMedia());

describe('product gallery lightbox', () => {
  it('makes the main picture a named control in the same box', async () => {
    await renderGallery();
    const open = screen.getByRole('button', { name: 'Agrandir la photo' });
    const box = open.closest<HTMLElement>('.product-photo-box')!;
    expect(box.style.aspectRatio).toBe('1200 / 1500');
    expect(open.parentElement).toBe(box);
    expect(within(open).getByRole('img', { hidden: true })).toHaveAttribute('width', '1200');
  });

  it('opens on the picture shown, with all the variant’s photos, and gives focus back', async () => {
    await renderGallery();
    fireEvent.click(await screen.findByRole('button', { name: 'Afficher la photo 3 sur 3' }));
    const open = screen.getByRole('button', { name: 'Agrandir la photo' });
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Visionneuse de photos' });
    const current = dialog.querySelector<HTMLElement>('.yarl__slide_current')!;
    expect(current).toHaveAttribute('aria-label', '3 sur 3');
    expect(within(current).getByRole('img')).toHaveAttribute('alt', 'Robe Ostende – vue 3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });
});

describe('product gallery thumbnails', () => {
  it('mount once the page is painted (their slider measures the layout), in a column kept for them', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    try {
      const variant = variantModel({ Photos: photos });
      mockServer(() =>
        json(200, { ProductId: 7, ProductVariantId: 101, Photos: photos, FrameSet: null }),
      );
      const store = setupStore();
      await loadFrench(store);
      const { container } = renderWithProviders(
        <Gallery productId={7} productName="Robe Ostende" variant={variant} frameSet={null} />,
        { store },
      );
      // The gallery's answer and any chunk have had time to arrive: no frame has been painted.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('button', { name: /Afficher la photo/ })).toBeNull();
      expect(container.querySelector<HTMLElement>('.product-thumbs')?.style.minHeight).toBe(
        '4.5rem',
      );
      await act(async () => frames.splice(0).forEach((frame) => frame(performance.now())));
      expect(
        await screen.findByRole('button', { name: 'Afficher la photo 1 sur 3' }),
      ).toBeInTheDocument();
    } finally {
      raf.mockRestore();
    }
  });
});
