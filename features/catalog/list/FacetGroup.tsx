import { useState } from 'react';
import type { FacetGroup as Group, FacetValue } from '@api/contract/catalogList';
import { useTranslation } from '@base/i18n/useTranslation';
import {
  isSelected,
  matchesFacetText,
  type CatalogFilter,
  type FilterClick,
} from '@rules/catalogFilter';
import { CATEGORY_LEVEL_PREFIX } from '@rules/catalogList';

/** Groups longer than this get a text box that narrows their values. */
export const FACET_TEXT_MIN_VALUES = 8;

/** '|——|——Robes' → level 2, 'Robes' (001 §9 "Business constants and limits": the prefix sets the indent level). */
export function categoryLevel(name: string): { level: number; name: string } {
  let level = 0;
  let rest = name;
  while (rest.startsWith(CATEGORY_LEVEL_PREFIX)) {
    level += 1;
    rest = rest.slice(CATEGORY_LEVEL_PREFIX.length);
  }
  return { level, name: rest };
}

function swatch(value: FacetValue): string {
  const codes = [value.ColorCode1, value.ColorCode2, value.ColorCode3].filter(Boolean) as string[];
  if (codes.length <= 1) return codes[0] ?? 'transparent';
  const step = 100 / codes.length;
  return `linear-gradient(135deg, ${codes.map((c, i) => `${c} ${i * step}% ${(i + 1) * step}%`).join(', ')})`;
}

interface Props {
  group: Group;
  filter: CatalogFilter;
  onToggle: (click: FilterClick) => void;
}

/** One facet group (C9) as a fieldset of checkboxes, radios or swatches labelled by value name. */
export function FacetGroup({ group, filter, onToggle }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const radio = group.Type === 'Radio';
  const base = `facet-${group.Key}${group.AttributeId ?? ''}`;
  const values = group.Values.map((v) => ({ value: v, ...categoryLevel(v.Name) })).filter(
    (v) => !text.trim() || matchesFacetText(v.name, text),
  );
  return (
    <fieldset className={`facet-group facet-group-${group.DisplayType.toLowerCase()}`}>
      <legend className="facet-group-title">{group.Name}</legend>
      {group.Values.length > FACET_TEXT_MIN_VALUES && (
        <input
          type="search"
          className="form-control form-control-sm facet-text"
          aria-label={t('Catalog.Facet.Search', group.Name)}
          placeholder={t('Catalog.Facet.Search', group.Name)}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      )}
      <ul className="facet-values">
        {values.map(({ value, level, name }) => {
          const click: FilterClick = {
            group: group.Key,
            value: value.Id,
            ...(group.AttributeId !== null ? { attributeId: group.AttributeId } : {}),
            ...(radio ? { radio: true } : {}),
            ...(group.Type === 'Single' ? { single: true } : {}),
          };
          const id = `${base}-${value.Id}`;
          return (
            <li key={String(value.Id)} className={`facet-value form-check facet-level-${level}`}>
              <input
                id={id}
                className="form-check-input"
                type={radio ? 'radio' : 'checkbox'}
                name={radio ? base : undefined}
                checked={isSelected(filter, click)}
                // A checked radio unchecks on click (001 §4 "States and transitions"), which onChange never reports.
                onChange={radio ? () => undefined : () => onToggle(click)}
                onClick={radio ? () => onToggle(click) : undefined}
              />
              <label className="form-check-label" htmlFor={id}>
                {group.DisplayType === 'Square' && (
                  <span
                    className="facet-swatch"
                    style={{ background: swatch(value) }}
                    aria-hidden="true"
                  />
                )}
                {name} <span className="facet-count">({value.Count})</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
