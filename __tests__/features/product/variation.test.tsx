import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ProductPage } from '@features/product/ProductPage';
import { requestForQuantity, requestForValue } from '@features/product/variationRequest';
import { setupStore } from '@store/index';
import { runFor } from '../../support/clock';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';
import { installMatchMedia, productPage, variation, widgetAnswer } from './fixtures';

const VARIATIONS = '/api/v1/catalog/products/7/productvariants';

/** Answers C5 from the chosen values (red costs more); the widgets with empty answers. */
function productServer() {
  return mockServer((url) => {
    if (url.pathname === VARIATIONS) {
      const colour = Number(url.searchParams.get('VariantValueId1') ?? 3);
      const size = Number(url.searchParams.get('VariantValueId2') ?? 18);
      const red = colour === 4;
      return json(
        200,
        variation(colour, size, {
          ProductVariantId: red ? 102 : 101,
          SKU: red ? 'VT000007-RED-S' : 'VT000007-NAVY-S',
          PriceTaxInclHtml: red
            ? '64,95 €'
            : `${59 - Number(url.searchParams.get('Quantity'))},95 €`,
        }),
      );
    }
    return widgetAnswer(url) ?? json(404, { message: 'not here' });
  });
}

async function renderPage() {
  const server = productServer();
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(<ProductPage page={productPage()} />, {
    store,
    route: '/fr/catalog/product/robe-7',
  });
  const variationCalls = () => server.calls.filter((r) => new URL(r.url).pathname === VARIATIONS);
  return { store, variationCalls };
}

const paramsOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const price = () => document.querySelector('.product-price');
const hiddenModel = () =>
  JSON.parse(
    (document.querySelector('input[name="ProductVariantViewModel"]') as HTMLInputElement).value,
  );

describe('variation form (001 §4 "States and transitions", §5)', () => {
  beforeEach(() => installMatchMedia());
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the page’s variant without asking the server', async () => {
    const { variationCalls } = await renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Robe Ostende en lin' }),
    ).toBeInTheDocument();
    expect(price()).toHaveTextContent('59,95 €');
    expect(screen.getByRole('radio', { name: 'Marine' })).toBeChecked();
    // French: a no-break space before the colon (issue 20; Dutch has none, labelColon).
    expect(document.querySelector('.variation-attribute legend')?.textContent).toBe(
      'Couleur\u00a0: Marine',
    );
    expect(variationCalls()).toHaveLength(0);
  });

  it('disables unavailable values and says so', async () => {
    await renderPage();
    const colours = screen.getByRole('group', { name: /Couleur/ });
    expect(within(colours).getByRole('radio', { name: 'Tartan – indisponible' })).toBeDisabled();
    const sizes = screen.getByRole('group', { name: /Taille/ });
    const large = within(sizes).getByRole('radio', { name: 'L – indisponible' });
    expect(large).toBeDisabled();
    expect(within(sizes).getByText('– indisponible', { exact: false })).toBeVisible();
    expect(within(sizes).getByRole('radio', { name: 'M' })).toBeEnabled();
  });

  it('asks again when a colour changes, with the other choices and the quantity', async () => {
    const { variationCalls } = await renderPage();
    fireEvent.click(screen.getByRole('radio', { name: 'Rouge' }));
    await waitFor(() => expect(variationCalls()).toHaveLength(1));
    expect(paramsOf(variationCalls()[0]!)).toEqual({
      VariantValueId1: '4',
      VariantValueId2: '18',
      Quantity: '1',
      culture: 'fr',
    });
    await waitFor(() => expect(price()).toHaveTextContent('64,95 €'));
    expect(hiddenModel()).toEqual({
      ProductId: 7,
      ProductVariantId: 102,
      VariantValueId1: 4,
      VariantValueId2: 18,
      SKU: 'VT000007-RED-S',
      UnitPriceTaxIncl: 59.95,
      CurrencyCode: 'EUR',
    });
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    await waitFor(() => expect(variationCalls()).toHaveLength(2));
    expect(paramsOf(variationCalls()[1]!)).toMatchObject({
      VariantValueId1: '4',
      VariantValueId2: '19',
    });
  });

  it('asks again for a valid quantity only', async () => {
    // Jest's clock, moved past the quantity's 600 ms pause instead of sleeping through it.
    jest.useFakeTimers({ advanceTimers: true });
    const { variationCalls } = await renderPage();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantité' });
    fireEvent.change(quantity, { target: { value: '3' } });
    await waitFor(() => expect(variationCalls()).toHaveLength(1), { timeout: 2000 });
    expect(paramsOf(variationCalls()[0]!)).toEqual({
      VariantValueId1: '3',
      VariantValueId2: '18',
      Quantity: '3',
      culture: 'fr',
    });
    await waitFor(() => expect(price()).toHaveTextContent('56,95 €'));
    // Not a number, or above the maximum (10): the field is corrected, the variation stays.
    for (const typed of ['abc', '50']) {
      fireEvent.change(quantity, { target: { value: typed } });
      fireEvent.blur(quantity);
    }
    expect(quantity).toHaveValue('10');
    await runFor(700);
    expect(variationCalls()).toHaveLength(1);
  });
});

describe('variation requests', () => {
  const fields = { VariantValueId1: 3, VariantValueId2: null };
  it('send only the non-empty fields plus the quantity', () => {
    expect(requestForValue(fields, 'VariantValueId1', 4, 2)).toEqual({
      VariantValueId1: '4',
      Quantity: '2',
    });
    expect(requestForValue(fields, 'VariantValueId2', 19, 1)).toEqual({
      VariantValueId1: '3',
      VariantValueId2: '19',
      Quantity: '1',
    });
  });
  it('follow a quantity only when it is a number within min and max (0 max = none)', () => {
    const rules = { min: 2, max: 10, step: 2 };
    expect(requestForQuantity(fields, '4', 4, rules)).toEqual({
      VariantValueId1: '3',
      Quantity: '4',
    });
    expect(requestForQuantity(fields, '1', 2, rules)).toBeNull();
    expect(requestForQuantity(fields, '12', 10, rules)).toBeNull();
    expect(requestForQuantity(fields, 'x', 2, rules)).toBeNull();
    expect(requestForQuantity(fields, '', 2, rules)).toBeNull();
    expect(requestForQuantity(fields, '500', 500, { min: 1, max: 0 })).toEqual({
      VariantValueId1: '3',
      Quantity: '500',
    });
  });
});
