import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { PageLoaderArgs } from '@features/navigation/navigationController';
import type { CmsPage } from '@api/contract/content';
import type * as ContentModule from '@api/content';
import type * as LoaderModule from '@features/navigation/queryLoader';
import type * as StoreModule from '@store/index';
import { json, mockFetch } from '../../support/fetchMock';

const page = (Title: string): CmsPage => ({
  Culture: 'fr',
  Path: 'about',
  Title,
  Description: '',
  BodyClass: 'inner',
  Html: `<p>${Title}</p>`,
  Alternates: {},
});

function loaderArgs(path: string): PageLoaderArgs {
  const request = new Request(`http://localhost${path}`);
  return {
    request,
    params: { culture: 'fr' },
    context: undefined,
  } as unknown as PageLoaderArgs;
}

/** Fresh modules per test: the first document's view is read once, when the module loads. */
async function setup(view?: { endpoint: string; args: unknown; data: unknown }) {
  window.__VITRINE__ = view ? { view } : {};
  let modules!: {
    loader: typeof LoaderModule;
    store: typeof StoreModule;
    content: typeof ContentModule;
  };
  await jest.isolateModulesAsync(async () => {
    modules = {
      loader: await import('@features/navigation/queryLoader'),
      store: await import('@store/index'),
      content: await import('@api/content'),
    };
  });
  const store = modules.store.setupStore();
  const { contentApi } = modules.content;
  const load = modules.loader.createQueryLoader(
    store,
    contentApi.endpoints.getPage,
    (args, data) => contentApi.util.upsertQueryData('getPage', args, data as CmsPage),
    () => ({ culture: 'fr', path: 'about' }),
  );
  const cached = () =>
    contentApi.endpoints.getPage.select({ culture: 'fr', path: 'about' })(store.getState()).data;
  return { load, cached, takeFirstView: modules.loader.takeFirstView };
}

afterEach(() => {
  delete window.__VITRINE__;
});

describe('app page loaders', () => {
  it('primes the query from the first document without a request', async () => {
    const { calls } = mockFetch(() => json(200, page('from the server')));
    const { load, cached } = await setup({
      endpoint: 'getPage',
      args: { culture: 'fr', path: 'about' },
      data: page('from the document'),
    });
    await load(loaderArgs('/fr/about'));
    expect(cached()?.Title).toBe('from the document');
    expect(calls).toHaveLength(0);
  });

  it('fetches when the document holds another page or another endpoint', async () => {
    const { calls } = mockFetch(() => json(200, page('from the server')));
    const { load, cached } = await setup({
      endpoint: 'getPage',
      args: { culture: 'fr', path: 'help' },
      data: page('help'),
    });
    await load(loaderArgs('/fr/about'));
    expect(cached()?.Title).toBe('from the server');
    expect(calls).toHaveLength(1);
  });

  it('hands the document data out only once', async () => {
    mockFetch(() => json(200, page('x')));
    const args = { culture: 'fr', slug: 'a-1' };
    const { takeFirstView } = await setup({ endpoint: 'getProductPage', args, data: { Id: 1 } });
    expect(takeFirstView('getProductPage', { ...args })).toEqual({ Id: 1 });
    expect(takeFirstView('getProductPage', args)).toBeUndefined();
  });
});
