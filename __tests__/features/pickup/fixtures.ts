import type { ShoppingCart } from '@api/contract/cart';
import type { PickupModalView, PickupPoint, PickupSearchAnswer } from '@api/contract/pickup';
import { cart as baseCart } from '../cart/fixtures';

export function point(over: Partial<PickupPoint> = {}): PickupPoint {
  return {
    PublicAccessPointID: 'BP-1000-01',
    ConsigneeName: 'Bureau de poste Bruxelles De Brouckère',
    Address: 'Boulevard Anspach 1',
    PostCode: '1000',
    City: 'Bruxelles',
    CountryId: 1,
    PhoneNumber: '+32 2 201 23 45',
    Distance: 0.42,
    Geocode: { Latitude: 50.8513, Longitude: 4.3526 },
    ImageURL: '/media/pickup/bp-1000-01.jpg',
    Comments: 'Entrée par la galerie',
    StandardHoursOfOperation: 'Lu-Ve 9:00-18:00;Sa 9:00-13:00',
    Informations: 'Guichet colis au fond',
    LatestAirDropOffTime: '16:30',
    AdditionalChargeIndicator: false,
    SpecialInstructions: 'Pièce d’identité demandée',
    AdditionalComments: 'Accès PMR',
    PickupPointType: 'PostOffice',
    PickupPointId: 501,
    ...over,
  };
}

export const second = point({
  PublicAccessPointID: 'BP-1000-02',
  ConsigneeName: 'Point poste Sainte-Catherine',
  Address: 'Place Sainte-Catherine 8',
  Distance: 1.25,
  Geocode: { Latitude: 50.8508, Longitude: 4.3479 },
  ImageURL: null,
  Comments: null,
  StandardHoursOfOperation: 'Lu-Sa 8:00-19:00',
  PickupPointType: 'PostPoint',
  PickupPointId: 502,
});

export function view(over: Partial<PickupModalView> = {}): PickupModalView {
  return {
    Title: 'Sélectionnez un point d’enlèvement',
    ShippingMethodId: 3,
    ShippingMethodName: 'bpost point d’enlèvement',
    Carrier: { Id: 1, Code: 'bpost', Name: 'bpost', Type: 'static', Form: 'postcodeCity' },
    Countries: [
      { Id: 1, Code: 'BE', Name: 'Belgique' },
      { Id: 4, Code: 'NL', Name: 'Pays-Bas' },
    ],
    CountryId: 1,
    City: '',
    PostCode: '',
    Address: '',
    SearchRadius: 12,
    MaximumListSize: 7,
    PresetPickupId: null,
    BillingFirstName: 'Sophie',
    BillingLastName: 'Peeters',
    ...over,
  };
}

export const found = (points: PickupPoint[] = [point(), second]): PickupSearchAnswer => ({
  ResponseStatusDescription: 'Success',
  PickupPointViewModels: points,
  Message: null,
  Center: { Latitude: 50.8467, Longitude: 4.3525 },
});

export const pickupMethod = {
  Id: 3,
  Name: 'bpost point d’enlèvement',
  Description: 'Retrait en point poste.',
  PriceHtml: '3,95 €',
  IsFree: false,
  IsSelected: true,
  IsPickup: true,
  CarrierGatewayId: 1,
};

export const chosen = {
  ShippingMethodId: 3,
  ExternalPickupPointRef: 'BP-1000-01',
  PickupPointId: 501,
  PickupPointType: 'PostOffice' as const,
  PickupPointName: 'Bureau de poste Bruxelles De Brouckère',
  ShippingStreet1: 'Boulevard Anspach 1',
  ShippingPostalCode: '1000',
  ShippingCity: 'Bruxelles',
  ShippingCountryId: 1,
  StandardHoursOfOperation: 'Lu-Ve 9:00-18:00;Sa 9:00-13:00',
  Summary: 'Bureau de poste Bruxelles De Brouckère, Boulevard Anspach 1, 1000 Bruxelles',
};

/** The cart fixture with a pickup method added (chosen when `selected`). */
export function pickupCart(over: Partial<ShoppingCart> = {}, selected = true): ShoppingCart {
  const base = baseCart();
  return baseCart({
    ShippingMethods: [
      ...base.ShippingMethods.map((m) => ({ ...m, IsSelected: !selected && m.IsSelected })),
      { ...pickupMethod, IsSelected: selected },
    ],
    ShippingMethodId: selected ? 3 : base.ShippingMethodId,
    ...over,
  });
}
