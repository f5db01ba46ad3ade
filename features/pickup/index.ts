/** What the cart and the checkout use of the pickup points (issue 17). */
export { PickupChoice } from './PickupChoice';
export { pickupMethodOf, chosenPointOf } from './pickupQuery';
