import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json } from '../../support/fetchMock';
import { clearCookies } from '../consent/helpers';
import { cart } from '../checkout/fixtures';
import { acceptTerms, fillCard, ready, renderCheckout } from '../checkout/harness';
import { chosen, pickupMethod } from './fixtures';

const ORDERS = '/api/v1/checkout/orders';
const withPickup = (over = {}) =>
  cart({
    ShippingMethods: [
      ...cart().ShippingMethods.map((m) => ({ ...m, IsSelected: false })),
      pickupMethod,
    ],
    ShippingMethodId: 3,
    ...over,
  });

afterEach(() => clearCookies());

describe('the checkout with a pickup method (issue 17)', () => {
  it('refuses to submit without a point, with the message beside the methods', async () => {
    const { callsTo } = await renderCheckout({
      'GET /api/v1/shoppingcarts': () => json(200, withPickup()),
    });
    await ready();
    expect(
      screen.getByText(/Votre colis sera livré au point d’enlèvement que vous choisissez/),
    ).toBeVisible();
    fillCard();
    acceptTerms();
    fireEvent.click(screen.getByRole('button', { name: 'Payer et commander' }));
    const message = await screen.findByText(
      'Choisissez un point d’enlèvement pour ce mode de livraison.',
    );
    expect(message).toHaveAttribute('id', 'checkout-shipping-error');
    expect(screen.getByRole('button', { name: 'Choisir un point d’enlèvement' })).toHaveAttribute(
      'aria-describedby',
      'checkout-shipping-error',
    );
    expect(callsTo('POST', ORDERS)).toHaveLength(0);
  });

  it('keeps the shipping address choice for a method that is not a pickup one', async () => {
    await renderCheckout();
    await ready();
    expect(screen.getByLabelText('Livrer à l’adresse de facturation')).toBeInTheDocument();
    expect(screen.queryByTestId('pickup-choice')).toBeNull();
  });

  it('asks no shipping address and says where the parcel goes; the order is sent with the point', async () => {
    const { callsTo } = await renderCheckout({
      'GET /api/v1/shoppingcarts': () =>
        json(200, withPickup({ PickupPoint: chosen, SameAddress: false })),
    });
    await ready();
    expect(screen.queryByLabelText('Livrer à l’adresse de facturation')).toBeNull();
    expect(
      screen.getByText(`Votre colis sera livré au point d’enlèvement : ${chosen.Summary}`),
    ).toBeInTheDocument();
    expect(screen.getAllByText(chosen.Summary).length).toBeGreaterThan(0);
    fillCard();
    acceptTerms();
    fireEvent.click(screen.getByRole('button', { name: 'Payer et commander' }));
    await waitFor(() => expect(callsTo('POST', ORDERS)).toHaveLength(1));
    const body = await callsTo('POST', ORDERS)[0]!.clone().json();
    expect(body).toMatchObject({ ShippingMethodId: 3, SameAddressForShipping: true });
    expect(body.ShippingAddressId).toBeUndefined();
  });
});
