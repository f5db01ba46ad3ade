import { localizationApi } from '@api/localization';
import { createTranslator } from '@base/i18n/translate';
import type { RootState } from '@base/storeTypes';

/** A page declares a widget with a marker element: `<div data-widget="NAME" data-…>`. */
export const WIDGET_SELECTOR = '[data-widget]';
/** The first document's server HTML, shown until React renders: its markers are never mounted. */
export const FIRST_PAINT_SELECTOR = '.first-paint';
/** Set by the host on a known marker: loading, mounted or failed (styling, tests). */
export const WIDGET_STATE_ATTRIBUTE = 'data-widget-state';
export const WIDGET_LOAD_ERROR_KEY = 'Manager.WidgetLoadError';
/**
 * When a marker's widget is fetched and mounted (issue 19, so a page that sells stays light):
 * `eager` (the default) with the page; `idle` once the page has settled (the shopper's first
 * interaction, or 3 s after load once the browser is idle: store/deferred.ts) — for a widget
 * above the fold whose HTML already shows what matters, like the banner slider's first slide;
 * `visible` when the marker comes within WIDGET_VISIBLE_MARGIN of the viewport, once the page has
 * settled — for widgets further down the page.
 */
export const WIDGET_LOAD_ATTRIBUTE = 'data-widget-load';
export type WidgetLoad = 'eager' | 'idle' | 'visible';
/** How close to the viewport a `visible` marker starts loading: about a screen ahead. */
export const WIDGET_VISIBLE_MARGIN = '600px 0px';

export function widgetLoad(marker: HTMLElement): WidgetLoad {
  const value = marker.getAttribute(WIDGET_LOAD_ATTRIBUTE);
  return value === 'idle' || value === 'visible' ? value : 'eager';
}

/** The markers of the React-rendered page (never those inside the first paint). */
export function pageMarkers(scope: ParentNode): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>(WIDGET_SELECTOR)].filter(
    (marker) => !marker.closest(FIRST_PAINT_SELECTOR),
  );
}

/** The translated short message a widget that could not be shown leaves in its marker. */
export function widgetLoadErrorText(state: RootState, culture: string): string {
  const strings = localizationApi.endpoints.getStringResources.select(culture)(state);
  return createTranslator(strings.data)(WIDGET_LOAD_ERROR_KEY);
}

/** The marker shows the message in place of the widget; returns how to take it back. */
export function showWidgetFailure(marker: HTMLElement, text: string): () => void {
  const message = document.createElement('p');
  message.className = 'widget-error';
  message.setAttribute('role', 'status');
  message.textContent = text;
  marker.replaceChildren(message);
  marker.setAttribute(WIDGET_STATE_ATTRIBUTE, 'failed');
  return () => {
    message.remove();
    marker.removeAttribute(WIDGET_STATE_ATTRIBUTE);
  };
}
