import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import type { PickupModalView } from '@api/contract/pickup';
import { useSetPickupPointMutation } from '@api/cart';
import { serverRefusal } from '@api/errors';
import { useTranslation } from '@base/i18n/useTranslation';
import { PICKUP_SUCCESS } from '@rules/pickup';
import { AddressForm } from './AddressForm';
import { PickupMap } from './PickupMap';
import { PickupPointList } from './PickupPointList';
import { PostcodeCityForm } from './PostcodeCityForm';
import { pickupSavePayload } from './savePayload';
import { countryCodeOf, presetPlace, type PickupPlace } from './searchRequest';
import { usePickupSearch } from './usePickupSearch';
import './pickup.scss';

interface Props {
  view: PickupModalView;
  /** K8 took the point (the cart broadcast its change: cart and checkout refresh). */
  onSaved: () => void;
  /** How the modal or the page lays out the body and the Select button (modal footer). */
  layout: (parts: { body: ReactNode; actions: ReactNode }) => ReactNode;
  /** The modal's Cancel; the page has none. */
  onCancel?: () => void;
}

/**
 * The pickup search (M2's panel, 001 §2, §4): the carrier's form, M1's points as a list and on
 * the map with one selection, and Select (K8). A preset place searches at once and the preset
 * point is pre-selected. The markup carries the search limits as data attributes (001 §9).
 */
export function PickupPanel({ view, onSaved, layout, onCancel }: Props) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const { search, answer, place, problem, searching } = usePickupSearch(view, root);
  const [selected, setSelected] = useState<string | null>(null);
  const [save, saving] = useSetPickupPointMutation();
  const { culture } = useTranslation();
  const points =
    answer?.ResponseStatusDescription === PICKUP_SUCCESS ? answer.PickupPointViewModels : [];
  const point = points.find((p) => p.PublicAccessPointID === selected) ?? null;

  // A new search keeps the choice only if the point is still in the list.
  const runSearch = async (countryCode: string, where: PickupPlace) => {
    const found = await search(countryCode, where);
    const refs = new Set(found?.PickupPointViewModels.map((p) => p.PublicAccessPointID));
    setSelected((current) => (current && refs.has(current) ? current : null));
    return found;
  };

  // The preset (001 §4): the view's place is searched at once, its point pre-selected. Once per
  // panel: the view refetches with the cart, which must not start the search again.
  const searchPreset = useEffectEvent(async () => {
    const preset = presetPlace(view);
    if (!preset) return;
    const found = await runSearch(countryCodeOf(view, view.CountryId), preset);
    const ref = view.PresetPickupId;
    if (ref && found?.PickupPointViewModels.some((p) => p.PublicAccessPointID === ref)) {
      setSelected(ref);
    }
  });
  useEffect(() => {
    // Started after the commit (the markup's data attributes are there) and cancelled by the
    // cleanup, so a remount in development does not search twice.
    const timer = window.setTimeout(() => void searchPreset(), 0);
    return () => window.clearTimeout(timer);
  }, []);

  const choose = async () => {
    if (!point) return;
    const result = await save({ ...pickupSavePayload(view, point), culture });
    if (!result.error) onSaved();
  };
  const refusal = saving.error ? serverRefusal(saving.error) : null;
  // 5xx and a lost connection opened the error dialog already (api/errorCatalogue.ts).
  const refused =
    refusal && refusal.status !== null && refusal.status !== 401 && refusal.status < 500
      ? (refusal.message ?? t('Manager.AnErrorHasOccured'))
      : null;

  const Form = view.Carrier.Form === 'postcodeCity' ? PostcodeCityForm : AddressForm;
  const body = (
    <div
      ref={root}
      className="pickup-panel"
      data-search-radius={view.SearchRadius}
      data-maximum-list-size={view.MaximumListSize}
      data-carrier={view.Carrier.Code}
    >
      <Form view={view} searching={searching} onSearch={runSearch} />
      <div className="pickup-results mt-3" aria-busy={searching || undefined}>
        <p className="small mb-2" role="status">
          {answer === null
            ? !searching && t('PickupUi.StartHint')
            : points.length > 0
              ? t('PickupUi.ResultsCount', points.length, place)
              : answer.ResponseStatusDescription === PICKUP_SUCCESS && t('PickupUi.NoResults')}
        </p>
        {problem && (
          <div className="alert alert-warning py-2" role="alert">
            {problem}
          </div>
        )}
        {points.length > 0 && (
          <div className="row g-3">
            <div className="col-md-5">
              <PickupPointList
                points={points}
                selected={selected}
                onSelect={setSelected}
                label={t('PickupUi.Results')}
              />
            </div>
            <div className="col-md-7">
              <PickupMap
                points={points}
                center={answer?.Center ?? null}
                selected={selected}
                onSelect={setSelected}
              />
            </div>
          </div>
        )}
      </div>
    </div>
  );
  const actions = (
    <div className="pickup-actions d-flex flex-wrap align-items-center gap-2 w-100">
      <p className="small mb-0 me-auto" id="pickup-selection">
        {point ? t('PickupUi.SelectedHint', point.ConsigneeName) : t('PickupUi.SelectHint')}
      </p>
      {refused && (
        <p className="text-danger small mb-0 w-100" role="alert">
          {refused}
        </p>
      )}
      {onCancel && (
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('PickupUi.Cancel')}
        </button>
      )}
      <button
        type="button"
        className="btn btn-primary pickup-select"
        disabled={!point || saving.isLoading}
        aria-busy={saving.isLoading || undefined}
        aria-describedby="pickup-selection"
        onClick={() => void choose()}
      >
        {saving.isLoading ? t('PickupUi.Saving') : t('PickupUi.Select')}
      </button>
    </div>
  );
  return <>{layout({ body, actions })}</>;
}
