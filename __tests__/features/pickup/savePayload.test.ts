import { describe, expect, it } from '@jest/globals';
import { pickupSavePayload } from '@features/pickup/savePayload';
import { point, view } from './fixtures';

describe('the K8 save payload (001 §3 "Pickup point save payload")', () => {
  it('fills every field from the view and the point, PickupPointId for a static carrier', () => {
    expect(pickupSavePayload(view(), point())).toStrictEqual({
      ShippingFirstName: 'Sophie',
      ShippingLastName: 'Peeters',
      ShippingMethodId: 3,
      PickupPointName: 'Bureau de poste Bruxelles De Brouckère',
      ShippingStreet1: 'Boulevard Anspach 1',
      ShippingPostalCode: '1000',
      ShippingCity: 'Bruxelles',
      ShippingCountryId: 1,
      ShippingPhoneNumber: '+32 2 201 23 45',
      Informations: 'Guichet colis au fond',
      StandardHoursOfOperation: 'Lu-Ve 9:00-18:00;Sa 9:00-13:00',
      LatestAirDropOffTime: '16:30',
      AdditionalChargeIndicator: false,
      Comments: 'Entrée par la galerie',
      Distance: 0.42,
      SpecialInstructions: 'Pièce d’identité demandée',
      AdditionalComments: 'Accès PMR',
      ExternalPickupPointRef: 'BP-1000-01',
      PickupPointType: 'PostOffice',
      PickupPointId: 501,
    });
  });

  it('sends PickupPointId null for an external carrier, its reference still sent', () => {
    const external = view({
      Carrier: { Id: 2, Code: 'parcelnet', Name: 'ParcelNet', Type: 'external', Form: 'address' },
    });
    const payload = pickupSavePayload(
      external,
      point({ PickupPointId: 77, PublicAccessPointID: 'PN-884', PickupPointType: 'ParcelShop' }),
    );
    expect(payload.PickupPointId).toBeNull();
    expect(payload.ExternalPickupPointRef).toBe('PN-884');
    expect(payload.PickupPointType).toBe('ParcelShop');
  });

  it('takes the names from the billing names, not from the point', () => {
    const payload = pickupSavePayload(
      view({ BillingFirstName: 'Jan', BillingLastName: 'Janssens' }),
      point(),
    );
    expect([payload.ShippingFirstName, payload.ShippingLastName]).toEqual(['Jan', 'Janssens']);
  });

  it('keeps the optional texts null when the point has none', () => {
    const payload = pickupSavePayload(
      view(),
      point({
        PhoneNumber: null,
        Informations: null,
        Comments: null,
        LatestAirDropOffTime: null,
        SpecialInstructions: null,
        AdditionalComments: null,
        AdditionalChargeIndicator: true,
      }),
    );
    expect(payload).toMatchObject({
      ShippingPhoneNumber: null,
      Informations: null,
      Comments: null,
      LatestAirDropOffTime: null,
      SpecialInstructions: null,
      AdditionalComments: null,
      AdditionalChargeIndicator: true,
    });
  });
});
