import {
  Component,
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  startTransition,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router-dom';
import {
  createNavigationController,
  type NavigationController,
  type NavigationSnapshot,
  type PageRoute,
} from './navigationController';

/** A page that fails to load or to render: the error element of its route (src/router.tsx). */
export type ErrorPage = ComponentType<{ error: unknown }>;

export interface PageRouteWithError extends PageRoute {
  /** Shown instead of the route (and all below it) when a load or a render below fails. */
  ErrorPage?: ErrorPage;
  children?: PageRouteWithError[];
}

const NavigationContext = createContext<{
  controller: NavigationController;
  snapshot: NavigationSnapshot;
  FirstPaint: ComponentType;
} | null>(null);

function useNavigationContext() {
  const context = useContext(NavigationContext);
  if (!context) throw new Error('Navigation hooks need <PageRoutes>');
  return context;
}

/**
 * The navigation under way, as React Router's data router reported it: 'loading' with the next
 * location (a router path, below the basename) while the shown page stays.
 */
export function usePendingNavigation() {
  const { pending } = useNavigationContext().snapshot;
  return pending
    ? { state: 'loading' as const, location: pending }
    : { state: 'idle' as const, location: undefined };
}

/** How the page on screen was reached (PUSH, REPLACE or POP for back/forward). */
export function useShownNavigationType() {
  return useNavigationContext().snapshot.shown.navigationType;
}

/** A page route's element: its module's component once there, the server's HTML before. */
function Page({ route }: { route: PageRoute }) {
  const { controller, snapshot, FirstPaint } = useNavigationContext();
  const module = controller.moduleFor(route);
  return module && snapshot.ready ? <module.Component /> : <FirstPaint />;
}

class Boundary extends Component<
  { error?: unknown; resetKey: string; Fallback: ErrorPage; children: ReactNode },
  { caught?: { error: unknown }; resetKey?: string }
> {
  override state: { caught?: { error: unknown }; resetKey?: string } = {};

  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { caught?: { error: unknown }; resetKey?: string },
  ) {
    // A new page on screen starts without the last one's error.
    return props.resetKey === state.resetKey
      ? null
      : { caught: undefined, resetKey: props.resetKey };
  }

  override render() {
    const { error, Fallback, children } = this.props;
    const caught = this.state.caught ?? (error === undefined ? undefined : { error });
    return caught ? <Fallback error={caught.error} /> : children;
  }
}

/** The route's error element around it: render errors below it, and the shown page's load error. */
function RouteBoundary({ Fallback, children }: { Fallback: ErrorPage; children: ReactNode }) {
  const { shown } = useNavigationContext().snapshot;
  return (
    <Boundary error={shown.error} resetKey={shown.location.key} Fallback={Fallback}>
      {children}
    </Boundary>
  );
}

function toRouteObjects(routes: PageRouteWithError[]): RouteObject[] {
  return routes.map((route) => {
    const element = route.lazy ? <Page route={route} /> : route.element;
    return {
      path: route.path,
      index: route.index,
      handle: route,
      element: route.ErrorPage ? (
        <RouteBoundary Fallback={route.ErrorPage}>{element}</RouteBoundary>
      ) : (
        element
      ),
      children: route.children && toRouteObjects(route.children),
    } as RouteObject;
  });
}

/**
 * The app's routes in React Router's declarative mode, inside a BrowserRouter: the history (and
 * the address bar) moves at once, and the routes draw the page on screen until the next one's
 * module and data are there (our navigation controller). Load errors go to the `ErrorPage` of a
 * route above the page (the outermost one that has it).
 */
export function PageRoutes({
  routes,
  basename = '',
  FirstPaint,
}: {
  routes: PageRouteWithError[];
  basename?: string;
  /** Until the first page's module is there (the server's HTML). */
  FirstPaint: ComponentType;
}) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [{ objects, controller }] = useState(() => {
    const table = toRouteObjects(routes);
    return { objects: table, controller: createNavigationController(table, location, basename) };
  });
  const [snapshot, setSnapshot] = useState(controller.getSnapshot);
  // Subscribed before the effect below starts the first load (layout effects run in order).
  // A new page on screen is a transition: React draws it in slices that yield to the browser
  // (a list of 24 tiles was one 337 ms task on a slow phone through useSyncExternalStore, whose
  // updates are always synchronous). "Leaving" (pending) shows at once.
  useLayoutEffect(() => {
    let drawn = controller.getSnapshot();
    const update = () => {
      const next = controller.getSnapshot();
      const newPage = next.shown !== drawn.shown || next.ready !== drawn.ready;
      drawn = next;
      if (newPage) startTransition(() => setSnapshot(next));
      else setSnapshot(next);
    };
    const unsubscribe = controller.subscribe(update);
    update();
    return unsubscribe;
  }, [controller]);
  useLayoutEffect(() => {
    controller.go(location, navigationType);
  }, [controller, location, navigationType]);
  useEffect(() => () => controller.dispose(), [controller]);
  // <html data-app-ready>: the app has drawn its first page, its controls answer from now on
  // (before, the server's HTML is on screen and a tap on a button does nothing).
  useEffect(() => {
    if (snapshot.ready) document.documentElement.dataset.appReady = 'true';
  }, [snapshot.ready]);
  const value = useMemo(
    () => ({ controller, snapshot, FirstPaint }),
    [controller, snapshot, FirstPaint],
  );
  const page = useRoutes(objects, snapshot.shown.location);
  return <NavigationContext.Provider value={value}>{page}</NavigationContext.Provider>;
}
