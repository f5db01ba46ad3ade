import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json } from '../../support/fetchMock';
import { FakeXhr, installFakeXhr, lastUpload } from './fakeXhr';
import { assetAnswer, imageFile } from './fixtures';
import { answerConfirm, field, pick, posted, renderWidget } from './harness';

installFakeXhr();

/** Picks the files and waits for the upload to leave. */
async function upload(...files: File[]) {
  const before = FakeXhr.sent.length;
  pick(...files);
  await waitFor(() => expect(FakeXhr.sent.length).toBe(before + 1));
  return lastUpload();
}

describe('asset widget: upload (S5)', () => {
  it('posts the files with the CSRF header and the limits, shows the progress, then the asset', async () => {
    document.cookie = 'vitrine.csrf=token-123';
    const { form } = await renderWidget({ accept: '.jpg', maxFileSize: 5000, crop: '800,600' });
    const xhr = await upload(imageFile('vacances.jpeg', 1000));
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/assetslibrary/upload');
    expect(xhr.headers['X-CSRF-Token']).toBe('token-123');
    expect(xhr.headers['Accept-Language']).toBe('fr');
    expect([...xhr.body!.keys()]).toEqual(['accept', 'maxFileSize', 'crop', 'file']);
    expect(xhr.body!.get('maxFileSize')).toBe('5000');
    expect((xhr.body!.get('file') as File).name).toBe('vacances.jpeg');

    act(() => xhr.progress(250, 1000));
    const bar = screen.getByRole('progressbar', { name: 'Envoi de « Photos »' });
    expect(bar).toHaveAttribute('value', '25');
    expect(screen.getByText(/envoyés sur/)).toBeInTheDocument();

    act(() => xhr.respond(200, [assetAnswer({ n: 1, name: 'vacances.jpeg' })]));
    expect(await screen.findByRole('img', { name: 'vacances.jpeg' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(posted(form)).toEqual([
      ['AssetId-w1', '00000000-0000-4000-8000-000000000001'],
      ['AssetName-w1', 'vacances.jpeg'],
      ['AssetLoadedw1', 'true'],
      ['asset-w1-name', 'vacances.jpeg'],
      ['asset-w1-name-changed', 'false'],
    ]);
  });

  it('replaces the asset in single mode and appends in multiple mode, order kept in the hidden field', async () => {
    const single = await renderWidget({});
    let xhr = await upload(imageFile('a.jpg'));
    act(() => xhr.respond(200, [assetAnswer({ n: 11, name: 'a.jpg' })]));
    await screen.findByRole('img', { name: 'a.jpg' });
    xhr = await upload(imageFile('b.jpg'));
    act(() => xhr.respond(200, [assetAnswer({ n: 12, name: 'b.jpg' })]));
    await screen.findByRole('img', { name: 'b.jpg' });
    expect(screen.queryByRole('img', { name: 'a.jpg' })).not.toBeInTheDocument();
    expect(field(single.form, 'AssetName-w1')).toBe('b.jpg');
    single.unmount();

    const multi = await renderWidget({ multiple: true, uid: 'm' });
    xhr = await upload(imageFile('a.jpg'), imageFile('b.jpg'));
    act(() =>
      xhr.respond(200, [
        assetAnswer({ n: 21, name: 'a.jpg' }),
        assetAnswer({ n: 22, name: 'b.jpg' }),
      ]),
    );
    await screen.findByRole('img', { name: 'b.jpg' });
    xhr = await upload(imageFile('c.jpg'));
    act(() => xhr.respond(200, [assetAnswer({ n: 23, name: 'c.jpg' })]));
    await screen.findByRole('img', { name: 'c.jpg' });
    const ids = (n: number[]) => n.map((i) => `00000000-0000-4000-8000-0000000000${i}`).join(',');
    expect(field(multi.form, 'list-assets-orders-m')).toBe(ids([21, 22, 23]));
    expect(field(multi.form, 'AssetsLoaded-m')).toBe('true');
    expect(field(multi.form, 'asset-00000000-0000-4000-8000-000000000022-name')).toBe('b.jpg');

    // Keyboard reorder: c up once, a down once.
    fireEvent.click(screen.getByRole('button', { name: 'Monter c.jpg' }));
    expect(field(multi.form, 'list-assets-orders-m')).toBe(ids([21, 23, 22]));
    fireEvent.click(screen.getByRole('button', { name: 'Descendre a.jpg' }));
    expect(field(multi.form, 'list-assets-orders-m')).toBe(ids([23, 21, 22]));
    expect(screen.getByRole('button', { name: 'Monter c.jpg' })).toBeDisabled();
  });

  it('cancels an upload in progress', async () => {
    await renderWidget({});
    const xhr = await upload(imageFile());
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(xhr.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Choisir un fichier' })).toBeInTheDocument();
  });
});

describe('asset widget: checks before sending (000 §5 upload rules)', () => {
  it('refuses a file of a type not accepted, then clears the error when a good file is added', async () => {
    await renderWidget({ accept: 'jpg,pdf' });
    pick(imageFile('notes.txt', 10, 'text/plain'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '« notes.txt » n’est pas d’un type accepté. Types acceptés : jpg, jpeg, pdf.',
    );
    expect(FakeXhr.sent).toHaveLength(0);
    // jpg also accepts jpeg.
    await upload(imageFile('photo.jpeg'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file over max-file-size and more files than allowed', async () => {
    await renderWidget({ maxFileSize: 2048, multiple: true, maxFiles: 2 });
    pick(imageFile('big.jpg', 4096));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /« big\.jpg » est trop volumineux\. Taille maximale : 2 ko\./,
    );
    pick(imageFile('1.jpg'), imageFile('2.jpg'), imageFile('3.jpg'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Vous pouvez ajouter au plus 2 fichiers.',
      ),
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('gives the image widget’s error for a file that is not an image', async () => {
    await renderWidget({ image: true });
    pick(imageFile('cv.pdf', 10, 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez envoyer une image correcte (JPEG, PNG, GIF ou WebP).',
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shows the growl "please put a correct file" for a wrong kind in the multi-asset widget', async () => {
    const { store } = await renderWidget({ multiple: true, accept: 'image/*' });
    pick(imageFile('cv.pdf', 10, 'application/pdf'));
    await waitFor(() =>
      expect(store.getState().ui.notices).toEqual([
        expect.objectContaining({ level: 'danger', messageKey: 'Assets.Widget.WrongKind' }),
      ]),
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe('asset widget: answers (000 §8)', () => {
  it('shows the server’s refusal text in a dialog', async () => {
    await renderWidget({});
    const xhr = await upload(imageFile('bomb.png'));
    const text = 'Cette image est trop grande pour être traitée.';
    act(() => xhr.respond(400, { Error: text, message: text }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(text);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the generic error dialog when the upload fails', async () => {
    const { store } = await renderWidget({});
    const xhr = await upload(imageFile());
    act(() => xhr.respond(500, 'oops'));
    await waitFor(() =>
      expect(store.getState().ui.dialog).toEqual({
        kind: 'error',
        messageKey: 'Manager.UnknowsErrors',
        titleKey: 'Core.Error',
      }),
    );
  });

  it('opens the login modal on 401', async () => {
    const { store } = await renderWidget({});
    const xhr = await upload(imageFile());
    act(() => xhr.respond(401, { message: 'Connectez-vous.' }));
    await waitFor(() => expect(store.getState().ui.dialog?.kind).toBe('login'));
  });

  it('shows "minimum size" with the dimensions for an image smaller than the crop', async () => {
    const { form } = await renderWidget({ image: true, crop: '400,400' });
    const xhr = await upload(imageFile());
    act(() => xhr.respond(200, [assetAnswer({ width: 300, height: 500 })]));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'L’image est trop petite. Taille minimale : 400 x 400 px',
    );
    expect(field(form, 'AssetLoadedw1')).toBe('false');
  });

  it('adds an image of exactly the crop size without cropping', async () => {
    await renderWidget({ image: true, crop: '400,400' });
    const xhr = await upload(imageFile());
    act(() => xhr.respond(200, [assetAnswer({ name: 'carre.jpg', width: 400, height: 400 })]));
    expect(await screen.findByRole('img', { name: 'carre.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('asset widget: rotate, edit name, delete, required', () => {
  it('rotates a square image visually (no change reported) and offers no rotation for another', async () => {
    const changes: unknown[] = [];
    const { form } = await renderWidget({ multiple: true, onChange: (list) => changes.push(list) });
    const xhr = await upload(imageFile(), imageFile());
    act(() =>
      xhr.respond(200, [
        assetAnswer({ name: 'carre.jpg', width: 500, height: 500 }),
        assetAnswer({ name: 'large.jpg', width: 800, height: 500 }),
      ]),
    );
    const square = await screen.findByRole('img', { name: 'carre.jpg' });
    const fields = posted(form);
    expect(changes).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Tourner à gauche carre.jpg' }));
    expect(square.style.transform).toBe('rotate(270deg)');
    fireEvent.click(screen.getByRole('button', { name: 'Tourner à droite carre.jpg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tourner à droite carre.jpg' }));
    expect(square.style.transform).toBe('rotate(90deg)');
    expect(posted(form)).toEqual(fields);
    expect(changes).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Tourner.*large\.jpg/ })).not.toBeInTheDocument();
  });

  it('renames through the prompt (PATCH), marks the name changed and shows "Name changed"', async () => {
    const { form, store, server } = await renderWidget({}, (_url, _init, request) =>
      request.method === 'PATCH'
        ? json(200, assetAnswer({ n: 31, name: 'Mon CV' }))
        : json(404, {}),
    );
    const xhr = await upload(imageFile('cv.jpg'));
    act(() => xhr.respond(200, [assetAnswer({ n: 31, name: 'cv.jpg' })]));
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier le nom cv.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le nom' });
    const input = within(dialog).getByLabelText('Nom du fichier');
    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Indiquez un nom.')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'Mon CV' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(field(form, 'asset-w1-name')).toBe('Mon CV'));
    expect(field(form, 'asset-w1-name-changed')).toBe('true');
    const patch = server.calls.find((r) => r.method === 'PATCH')!;
    expect(new URL(patch.url).pathname).toBe(
      '/api/v1/assetslibrary/assets/00000000-0000-4000-8000-000000000031',
    );
    expect(await patch.json()).toEqual({ Name: 'Mon CV' });
    expect(store.getState().ui.notices).toEqual([
      expect.objectContaining({ messageKey: 'Assets.Widget.NameChanged' }),
    ]);
  });

  it('shows the server’s refusal of a name in the prompt', async () => {
    await renderWidget({}, () => json(400, { message: 'Ce nom est trop long.' }));
    const xhr = await upload(imageFile('cv.jpg'));
    act(() => xhr.respond(200, [assetAnswer({ name: 'cv.jpg' })]));
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier le nom cv.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le nom' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Ce nom est trop long.')).toBeInTheDocument();
  });

  it('deletes after the confirm dialog, and the required checkbox follows the list', async () => {
    const { form, store, server } = await renderWidget(
      { required: true },
      (_url, _init, request) =>
        request.method === 'DELETE' ? new Response(null, { status: 204 }) : json(404, {}),
    );
    const check = screen.getByRole('checkbox', {
      name: 'Photos : au moins un fichier est obligatoire',
    });
    expect(check).not.toBeChecked();
    expect(form.checkValidity()).toBe(false);
    const xhr = await upload(imageFile('a.jpg'));
    act(() => xhr.respond(200, [assetAnswer({ n: 41, name: 'a.jpg' })]));
    await screen.findByRole('img', { name: 'a.jpg' });
    expect(check).toBeChecked();
    expect(form.checkValidity()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer a.jpg' }));
    await answerConfirm(store, false);
    expect(screen.getByRole('img', { name: 'a.jpg' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer a.jpg' }));
    await answerConfirm(store, true);
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'a.jpg' })).not.toBeInTheDocument(),
    );
    expect(server.calls.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(check).not.toBeChecked();
    expect(field(form, 'AssetId-w1')).toBe('');
  });
});

describe('asset widget: preset (S3)', () => {
  it('loads asset-id through S3 and leaves out an id S3 does not find', async () => {
    const known = assetAnswer({ n: 51, name: 'profil.jpg' });
    const { form, server } = await renderWidget(
      { multiple: true, uid: 'p', assets: [known.guid, '00000000-0000-4000-8000-000000000099'] },
      (url) =>
        url.pathname === `/api/v1/assetslibrary/assets/${known.guid}`
          ? json(200, known)
          : json(404, { message: 'introuvable' }),
    );
    expect(await screen.findByRole('img', { name: 'profil.jpg' })).toBeInTheDocument();
    expect(field(form, 'list-assets-orders-p')).toBe(known.guid);
    expect(server.calls.filter((r) => r.url.includes('/assetslibrary/assets/'))).toHaveLength(2);
  });
});

describe('asset widget: single mode', () => {
  it('takes one file at a time', async () => {
    await renderWidget({});
    pick(imageFile('a.jpg'), imageFile('b.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choisissez un seul fichier.');
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
