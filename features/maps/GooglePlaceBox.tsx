import { useMemo, useRef, useState } from 'react';
import { Autocomplete } from '@react-google-maps/api';
import { useAppSelector } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { selectConsentAllows } from '@features/consent';
import { geocode } from './geocode';
import { currentPosition, GeolocationUnsupportedError } from './geolocation';
import { locationFromPlace, writeLocationCookie, type LocationMedium } from './locationCookie';
import { placeChoice, postalCodeOf, type PlaceLike } from './place';
import { PlaceSearchField } from './PlaceSearchField';
import type { PlaceSearchBoxProps } from './types';

/** What we ask Places for (each field is billed): the location cookie's fields and the position. */
export const PLACE_FIELDS = [
  'address_components',
  'formatted_address',
  'geometry',
  'name',
  'place_id',
  'types',
];

/**
 * The place box with the Maps JS API loaded and allowed: Google Places autocomplete limited to
 * the chosen country; a place without postal code gets one from the geocoder (001 §5).
 */
export function GooglePlaceBox({
  id,
  label,
  countryCode,
  value,
  onChange,
  onPlace,
}: PlaceSearchBoxProps) {
  const { t } = useTranslation();
  const preferences = useAppSelector((state) => selectConsentAllows(state, 'preferences'));
  const autocomplete = useRef<google.maps.places.Autocomplete | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const country = countryCode.toLowerCase();
  const restrictions = useMemo(() => ({ country }), [country]);

  /** A place without postal code: the first one the geocoder finds at its position. */
  const withPostalCode = async (place: PlaceLike) => {
    const choice = placeChoice(place);
    if (choice.PostalCode || choice.Latitude === undefined || choice.Longitude === undefined) {
      return choice;
    }
    const found = postalCodeOf(
      await geocode({ location: { lat: choice.Latitude, lng: choice.Longitude! } }),
    );
    return found ? { ...choice, ...found, City: choice.City ?? found.City } : choice;
  };

  const settle = async (place: PlaceLike & { place_id?: string }, medium: LocationMedium) => {
    const choice = await withPostalCode(place);
    setMessage(null);
    if (place.formatted_address) onChange(place.formatted_address);
    writeLocationCookie(locationFromPlace(place, medium), preferences);
    onPlace(choice);
  };

  const onPlaceChanged = async () => {
    const place = autocomplete.current?.getPlace() as
      (PlaceLike & { place_id?: string }) | undefined;
    if (!place) return;
    try {
      // Enter without picking a suggestion: Google gives the text alone; the geocoder finds it.
      if (!place.geometry) {
        const [found] = await geocode({
          address: place.name ?? value,
          componentRestrictions: { country },
        });
        await settle(found!, 'geocoder');
      } else {
        await settle(place, 'autocomplete');
      }
    } catch {
      setMessage(t('Maps.PlaceNotFound'));
    }
  };

  const locate = async () => {
    setLocating(true);
    setMessage(null);
    try {
      const position = await currentPosition();
      const [found] = await geocode({ location: position });
      await settle(found!, 'geolocation');
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
      message={message}
      locating={locating}
      onLocate={() => void locate()}
    >
      <Autocomplete
        onLoad={(instance) => (autocomplete.current = instance)}
        onPlaceChanged={() => void onPlaceChanged()}
        restrictions={restrictions}
        fields={PLACE_FIELDS}
        types={['geocode']}
      >
        <input
          id={id}
          className="form-control"
          type="text"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </Autocomplete>
    </PlaceSearchField>
  );
}
