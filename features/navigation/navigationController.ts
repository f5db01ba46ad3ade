import type { ComponentType, ReactNode } from 'react';
import {
  matchRoutes,
  type Location,
  type NavigationType,
  type Params,
  type RouteObject,
} from 'react-router-dom';

/** What a page's loader gets: the address's params and a request (URL with the app base, signal). */
export interface PageLoaderArgs {
  params: Params;
  request: Request;
}

export type PageLoader = (args: PageLoaderArgs) => Promise<unknown>;

/** A lazy page module: its component, and the loader that fills the cache before it shows. */
export interface PageModule {
  Component: ComponentType;
  loader?: PageLoader;
}

/**
 * One entry of the app's route table (src/router.tsx). A route is drawn as `element`, or is a
 * page whose module (`lazy`) and data (`loader`, or the module's own) load before it is shown.
 */
export interface PageRoute {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  lazy?: () => Promise<PageModule>;
  loader?: PageLoader;
  /**
   * Asked before the page loads in place (never for the document's first page): true when the
   * route has had the browser load the address as a new document instead (a map's page in a
   * document whose policy keeps Google's hosts out, features/maps/document.ts), so nothing
   * loads here.
   */
  loadsAsDocument?: () => boolean;
  children?: PageRoute[];
}

/** The page on screen: its location, how it was reached, and the error its load ended with. */
export interface ShownPage {
  location: Location;
  navigationType: NavigationType;
  error?: unknown;
}

export interface NavigationSnapshot {
  shown: ShownPage;
  /** The location whose page loads while the shown one stays (null when idle). */
  pending: Location | null;
  /** False until the first page's module and data are there (the server's HTML stays). */
  ready: boolean;
}

/**
 * React Router's rule for a change that loads nothing: same path and query, and a hash to go to
 * (or the same one).
 */
export function isHashChangeOnly(a: Location, b: Location): boolean {
  if (a.pathname !== b.pathname || a.search !== b.search) return false;
  return a.hash === '' ? b.hash !== '' : a.hash === b.hash || b.hash !== '';
}

/**
 * Our navigation controller over React Router's declarative mode: the history moves at once (the
 * browser's address), the page on screen moves when the next page's module and loaders are done.
 * A newer navigation aborts the load under way (its request signal, so its fetches too).
 */
export function createNavigationController(
  /** React Router's routes for the table, each holding its PageRoute as `handle`. */
  routes: RouteObject[],
  initial: Location,
  basename = '',
) {
  const modules = new Map<PageRoute, PageModule>();
  const listeners = new Set<() => void>();
  let snapshot: NavigationSnapshot = {
    shown: { location: initial, navigationType: 'POP' as NavigationType },
    pending: null,
    ready: false,
  };
  let loading: { location: Location; abort: AbortController } | undefined;

  const set = (next: NavigationSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const moduleOf = (route: PageRoute): Promise<PageModule> => {
    const known = modules.get(route);
    if (known || !route.lazy) return Promise.resolve(known ?? { Component: () => null });
    return route.lazy().then((module) => {
      modules.set(route, module);
      return module;
    });
  };

  const loadsAsDocument = (location: Location): boolean =>
    (matchRoutes(routes, location) ?? []).some(
      ({ route: { handle } }) => (handle as PageRoute).loadsAsDocument?.() === true,
    );

  async function load(location: Location, signal: AbortSignal): Promise<void> {
    const request = new Request(
      new URL(`${basename}${location.pathname}${location.search}`, window.location.origin),
      { signal },
    );
    const matches = matchRoutes(routes, location) ?? [];
    await Promise.all(
      matches.map(async ({ route: { handle }, params }) => {
        const route = handle as PageRoute;
        if (!route.lazy && !route.loader) return;
        const args = { params, request };
        await Promise.all([
          moduleOf(route),
          route.loader
            ? route.loader(args)
            : moduleOf(route).then((module) => module.loader?.(args)),
        ]);
      }),
    );
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): NavigationSnapshot => snapshot,
    /** The module of a page route, once loaded (the page component draws it). */
    moduleFor: (route: PageRoute): PageModule | undefined => modules.get(route),
    /** The history is at `location` now: show it when its page is ready (once per entry). */
    go(location: Location, navigationType: NavigationType): void {
      const { shown, ready } = snapshot;
      const heading = loading?.location ?? (ready ? shown.location : undefined);
      if (heading?.key === location.key) return;
      loading?.abort.abort();
      loading = undefined;
      if (ready && isHashChangeOnly(shown.location, location)) {
        set({ shown: { location, navigationType }, pending: null, ready });
        return;
      }
      // The history is at `location` already: the route may have the browser load it anew.
      if (ready && loadsAsDocument(location)) return;
      const abort = new AbortController();
      loading = { location, abort };
      // The first page is no navigation: the server's HTML stays, nothing is "leaving".
      if (ready) set({ ...snapshot, pending: location });
      const settle = (error?: unknown) => {
        if (abort.signal.aborted) return;
        loading = undefined;
        set({ shown: { location, navigationType, error }, pending: null, ready: true });
      };
      load(location, abort.signal).then(() => settle(), settle);
    },
    /** Ends the load under way (the routes are unmounted). */
    dispose(): void {
      loading?.abort.abort();
      loading = undefined;
    },
  };
}

export type NavigationController = ReturnType<typeof createNavigationController>;
