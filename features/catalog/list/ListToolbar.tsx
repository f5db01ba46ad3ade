import { Link } from 'react-router-dom';
import type { CatalogListView } from '@api/contract/catalogList';
import { useTranslation } from '@base/i18n/useTranslation';
import { pluralKey } from '@rules/plural';
import type { TagEntityName } from '@rules/catalogList';
import { useListNavigation } from './listLocation';

function Choice(props: {
  id: string;
  label: string;
  value: string;
  choices: { Value: string; Name: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="catalog-list-control">
      <label className="form-label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="form-select form-select-sm"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.choices.map((c) => (
          <option key={c.Value} value={c.Value}>
            {c.Name}
          </option>
        ))}
      </select>
    </div>
  );
}

const DISPLAYS = [
  { value: 'grid', key: 'Catalog.List.DisplayGrid' },
  { value: 'table', key: 'Catalog.List.DisplayTable' },
];

/** Count, (tag: kind of results), sort, page size and display switch; each one a URL change. */
export function ListToolbar({ view }: { view: CatalogListView }) {
  const { t, culture } = useTranslation();
  const { go, goEntity, searchFor } = useListNavigation();
  const products = !view.Tag || view.Tag.EntityName === 'products';
  return (
    <div className="catalog-list-toolbar">
      <p className="catalog-list-count" role="status">
        {t(
          pluralKey('Catalog.List.Count', culture, view.Paging.TotalItems),
          view.Paging.TotalItems,
        )}
      </p>
      <div className="catalog-list-controls">
        {view.Tag && (
          <Choice
            id="catalog-entity"
            label={t('Catalog.Tag.Show')}
            value={view.Tag.EntityName}
            choices={view.Tag.EntityNames}
            onChange={(value) => goEntity(value as TagEntityName)}
          />
        )}
        <Choice
          id="catalog-sort"
          label={t('Catalog.List.SortBy')}
          value={view.Sort}
          choices={view.Sorts}
          onChange={(sort) => go({ kind: 'sort', sort })}
        />
        {products && (
          <>
            <Choice
              id="catalog-page-size"
              label={t('Catalog.List.PageSize')}
              value={String(view.Paging.PageSize)}
              choices={view.PageSizes.map((s) => ({ Value: String(s), Name: String(s) }))}
              onChange={(size) => go({ kind: 'pageSize', pageSize: Number(size) })}
            />
            <div
              className="btn-group catalog-display"
              role="group"
              aria-label={t('Catalog.List.Display')}
            >
              {DISPLAYS.map(({ value, key }) => {
                const active = view.Display === value;
                return (
                  <Link
                    key={value}
                    className={`btn btn-sm btn-outline-secondary${active ? ' active' : ''}`}
                    aria-current={active ? 'true' : undefined}
                    to={{ search: searchFor({ kind: 'display', display: value }) }}
                  >
                    {t(key)}
                  </Link>
                );
              })}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
