import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetListFilterQuery } from '@api/catalog';
import type { CatalogListView } from '@api/contract/catalogList';
import { useTranslation } from '@base/i18n/useTranslation';
import { FACET_AUTO_SUBMIT_DELAY } from '../constants';
import {
  parseFilter,
  serializeFilter,
  toggleFilter,
  type CatalogFilter,
  type FilterClick,
} from '@rules/catalogFilter';
import { FacetGroup } from './FacetGroup';
import { useListNavigation } from './listLocation';
import { BELOW_MEDIUM, useMediaQuery } from '@base/dom/useMediaQuery';

interface FormProps {
  view: CatalogListView;
  /** The URL's filter parameter, and the filter it holds. */
  raw: string | null;
  applied: CatalogFilter;
  /** Each click reloads the list at once; otherwise on submit (or after the auto-submit delay). */
  refreshOnClick: boolean;
  /** Submit on change (001 §9 "Business constants and limits", default true): the form sends itself once clicks pause. */
  autoSubmit: boolean;
}

/**
 * The facet form: the filter object changes by the spec's click rules (filters.ts), the counts
 * are asked again for the filter being chosen (C9), and the list follows through the URL.
 */
function FacetForm({ view, raw, applied, refreshOnClick, autoSubmit }: FormProps) {
  const { t, culture } = useTranslation();
  const { go } = useListNavigation();
  // A draft belongs to the address it started from: a new one (submit, back/forward) drops it.
  const [draft, setDraft] = useState<{ from: string | null; filter: CatalogFilter } | null>(null);
  const pending = draft && draft.from === raw ? draft.filter : null;
  const current = pending ?? applied;
  const { data } = useGetListFilterQuery({
    culture,
    categoryId: view.FilterContext.categoryId,
    tagId: view.FilterContext.tagId,
    q: view.Q,
    currentFilter: serializeFilter(current),
  });
  // A submitted draft is gone: back to its starting address must not send it again.
  const submit = useCallback(
    (filter: CatalogFilter) => {
      setDraft(null);
      go({ kind: 'filter', filter });
    },
    [go],
  );
  useEffect(() => {
    if (!pending || !autoSubmit) return undefined;
    const timer = setTimeout(() => submit(pending), FACET_AUTO_SUBMIT_DELAY);
    return () => clearTimeout(timer);
  }, [pending, autoSubmit, submit]);
  const onToggle = (click: FilterClick) => {
    const next = toggleFilter(current, click);
    if (refreshOnClick) submit(next);
    else setDraft({ from: raw, filter: next });
  };
  return (
    <form
      className="facet-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit(current);
      }}
    >
      {!data && (
        <p className="facet-loading" aria-busy="true">
          {t('Catalog.Facet.Loading')}
        </p>
      )}
      {data?.Groups.map((group) => (
        <FacetGroup
          key={`${group.Key}${group.AttributeId ?? ''}`}
          group={group}
          filter={current}
          onToggle={onToggle}
        />
      ))}
      <div className="facet-actions">
        {!refreshOnClick && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => submit(current)}>
            {t('Catalog.Facet.Apply')}
            {data ? ` (${data.TotalItems})` : ''}
          </button>
        )}
        {Object.keys(current).length > 0 && (
          <button type="button" className="btn btn-link btn-sm" onClick={() => submit({})}>
            {t('Catalog.Facet.Clear')}
          </button>
        )}
      </div>
    </form>
  );
}

/** The filter panel: beside the list from the medium breakpoint, behind a toggle below it. */
export function FacetPanel({
  view,
  autoSubmit = true,
}: {
  view: CatalogListView;
  autoSubmit?: boolean;
}) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const small = useMediaQuery(BELOW_MEDIUM);
  const [open, setOpen] = useState(false);
  const raw = searchParams.get('filter');
  const applied = useMemo(() => parseFilter(raw), [raw]);
  return (
    <aside className="catalog-list-aside" aria-label={t('Catalog.List.Filters')}>
      <button
        type="button"
        className="btn btn-outline-secondary catalog-filters-toggle"
        aria-expanded={open}
        aria-controls="catalog-filters"
        onClick={() => setOpen(!open)}
      >
        {t('Catalog.List.Filters')}
      </button>
      <div id="catalog-filters" className={`catalog-filters${open ? ' show' : ''}`}>
        <FacetForm
          view={view}
          raw={raw}
          applied={applied}
          refreshOnClick={!small}
          autoSubmit={autoSubmit}
        />
      </div>
    </aside>
  );
}
