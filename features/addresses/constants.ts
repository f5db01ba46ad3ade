/** Address form modal numbers (ours). */

/** The address form modal's defaults when the link carries no data attributes (ours). */
export const ADDRESS_MODAL_DEFAULT_SIZE = 'lg';
/** The address form modal's class when the link carries no data-modal-class (ours). */
export const ADDRESS_MODAL_DEFAULT_CLASS = 'address-modal';
