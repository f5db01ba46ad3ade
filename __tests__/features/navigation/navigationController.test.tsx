import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { MemoryRouter, Outlet, useNavigate, type Location } from 'react-router-dom';
import { isHashChangeOnly, type PageLoaderArgs } from '@features/navigation/navigationController';
import { PageRoutes, usePendingNavigation } from '@features/navigation/PageRoutes';

const at = (path: string, hash = ''): Location => ({
  pathname: path,
  search: '',
  hash,
  state: null,
  key: Math.random().toString(36),
});

afterEach(cleanup);

describe('hash-only changes (React Router’s rule)', () => {
  it('loads nothing for a hash to go to, and loads a change of path, query or a hash dropped', () => {
    expect(isHashChangeOnly(at('/fr/about'), at('/fr/about', '#team'))).toBe(true);
    expect(isHashChangeOnly(at('/fr/about', '#a'), at('/fr/about', '#b'))).toBe(true);
    expect(isHashChangeOnly(at('/fr/about', '#a'), at('/fr/about', '#a'))).toBe(true);
    expect(isHashChangeOnly(at('/fr/about', '#a'), at('/fr/about'))).toBe(false);
    expect(isHashChangeOnly(at('/fr/about'), at('/fr/about'))).toBe(false);
    expect(isHashChangeOnly(at('/fr/about'), at('/fr/terms', '#a'))).toBe(false);
    expect(isHashChangeOnly(at('/fr/a'), { ...at('/fr/a', '#x'), search: '?q=1' })).toBe(false);
  });
});

/**
 * A small site: a layout that shows the pending navigation, a good page, a slow one (its load
 * ends when the test calls the release it left in `slowReleases`, never on a timer), a broken one.
 */
function renderRoutes(options: {
  slowSignals: AbortSignal[];
  slowReleases?: (() => void)[];
  start?: string;
  loads?: string[];
  /** What the `suspends` page waits for while it is drawn (a lazy part of a page). */
  drawn?: Promise<void>;
  /** Whether the `map` page has the browser load it as a new document. */
  loadsAsDocument?: () => boolean;
}) {
  let go: ((to: string) => void) | undefined;
  function Shell() {
    const pending = usePendingNavigation();
    go = useNavigate();
    return (
      <main data-testid="main" data-state={pending.state} data-next={pending.location?.pathname}>
        <Suspense fallback={<p>suspense fallback</p>}>
          <Outlet />
        </Suspense>
      </main>
    );
  }
  function ErrorPage({ error }: { error: unknown }) {
    return <p role="alert">{error instanceof Error ? error.name : 'unknown'}</p>;
  }
  const chunkError = Object.assign(new Error('Loading chunk 12 failed.'), {
    name: 'ChunkLoadError',
  });
  const routes = [
    {
      path: '/:culture',
      element: <Shell />,
      ErrorPage,
      children: [
        {
          path: 'good',
          lazy: () =>
            Promise.resolve({
              Component: () => <h1>Good</h1>,
              loader: ({ request }: PageLoaderArgs) => {
                options.loads?.push(new URL(request.url).pathname);
                // A loader that takes a while, as one waiting on the network does.
                return new Promise((resolve) => setTimeout(resolve, 50));
              },
            }),
        },
        {
          path: 'slow',
          lazy: () =>
            Promise.resolve({
              Component: () => <h1>Slow</h1>,
              loader: ({ request }: PageLoaderArgs) => {
                options.slowSignals.push(request.signal);
                return new Promise<void>((resolve) => options.slowReleases?.push(resolve));
              },
            }),
        },
        {
          path: 'suspends',
          lazy: () =>
            Promise.resolve({
              Component: function Suspends() {
                use(options.drawn ?? Promise.resolve());
                return <h1>Drawn</h1>;
              },
            }),
        },
        {
          path: 'map',
          loadsAsDocument: () => options.loadsAsDocument?.() ?? false,
          lazy: () =>
            Promise.resolve({
              Component: () => <h1>Map</h1>,
              loader: ({ request }: PageLoaderArgs) => {
                options.loads?.push(new URL(request.url).pathname);
                return Promise.resolve();
              },
            }),
        },
        { path: 'broken', lazy: () => Promise.reject(chunkError) },
        {
          path: 'throws',
          lazy: () =>
            Promise.resolve({
              Component: () => {
                throw new TypeError('a bug');
              },
            }),
        },
      ],
    },
  ];
  render(
    <MemoryRouter initialEntries={[options.start ?? '/fr/good']}>
      <PageRoutes routes={routes} FirstPaint={() => <p>first paint</p>} />
    </MemoryRouter>,
  );
  return { go: (to: string) => act(() => go?.(to)) };
}

