import type { LinkModalOptions } from '@base/uiSlice';
import { MODAL_ATTRIBUTES, SHORT_FILE_EXTENSION } from './constants';

/** What a click on a link should do, by the spec's in-place loading rules (000 section 2). */
export type LinkDecision =
  /** The browser handles it: full load, new window, download, mail... */
  | { kind: 'browser'; reason: string }
  /** A bootstrap toggle (collapse, tab, dropdown): opens or closes something on the page. */
  | { kind: 'toggle'; toggle: string; target: string }
  /** An anchor of the current page: smooth scroll, no load. */
  | { kind: 'anchor'; hash: string; confirm?: string }
  /** Opens the target in a modal. */
  | { kind: 'modal'; url: string; modal: LinkModalOptions; confirm?: string }
  /** Loaded in place. */
  | { kind: 'inPlace'; url: string; disableCache: boolean; anchor?: string; confirm?: string };

export interface ClickModifiers {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface CurrentPage {
  origin: string;
  pathname: string;
  search: string;
  /** {app}: the app's base path. */
  appBase: string;
  culture: string;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function modalOptions(link: Element): LinkModalOptions | undefined {
  if (
    !MODAL_ATTRIBUTES.some((a) => link.hasAttribute(a)) &&
    !link.classList.contains('link-modal')
  ) {
    return undefined;
  }
  const size = link.getAttribute('data-modal-size') ?? undefined;
  return {
    title: link.getAttribute('data-modal-title') ?? undefined,
    size: size === 'sm' || size === 'lg' || size === 'xl' ? size : undefined,
    className: link.getAttribute('data-modal-class') ?? undefined,
    animate: link.getAttribute('data-modal-animate') !== 'false',
    returnUrl: link.getAttribute('data-return-url') ?? undefined,
  };
}

/**
 * Applies the spec's rules to a link: in place unless ctrl is pressed, the link is external
 * (has a scheme, contains logoff, or ends in a short file extension), carries ajax-tab or
 * no-ajax, opens in a new window, or is a bootstrap toggle. no-cache bypasses the cache.
 */
export function classifyLink(
  link: HTMLAnchorElement,
  click: ClickModifiers,
  current: CurrentPage,
): LinkDecision {
  const toggle = link.getAttribute('data-bs-toggle') ?? link.getAttribute('data-toggle');
  if (toggle) {
    const target = link.getAttribute('data-bs-target') ?? link.getAttribute('href') ?? '';
    return { kind: 'toggle', toggle, target };
  }
  if (click.button !== 0) return { kind: 'browser', reason: 'not the main button' };
  if (click.ctrlKey || click.metaKey) return { kind: 'browser', reason: 'ctrl key' };
  if (click.shiftKey || click.altKey) return { kind: 'browser', reason: 'new window or download' };
  const href = link.getAttribute('href');
  if (href === null || href === '' || href === '#') return { kind: 'browser', reason: 'no target' };
  const target = link.getAttribute('target');
  if (target && target !== '_self') return { kind: 'browser', reason: 'new window' };
  if (link.hasAttribute('download')) return { kind: 'browser', reason: 'download' };
  if (link.classList.contains('ajax-tab') || link.classList.contains('no-ajax')) {
    return { kind: 'browser', reason: 'ajax-tab or no-ajax' };
  }
  if (SCHEME.test(href) || href.startsWith('//')) return { kind: 'browser', reason: 'external' };
  if (/logoff/i.test(href)) return { kind: 'browser', reason: 'logoff' };
  const url = new URL(href, `${current.origin}${current.pathname}${current.search}`);
  if (SHORT_FILE_EXTENSION.test(url.pathname)) return { kind: 'browser', reason: 'file' };
  // Strings are loaded per culture at boot: another language (or a non-page address) is a full load.
  if (!`${url.pathname}/`.startsWith(`${current.appBase}/${current.culture}/`)) {
    return { kind: 'browser', reason: 'outside this culture' };
  }
  const confirm = link.getAttribute('data-confirm') ?? undefined;
  const samePage = url.pathname === current.pathname && url.search === current.search;
  if (samePage && url.hash.length > 1) return { kind: 'anchor', hash: url.hash, confirm };
  const relative = `${url.pathname}${url.search}${url.hash}`;
  const modal = modalOptions(link);
  if (modal) return { kind: 'modal', url: relative, modal, confirm };
  return {
    kind: 'inPlace',
    url: relative,
    disableCache: link.classList.contains('no-cache'),
    anchor: url.hash.length > 1 ? url.hash : undefined,
    confirm,
  };
}
