import { Suspense, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetCartQuery } from '@api/cartSummary';
import { lazyChunk } from '@base/site/lazyChunk';
import { useIsLargeViewport } from '@base/site/viewport';
import { useTranslation } from '@base/i18n/useTranslation';
import { pluralKey } from '@rules/plural';
import { CART_WIDGET_OPEN_PARAM } from './constants';
import './cartWidget.scss';

const loadDropdown = () => import(/* webpackChunkName: "cart-widget" */ './CartWidgetDropdown');
const CartWidgetDropdown = lazyChunk(loadDropdown);
const preload = () => void loadDropdown().catch(() => undefined);

type OpenedBy = 'hover' | 'click' | null;

/**
 * The header's cart (001 §2 "Screens and routes"): the count (K1, anonymous shoppers included) on a button; the
 * dropdown of items (K12) is a lazy chunk built when first opened and then kept, so a cart change
 * refreshes its list too. It opens on hover at or above the large breakpoint (a click pins it),
 * on click below, and on load with `?openCart=1` or `openOnLoad`.
 */
export function CartWidget({ openOnLoad = false }: { openOnLoad?: boolean }) {
  const { t, culture } = useTranslation();
  const { data } = useGetCartQuery({ culture });
  const count = data?.ItemsCount ?? 0;
  const hover = useIsLargeViewport();
  const { search } = useLocation();
  const [openedBy, setOpenedBy] = useState<OpenedBy>(() =>
    openOnLoad || new URLSearchParams(search).get(CART_WIDGET_OPEN_PARAM) === '1' ? 'click' : null,
  );
  const [built, setBuilt] = useState(openedBy !== null);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const open = openedBy !== null;
  const set = (next: OpenedBy) => {
    if (next) setBuilt(true);
    setOpenedBy(next);
  };
  const label = t(pluralKey('ShoppingCarts.WidgetLabel', culture, count), count);
  return (
    <div
      className="cart-widget me-2 me-lg-0 order-lg-last"
      onMouseEnter={hover && !open ? () => set('hover') : undefined}
      onMouseLeave={hover && openedBy === 'hover' ? () => set(null) : undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        set(null);
        trigger.current?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) set(null);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="cart-widget-trigger nav-link"
        aria-label={label}
        aria-expanded={open}
        aria-controls={built ? id : undefined}
        onClick={() => set(openedBy === 'click' ? null : 'click')}
        onFocus={preload}
        onPointerEnter={preload}
      >
        {/* Bootstrap Icons "bag" (MIT), inline like the header's other icons. */}
        <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 16 16">
          <path
            fill="currentColor"
            d="M8 1a2.5 2.5 0 0 1 2.5 2.5V4h-5v-.5A2.5 2.5 0 0 1 8 1m3.5 3v-.5a3.5 3.5 0 1 0-7 0V4H1v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V4zM2 5h12v9a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1z"
          />
        </svg>
        <span className="cart-widget-count header-count" aria-hidden="true">
          {data ? count : ''}
        </span>
      </button>
      {built && (
        <Suspense fallback={null}>
          <CartWidgetDropdown id={id} open={open} onNavigate={() => set(null)} />
        </Suspense>
      )}
    </div>
  );
}