describe('the navigation controller', () => {
  it('keeps the shown page while the next one loads, reports it pending, and aborts a superseded load', async () => {
    const slowSignals: AbortSignal[] = [];
    const slowReleases: (() => void)[] = [];
    const site = renderRoutes({ slowSignals, slowReleases });
    await screen.findByRole('heading', { name: 'Good' });
    await site.go('/fr/slow');
    await waitFor(() => expect(slowReleases).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Good' })).toBeInTheDocument();
    expect(screen.getByTestId('main')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByTestId('main')).toHaveAttribute('data-next', '/fr/slow');
    await act(async () => slowReleases[0]?.());
    await screen.findByRole('heading', { name: 'Slow' });
    expect(screen.getByTestId('main')).toHaveAttribute('data-state', 'idle');
    await site.go('/fr/good');
    await screen.findByRole('heading', { name: 'Good' });
    await site.go('/fr/slow');
    // The second slow load is under way (its loader has its signal) and is never released.
    await waitFor(() => expect(slowSignals).toHaveLength(2));
    expect(slowSignals[1]?.aborted).toBe(false);
    await site.go('/fr/good');
    await waitFor(() => expect(screen.getByTestId('main')).toHaveAttribute('data-state', 'idle'));
    expect(screen.getByRole('heading', { name: 'Good' })).toBeInTheDocument();
    expect(slowSignals).toHaveLength(2);
    expect(slowSignals[1]?.aborted).toBe(true);
  });

  it('shows the route’s error page for a chunk that does not load or a page that throws, and the next page clears it', async () => {
    const site = renderRoutes({ slowSignals: [] });
    await screen.findByRole('heading', { name: 'Good' });
    await site.go('/fr/broken');
    expect(await screen.findByRole('alert')).toHaveTextContent('ChunkLoadError');
    expect(screen.queryByTestId('main')).toBeNull();
    await site.go('/fr/good');
    await screen.findByRole('heading', { name: 'Good' });
    expect(screen.queryByRole('alert')).toBeNull();
    // A page that fails to render gets the same error page.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await site.go('/fr/throws');
    expect(await screen.findByRole('alert')).toHaveTextContent('TypeError');
    consoleError.mockRestore();
    await site.go('/fr/good');
    await screen.findByRole('heading', { name: 'Good' });
  });

  it('loads nothing in place when the route has the browser load the page, never for the first page', async () => {
    let asks = true;
    const loadsAsDocument = jest.fn(() => asks);
    const loads: string[] = [];
    const site = renderRoutes({ slowSignals: [], loads, start: '/fr/map', loadsAsDocument });
    // The first page is the document's own: drawn, the route not asked.
    await screen.findByRole('heading', { name: 'Map' });
    await site.go('/fr/good');
    await screen.findByRole('heading', { name: 'Good' });
    expect(loadsAsDocument).not.toHaveBeenCalled();
    await site.go('/fr/map');
    expect(loadsAsDocument).toHaveBeenCalledTimes(1);
    // Nothing of it loads in place, nothing is pending: the browser's load replaces the page.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loads).toEqual(['/fr/map', '/fr/good']);
    expect(screen.getByRole('heading', { name: 'Good' })).toBeInTheDocument();
    expect(screen.getByTestId('main')).toHaveAttribute('data-state', 'idle');
    // A route that lets it load in place.
    asks = false;
    await site.go('/fr/good');
    await site.go('/fr/map');
    await screen.findByRole('heading', { name: 'Map' });
    expect(loadsAsDocument).toHaveBeenCalledTimes(2);
    expect(loads).toEqual(['/fr/map', '/fr/good', '/fr/good', '/fr/map']);
  });

  it('draws the layout with the first paint until the first page’s module and loader are done', async () => {
    const loads: string[] = [];
    renderRoutes({ slowSignals: [], loads });
    expect(screen.getByTestId('main')).toHaveTextContent('first paint');
    // The first page is no navigation: nothing is pending.
    expect(screen.getByTestId('main')).toHaveAttribute('data-state', 'idle');
    await screen.findByRole('heading', { name: 'Good' });
    expect(screen.queryByText('first paint')).toBeNull();
    expect(loads).toEqual(['/fr/good']);
  });

  it('draws the next page in a transition: the shown page stays while the next one is drawn', async () => {
    // A store update (useSyncExternalStore) renders at once and in one piece, so a page of 24
    // tiles was one long task on a slow phone (issue 20). A transition renders in slices; its
    // sign here: a part of the next page that suspends while drawn leaves the shown page on
    // screen, where an urgent update would show the Suspense fallback in its place.
    let release: () => void = () => undefined;
    const drawn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const site = renderRoutes({ slowSignals: [], drawn });
    await screen.findByRole('heading', { name: 'Good' });
    await site.go('/fr/suspends');
    // The page's module and loader are done within a few ticks; its drawing waits for `drawn`.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText('suspense fallback')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Good' })).toBeInTheDocument();
    // Still "leaving" until the next page is on screen.
    expect(screen.getByTestId('main')).toHaveAttribute('data-state', 'loading');
    await act(async () => release());
    await screen.findByRole('heading', { name: 'Drawn' });
    expect(screen.getByTestId('main')).toHaveAttribute('data-state', 'idle');
  });

  it('shows a hash-only change at once, without a load, and loads the same address again', async () => {
    const loads: string[] = [];
    const site = renderRoutes({ slowSignals: [], loads });
    await screen.findByRole('heading', { name: 'Good' });
    await site.go('/fr/good#team');
    expect(screen.getByTestId('main')).toHaveAttribute('data-state', 'idle');
    expect(loads).toEqual(['/fr/good']);
    await site.go('/fr/good');
    expect(screen.getByTestId('main')).toHaveAttribute('data-state', 'loading');
    await waitFor(() => expect(screen.getByTestId('main')).toHaveAttribute('data-state', 'idle'));
    expect(loads).toEqual(['/fr/good', '/fr/good']);
  });
});
