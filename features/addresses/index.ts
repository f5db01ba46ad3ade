/**
 * What other features may use of addresses: the pickers and their selection rules (checkout),
 * the address modal and its options (the account area's address book).
 */
export { AddressPicker } from './AddressPicker';
export { selectionAfterSave } from './addressValues';
export { initialAddressId } from './pickerSelection';
export { AddressModal, type AddressModalTarget } from './AddressModal';
export { modalOptionsOf, type AddressModalOptions } from './modalOptions';
