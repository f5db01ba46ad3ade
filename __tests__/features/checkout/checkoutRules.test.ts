import { describe, expect, it } from '@jest/globals';
import { parseExpiry, toCardRequest } from '@features/checkout/cardFields';
import {
  checkoutSchema,
  initialCheckoutValues,
  type CheckoutValues,
} from '@features/checkout/checkoutSchema';
import { vatInputState, vatRefreshNeeded } from '@features/checkout/vatRefresh';

const now = () => new Date('2026-03-15T12:00:00Z');
const valid = (over: Partial<CheckoutValues> = {}): CheckoutValues => ({
  ...initialCheckoutValues({
    BillingAddressId: 11,
    ShippingAddressId: null,
    SameAddress: true,
    ShippingMethodId: 1,
    VAT: null,
  }),
  AcceptTerms: true,
  HolderName: 'Sophie Peeters',
  CardNumber: '4242 4242 4242 4242',
  CardExpiry: '03/26',
  Cvc: '123',
  CardBillingAddress: 'Rue Haute 12, 1000 Bruxelles',
  ...over,
});

async function errorsOf(values: CheckoutValues): Promise<Record<string, string>> {
  try {
    await checkoutSchema(now).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    // The first message of a field, as Formik shows it.
    return Object.fromEntries(inner.reverse().map((e) => [e.path, e.message]));
  }
}

describe('VAT refresh rule (001 §4 "States and transitions")', () => {
  it.each([
    [null, true, true],
    [null, false, true],
    [true, false, true],
    [false, true, true],
    [true, null, true],
    [false, null, false],
    [true, true, false],
    [false, false, false],
    [null, null, false],
  ] as const)('from %p to %p: refresh %p', (previous, next, refresh) => {
    expect(vatRefreshNeeded(previous, next)).toBe(refresh);
  });

  it('maps validity to the input state', () => {
    expect([true, false, null, undefined].map(vatInputState)).toEqual([
      'valid',
      'invalid',
      'none',
      'none',
    ]);
  });
});

describe('checkout form rules', () => {
  it('a complete form passes; the card expires at the end of its month', async () => {
    expect(await errorsOf(valid())).toEqual({});
    expect(await errorsOf(valid({ CardExpiry: '02/26' }))).toEqual({
      CardExpiry: 'CardPayment.Expired',
    });
  });

  it('billing address, shipping method and terms are required; a shipping address only when asked', async () => {
    expect(
      await errorsOf(valid({ BillingAddressId: null, ShippingMethodId: null, AcceptTerms: false })),
    ).toEqual({
      BillingAddressId: 'CheckoutPage.BillingRequired',
      ShippingMethodId: 'CheckoutPage.ShippingMethodRequired',
      AcceptTerms: 'CheckoutPage.TermsRequired',
    });
    expect(await errorsOf(valid({ SameAddressForShipping: false }))).toEqual({
      ShippingAddressId: 'CheckoutPage.ShippingRequired',
    });
  });

  it('holder name and billing address required (001 §5 "Validation rules"); number, expiry and CVC checked', async () => {
    expect(
      await errorsOf(
        valid({
          HolderName: ' ',
          CardBillingAddress: '',
          CardNumber: '4242 4242 4242 4241',
          CardExpiry: '2026-03',
          Cvc: '1234',
        }),
      ),
    ).toEqual({
      HolderName: 'Forms.Required',
      CardBillingAddress: 'Forms.Required',
      CardNumber: 'CardPayment.NumberLuhn',
      CardExpiry: 'CardPayment.ExpiryInvalid',
      Cvc: 'CardPayment.CvcInvalid',
    });
    expect(await errorsOf(valid({ CardNumber: '4242 42' }))).toEqual({
      CardNumber: 'CardPayment.NumberInvalid',
    });
    // 000 §9: 13 to 19 digits; a Luhn-valid 12-digit number is refused for its length.
    expect(await errorsOf(valid({ CardNumber: '0799 2739 8713' }))).toEqual({
      CardNumber: 'CardPayment.NumberInvalid',
    });
    // American Express: four digits.
    expect(await errorsOf(valid({ CardNumber: '3782 822463 10005', Cvc: '1234' }))).toEqual({});
  });

  it('reads MM/YY in its usual spellings', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry(' 4 / 2027 ')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('0427')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('April')).toBeNull();
  });

  it('sends the provider the digits, month, full year and trimmed texts', () => {
    expect(
      toCardRequest(valid({ CardNumber: '4242-4242 4242 4242', HolderName: ' Sophie ' })),
    ).toEqual({
      CardNumber: '4242424242424242',
      ExpiryMonth: 3,
      ExpiryYear: 2026,
      Cvc: '123',
      HolderName: 'Sophie',
      BillingAddress: 'Rue Haute 12, 1000 Bruxelles',
    });
  });
});
