import { useState } from 'react';
import { useLazyReverseLookupQuery } from '@api/pickup';
import { CITY_TYPEAHEAD_MIN_CHARS } from '@rules/cart';
import { CityListbox, useCityCombobox, type CityChoice } from '@base/forms/cityCombobox';
import { useAppSelector } from '@base/hooks';
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
  const [message, setMessage] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const [reverseLookup] = useLazyReverseLookupQuery();

  const choose = (option: CityChoice) => {
    const choice = gazetteerChoice(option.label);
    setChosen(option.label);
    setMessage(null);
    onChange(option.label);
    writeLocationCookie(locationFromChoice(choice, option.label, 'gazetteer'), preferences);
    onPlace(choice);
  };
  const combobox = useCityCombobox({
    countryId,
    typed: value.trim(),
    enabled: value !== chosen,
    debounceMs: GAZETTEER_DEBOUNCE_MS,
    choose,
    dismiss: (open) => {
      if (open) setChosen(value);
    },
  });

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

  return (
    <PlaceSearchField
      id={id}
      label={label}
      hint={t('Maps.SearchHint', CITY_TYPEAHEAD_MIN_CHARS)}
      message={message ?? (combobox.noneFound ? t('Maps.NoPlaceFound') : null)}
      locating={locating}
      onLocate={() => void locate()}
    >
      <input
        id={id}
        className="form-control"
        type="text"
        {...combobox.inputProps(id)}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          combobox.typing();
        }}
      />
      <CityListbox id={id} label={label} className="place-search-list" combobox={combobox} />
    </PlaceSearchField>
  );
}
