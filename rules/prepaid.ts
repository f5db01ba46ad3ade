/** Prepaid accounts (issue 15, P7/P8): values the client and the server both use. */

/** The prepaid account page, below /{culture}/. */
export const PREPAID_PAGE_PATH = 'account/prepaid';
/** Units of one prepaid type one purchase (and one cart line) may hold. */
export const PREPAID_MAX_QUANTITY = 20;
/** Movements per page of the prepaid page (`pagenbr`, 001 "Business constants"). */
export const PREPAID_MOVEMENTS_PAGE_SIZE = 10;
/** Movement kinds, as prepaid_movements.kind stores them. */
export const PREPAID_MOVEMENT_KINDS = ['purchase', 'order', 'refund', 'staff', 'reversal'] as const;
/** The currency prepaid balances are kept in (and the only one a prepaid account pays in). */
export const PREPAID_CURRENCY = 'EUR';
/** Staff customer search (P9): the fewest characters a term has (001 "Validation rules"). */
export const CUSTOMER_SEARCH_MIN_LENGTH = 2;
/** The staff's prepaid page (P9: find a customer, add credit), below /{culture}/. */
export const STAFF_PREPAID_PATH = 'account/staff/prepaid';
