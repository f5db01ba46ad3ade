import { describe, expect, it } from '@jest/globals';
import { catalogApi } from '@api/catalog';
import { setupStore } from '@store/index';
import { json, mockFetch } from '../support/fetchMock';

describe('C7 getSearchSuggestions', () => {
  it('asks for 5 suggestions at accuracy 0.3 in the page’s culture', async () => {
    const item = {
      Name: 'Robe midi Spa en lin',
      Photo: null,
      ProductUrl: '/fr/catalog/product/x-1',
    };
    const { calls } = mockFetch(() => json(200, [item]));
    const store = setupStore();
    const result = await store.dispatch(
      catalogApi.endpoints.getSearchSuggestions.initiate({ q: 'robe midi', culture: 'fr' }),
    );
    expect(result.data).toEqual([item]);
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/api/v1/catalog/search/suggestions');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'robe midi',
      nbrResults: '5',
      accuracy: '0.3',
      culture: 'fr',
    });
  });
});
