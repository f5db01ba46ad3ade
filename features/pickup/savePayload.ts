import type { PickupModalView, PickupPoint, PickupPointSave } from '@api/contract/pickup';

/**
 * K8's body for a chosen point (001 §3 "Pickup point save payload", field by field): the names
 * are the billing names (the parcel is collected by the customer), the address is the point's,
 * and PickupPointId travels only for a 'static' carrier, whose points are the shop's own rows;
 * an external carrier's point is known by its reference alone.
 */
export function pickupSavePayload(view: PickupModalView, point: PickupPoint): PickupPointSave {
  return {
    ShippingFirstName: view.BillingFirstName,
    ShippingLastName: view.BillingLastName,
    ShippingMethodId: view.ShippingMethodId,
    PickupPointName: point.ConsigneeName,
    ShippingStreet1: point.Address,
    ShippingPostalCode: point.PostCode,
    ShippingCity: point.City,
    ShippingCountryId: point.CountryId,
    ShippingPhoneNumber: point.PhoneNumber,
    Informations: point.Informations,
    StandardHoursOfOperation: point.StandardHoursOfOperation,
    LatestAirDropOffTime: point.LatestAirDropOffTime,
    AdditionalChargeIndicator: point.AdditionalChargeIndicator,
    Comments: point.Comments,
    Distance: point.Distance,
    SpecialInstructions: point.SpecialInstructions,
    AdditionalComments: point.AdditionalComments,
    ExternalPickupPointRef: point.PublicAccessPointID,
    PickupPointType: point.PickupPointType,
    PickupPointId: view.Carrier.Type === 'static' ? point.PickupPointId : null,
  };
}
