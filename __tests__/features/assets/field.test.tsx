import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { AssetField, type WidgetAsset } from '@features/assets';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';
import { FakeXhr, installFakeXhr, lastUpload } from './fakeXhr';
import { assetAnswer, imageFile } from './fixtures';

installFakeXhr();

describe('AssetField (Formik)', () => {
  it('holds the list of assets as the field’s value and shows the form’s error', async () => {
    mockServer(() => json(404, {}));
    const store = setupStore();
    await loadFrench(store);
    const submitted: WidgetAsset[][] = [];
    renderWithProviders(
      <Formik<{ photos: WidgetAsset[] }>
        initialValues={{ photos: [] }}
        validate={(values) =>
          values.photos.length < 2
            ? { photos: { key: 'Assets.Widget.MaxFiles', args: [2] } as unknown as string }
            : {}
        }
        onSubmit={(values) => {
          submitted.push(values.photos);
        }}
      >
        <Form>
          <AssetField name="photos" uid="photos" label="Photos" multiple />
          <button type="submit">Envoyer</button>
        </Form>
      </Formik>,
      { store },
    );
    // The widget's chunk loads behind Suspense.
    const input = await screen.findByLabelText('Photos', { selector: 'input[type=file]' });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vous pouvez ajouter au plus 2 fichiers.',
    );
    fireEvent.change(input, { target: { files: [imageFile('a.jpg'), imageFile('b.jpg')] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      lastUpload().respond(200, [
        assetAnswer({ n: 91, name: 'a.jpg' }),
        assetAnswer({ n: 92, name: 'b.jpg' }),
      ]),
    );
    await screen.findByRole('img', { name: 'b.jpg' });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.map((asset) => asset.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(submitted[0]![0]).toMatchObject({ tmpName: expect.any(String), fileType: 'Image' });
  });
});
