import type {
  CartItem,
  CouponList,
  CurrencyList,
  SalesTaxCountry,
  ShoppingCart,
} from '@api/contract/cart';

export function cartLine(over: Partial<CartItem> = {}): CartItem {
  return {
    Id: 11,
    ProductId: 7,
    ProductVariantId: 101,
    Quantity: 2,
    ItemOriginAndKey: 'Catalog',
    ItemOrigin: 'Catalog',
    ItemKey: null,
    ItemName: 'Robe Ostende en lin',
    SKU: 'VT000007-NAVY-S',
    ProductUrl: '/fr/catalog/product/robe-ostende-7',
    PhotoUrl: '/media/catalog/31/robe-31.svg',
    UnitPriceTaxIncl: 59.95,
    UnitPriceTaxInclHtml: '59,95 €',
    TotalTaxInclHtml: '119,90 €',
    MinQuantity: 1,
    MaxQuantity: 0,
    StepQuantity: 1,
    Available: 12,
    Brand: 'Atelier Meir',
    Category: 'Robes',
    ...over,
  };
}

const countries = [
  { Id: 1, Code: 'BE', Name: 'Belgique', VatRate: 21 },
  { Id: 2, Code: 'FR', Name: 'France', VatRate: 20 },
];

export function cart(over: Partial<ShoppingCart> = {}): ShoppingCart {
  const items = over.Items ?? [cartLine()];
  return {
    ItemsCount: items.reduce((n, line) => n + line.Quantity, 0),
    AmountTaxInclHtml: '119,90 €',
    AmountTaxExclHtml: '99,09 €',
    CurrencyCode: 'EUR',
    Items: items,
    Totals: {
      ItemsCents: 11990,
      DiscountCents: 0,
      ShippingCents: 495,
      VatCents: 2164,
      TotalCents: 12485,
      PrepaidPayableCents: 12485,
      ItemsHtml: '119,90 €',
      DiscountHtml: '0,00 €',
      ShippingHtml: '4,95 €',
      VatHtml: '21,64 €',
      TotalHtml: '124,85 €',
      VatRate: 21,
      VatCountryCode: 'BE',
      VatExempt: false,
    },
    QuantityChanges: [],
    ShippingMethods: [
      {
        Id: 1,
        Name: 'bpost à domicile',
        Description: 'Livré en 48 h.',
        PriceHtml: '4,95 €',
        IsFree: false,
        IsSelected: true,
        IsPickup: false,
        CarrierGatewayId: null,
      },
      {
        Id: 2,
        Name: 'Retrait en magasin',
        Description: '',
        PriceHtml: '0,00 €',
        IsFree: true,
        IsSelected: false,
        IsPickup: false,
        CarrierGatewayId: null,
      },
    ],
    ShippingMethodId: 1,
    Countries: countries,
    ShippingCountryId: 1,
    BillingCountryId: 1,
    TaxCountryId: 1,
    City: null,
    Coupon: null,
    VAT: null,
    IsVATValid: null,
    SameAddress: true,
    BillingAddressId: null,
    ShippingAddressId: null,
    PickupPoint: null,
    Version: 1,
    ...over,
  };
}

export const currencies: CurrencyList = {
  Current: 'EUR',
  Currencies: [
    { Code: 'EUR', Symbol: '€', Name: 'Euro' },
    { Code: 'USD', Symbol: '$', Name: 'Dollar américain' },
    { Code: 'GBP', Symbol: '£', Name: 'Livre sterling' },
  ],
};

export const salesTax: SalesTaxCountry = {
  CurrentCountry: 'BE',
  VatRate: 21,
  Countries: countries,
};

export const coupons: CouponList = {
  Coupons: [
    { CouponCode: 'BIENVENUE10', Description: '10 % sur tout', MinimumHtml: null, EndsAt: null },
    {
      CouponCode: 'ETE5',
      Description: '5 € de réduction',
      MinimumHtml: '50,00 €',
      EndsAt: '2026-12-31',
    },
  ],
};
