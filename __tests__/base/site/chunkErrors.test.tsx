import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { isChunkLoadError } from '@base/site/chunkErrors';
import { lazyChunk } from '@base/site/lazyChunk';
import { SiteBehaviours } from '@base/site/SiteBehaviours';
import { loadStringResources } from '@src/loadStrings';
import { ModalHost } from '@src/shell/ModalHost';
import { setupStore } from '@store/index';
import { errorDialogOpened, selectDialog } from '@base/uiSlice';
import { renderWithProviders } from '../../support/render';
import { serveSite } from './helpers';

function chunkError(): Error {
  // What webpack rejects with once a chunk's script failed or outlasted chunkLoadTimeout.
  const error = new Error('Loading chunk 417 failed.\n(timeout: http://localhost/assets/417.js)');
  error.name = 'ChunkLoadError';
  return error;
}

/** Stands for the route's error element. */
let caught: unknown;
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    caught = error;
  }
  override render() {
    return this.state.failed ? <p>Erreur</p> : this.props.children;
  }
}

async function renderShell(children?: ReactNode) {
  serveSite();
  const store = setupStore();
  await loadStringResources(store, 'fr');
  return renderWithProviders(
    <>
      <SiteBehaviours />
      <ModalHost />
      <Suspense fallback={null}>{children}</Suspense>
    </>,
    { store },
  );
}

let consoleError: ReturnType<typeof jest.spyOn>;
afterEach(() => consoleError?.mockRestore());
const quietErrors = () => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
};

describe('chunk load errors (000 §8 "Error catalogue": chunk load error after 120 s)', () => {
  it('recognises webpack’s and the browser’s chunk failures, and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk dialogs failed.\n(/a.css)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed.')).toBe(false);
  });

  it('a lazy component whose chunk fails shows the error dialog with Reload, not a blank page', async () => {
    quietErrors();
    const Broken = lazyChunk<object>(() => Promise.reject(chunkError()));
    const { store } = await renderShell(
      <>
        <p>Le reste de la page</p>
        <Broken />
      </>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Une partie de la page n’a pas pu être chargée');
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Fermer' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Le reste de la page')).toBeInTheDocument();
    expect(selectDialog(store.getState())).toEqual({
      kind: 'error',
      messageKey: 'Manager.ChunkLoadError',
      reload: true,
    });
  });

  it('a bare import() nobody caught reaches the same dialog through unhandledrejection', async () => {
    const { store } = await renderShell();
    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('unhandledrejection'), { reason: chunkError() }),
      );
    });
    expect(selectDialog(store.getState())).toMatchObject({ kind: 'error', reload: true });
    expect(await screen.findByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
  });

  it('leaves other rejections alone', async () => {
    const { store } = await renderShell();
    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('unhandledrejection'), { reason: new Error('boom') }),
      );
    });
    expect(selectDialog(store.getState())).toBeNull();
  });

  it('keeps the ordinary error dialog without Reload', async () => {
    const { store } = await renderShell();
    act(() => {
      store.dispatch(errorDialogOpened({ messageKey: 'Manager.UnknowsErrors' }));
    });
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Recharger la page' })).toBeNull();
  });

  it('still throws errors that are not chunk failures (the route’s error element shows them)', async () => {
    quietErrors();
    const bug = new TypeError('x is undefined');
    const Buggy = lazyChunk<object>(() => Promise.reject(bug));
    await renderShell(
      <Boundary>
        <Buggy />
      </Boundary>,
    );
    await waitFor(() => expect(caught).toBe(bug));
    expect(screen.getByText('Erreur')).toBeInTheDocument();
  });
});
