import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense, useState, type ComponentProps } from 'react';
import type YarLightbox from 'yet-another-react-lightbox';
import {
  GALLERY_PRELOAD_RANGE,
  GALLERY_SLIDESHOW_INTERVAL,
  GALLERY_SLIDESHOW_TRANSITION,
  GALLERY_TRANSITION,
  Lightbox,
  type LightboxSlide,
} from '@base/ui/lightbox';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { loadFrench, mockServer } from '../../features/account/helpers';
import { json } from '../../support/fetchMock';

type YarProps = ComponentProps<typeof YarLightbox>;
const received: YarProps[] = [];

// The real library renders; the spy only keeps the props it was given.
jest.mock('yet-another-react-lightbox', () => {
  const actual = jest.requireActual<{ default: typeof YarLightbox }>('yet-another-react-lightbox');
  const Spy = (props: YarProps) => {
    received.push(props);
    return <actual.default {...props} />;
  };
  return { ...actual, __esModule: true, default: Spy };
});

const slides: LightboxSlide[] = [1, 2, 3].map((n) => ({
  src: `/assets/photo-${n}.jpg`,
  width: 800,
  height: 600,
  alt: `Photo ${n}`,
  caption: n === 2 ? 'Vue de dos' : undefined,
}));

function Opener({ start = 1 }: { start?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Suspense fallback={null}>
        <Lightbox slides={slides} index={start} open={open} onClose={() => setOpen(false)} />
      </Suspense>
    </>
  );
}

async function openLightbox(start?: number) {
  mockServer(() => json(404, {}));
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(<Opener start={start} />, { store });
  const opener = screen.getByRole('button', { name: 'Ouvrir' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Visionneuse de photos' });
  return { opener, dialog };
}

const currentSlide = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>('.yarl__slide_current');

beforeEach(() => {
  received.length = 0;
});

describe('the shared lightbox (000 §9 Gallery)', () => {
  it('loads nothing until it opens', async () => {
    mockServer(() => json(404, {}));
    const store = setupStore();
    await loadFrench(store);
    renderWithProviders(<Opener />, { store });
    // Give a lazy chunk every chance to resolve: still nothing rendered, the library never called.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it('opens on the asked picture and hands the spec constants to the library', async () => {
    const { dialog } = await openLightbox(1);
    expect(currentSlide(dialog)).toHaveAttribute('aria-label', '2 sur 3');
    expect(within(currentSlide(dialog)!).getByRole('img', { name: 'Photo 2' })).toHaveAttribute(
      'src',
      '/assets/photo-2.jpg',
    );
    expect(within(dialog).getByText('Vue de dos')).toBeInTheDocument();
    const props = received.at(-1)!;
    expect(props.index).toBe(1);
    expect(props.carousel?.preload).toBe(GALLERY_PRELOAD_RANGE);
    expect(props.slideshow).toEqual({ autoplay: false, delay: GALLERY_SLIDESHOW_INTERVAL });
    expect(props.animation).toMatchObject({
      fade: GALLERY_TRANSITION,
      swipe: GALLERY_TRANSITION,
      navigation: GALLERY_TRANSITION,
    });
    expect([
      GALLERY_SLIDESHOW_INTERVAL,
      GALLERY_TRANSITION,
      GALLERY_SLIDESHOW_TRANSITION,
      GALLERY_PRELOAD_RANGE,
    ]).toEqual([5000, 300, 500, 2]);
  });

  it('names every control in the shopper’s language and never plays by itself', async () => {
    const { dialog } = await openLightbox();
    for (const name of [
      'Photo précédente',
      'Photo suivante',
      'Fermer',
      'Zoom avant',
      'Zoom arrière',
      'Lancer le diaporama',
    ]) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(
      within(dialog).queryByRole('button', { name: 'Mettre le diaporama en pause' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Galerie de photos' })).toHaveAttribute(
      'aria-roledescription',
      'carrousel',
    );
    expect(dialog.innerHTML).not.toMatch(/"(Next|Previous|Close|Play|Zoom in)"/);
  });

  it('plays the slideshow with its own transition once asked, and pauses', async () => {
    const { dialog } = await openLightbox();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lancer le diaporama' }));
    await within(dialog).findByRole('button', { name: 'Mettre le diaporama en pause' });
    await waitFor(() =>
      expect(received.at(-1)!.animation?.navigation).toBe(GALLERY_SLIDESHOW_TRANSITION),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mettre le diaporama en pause' }));
    await waitFor(() => expect(received.at(-1)!.animation?.navigation).toBe(GALLERY_TRANSITION));
  });

  it('moves with the arrow keys and gives focus back to the opener on Escape', async () => {
    const { opener, dialog } = await openLightbox(0);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(currentSlide(dialog)).toHaveAttribute('aria-label', '2 sur 3'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    await waitFor(() => expect(currentSlide(dialog)).toHaveAttribute('aria-label', '1 sur 3'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
