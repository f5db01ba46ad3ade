/** GA4 event names the analytics feature sends (001 §4 "States and transitions" analytics events). */

/** The tag-manager event name of an add to cart (001 §4 "States and transitions" analytics event). */
export const ADD_TO_CART_EVENT = 'add_to_cart';
/** The tag-manager event of a removal (001 §4 "States and transitions": an analytics removeFromCart event). */
export const REMOVE_FROM_CART_EVENT = 'remove_from_cart';
