import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { PlaceSearchBox } from '@features/maps/PlaceSearchBox';
import type { PlaceChoice } from '@features/maps/types';
import { json } from '../../support/fetchMock';
import { renderWithProviders } from '../../support/render';
import { clearCookies } from '../consent/helpers';
import { mapsStore, serveMaps } from './harness';

const K11 = '/api/v1/countries/21/cities/1000';
const REVERSE = '/api/v1/shipping/places/reverse';

/** The box as the pickup modal holds it: the text is the parent's. */
function Box({ onPlace }: { onPlace: (place: PlaceChoice) => void }) {
  const [text, setText] = useState('');
  return (
    <PlaceSearchBox
      id="pickup-place"
      label="Adresse, code postal ou ville"
      countryCode="BE"
      countryId={21}
      value={text}
      onChange={setText}
      onPlace={onPlace}
    />
  );
}

const locationCookie = () =>
  document.cookie.split(/;\s*/).find((c) => c.startsWith('VitrineLocation='));

beforeEach(() => clearCookies());
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('PlaceSearchBox without Google: the server gazetteer (K11)', () => {
  it('suggests the gazetteer places from 4 characters and gives the chosen one', async () => {
    const server = serveMaps('', { [`GET ${K11}`]: () => json(200, { '7': '1000 Bruxelles' }) });
    const store = await mapsStore({ preferences: true, marketing: true });
    const onPlace = jest.fn();
    renderWithProviders(<Box onPlace={onPlace} />, { store });
    const input = screen.getByRole('combobox', { name: 'Adresse, code postal ou ville' });
    fireEvent.change(input, { target: { value: '100' } });
    fireEvent.change(input, { target: { value: '1000' } });
    fireEvent.click(await screen.findByRole('option', { name: '1000 Bruxelles' }));
    expect(onPlace).toHaveBeenCalledWith({ PostalCode: '1000', City: 'Bruxelles' });
    expect(input).toHaveValue('1000 Bruxelles');
    expect(screen.queryByRole('option')).toBeNull();
    // Three characters never reach the server (K11 asks for four).
    const asked = server.calls.map((r) => new URL(r.url).pathname);
    expect(asked.filter((p) => p.startsWith('/api/v1/countries/'))).toEqual([K11]);
    // The location cookie remembers it (preferences allowed).
    expect(decodeURIComponent(locationCookie() ?? '')).toContain('"medium":"gazetteer"');
  });

  it('writes no location cookie without the preferences consent', async () => {
    serveMaps('', { [`GET ${K11}`]: () => json(200, { '7': '1000 Bruxelles' }) });
    const store = await mapsStore({ preferences: false, marketing: false });
    const onPlace = jest.fn();
    renderWithProviders(<Box onPlace={onPlace} />, { store });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '1000' } });
    fireEvent.click(await screen.findByRole('option', { name: '1000 Bruxelles' }));
    expect(onPlace).toHaveBeenCalled();
    expect(locationCookie()).toBeUndefined();
  });

  it('says so when no place matches', async () => {
    serveMaps('', { [`GET ${K11}`]: () => json(200, {}) });
    const store = await mapsStore({ preferences: true, marketing: true });
    renderWithProviders(<Box onPlace={jest.fn()} />, { store });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '1000' } });
    expect(await screen.findByText('Aucune localité ne correspond.')).toBeInTheDocument();
  });

  it('"use my location" without geolocation: a warning and a translated message', async () => {
    serveMaps('');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = await mapsStore({ preferences: true, marketing: true });
    const onPlace = jest.fn();
    renderWithProviders(<Box onPlace={onPlace} />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'Me localiser' }));
    expect(
      await screen.findByText(/Votre navigateur ne permet pas de vous localiser/),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Geolocation is not supported by this browser.');
    expect(onPlace).not.toHaveBeenCalled();
  });

  it('"use my location" asks the server\'s reverse lookup for the postal code', async () => {
    const server = serveMaps('', {
      [`GET ${REVERSE}`]: () =>
        json(200, {
          PostalCode: '1000',
          City: 'Bruxelles',
          CountryCode: 'BE',
          Geocode: { Latitude: 50.8467, Longitude: 4.3525 },
        }),
    });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 50.8467, longitude: 4.3525 } } as GeolocationPosition),
      },
    });
    const store = await mapsStore({ preferences: true, marketing: true });
    const onPlace = jest.fn();
    renderWithProviders(<Box onPlace={onPlace} />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'Me localiser' }));
    await waitFor(() =>
      expect(onPlace).toHaveBeenCalledWith({
        PostalCode: '1000',
        City: 'Bruxelles',
        Latitude: 50.8467,
        Longitude: 4.3525,
      }),
    );
    const reverse = server.calls.find((r) => new URL(r.url).pathname === REVERSE);
    expect(Object.fromEntries(new URL(reverse!.url).searchParams)).toEqual({
      countryCode: 'BE',
      latitude: '50.8467',
      longitude: '4.3525',
      culture: 'fr',
    });
    expect(screen.getByRole('combobox')).toHaveValue('1000 Bruxelles');
  });

  it('says the place was not found when the reverse lookup fails', async () => {
    serveMaps('', { [`GET ${REVERSE}`]: () => json(404, { message: 'Lieu inconnu' }) });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 10, longitude: 10 } } as GeolocationPosition),
      },
    });
    const store = await mapsStore({ preferences: true, marketing: true });
    const onPlace = jest.fn();
    renderWithProviders(<Box onPlace={onPlace} />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'Me localiser' }));
    expect(await screen.findByText(/Ce lieu n’a pas pu être trouvé/)).toBeInTheDocument();
    expect(onPlace).not.toHaveBeenCalled();
  });
});
