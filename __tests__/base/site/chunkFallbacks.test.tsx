import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { addSiteListeners } from '@base/site/listeners';
import { SiteBehaviours } from '@base/site/SiteBehaviours';
import { loadStringResources } from '@src/loadStrings';
import { ModalHost } from '@src/shell/ModalHost';
import { pageLoaded } from '@base/events';
import { setupStore } from '@store/index';
import { errorDialogOpened, selectDialog } from '@base/uiSlice';
import { renderWithProviders } from '../../support/render';
import { serveSite } from './helpers';

// Both chunks "fail to load": requiring them throws what webpack would reject import() with.
jest.mock('@src/shell/Dialogs', () => {
  throw Object.assign(new Error('Loading chunk dialogs failed.'), { name: 'ChunkLoadError' });
});
jest.mock('@base/site/pageBehaviours', () => {
  throw Object.assign(new Error('Loading chunk page-behaviours failed.'), {
    name: 'ChunkLoadError',
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

async function renderShell() {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serveSite();
  const store = setupStore();
  await loadStringResources(store, 'fr');
  renderWithProviders(
    <>
      <SiteBehaviours />
      <ModalHost />
    </>,
    { store },
  );
  return store;
}

describe('when the chunk that should report the failure fails itself', () => {
  it('a failed dialogs chunk still gets a plain error dialog with Reload', async () => {
    const store = await renderShell();
    act(() => {
      store.dispatch(errorDialogOpened({ messageKey: 'Manager.UnknowsErrors' }));
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Une partie de la page n’a pas pu être chargée');
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(selectDialog(store.getState())).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a failed page-behaviours chunk opens the dialog and shows the animated elements anyway', async () => {
    const store = setupStore(undefined, { listeners: addSiteListeners });
    document.body.innerHTML = '<section id="usp" data-animate>Livraison gratuite</section>';
    store.dispatch(pageLoaded({ path: '', bodyClass: 'home' }));
    await waitFor(() =>
      expect(selectDialog(store.getState())).toEqual({
        kind: 'error',
        messageKey: 'Manager.ChunkLoadError',
        reload: true,
      }),
    );
    expect(document.getElementById('usp')).toHaveClass('animated');
  });
});
