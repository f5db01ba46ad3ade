/**
 * 001 §1: the default wishlist modal is "replaceable through a data attribute". The nearest
 * `data-wishlist-popup-url` around the button (ours, or a CMS wrapper's) names the modal's
 * address ({site} and {app} allowed); none means the default, catalog/wishlist/popup.
 */
export function popupUrlOf(button: Element): string | undefined {
  const holder = button.closest('[data-wishlist-popup-url]');
  const url = holder?.getAttribute('data-wishlist-popup-url')?.trim();
  return url ? url : undefined;
}
