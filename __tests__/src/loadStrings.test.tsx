import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadStringResources } from '@src/loadStrings';
import { useTranslation } from '@base/i18n/useTranslation';
import { setupStore } from '@store/index';
import { json, mockFetch } from '../support/fetchMock';

function Probe() {
  const { t } = useTranslation();
  return <p>{t('Layout.Tagline')}</p>;
}

function renderProbe(store: ReturnType<typeof setupStore>) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/nl/']}>
        <Routes>
          <Route path="/:culture/*" element={<Probe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('string resources before the first render', () => {
  it('shows translated texts once loaded', async () => {
    const { calls } = mockFetch(() => json(200, { Layout: { Tagline: 'Uw webwinkel' } }));
    const store = setupStore();
    expect(await loadStringResources(store, 'nl')).toBe(true);
    renderProbe(store);
    expect(screen.getByText('Uw webwinkel')).toBeInTheDocument();
    expect(new URL(calls[0]!.url).pathname).toBe('/api/v1/localization/nl/stringresources');
  });

  it('logs a warning and shows the key itself when the fetch fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(() => Promise.reject(new TypeError('offline')));
    const store = setupStore();
    expect(await loadStringResources(store, 'nl')).toBe(false);
    renderProbe(store);
    expect(screen.getByText('Layout.Tagline')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[i18n]'), expect.anything());
    warn.mockRestore();
  });
});
