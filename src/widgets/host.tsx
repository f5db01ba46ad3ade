import { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { pageCulture } from '@base/i18n/culture';
import { CultureContext } from '@base/i18n/cultureContext';
import { isChunkLoadError, reportChunkLoadError } from '@base/site/chunkErrors';
import type { AppStore } from '@base/storeTypes';
import {
  pageMarkers,
  showWidgetFailure,
  WIDGET_STATE_ATTRIBUTE,
  widgetLoadErrorText,
} from './marker';

export { WIDGET_STATE_ATTRIBUTE };

/**
 * The marker's data attributes, camel-cased as `dataset` gives them (data-tag → tag), and
 * `markup`: the HTML the CMS wrote inside the marker (slides, a popup's text…), read before the
 * widget replaces it. Until the widget's chunk arrives that HTML is what the shopper sees, so a
 * widget that renders the same boxes moves nothing (the banner slider's first slide).
 */
export type WidgetProps = Record<string, string | undefined>;
export type WidgetModule = { default: ComponentType<WidgetProps> };
/** Widget names to their lazy modules (src/widgets/registry.ts). */
export type WidgetRegistry = Record<string, () => Promise<WidgetModule>>;
/** A widget root's Provider gets the app's own store. */
type WidgetStore = AppStore;

/** Every marker the host has taken (loading, mounted or failed), with how to give it back. */
const taken = new Map<HTMLElement, () => void>();
/** Raised on each leave: a chunk that arrives after the shopper left mounts nothing. */
let generation = 0;

function setState(marker: HTMLElement, state: 'loading' | 'mounted' | 'failed'): void {
  marker.setAttribute(WIDGET_STATE_ATTRIBUTE, state);
}

const loadErrorText = (store: WidgetStore, culture: string) =>
  widgetLoadErrorText(store.getState(), culture);

/** The marker shows the short message in place of the widget. */
function showFailure(marker: HTMLElement, store: WidgetStore, culture: string): void {
  taken.set(marker, showWidgetFailure(marker, loadErrorText(store, culture)));
}

/** A widget that throws while rendering shows the message instead; the page goes on. */
class WidgetBoundary extends Component<
  { name: string; fallback: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Widget "${this.props.name}" failed`, error);
  }

  override render() {
    return this.state.failed ? (
      <p className="widget-error" role="status">
        {this.props.fallback}
      </p>
    ) : (
      this.props.children
    );
  }
}

async function mountWidget(
  marker: HTMLElement,
  store: WidgetStore,
  registry: WidgetRegistry,
): Promise<void> {
  const { widget: name = '', widgetState: _state, widgetLoad: _load, ...props } = marker.dataset;
  const load = Object.hasOwn(registry, name) ? registry[name] : undefined;
  if (!load) {
    console.warn(`Unknown widget "${name}": its marker is left as it is.`);
    return;
  }
  const culture = pageCulture();
  const current = generation;
  setState(marker, 'loading');
  taken.set(marker, () => marker.removeAttribute(WIDGET_STATE_ATTRIBUTE));
  let module: WidgetModule;
  try {
    module = await load();
  } catch (error: unknown) {
    if (current !== generation || !marker.isConnected) return;
    if (isChunkLoadError(error)) reportChunkLoadError(error);
    else console.error(`Widget "${name}" did not load`, error);
    showFailure(marker, store, culture);
    return;
  }
  if (current !== generation || !marker.isConnected) return;
  const Widget = module.default;
  const markup = marker.innerHTML;
  const root: Root = createRoot(marker);
  root.render(
    <Provider store={store}>
      <CultureContext.Provider value={culture}>
        <WidgetBoundary name={name} fallback={loadErrorText(store, culture)}>
          <Widget {...props} markup={markup} />
        </WidgetBoundary>
      </CultureContext.Provider>
    </Provider>,
  );
  setState(marker, 'mounted');
  taken.set(marker, () => {
    root.unmount();
    marker.removeAttribute(WIDGET_STATE_ATTRIBUTE);
  });
}

function release(marker: HTMLElement): void {
  const give = taken.get(marker);
  taken.delete(marker);
  give?.();
}

/**
 * Mounts every marker in `scope` (or only those of `only`) not mounted yet (a second pageLoaded
 * for the same HTML mounts nothing twice), each as its own React root over the store; markers
 * React has since removed are unmounted. Markers inside the first paint (the server's HTML) are
 * left to the React-rendered copy.
 */
export async function mountWidgets(
  scope: ParentNode,
  store: WidgetStore,
  registry: WidgetRegistry,
  only?: readonly HTMLElement[],
): Promise<void> {
  for (const marker of [...taken.keys()]) if (!marker.isConnected) release(marker);
  const markers = pageMarkers(scope).filter(
    (marker) => !taken.has(marker) && (!only || only.includes(marker)),
  );
  await Promise.all(markers.map((marker) => mountWidget(marker, store, registry)));
}

/**
 * Unmounts every widget root and clears failure messages (pageLeave). Deferred to a microtask:
 * the leave is dispatched from a React effect, and a root is not unmounted while React commits.
 */
export function unmountWidgets(): Promise<void> {
  generation += 1;
  const markers = [...taken.keys()];
  return new Promise((resolve) => {
    queueMicrotask(() => {
      markers.forEach(release);
      resolve();
    });
  });
}
