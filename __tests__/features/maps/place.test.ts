import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { geocode } from '@features/maps/geocode';
import { locationFromChoice } from '@features/maps/gazetteer';
import { currentPosition, GeolocationUnsupportedError } from '@features/maps/geolocation';
import {
  locationCookieName,
  locationFromPlace,
  writeLocationCookie,
} from '@features/maps/locationCookie';
import { gazetteerChoice, placeChoice, postalCodeOf } from '@features/maps/place';
import { clearCookies, servedWith } from '../consent/helpers';

const at = (lat: number, lng: number) => ({ location: { lat: () => lat, lng: () => lng } });
const part = (long_name: string, ...types: string[]) => ({
  long_name,
  short_name: long_name,
  types,
});

const meir = {
  address_components: [
    part('78', 'street_number'),
    part('Meir', 'route'),
    part('Antwerpen', 'locality', 'political'),
    part('2000', 'postal_code'),
  ],
  formatted_address: 'Meir 78, 2000 Antwerpen, België',
  geometry: at(51.2186, 4.4086),
  place_id: 'meir-78',
  types: ['street_address'],
};

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { google?: unknown }).google;
});

describe('a chosen place, as the pickup search reads it', () => {
  it('takes postal code, city, street and position from a Google place', () => {
    expect(placeChoice(meir)).toEqual({
      PostalCode: '2000',
      City: 'Antwerpen',
      Address: 'Meir 78',
      Latitude: 51.2186,
      Longitude: 4.4086,
    });
  });

  it('leaves the postal code out when the place has none (the reverse lookup fills it)', () => {
    const grandPlace = {
      address_components: [part('Grand-Place', 'route'), part('Bruxelles', 'locality')],
      geometry: at(50.8467, 4.3525),
    };
    expect(placeChoice(grandPlace)).toEqual({
      City: 'Bruxelles',
      Address: 'Grand-Place',
      Latitude: 50.8467,
      Longitude: 4.3525,
    });
    expect(postalCodeOf([grandPlace, meir])).toEqual({ PostalCode: '2000', City: 'Antwerpen' });
    expect(postalCodeOf([grandPlace])).toBeNull();
  });

  it('splits a gazetteer label (K11) into postal code and city', () => {
    expect(gazetteerChoice('1000 Bruxelles')).toEqual({ PostalCode: '1000', City: 'Bruxelles' });
    expect(gazetteerChoice('4000 Liège (Glain)')).toEqual({
      PostalCode: '4000',
      City: 'Liège (Glain)',
    });
  });
});

describe('the location cookie (001 §3 "Location cookie data")', () => {
  beforeEach(() => {
    servedWith();
    clearCookies();
  });

  const cookie = () => {
    const prefix = `${locationCookieName('Vitrine')}=`;
    const pair = document.cookie.split(/;\s*/).find((c) => c.startsWith(prefix));
    return pair ? JSON.parse(decodeURIComponent(pair.slice(prefix.length))) : undefined;
  };

  it('holds every field of the entity, from a Google place', () => {
    expect(writeLocationCookie(locationFromPlace(meir, 'autocomplete'), true)).toBe(true);
    expect(cookie()).toEqual({
      address_components: meir.address_components,
      formatted_address: 'Meir 78, 2000 Antwerpen, België',
      geometry: { location: { lat: 51.2186, lng: 4.4086 } },
      types: ['street_address'],
      partial_match: false,
      postcode_localities: [],
      place_id: 'meir-78',
      medium: 'autocomplete',
    });
  });

  it('is written from a gazetteer choice too, without a Google place id', () => {
    const data = locationFromChoice(
      { PostalCode: '1000', City: 'Bruxelles' },
      '1000 Bruxelles',
      'gazetteer',
    );
    writeLocationCookie(data, true);
    expect(cookie()).toMatchObject({
      address_components: [
        { long_name: '1000', types: ['postal_code'] },
        { long_name: 'Bruxelles', types: ['locality', 'political'] },
      ],
      formatted_address: '1000 Bruxelles',
      geometry: null,
      place_id: '',
      medium: 'gazetteer',
    });
  });

  it('is not written without the preferences consent', () => {
    expect(writeLocationCookie(locationFromPlace(meir, 'autocomplete'), false)).toBe(false);
    expect(cookie()).toBeUndefined();
  });
});

describe('geocoding and geolocation errors (001 §8)', () => {
  /** A geocoder as Google's promise API behaves: non-OK statuses reject with a code. */
  function fakeGeocoder(answer: () => Promise<{ results: unknown[] }>) {
    (globalThis as { google?: unknown }).google = {
      maps: {
        Geocoder: class {
          geocode = answer;
        },
      },
    };
  }

  it('gives the results when the status is OK', async () => {
    fakeGeocoder(async () => ({ results: [meir] }));
    await expect(geocode({ address: 'Meir' })).resolves.toEqual([meir]);
  });

  it('logs a warning and rejects when the status is not OK', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeGeocoder(() =>
      Promise.reject(Object.assign(new Error('denied'), { code: 'REQUEST_DENIED' })),
    );
    await expect(geocode({ address: 'Meir' })).rejects.toThrow('denied');
    expect(warn).toHaveBeenCalledWith('Geocode was not successful: REQUEST_DENIED');
  });

  it('logs a warning and rejects when nothing is found', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeGeocoder(async () => ({ results: [] }));
    await expect(geocode({ address: 'nowhere' })).rejects.toThrow('ZERO_RESULTS');
    expect(warn).toHaveBeenCalledWith('Geocode was not successful: ZERO_RESULTS');
  });

  it('warns and rejects when the browser has no geolocation', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(currentPosition({})).rejects.toBeInstanceOf(GeolocationUnsupportedError);
    expect(warn).toHaveBeenCalledWith('Geolocation is not supported by this browser.');
  });

  it('gives the position the browser reports', async () => {
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 50.85, longitude: 4.35 } } as GeolocationPosition),
    } as unknown as Geolocation;
    await expect(currentPosition({ geolocation })).resolves.toEqual({ lat: 50.85, lng: 4.35 });
  });
});
