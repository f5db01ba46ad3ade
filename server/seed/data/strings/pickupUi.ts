import type { Translations } from '../strings';

/** The pickup point modal and the chosen point in the cart and checkout (issue 17). */
export const pickupUiStrings: Translations = {};
