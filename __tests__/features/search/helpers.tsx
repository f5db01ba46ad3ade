import { Route, Routes, useLocation } from 'react-router-dom';
import type { Suggestion } from '@api/contract/catalog';
import { SearchLauncher } from '@features/search/SearchLauncher';
import { loadStringResources } from '@src/loadStrings';
import { setupStore } from '@store/index';
import { strings } from '../../../server/seed/data/strings';
import { nestStrings } from '../../../server/services/strings';
import { json, mockFetch } from '../../support/fetchMock';
import { renderWithProviders } from '../../support/render';

const stringsOf = (culture: 'fr' | 'nl') =>
  nestStrings(Object.entries(strings).map(([key, value]) => ({ key, value: value[culture] })));

export const suggestion = (n: number, photo = true): Suggestion => ({
  Name: `Robe Ostende en lin ${n}`,
  Photo: photo ? { AssetId: 100 + n, AssetName: `robe-ostende ${n}.jpg` } : null,
  ProductUrl: `/fr/catalog/product/robe-ostende-en-lin-${n}`,
});

/**
 * The server as the search sees it: the real string resources and C7 answered by `answer`
 * (the suggestion requests are recorded).
 */
export function serveSearch(answer: (url: URL) => Suggestion[]) {
  const asked: URL[] = [];
  mockFetch((url) => {
    const s1 = /^\/api\/v1\/localization\/(fr|nl)\/stringresources$/.exec(url.pathname);
    if (s1) return json(200, stringsOf(s1[1] as 'fr' | 'nl'));
    if (url.pathname === '/api/v1/catalog/search/suggestions') {
      asked.push(url);
      return json(200, answer(url));
    }
    return json(404, { message: 'not found' });
  });
  return { asked };
}

function Page() {
  const location = useLocation();
  return (
    <>
      <SearchLauncher />
      <p data-testid="location">{location.pathname + location.search}</p>
    </>
  );
}

/**
 * React 19 builds `new FormData(form)` when a submit handler starts a transition (React Router's
 * navigate does); the test window lends Node's FormData, which takes no jsdom form. The fields
 * are not read here, so an empty one does.
 */
class FormDataOfAnyForm extends FormData {
  constructor() {
    super();
  }
}

/** The header's search button on a page of `culture`, strings loaded as at boot. */
export async function renderSearch(culture: 'fr' | 'nl' = 'fr') {
  window.FormData = FormDataOfAnyForm;
  const store = setupStore();
  await loadStringResources(store, culture);
  return renderWithProviders(
    <Routes>
      <Route path="/:culture/*" element={<Page />} />
    </Routes>,
    { store, route: `/${culture}/` },
  );
}
