/** Numbers of the shared UI components (001 §9 "Business constants and limits" where the spec names them). */

/** Quantity typing debounce (the default min and step are shared rules: @rules/catalog). */
export const QUANTITY_TYPING_DEBOUNCE = 600;
