import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useGetPickupModalQuery } from '@api/pickup';
import { useTranslation } from '@base/i18n/useTranslation';
import { PanelLoading, PanelUnavailable } from './PanelUnavailable';
import { PickupPanel } from './PickupPanel';
import { pickupQueryFromSearch } from './pickupQuery';

/**
 * M2 opened as a page (a bookmark, a new tab: 001 §1's address outside the modal): the same
 * panel under an h1, and the cart page once the point is saved.
 */
export function PickupSearchPage() {
  const { t, culture } = useTranslation();
  const { culture: routeCulture = culture } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = pickupQueryFromSearch(search);
  const cartPath = `/${routeCulture}/shoppingcarts`;
  const {
    data: view,
    error,
    refetch,
  } = useGetPickupModalQuery(
    { ...(query ?? { shippingMethodId: 0 }), culture: routeCulture },
    { skip: query === null },
  );
  return (
    <div className="container py-4 pickup-page">
      <h1 className="h2">{view?.Title ?? t('PickupUi.ChoosePickupPoint')}</h1>
      {query === null ? (
        <p role="alert">{t('PickupUi.Unavailable')}</p>
      ) : view ? (
        <PickupPanel
          view={view}
          onSaved={() => void navigate(cartPath)}
          layout={({ body, actions }) => (
            <>
              {body}
              <div className="border-top mt-3 pt-3">{actions}</div>
            </>
          )}
        />
      ) : error ? (
        <PanelUnavailable error={error} onRetry={() => void refetch()} />
      ) : (
        <PanelLoading />
      )}
      <p className="mt-3">
        <Link to={cartPath}>{t('PickupUi.BackToCart')}</Link>
      </p>
    </div>
  );
}
