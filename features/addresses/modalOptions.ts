import {
  ADDRESS_MODAL_DEFAULT_CLASS,
  ADDRESS_MODAL_DEFAULT_SIZE,
} from '@features/addresses/constants';

export type ModalSize = 'sm' | 'lg' | 'xl';

export interface AddressModalOptions {
  /** undefined: the form's own title. */
  title?: string;
  size: ModalSize;
  className: string;
}

const SIZES: readonly string[] = ['sm', 'lg', 'xl'];

/**
 * 001 §2 "Screens and routes": the add and edit links give the modal its title, size and class through
 * data-modal-title, data-modal-size and data-modal-class; missing ones take the defaults.
 */
export function modalOptionsOf(link: HTMLElement): AddressModalOptions {
  const size = link.getAttribute('data-modal-size') ?? '';
  return {
    title: link.getAttribute('data-modal-title') || undefined,
    size: (SIZES.includes(size) ? size : ADDRESS_MODAL_DEFAULT_SIZE) as ModalSize,
    className: link.getAttribute('data-modal-class') || ADDRESS_MODAL_DEFAULT_CLASS,
  };
}
