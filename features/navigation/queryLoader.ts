import type { AppStore } from '@base/storeTypes';
import { runtimeConfig } from '@base/runtimeConfig';
import { cacheDisabledFor } from './historyState';
import type { PageLoaderArgs } from './navigationController';
import { pageOut } from './pageLoader';

/** What an RTK Query query endpoint offers that a loader needs (typed loosely on purpose). */
interface QueryEndpoint<Args> {
  name: string;
  initiate: (
    args: Args,
    options?: { forceRefetch?: boolean },
  ) => (...thunkArgs: never[]) => unknown;
}

interface RunningQuery {
  abort(): void;
  unsubscribe(): void;
}

let firstView = runtimeConfig().view;

/**
 * The first document's page data (product, list…), handed out once, to the query that asked for
 * exactly these args: the page then renders without asking the server again.
 */
export function takeFirstView(endpoint: string, args: unknown): unknown {
  const view = firstView;
  if (!view || view.endpoint !== endpoint) return undefined;
  firstView = undefined;
  return JSON.stringify(view.args) === JSON.stringify(args) ? view.data : undefined;
}

/**
 * A page loader for an app page backed by one RTK Query query: the request runs during the out
 * animation, is aborted with a superseded navigation, and a first load uses the document's data.
 * `args` returns null when the address cannot name a page (the component shows "not found").
 */
export function createQueryLoader<Args>(
  store: AppStore,
  endpoint: QueryEndpoint<Args>,
  upsert: (args: Args, data: unknown) => unknown,
  args: (loader: PageLoaderArgs) => Args | null,
) {
  return async function queryLoader(loader: PageLoaderArgs): Promise<null> {
    const queryArgs = args(loader);
    if (queryArgs === null) return null;
    const primed = takeFirstView(endpoint.name, queryArgs);
    if (primed !== undefined) {
      await store.dispatch(upsert(queryArgs, primed) as never);
      return null;
    }
    const forceRefetch = cacheDisabledFor(new URL(loader.request.url));
    const query = store.dispatch(
      endpoint.initiate(queryArgs, { forceRefetch }) as never,
    ) as unknown as RunningQuery & PromiseLike<unknown>;
    const abort = () => query.abort();
    loader.request.signal.addEventListener('abort', abort);
    try {
      await Promise.all([query, pageOut(loader.request.signal)]);
    } finally {
      loader.request.signal.removeEventListener('abort', abort);
      query.unsubscribe();
    }
    return null;
  };
}
