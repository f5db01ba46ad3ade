import type {
  AddressPicker,
  AddressPickerQuery,
  AddressType,
} from '../../../api/contract/checkout';
import type { AppDb } from '../../db/client';
import type { Translate } from '../../shared/translate';
import { addressOf, customerAddresses } from './addressView';

/** A billing picker offers billing addresses and those for both; a shipping picker likewise. */
export const PICKER_TYPES: Record<AddressPickerQuery['type'], AddressType[]> = {
  billing: ['Billing', 'Both'],
  shipping: ['Shipping', 'Both'],
};

/**
 * K10's view model: the customer's addresses that fit the picker, the one selected (the asked
 * one when it is among them, else the first), and whether add and edit links show.
 */
export async function addressPicker(
  db: Pick<AppDb, 'select'>,
  customerId: number,
  query: AddressPickerQuery,
  culture: string,
  t: Translate,
): Promise<AddressPicker> {
  const rows = await customerAddresses(db, customerId, PICKER_TYPES[query.type]);
  const list = rows.map(({ row, country }) => addressOf(row, country, culture, t));
  const asked = list.find((a) => a.Id === query.selectedAddressId);
  return {
    InputName: query.inputname,
    Type: query.type,
    SelectedAddressId: (asked ?? list[0])?.Id ?? null,
    HasCreation: query.isAddNewAddress ?? false,
    HasEdit: query.isEditAddress ?? false,
    Addresses: list,
  };
}
