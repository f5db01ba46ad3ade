/** What other features may use of addresses: the pickers and their selection rules (checkout). */
export { AddressPicker } from './AddressPicker';
export { selectionAfterSave } from './addressValues';
export { initialAddressId } from './pickerSelection';
