import type { ShoppingCart } from '@api/contract/cart';
import type { Address, AddressPicker, OrderConfirmation } from '@api/contract/checkout';
import { cart as baseCart, cartLine } from '../cart/fixtures';

export const countries = [
  { Id: 1, Code: 'BE', Name: 'Belgique', VatRate: 21 },
  { Id: 2, Code: 'NL', Name: 'Pays-Bas', VatRate: 21 },
  { Id: 3, Code: 'FR', Name: 'France', VatRate: 20 },
];

/** The cart fixture of the cart tests, with what the checkout's tests rely on. */
export function cart(over: Partial<ShoppingCart> = {}): ShoppingCart {
  return baseCart({
    Items: [cartLine({ Id: 501, PhotoUrl: null, ProductUrl: '/fr/catalog/product/robe-ostende' })],
    ShippingMethods: [
      {
        Id: 1,
        Name: 'bpost',
        Description: 'Livré en 2 jours ouvrables.',
        PriceHtml: '4,95 €',
        IsFree: false,
        IsSelected: true,
        IsPickup: false,
        CarrierGatewayId: null,
      },
      {
        Id: 2,
        Name: 'Coursier',
        Description: 'Livré le jour même à Bruxelles.',
        PriceHtml: '9,95 €',
        IsFree: false,
        IsSelected: false,
        IsPickup: false,
        CarrierGatewayId: null,
      },
    ],
    Countries: countries,
    BillingAddressId: 11,
    Version: 7,
    ...over,
  });
}

export function address(over: Partial<Address> & Pick<Address, 'Id'>): Address {
  return {
    AddressType: 'Billing',
    AccountType: 'Private',
    FirstName: 'Sophie',
    LastName: 'Peeters',
    CompanyName: null,
    Street1: 'Rue Haute',
    HouseNumber: '12',
    BoxNumber: null,
    PostalCode: '1000',
    City: 'Bruxelles',
    CountryId: 1,
    CountryName: 'Belgique',
    VAT: null,
    Phone: null,
    Summary: 'Rue Haute 12, 1000 Bruxelles, Belgique',
    ...over,
  };
}

export const home = address({ Id: 11 });
export const office = address({
  Id: 12,
  AddressType: 'Both',
  Street1: 'Keizersgracht',
  HouseNumber: '100',
  PostalCode: '1015',
  City: 'Amsterdam',
  CountryId: 2,
  CountryName: 'Pays-Bas',
  Summary: 'Keizersgracht 100, 1015 Amsterdam, Pays-Bas',
});
export const holidays = address({
  Id: 21,
  AddressType: 'Shipping',
  Street1: 'Rue de Rivoli',
  HouseNumber: '5',
  PostalCode: '75001',
  City: 'Paris',
  CountryId: 3,
  CountryName: 'France',
  Summary: 'Rue de Rivoli 5, 75001 Paris, France',
});

export function picker(
  type: 'billing' | 'shipping',
  addresses: Address[],
  over: Partial<AddressPicker> = {},
): AddressPicker {
  return {
    InputName: type === 'billing' ? 'BillingAddressId' : 'ShippingAddressId',
    Type: type,
    SelectedAddressId: null,
    HasCreation: true,
    HasEdit: true,
    Addresses: addresses,
    ...over,
  };
}

export function confirmation(over: Partial<OrderConfirmation> = {}): OrderConfirmation {
  return {
    OrderNumber: 'VT-2026-000042',
    CreatedAt: '2026-03-02T10:15:00.000Z',
    Email: 'demo@vitrine.test',
    CurrencyCode: 'EUR',
    Lines: [
      { Name: 'Robe Ostende en lin', SKU: 'VT000007-NAVY-S', Quantity: 2, TotalHtml: '119,90 €' },
    ],
    ItemsHtml: '119,90 €',
    DiscountHtml: '0,00 €',
    ShippingHtml: '4,95 €',
    VatHtml: '21,49 €',
    TotalHtml: '124,85 €',
    ShippingMethod: 'bpost',
    BillingAddress: 'Sophie Peeters, Rue Haute 12, 1000 Bruxelles, Belgique',
    ShippingAddress: 'Sophie Peeters, Rue Haute 12, 1000 Bruxelles, Belgique',
    PaymentSummary: 'Visa •••• 4242',
    PrepaidHtml: null,
    CardHtml: null,
    ...over,
  };
}
