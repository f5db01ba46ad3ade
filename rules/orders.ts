/** Orders after the sale (issue 15): values the account pages and the server share. */

/** P13: orders a page of the list shows (001 §9: the order list pages with `pagenbr`). */
export const ORDERS_PAGE_SIZE = 10;
/** Staff list of pending delivery-address requests: requests a page shows. */
export const STAFF_REQUESTS_PAGE_SIZE = 20;

/** Below /{culture}/. */
export const ACCOUNT_ORDERS_PATH = 'account/orders';
export const STAFF_ORDERS_PATH = 'account/staff/orders';
export const orderDetailPath = (number: string) => `${ACCOUNT_ORDERS_PATH}/${number}`;
/** Helper B's refund request page. */
export const orderRefundPath = (number: string) => `${orderDetailPath(number)}/refund`;

/** An order number as the checkout writes it (VT-2026-000123) and the routes accept it. */
export const ORDER_NUMBER_PATTERN = '^[A-Z0-9-]{4,20}$';

/** The ItemOrigin of a cart line re-ordered from an order (P6); its ItemKey is the order line. */
export const REORDER_ITEM_ORIGIN = 'Order';

/** Order statuses the shop writes; 'paid' at checkout, 'shipped' by staff. */
export type OrderStatus = 'paid' | 'shipped' | 'refunded' | 'cancelled';

/** A delivery address can change only before the parcel leaves. */
export const canChangeDeliveryAddress = (order: { ShippedAt: string | null; Status: string }) =>
  order.ShippedAt === null && order.Status === 'paid';

/** A refund can be asked for a paid or shipped order (helper B's page decides the rest). */
export const canRequestRefund = (status: string) => status === 'paid' || status === 'shipped';

/**
 * P10 answers HTML (001 §7): one element of each class below, the client reads whichever
 * is present. A success closes the modal and disables the trigger; an error is shown under the
 * title 'Manager.UnknowsErrors'.
 */
export const DELIVERY_REQUEST_SUCCESS_CLASS = 'success-msg';
export const DELIVERY_REQUEST_ERROR_CLASS = 'error-msg';
