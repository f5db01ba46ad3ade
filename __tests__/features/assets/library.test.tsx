import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { FolderAssets, FolderNode } from '@api/contract/assets';
import { AssetsLibraryPage } from '@features/assets/library/AssetsLibraryPage';
import DocumentLibraryWidget from '@features/assets/widgets/DocumentLibraryWidget';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer, Where } from '../account/helpers';
import { assetAnswer } from './fixtures';

const node = (FolderId: number, Name: string, ItemLevel: number, Children: FolderNode[] = []) => ({
  FolderId,
  Name,
  ItemLevel,
  Children,
});
const tree = [
  node(1, 'Documents', 1, [
    node(2, 'Guides', 2, [node(4, 'Tailles', 3)]),
    node(3, 'Catalogues', 2),
  ]),
];
const guide = assetAnswer({
  n: 71,
  name: 'Guide des tailles.pdf',
  fileType: 'Document',
  size: 2 * 1024 * 1024,
});
const folderAnswer = (FolderId: number, Name: string, assets = [guide]): FolderAssets => ({
  Folder: { FolderId, Name, ParentId: FolderId === 1 ? null : 1, Path: [] },
  RootFolderId: 1,
  Assets: assets,
});

function libraryServer() {
  return mockServer((url) => {
    if (url.pathname === '/api/v1/assetslibrary/folders/hierarchy') return json(200, tree);
    const match = /^\/fr\/assetslibrary\/asset\/assetsbyfolder\/(?:(\d+)\/(\d+))?$/.exec(
      url.pathname,
    );
    if (!match) return json(404, { message: 'introuvable' });
    const id = Number(match[1] ?? 1);
    return id === 3
      ? json(200, folderAnswer(3, 'Catalogues', []))
      : json(200, folderAnswer(id, id === 1 ? 'Documents' : 'Guides'));
  });
}

async function renderLibrary(ui: React.ReactElement, route = '/fr/') {
  const server = libraryServer();
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(ui, { store, route });
  return server;
}

describe('document library (S4, S7)', () => {
  it('opens the nodes down to the depth, toggles a folder, and lists a folder’s documents', async () => {
    const server = await renderLibrary(<DocumentLibraryWidget rootFolderId="1" />);
    const nav = await screen.findByRole('navigation', { name: 'Dossiers' });
    await within(nav).findByRole('button', { name: 'Guides' });
    const hierarchy = server.calls.find((r) => r.url.includes('hierarchy'))!;
    expect(new URL(hierarchy.url).searchParams.get('folderId')).toBe('1');
    // Depth 1 (default): Documents (level 1) open, Guides (level 2) closed.
    expect(
      within(nav).getByRole('button', { name: 'Fermer le dossier Documents' }),
    ).toHaveAttribute('aria-expanded', 'true');
    const openGuides = within(nav).getByRole('button', { name: 'Ouvrir le dossier Guides' });
    expect(openGuides).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('button', { name: 'Tailles' })).not.toBeInTheDocument();
    fireEvent.click(openGuides);
    expect(within(nav).getByRole('button', { name: 'Tailles' })).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Fermer le dossier Guides' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // Without a folder chosen: the root's documents, each a download link.
    const link = await screen.findByRole('link', { name: 'Guide des tailles.pdf' });
    expect(link).toHaveAttribute('href', guide.Uri);
    expect(link).toHaveAttribute('download');
    expect(screen.getByText(/2 Mo/)).toBeInTheDocument();

    fireEvent.click(within(nav).getByRole('button', { name: 'Catalogues' }));
    expect(await screen.findByRole('heading', { name: 'Catalogues' })).toBeInTheDocument();
    expect(screen.getByText('Ce dossier ne contient aucun document.')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Catalogues' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const asked = server.calls.map((r) => new URL(r.url).pathname);
    expect(asked).toContain('/fr/assetslibrary/asset/assetsbyfolder/3/1');
  });

  it('opens deeper with a larger depth', async () => {
    await renderLibrary(<DocumentLibraryWidget rootFolderId="1" depth="2" />);
    const nav = await screen.findByRole('navigation', { name: 'Dossiers' });
    expect(await within(nav).findByRole('button', { name: 'Tailles' })).toBeVisible();
  });

  it('shows the widget error for a bad attribute', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderLibrary(<DocumentLibraryWidget depth="deux" />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Cet élément ne peut pas s’afficher.',
    );
    expect(warn).toHaveBeenCalledWith(
      'Document library widget: Error: "deux" is not a whole number',
    );
    warn.mockRestore();
  });

  it('is a page whose address names the folder, with the whole library’s tree', async () => {
    const server = await renderLibrary(
      <>
        <Routes>
          <Route
            path="/:culture/assetslibrary/asset/assetsbyfolder/*"
            element={<AssetsLibraryPage />}
          />
        </Routes>
        <Where />
      </>,
      '/fr/assetslibrary/asset/assetsbyfolder/2/1',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Guides' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dossiers' });
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'Guides' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    const hierarchy = server.calls.find((r) => r.url.includes('hierarchy'))!;
    expect(new URL(hierarchy.url).searchParams.has('folderId')).toBe(false);
    // Catalogues is under Documents: the address names the folder, then that root.
    fireEvent.click(within(nav).getByRole('button', { name: 'Catalogues' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(
        '/fr/assetslibrary/asset/assetsbyfolder/3/1',
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Catalogues' }),
    ).toBeInTheDocument();
  });
});
