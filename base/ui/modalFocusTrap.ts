/**
 * Tab and Shift+Tab cycle inside the open modal (WCAG 2.1.2 / 2.4.3, issue 20). react-bootstrap
 * only pulls the focus back to the dialog a tick after it has left, and not at all when Tab
 * leaves the page for the browser's own controls (a modal is the last thing in the page): the
 * focus went to the address bar, then to the skip link behind the backdrop. This listener wraps
 * the focus from the last stop to the first and back, before the browser moves it.
 */

const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** The elements Tab stops on inside `container`, in order (one radio per group, as browsers do). */
export function tabStops(container: Element): HTMLElement[] {
  const all = [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('[inert]'),
  );
  return all.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    const group = all.filter(
      (other) =>
        other instanceof HTMLInputElement &&
        other.type === 'radio' &&
        other.name === el.name &&
        other.form === el.form,
    ) as HTMLInputElement[];
    const checked = group.find((radio) => radio.checked);
    return checked ? checked === el : group[0] === el || group[group.length - 1] === el;
  });
}

/** The modal on top (the last one shown), or null. */
function topModal(doc: Document): HTMLElement | null {
  const open = [
    ...doc.querySelectorAll<HTMLElement>(
      '.modal.show[aria-modal="true"], .modal.show[role="dialog"]',
    ),
  ];
  return open[open.length - 1] ?? null;
}

/** Installs the listener on `doc`; answers its removal. */
export function installModalFocusTrap(doc: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const modal = topModal(doc);
    if (!modal) return;
    const stops = tabStops(modal);
    if (stops.length === 0) return;
    const first = stops[0]!;
    const last = stops[stops.length - 1]!;
    const active = doc.activeElement;
    const inside = active instanceof Element && modal.contains(active);
    // The dialog itself (react-bootstrap focuses it on opening) counts as before the first stop.
    const atStart = !inside || active === modal || active === first;
    const atEnd = !inside || active === last;
    if (event.shiftKey ? atStart : atEnd) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}
