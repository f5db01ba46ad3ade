import { useId, useState } from 'react';
import type { CityOption } from '@api/contract/cart';
import { useSetCityMutation } from '@api/cart';
import { CityListbox, useCityCombobox } from '@base/forms/cityCombobox';
import { useTranslation } from '@base/i18n/useTranslation';
import { CITY_TYPEAHEAD_DEBOUNCE } from './constants';
import { CITY_TYPEAHEAD_MIN_CHARS } from '@rules/cart';
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
  const [setCity, setting] = useSetCityMutation();
  const shown = usePendingChoice(cityLabel(city), version);
  const combobox = useCityCombobox({
    countryId,
    typed: (text ?? '').trim(),
    enabled: text !== null,
    debounceMs: CITY_TYPEAHEAD_DEBOUNCE,
    choose: (option) => {
      setText(null);
      shown.pick(option.label);
      void setCity({ CityId: option.id, culture }).unwrap().catch(shown.drop);
    },
    dismiss: () => setText(null),
  });

  return (
    <div className="cart-city mb-3 position-relative">
      <label className="form-label" htmlFor={`${id}-input`}>
        {t('ShoppingCarts.PostalCodeOrCity')}
      </label>
      <input
        id={`${id}-input`}
        className="form-control"
        type="text"
        {...combobox.inputProps(id)}
        aria-describedby={`${id}-hint`}
        value={text ?? shown.value}
        onChange={(event) => {
          setText(event.target.value);
          combobox.typing();
        }}
      />
      <div id={`${id}-hint`} className="form-text">
        {t('ShoppingCarts.PostalCodeHint', CITY_TYPEAHEAD_MIN_CHARS)}
      </div>
      <CityListbox
        id={id}
        label={t('ShoppingCarts.PostalCodeOrCity')}
        className="cart-city-list list-unstyled"
        combobox={combobox}
      />
      <p role="status" className="small text-body-secondary mb-0">
        {combobox.noneFound ? t('ShoppingCarts.NoCityFound') : ''}
      </p>
      {setting.isError && (
        <p role="alert" className="text-danger small mb-0">
          {serverMessage(setting.error) ?? t('Manager.UnknowsErrors')}
        </p>
      )}
    </div>
  );
}
