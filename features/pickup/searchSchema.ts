import { object, string } from 'yup';
import {
  normalizePostcode,
  PICKUP_ADDRESS_MAX,
  PICKUP_CITY_MAX,
  PICKUP_POSTCODE_MAX,
} from '@rules/pickup';

/** The postal carrier's form (001 §2): a postal code, a city, or both, in the chosen country. */
export type PostcodeCityValues = { CountryCode: string; PostalCode: string; City: string };
/** The other carriers' form: a place typed or picked in the search box. */
export type AddressValues = { CountryCode: string; Address: string };

/** Messages are string-resource keys, translated when shown. */
export const postcodeCitySchema = object({
  CountryCode: string().required('PickupUi.CountryRequired'),
  PostalCode: string()
    .trim()
    .max(PICKUP_POSTCODE_MAX, 'PickupUi.TooLong')
    // Checked against the chosen country's format, as M1 reads it (rules/pickup.ts).
    .test('postcode', 'PickupUi.PostalCodeInvalid', function check(value) {
      if (!value) return true;
      return normalizePostcode(String(this.parent.CountryCode ?? ''), value) !== null;
    }),
  City: string()
    .trim()
    .max(PICKUP_CITY_MAX, 'PickupUi.TooLong')
    // One of the two names the place: the message sits on the city, under both fields.
    .test('place', 'PickupUi.PlaceRequired', function check(value) {
      return Boolean(value?.trim() || String(this.parent.PostalCode ?? '').trim());
    }),
});

export const addressSchema = object({
  CountryCode: string().required('PickupUi.CountryRequired'),
  Address: string()
    .trim()
    .required('PickupUi.AddressRequired')
    .max(PICKUP_ADDRESS_MAX, 'PickupUi.TooLong'),
});
