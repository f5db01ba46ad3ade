/** The spec's page-loading numbers (000 section 9), named as the spec names them. */

/** Page out/in animation delay. */
export const PAGE_ANIMATION_DELAY = 800;
/** Initial loader animation. */
export const INITIAL_LOADER_ANIMATION = 800;
/** Anchor offset: the target lands this far below the top of the window. */
export const ANCHOR_OFFSET = -200;
/** Anchor scroll duration. */
export const ANCHOR_SCROLL_DURATION = 800;
/** The whole-page target of an in-place load (the main section). */
export const PAGE_TARGET = '#main';
/** A "short file extension" ends a link that the browser must load itself (pdf, docx, jpg...). */
export const SHORT_FILE_EXTENSION = /\.[a-z0-9]{1,5}$/i;
/** Modal link attributes (000 section 2). */
export const MODAL_ATTRIBUTES = [
  'data-modal-title',
  'data-modal-size',
  'data-modal-class',
  'data-modal-animate',
] as const;
/** Default modal classes (000 section 2). */
export const MODAL_CLASSES = {
  confirm: 'modal-confirm-action',
  error: 'modal-error-action',
  link: 'link-modal',
  crop: 'crop-modal',
} as const;
