import { useState, type KeyboardEvent } from 'react';
import { useGetCitiesQuery } from '@api/cart';
import { useLazyReverseLookupQuery } from '@api/pickup';
import { CITY_TYPEAHEAD_MAX, CITY_TYPEAHEAD_MIN_CHARS } from '@rules/cart';
import { useAppSelector } from '@base/hooks';
import { useDebouncedValue } from '@base/dom/useDebouncedValue';
import { useTranslation } from '@base/i18n/useTranslation';
import { selectConsentAllows } from '@features/consent';
import { gazetteerChoice } from './place';
import { locationFromChoice } from './gazetteer';
import { writeLocationCookie } from './locationCookie';
import { currentPosition, GeolocationUnsupportedError } from './geolocation';
import { PlaceSearchField } from './PlaceSearchField';
import type { PlaceSearchBoxProps } from './types';

/** A typing pause before the gazetteer is asked. */
export const GAZETTEER_DEBOUNCE_MS = 250;

type Option = { id: number; label: string };

/**
 * The place box without Google (no key, no consent, offline): postal codes and cities of the
 * server's gazetteer (K11) as an ARIA combobox; "use my location" asks the server's reverse lookup.
 */
export function GazetteerPlaceBox({
  id,
  label,
  countryCode,
  countryId,
  value,
  onChange,
  onPlace,
}: PlaceSearchBoxProps) {
  const { t, culture } = useTranslation();
  const preferences = useAppSelector((state) => selectConsentAllows(state, 'preferences'));
  const [chosen, setChosen] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [message, setMessage] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const [reverseLookup] = useLazyReverseLookupQuery();
  const typed = value.trim();
  const settled = useDebouncedValue(typed, GAZETTEER_DEBOUNCE_MS);
  const asking =
    value !== chosen && settled === typed && settled.length >= CITY_TYPEAHEAD_MIN_CHARS;
  const { currentData } = useGetCitiesQuery(
    { countryId, query: settled, culture },
    { skip: !asking },
  );
  const options: Option[] = Object.entries(asking && currentData ? currentData : {})
    .map(([key, name]) => ({ id: Number(key), label: name }))
    .sort((a, b) => a.label.localeCompare(b.label, culture, { numeric: true }))
    .slice(0, CITY_TYPEAHEAD_MAX);
  const open = options.length > 0;
  const noneFound = asking && currentData !== undefined && options.length === 0;

  const choose = (option: Option) => {
    const choice = gazetteerChoice(option.label);
    setChosen(option.label);
    setActive(-1);
    setMessage(null);
    onChange(option.label);
    writeLocationCookie(locationFromChoice(choice, option.label, 'gazetteer'), preferences);
    onPlace(choice);
  };

  const locate = async () => {
    setLocating(true);
    setMessage(null);
    try {
      const position = await currentPosition();
      const place = await reverseLookup({
        countryCode,
        latitude: position.lat,
        longitude: position.lng,
        culture,
      }).unwrap();
      const choice = {
        PostalCode: place.PostalCode,
        City: place.City,
        Latitude: place.Geocode.Latitude,
        Longitude: place.Geocode.Longitude,
      };
      const text = `${place.PostalCode} ${place.City}`;
      setChosen(text);
      onChange(text);
      writeLocationCookie(locationFromChoice(choice, text, 'geolocation'), preferences);
      onPlace(choice);
    } catch (error: unknown) {
      setMessage(
        t(
          error instanceof GeolocationUnsupportedError
            ? 'Maps.GeolocationUnsupported'
            : 'Maps.PlaceNotFound',
        ),
      );
    } finally {
      setLocating(false);
    }
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
    } else if (event.key === 'Escape' && open) {
      setChosen(value);
      setActive(-1);
    }
  };

  return (
    <PlaceSearchField
      id={id}
      label={label}
      hint={t('Maps.SearchHint', CITY_TYPEAHEAD_MIN_CHARS)}
      message={message ?? (noneFound ? t('Maps.NoPlaceFound') : null)}
      locating={locating}
      onLocate={() => void locate()}
    >
      <input
        id={id}
        className="form-control"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        className="place-search-list"
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
    </PlaceSearchField>
  );
}
