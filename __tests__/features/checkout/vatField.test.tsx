import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { cartChanged } from '@base/events';
import { runFor, clockPerTest } from '../../support/clock';
import { json } from '../../support/fetchMock';
import { cart } from './fixtures';
import { ready, renderCheckout, type } from './harness';

const K9 = '/api/v1/sales/customers/checkisvatvalid/';
const VAT_LABEL = 'Numéro de TVA (facultatif)';
const vatInput = () => screen.getByLabelText(VAT_LABEL);
const CART = '/api/v1/shoppingcarts';

describe('checkout VAT input (K9, 001 §4 "States and transitions" §5)', () => {
  clockPerTest();

  it('asks nothing while the number is empty, even after the typing pause', async () => {
    const { callsTo } = await renderCheckout({
      [`GET ${K9}`]: () => json(200, { IsVATValidWebService: true, ErrorMessage: '' }),
    });
    await ready();
    type(VAT_LABEL, '   ');
    await runFor(1000);
    expect(callsTo('GET', K9)).toHaveLength(0);
    expect(vatInput()).not.toHaveClass('is-valid');
    expect(vatInput()).not.toHaveClass('is-invalid');
  });

  it('a valid number, once typing settles, gets the success class and the page data refreshes', async () => {
    const { callsTo, seen } = await renderCheckout({
      [`GET ${K9}`]: () => json(200, { IsVATValidWebService: true, ErrorMessage: '' }),
    });
    await ready();
    fireEvent.change(vatInput(), { target: { value: 'BE 0403.019.261' } });
    await runFor(300);
    // Still typing: nothing asked yet.
    expect(callsTo('GET', K9)).toHaveLength(0);
    await waitFor(() => expect(vatInput()).toHaveClass('is-valid'));
    const asked = new URL(callsTo('GET', K9)[0]!.url);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      countryId: '1',
      VAT: 'BE 0403.019.261',
      culture: 'fr',
    });
    // The blur finds the same number checked already.
    fireEvent.blur(vatInput());
    await runFor(100);
    expect(callsTo('GET', K9)).toHaveLength(1);
    expect(seen.filter(cartChanged.match).map((a) => a.payload)).toEqual([{ reason: 'other' }]);
    // The broadcast's fan-out reads the cart again (its totals may now be VAT exempt).
    await waitFor(() => expect(callsTo('GET', CART)).toHaveLength(2));
  });

  it('a refused number gets the error class and the checker’s message in the popover', async () => {
    const { seen } = await renderCheckout({
      [`GET ${K9}`]: () =>
        json(200, { IsVATValidWebService: false, ErrorMessage: 'Ce numéro de TVA n’existe pas.' }),
    });
    await ready();
    type(VAT_LABEL, 'BE0403019262');
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Ce numéro de TVA n’existe pas.');
    expect(vatInput()).toHaveClass('is-invalid');
    expect(vatInput()).toHaveAttribute('aria-invalid', 'true');
    expect(vatInput().getAttribute('aria-describedby')).toContain(message.id);
    // Unknown before, refused now: a change of validity.
    expect(seen.filter(cartChanged.match)).toHaveLength(1);
  });

  it('a malformed number refused by the server (400) is shown as not valid', async () => {
    await renderCheckout({
      [`GET ${K9}`]: () => json(400, { message: 'Le numéro de TVA est mal formé.', field: 'VAT' }),
    });
    await ready();
    type(VAT_LABEL, 'BE??');
    expect(await screen.findByRole('alert')).toHaveTextContent('Le numéro de TVA est mal formé.');
    expect(vatInput()).toHaveClass('is-invalid');
  });

  it('from not valid to “cannot tell” (null) the page is not refreshed', async () => {
    const { seen, callsTo } = await renderCheckout({
      'GET /api/v1/shoppingcarts': () =>
        json(200, cart({ VAT: 'BE0403019262', IsVATValid: false })),
      [`GET ${K9}`]: () =>
        json(200, { IsVATValidWebService: null, ErrorMessage: 'Le service ne peut pas répondre.' }),
    });
    await ready();
    // The number the cart holds starts with the error class, and is not asked again.
    expect(vatInput()).toHaveValue('BE0403019262');
    expect(vatInput()).toHaveClass('is-invalid');
    fireEvent.change(vatInput(), { target: { value: 'NL123456789B01' } });
    fireEvent.blur(vatInput());
    expect(await screen.findByRole('alert')).toHaveTextContent('Le service ne peut pas répondre.');
    await runFor(100);
    expect(callsTo('GET', K9)).toHaveLength(1);
    expect(vatInput()).not.toHaveClass('is-invalid');
    expect(vatInput()).not.toHaveClass('is-valid');
    expect(seen.some(cartChanged.match)).toBe(false);
    expect(callsTo('GET', CART)).toHaveLength(1);
  });
});
