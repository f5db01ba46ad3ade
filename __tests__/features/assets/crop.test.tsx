import { describe, expect, it, jest } from '@jest/globals';
import { forwardRef, useImperativeHandle } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json } from '../../support/fetchMock';
import { FakeXhr, installFakeXhr, lastUpload } from './fakeXhr';
import { assetAnswer, imageFile } from './fixtures';
import { field, pick, renderWidget } from './harness';

/**
 * cropper.js needs a laid-out page (jsdom has none): the stand-in renders the image with the
 * options the dialog gave and answers getData with the selection the test sets, as cropper.js
 * would after the shopper dragged the box.
 */
const selection = { x: -3.4, y: 10.6, width: 600.2, height: 450.4 };
const givenOptions: Record<string, unknown>[] = [];
jest.mock('react-cropper', () => ({
  Cropper: forwardRef<unknown, Record<string, unknown>>(function StandIn(props, ref) {
    givenOptions.push(props);
    useImperativeHandle(ref, () => ({ cropper: { getData: () => selection } }));
    return <img src={String(props.src)} alt={String(props.alt)} />;
  }),
}));

installFakeXhr();

async function uploadLargeImage(route: Parameters<typeof renderWidget>[1]) {
  const view = await renderWidget({ image: true, crop: '400,300' }, route);
  pick(imageFile('grande.jpg'));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  const original = assetAnswer({ n: 61, name: 'grande.jpg', width: 1600, height: 1200 });
  act(() => lastUpload().respond(200, [original]));
  const dialog = await screen.findByRole('dialog', { name: 'Recadrer l’image' });
  return { ...view, dialog, original };
}

describe('crop dialog (S2, 000 §5 crop rules)', () => {
  it('keeps the ratio and the minimum size, clamps the selection, adds the cropped image with a notice', async () => {
    const cropped = assetAnswer({ n: 62, name: 'grande.jpg', width: 400, height: 300 });
    const { dialog, server, store, form, original } = await uploadLargeImage((url) =>
      url.pathname.startsWith('/assets/croptempimg/') ? json(200, cropped) : json(404, {}),
    );
    expect(within(dialog).getByRole('img', { name: 'grande.jpg' })).toHaveAttribute(
      'src',
      original.Uri,
    );
    // 1600x1200 shown in 568x400 (jsdom has no layout: the spec's box): scale 1/3.
    expect(givenOptions.at(-1)).toMatchObject({
      aspectRatio: 400 / 300,
      minCropBoxWidth: 134,
      minCropBoxHeight: 100,
      viewMode: 1,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recadrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'grande.jpg' })).toHaveAttribute(
      'src',
      cropped.thumbnail_url,
    );
    const call = server.calls.find((r) => r.url.includes('croptempimg'))!;
    expect(new URL(call.url).pathname).toBe(
      `/assets/croptempimg/${original.tmpName}/0/11/600/450/400/300`,
    );
    expect(field(form, 'AssetId-w1')).toBe(cropped.guid);
    expect(store.getState().ui.notices).toEqual([
      expect.objectContaining({ level: 'success', messageKey: 'Assets.Widget.ImageCropped' }),
    ]);
  });

  it('shows the returned Error in the dialog and adds nothing', async () => {
    const { dialog, form } = await uploadLargeImage(() =>
      json(400, {
        Error: 'La sélection est trop petite.',
        message: 'La sélection est trop petite.',
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recadrer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'La sélection est trop petite.',
    );
    expect(field(form, 'AssetLoadedw1')).toBe('false');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field(form, 'AssetLoadedw1')).toBe('false');
  });
});
