import { useId, useState, type KeyboardEvent } from 'react';
import type { CityOption } from '@api/contract/cart';
import { useGetCitiesQuery, useSetCityMutation } from '@api/cart';
import { useDebouncedValue } from '@base/dom/useDebouncedValue';
import { useTranslation } from '@base/i18n/useTranslation';
import { CITY_TYPEAHEAD_DEBOUNCE } from './constants';
import { CITY_TYPEAHEAD_MAX, CITY_TYPEAHEAD_MIN_CHARS } from '@rules/cart';
import { serverMessage } from '@api/errors';
import { usePendingChoice } from '@base/ui/usePendingChoice';

interface Props {
  countryId: number;
  city: CityOption | null;
  /** The cart's Version: a refreshed cart replaces the city shown meanwhile. */
  version: number;
}

const cityLabel = (city: CityOption | null) => (city ? `${city.PostalCode} ${city.Name}` : '');

/**
 * Postal code or city of the shipping country (001 §5 "Validation rules": asks K11 from 4 characters, after a
 * typing pause), as an ARIA combobox with a listbox; a choice is sent with K7.
 */
export function CityTypeahead({ countryId, city, version }: Props) {
  const { t, culture } = useTranslation();
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [setCity, setting] = useSetCityMutation();
  const shown = usePendingChoice(cityLabel(city), version);
  const typed = (text ?? '').trim();
  const settled = useDebouncedValue(typed, CITY_TYPEAHEAD_DEBOUNCE);
  const asking = text !== null && settled === typed && settled.length >= CITY_TYPEAHEAD_MIN_CHARS;
  const { currentData } = useGetCitiesQuery(
    { countryId, query: settled, culture },
    { skip: !asking },
  );
  const options = Object.entries(asking && currentData ? currentData : {})
    .map(([key, label]) => ({ id: Number(key), label }))
    .sort((a, b) => a.label.localeCompare(b.label, culture, { numeric: true }))
    .slice(0, CITY_TYPEAHEAD_MAX);
  const open = options.length > 0;
  const noneFound = asking && currentData !== undefined && options.length === 0;

  const choose = (option: { id: number; label: string }) => {
    setText(null);
    setActive(-1);
    shown.pick(option.label);
    void setCity({ CityId: option.id, culture }).unwrap().catch(shown.drop);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && text !== null) {
      setText(null);
      setActive(-1);
    }
  };

  return (
    <div className="cart-city mb-3 position-relative">
      <label className="form-label" htmlFor={`${id}-input`}>
        {t('ShoppingCarts.PostalCodeOrCity')}
      </label>
      <input
        id={`${id}-input`}
        className="form-control"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        value={text ?? shown.value}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <div id={`${id}-hint`} className="form-text">
        {t('ShoppingCarts.PostalCodeHint', CITY_TYPEAHEAD_MIN_CHARS)}
      </div>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t('ShoppingCarts.PostalCodeOrCity')}
        className="cart-city-list list-unstyled"
        hidden={!open}
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            // Keeps the focus in the field, so the click lands before a blur could close the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <p role="status" className="small text-body-secondary mb-0">
        {noneFound ? t('ShoppingCarts.NoCityFound') : ''}
      </p>
      {setting.isError && (
        <p role="alert" className="text-danger small mb-0">
          {serverMessage(setting.error) ?? t('Manager.UnknowsErrors')}
        </p>
      )}
    </div>
  );
}
