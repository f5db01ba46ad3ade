import type { Translations } from '../strings';

/** Pickup search and the save of a point, server side (issue 17, M1, M2, M5, K8). */
export const pickupStrings: Translations = {};
