import type { CarrierForm, CarrierType } from '../../../rules/pickup';

/** A carrier of the demo shop (pickup_carriers), and the countries whose points it has. */
export interface CarrierSeed {
  code: string;
  names: Record<string, string>;
  type: CarrierType;
  form: CarrierForm;
  countryCodes: readonly string[];
}

/**
 * The national postal carrier's points are known by its own reference ('external': K8's
 * PickupPointId is null) and searched by postal code and city; the parcel-shop network (a
 * made-up brand) is ours ('static': a point's row id is PickupPointId), searched by address.
 * Both are answered from pickup_points by the seeded provider.
 */
export const seedPickupCarriers: readonly CarrierSeed[] = [
  {
    code: 'bpost',
    names: { fr: 'bpost', nl: 'bpost' },
    type: 'external',
    form: 'postcodeCity',
    countryCodes: ['BE'],
  },
  {
    code: 'parcelshop',
    names: { fr: 'Point Colis', nl: 'Pakketpunt' },
    type: 'static',
    form: 'address',
    countryCodes: ['BE', 'NL'],
  },
];

/** Which carrier delivers each pickup shipping method (shipping_methods.carrier_id). */
export const methodCarriers: Readonly<Record<string, string>> = {
  'bpost-pickup': 'bpost',
  'parcelshop-pickup': 'parcelshop',
};
