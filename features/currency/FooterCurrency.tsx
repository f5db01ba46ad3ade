import { Suspense, useState } from 'react';
import { useGetCartQuery } from '@api/cartSummary';
import { lazyChunk } from '@base/site/lazyChunk';
import { useTranslation } from '@base/i18n/useTranslation';
import './footerCurrency.scss';

const CurrencySelect = lazyChunk<{ autoFocus?: boolean }>(
  () => import(/* webpackChunkName: "currency" */ './CurrencySelect'),
);

/**
 * The footer's currency widget. Every page shows the footer, so only the current currency (from
 * the cart the header asks for anyway) and a button live in the main chunk; the select and its
 * call load when the shopper asks to change.
 */
export function FooterCurrency() {
  const { t, culture } = useTranslation();
  const { data } = useGetCartQuery({ culture });
  const [open, setOpen] = useState(false);
  return (
    <div className="footer-currency mb-2">
      {open ? (
        <Suspense fallback={null}>
          <CurrencySelect autoFocus />
        </Suspense>
      ) : (
        <>
          <span className="me-2">{t('Currency.Current', data?.CurrencyCode ?? '')}</span>
          <button
            type="button"
            className="btn btn-link footer-currency-button"
            aria-expanded="false"
            onClick={() => setOpen(true)}
          >
            {t('Currency.Change')}
          </button>
        </>
      )}
    </div>
  );
}
