import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { GooglePlaceBox } from '@features/maps/GooglePlaceBox';
import type { PlaceChoice } from '@features/maps/types';
import { renderWithProviders } from '../../support/render';
import { clearCookies } from '../consent/helpers';
import { mapsStore, serveMaps } from './harness';

/** The Maps JS API as the e2e tests have it (the stand-in), evaluated in this jsdom window. */
beforeAll(() => {
  const source = fs.readFileSync(
    path.join(__dirname, '../../../e2e/support/googleMapsStandIn.js'),
    'utf8',
  );
  (0, eval)(source);
});

function Box({ country, onPlace }: { country: string; onPlace: (p: PlaceChoice) => void }) {
  const [text, setText] = useState('');
  return (
    <GooglePlaceBox
      id="pickup-place"
      label="Adresse"
      countryCode={country}
      countryId={21}
      value={text}
      onChange={setText}
      onPlace={onPlace}
    />
  );
}

async function renderBox(country = 'BE') {
  serveMaps('a-key');
  const store = await mapsStore({ preferences: true, marketing: true });
  const onPlace = jest.fn();
  renderWithProviders(<Box country={country} onPlace={onPlace} />, { store });
  return { onPlace, input: screen.getByLabelText('Adresse') };
}

// An 'input' event, as typing fires (Google's box listens to it; React's onChange too).
const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });

beforeEach(() => clearCookies());
afterEach(() => {
  jest.restoreAllMocks();
});

describe('GooglePlaceBox (Places autocomplete, with the stand-in of the Maps JS API)', () => {
  it('limits the suggestions to the chosen country and gives the chosen place', async () => {
    const { onPlace, input } = await renderBox('BE');
    type(input, 'Meir');
    fireEvent.click(await screen.findByRole('option', { name: /Meir 78, 2000 Antwerpen/ }));
    await waitFor(() =>
      expect(onPlace).toHaveBeenCalledWith({
        PostalCode: '2000',
        City: 'Antwerpen',
        Address: 'Meir 78',
        Latitude: 51.2186,
        Longitude: 4.4086,
      }),
    );
    expect(input).toHaveValue('Meir 78, 2000 Antwerpen, België');
    expect(decodeURIComponent(document.cookie)).toContain('"medium":"autocomplete"');
  });

  it('offers no place of another country', async () => {
    const { input } = await renderBox('NL');
    type(input, 'Meir');
    expect(screen.queryByRole('option')).toBeNull();
    type(input, 'Damrak');
    expect(await screen.findByRole('option', { name: /Damrak 1, 1012 LG Amsterdam/ })).toBeTruthy();
  });

  it('a place without postal code gets one from the geocoder (reverse lookup)', async () => {
    const { onPlace, input } = await renderBox('BE');
    type(input, 'Grand-Place');
    fireEvent.click(await screen.findByRole('option', { name: /Grand-Place, Bruxelles/ }));
    await waitFor(() =>
      expect(onPlace).toHaveBeenCalledWith({
        PostalCode: '1000',
        City: 'Bruxelles',
        Address: 'Grand-Place',
        Latitude: 50.8467,
        Longitude: 4.3525,
      }),
    );
  });

  it('Enter without a suggestion geocodes the text; nothing found is a warning and a message', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { onPlace, input } = await renderBox('BE');
    type(input, 'Veldstraat 52');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(onPlace).toHaveBeenCalledWith(expect.objectContaining({ PostalCode: '9000' })),
    );
    onPlace.mockClear();
    type(input, 'Nulle part');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText(/Ce lieu n’a pas pu être trouvé/)).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Geocode was not successful: ZERO_RESULTS');
    expect(onPlace).not.toHaveBeenCalled();
  });
});
