import type { Locator } from '@playwright/test';

/** The address form's labels in one language (the checkout's and the account's words have them). */
export type AddressWords = Record<
  | 'firstName'
  | 'lastName'
  | 'street'
  | 'number'
  | 'postal'
  | 'city'
  | 'cityName'
  | 'country'
  | 'belgium',
  string
>;

/**
 * Fills the address modal with Alex Test's Belgian address on `street`: the checkout and the
 * account's address book open the same form (features/addresses).
 */
export async function fillBelgianAddress(modal: Locator, w: AddressWords, street: string) {
  await modal.getByRole('textbox', { name: w.firstName, exact: true }).fill('Alex');
  await modal.getByRole('textbox', { name: w.lastName, exact: true }).fill('Test');
  await modal.getByRole('textbox', { name: w.street, exact: true }).fill(street);
  await modal.getByRole('textbox', { name: w.number, exact: true }).fill('12');
  await modal.getByRole('textbox', { name: w.postal, exact: true }).fill('1000');
  await modal.getByRole('textbox', { name: w.city, exact: true }).fill(w.cityName);
  await modal
    .getByRole('combobox', { name: w.country, exact: true })
    .selectOption({ label: w.belgium });
}
