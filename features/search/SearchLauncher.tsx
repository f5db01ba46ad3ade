import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { lazyChunk } from '@base/site/lazyChunk';
import { useTranslation } from '@base/i18n/useTranslation';
import { SEARCH_OPEN_CLASS, SEARCH_SHORTCUT_KEY } from './constants';

interface OverlayProps {
  open: boolean;
  onClose: (returnFocus: boolean) => void;
}

/** A chunk that did not load (the error dialog says so) must not leave the body class set. */
function CloseOnFailure({ onClose }: OverlayProps) {
  useEffect(() => onClose(true), [onClose]);
  return null;
}

const loadOverlay = () => import(/* webpackChunkName: "search" */ './SearchOverlay');
const SearchOverlay = lazyChunk<OverlayProps>(loadOverlay, CloseOnFailure);
// Fetched as soon as the shopper heads for the button; a failure shows when it renders.
const preload = () => void loadOverlay().catch(() => undefined);

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The header's search button: the only part of the search in the main bundle. The overlay is a
 * lazy chunk, built on first use and then kept (hidden), so its links stay in the page while an
 * in-place load they started runs.
 */
export function SearchLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [built, setBuilt] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const show = useCallback(() => {
    setBuilt(true);
    setOpen(true);
  }, []);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);

  useEffect(() => {
    document.body.classList.toggle(SEARCH_OPEN_CLASS, open);
    return () => document.body.classList.remove(SEARCH_OPEN_CLASS);
  }, [open]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== SEARCH_SHORTCUT_KEY || e.ctrlKey || e.metaKey || e.altKey) return;
      // Not while typing, nor under another dialog (react-bootstrap marks the body).
      if (isTyping(e.target) || document.body.classList.contains('modal-open')) return;
      e.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="search-trigger nav-link me-2 me-lg-0 order-lg-last"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        onFocus={preload}
        onPointerEnter={preload}
      >
        {/* Bootstrap Icons "search" (MIT), inline like the account icon. */}
        <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 16 16">
          <path
            fill="currentColor"
            d="M11.742 10.344a6.5 6.5 0 1 0-1.397 1.398h-.001l3.85 3.85a1 1 0 0 0 1.415-1.414l-3.85-3.85zm-5.242 1.156a5 5 0 1 1 0-10 5 5 0 0 1 0 10"
          />
        </svg>
        <span className="visually-hidden">{t('Search.Open')}</span>
      </button>
      {built && (
        <Suspense fallback={null}>
          <SearchOverlay open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
