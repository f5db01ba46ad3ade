import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SupportLauncher } from '@features/support/SupportLauncher';
import { loadStringResources } from '@src/loadStrings';
import { getActionLog } from '@features/support/log/actionLog';
import { setupStore, type AppStore } from '@store/index';
import { sanitize } from '@features/support/log/sanitize';
import { errorDialogOpened } from '@base/uiSlice';
import { strings } from '../../../server/seed/data/strings';
import { nestStrings } from '../../../server/services/strings';
import { json, mockFetch } from '../../support/fetchMock';
import { renderWithProviders } from '../../support/render';

async function renderLauncher(route: string, culture: 'fr' | 'nl' = 'fr'): Promise<AppStore> {
  const store = setupStore();
  const rows = Object.entries(strings).map(([key, value]) => ({ key, value: value[culture] }));
  mockFetch(() => json(200, nestStrings(rows)));
  await loadStringResources(store, culture);
  renderWithProviders(
    <Routes>
      <Route path="/:culture/*" element={<SupportLauncher />} />
    </Routes>,
    { store, route },
  );
  return store;
}

/** jsdom's Blob has no text(). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** jest-dom folds the no-break space before the French colon into a space. */
const countText = (count: number) => `Actions enregistrées : ${count}`;
const panel = (name = 'Journal des actions') => screen.findByRole('dialog', { name });
const ctrlAltL = () =>
  fireEvent.keyDown(document, { key: 'l', code: 'KeyL', ctrlKey: true, altKey: true });

beforeEach(() => {
  sessionStorage.clear();
  delete window.__VITRINE_SUPPORT__;
});
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  jest.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('support panel', () => {
  it('opens with ?support=1, in French, with the count of recorded actions', async () => {
    const store = await renderLauncher('/fr/?support=1');
    const dialog = await panel();
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription(/ni mot de passe, ni données de carte/);
    const count = getActionLog(store.dispatch).count();
    expect(count).toBeGreaterThan(0);
    expect(dialog).toHaveTextContent(countText(count));
    expect(screen.getByRole('button', { name: 'Télécharger le journal' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Effacer le journal' })).toBeVisible();
    act(() => {
      store.dispatch(errorDialogOpened({ messageKey: 'Core.Error' }));
    });
    expect(dialog).toHaveTextContent(countText(count + 1));
  });

  it('speaks Dutch on a Dutch page', async () => {
    await renderLauncher('/nl/?support=1', 'nl');
    const dialog = await panel('Actielogboek');
    expect(dialog).toHaveTextContent('Opgenomen acties:');
    expect(screen.getByRole('button', { name: 'Logboek downloaden' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Actielogboek sluiten' })).toBeVisible();
  });

  it('opens and closes with Ctrl+Alt+L, not with Ctrl+L; Escape and Close close it', async () => {
    await renderLauncher('/fr/');
    fireEvent.keyDown(document, { key: 'l', code: 'KeyL', ctrlKey: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    ctrlAltL();
    await panel();
    ctrlAltL();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    ctrlAltL();
    fireEvent.keyDown(await panel(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    ctrlAltL();
    await panel();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le journal des actions' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('downloads the log as vitrine-actions-<ISO date>.json in the DevTools format', async () => {
    const store = await renderLauncher('/fr/?support=1');
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:vitrine-test';
    });
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(`${this.download} ${this.href}`);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger le journal' }));
    expect(names).toEqual([
      expect.stringMatching(
        /^vitrine-actions-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.json blob:vitrine-test$/,
      ),
    ]);
    expect(blobs[0]?.type).toBe('application/json');
    const file = JSON.parse(await readBlob(blobs[0] as Blob)) as Record<string, unknown>;
    expect(file).toEqual(
      expect.objectContaining({
        actionsById: expect.any(Object),
        stagedActionIds: expect.any(Array),
        committedState: expect.any(Object),
        computedStates: [],
      }),
    );
    expect(file.stagedActionIds).toHaveLength(getActionLog(store.dispatch).count() + 1);
    expect(screen.getByRole('status')).toHaveTextContent('Le journal a été téléchargé.');
  });

  it('clears the log', async () => {
    const store = await renderLauncher('/fr/?support=1');
    const log = getActionLog(store.dispatch);
    const before = log.count();
    fireEvent.click(await screen.findByRole('button', { name: 'Effacer le journal' }));
    expect(log.count()).toBeLessThan(before);
    expect(screen.getByRole('status')).toHaveTextContent('Le journal a été effacé.');
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toHaveTextContent(countText(log.count())),
    );
  });

  it('exposes window.__VITRINE_SUPPORT__ in support mode only', async () => {
    const store = await renderLauncher('/fr/');
    expect(window.__VITRINE_SUPPORT__).toBeUndefined();
    ctrlAltL();
    await panel();
    const hook = window.__VITRINE_SUPPORT__;
    expect(hook?.getState()).toEqual(sanitize(store.getState()));
    expect(hook?.getLog().stagedActionIds).toHaveLength(getActionLog(store.dispatch).count() + 1);
  });
});
