/** Below Bootstrap's small breakpoint (576 px) the items become stacked cards, as the cart's lines. */
export const BELOW_SMALL = '(max-width: 575.98px)';
