import type { Translate } from '../../shared/translate';
import { addressSummary } from '../addresses/addressView';
import type { AddressSnapshot } from '../checkout/checkoutChecks';

/** An order's status in words; one this list does not know yet is told as a generic update. */
export function statusText(status: string, t: Translate): string {
  switch (status) {
    case 'paid':
      return t('Orders.StatusPaid');
    case 'shipped':
      return t('Orders.StatusShipped');
    case 'refunded':
      return t('Orders.StatusRefunded');
    case 'partly-refunded':
      return t('Orders.StatusPartlyRefunded');
    case 'cancelled':
      return t('Orders.StatusCancelled');
    case 'address-changed':
      return t('Orders.StatusAddressChanged');
    default:
      return t('Orders.StatusUpdated');
  }
}

/** An order's address copy as the lines of a postal address (name, street, city, country). */
export function addressLines(a: AddressSnapshot, culture: string, t: Translate): string[] {
  const who = `${a.FirstName} ${a.LastName}`;
  const country = a.CountryNames[culture] ?? a.CountryCode;
  const [street, city] = addressSummary(a, country, t).split(', ');
  return [
    who,
    ...(a.CompanyName ? [a.CompanyName] : []),
    street ?? '',
    city ?? '',
    country,
    ...(a.VAT ? [a.VAT] : []),
  ];
}
