import { expect } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import AssetWidgetView from '@features/assets/widget/AssetWidgetView';
import type { AssetWidgetProps } from '@features/assets';
import { confirmAnswered } from '@base/uiSlice';
import { setupStore, type AppStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json, type Route } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';

/** Renders the widget inside a form over a store with the French strings; calls go to `route`. */
export async function renderWidget(
  props: Partial<AssetWidgetProps>,
  route: Route = () => json(404, {}),
) {
  const server = mockServer(route);
  const store = setupStore();
  await loadFrench(store);
  const view = renderWithProviders(
    <form aria-label="formulaire">
      <AssetWidgetView uid="w1" label="Photos" {...props} />
    </form>,
    { store },
  );
  const form = view.container.querySelector('form')!;
  return { ...view, server, form };
}

/** The file input react-dropzone renders (what the picker and Playwright fill). */
export const fileInput = () => screen.getByLabelText('Photos', { selector: 'input[type=file]' });

/** Picks files as the file picker does; react-dropzone reads them asynchronously. */
export function pick(...files: File[]) {
  fireEvent.change(fileInput(), { target: { files } });
}

/** The form's hidden fields, in the order the form would post them. */
export function posted(form: HTMLFormElement): [string, string][] {
  return [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [
    input.name,
    input.value,
  ]);
}

export const field = (form: HTMLFormElement, name: string) =>
  (form.elements.namedItem(name) as HTMLInputElement | null)?.value;

/** Answers the app's confirm dialog the shopper would see. */
export async function answerConfirm(store: AppStore, confirmed: boolean) {
  await waitFor(() => expect(store.getState().ui.dialog?.kind).toBe('confirm'));
  const dialog = store.getState().ui.dialog;
  if (dialog?.kind !== 'confirm') return;
  await act(async () => {
    store.dispatch(confirmAnswered({ id: dialog.id, confirmed }));
    await Promise.resolve();
  });
}
