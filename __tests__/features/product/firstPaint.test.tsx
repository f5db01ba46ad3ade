/**
 * The server's first document and the React page draw the same top (CLS budget 0.02): same
 * elements, classes, picture and texts, in the same order, before anything React adds.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { ProductPage } from '@features/product/ProductPage';
import { setupStore } from '@store/index';
import { productMainHtml } from '../../../server/services/product/seo';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';
import { installMatchMedia, productPage, widgetAnswer } from './fixtures';

const IMG_ATTRIBUTES = ['src', 'width', 'height', 'alt', 'fetchpriority'];

/** Tags, classes, picture attributes and own texts, depth first. */
function skeleton(element: Element): string[] {
  const own = [...element.childNodes]
    .filter((n) => n.nodeType === Node.TEXT_NODE)
    .map((n) => n.textContent)
    .join('');
  const attrs =
    element.tagName === 'IMG'
      ? IMG_ATTRIBUTES.map((a) => `${a}=${element.getAttribute(a)}`).join(' ')
      : '';
  const aria = ['aria-label', 'aria-current', 'aria-hidden', 'href']
    .filter((a) => element.hasAttribute(a))
    .map((a) => `${a}=${element.getAttribute(a)}`)
    .join(' ');
  return [
    `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${attrs} ${aria} ${own}`.trim(),
    ...[...element.children].flatMap(skeleton),
  ];
}

describe('first paint', () => {
  beforeEach(() => installMatchMedia());

  it('renders the top of the server’s document, then adds below it', async () => {
    mockServer((url) => widgetAnswer(url) ?? json(404, {}));
    const store = setupStore();
    await loadFrench(store);
    const page = productPage();
    const server = document.createElement('div');
    server.innerHTML = productMainHtml(page, {
      breadcrumb: 'Fil d’Ariane',
      enlargePhoto: 'Agrandir la photo',
    });

    const { container } = renderWithProviders(<ProductPage page={page} />, { store });
    await screen.findByRole('button', { name: 'Ajouter au panier' });
    const client = container.querySelector('.product-page')!.cloneNode(true) as Element;
    // What React adds after the first document's content: the form and the rows below.
    client.querySelector('.product-form')?.remove();
    for (const extra of client.querySelectorAll(
      ':scope > :not(.product-breadcrumb, .product-top)',
    )) {
      extra.remove();
    }
    expect(skeleton(client)).toEqual(skeleton(server.firstElementChild!));
    expect(skeleton(client).join('\n')).toContain('fetchpriority=high');
  });
});
