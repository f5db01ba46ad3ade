import { useContext, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { StringResourceMap } from '@api/contract/localization';
import { localizationApi } from '@api/localization';
import { useAppDispatch, useAppSelector } from '@base/hooks';
import type { RootState } from '@base/storeTypes';
import { runtimeConfig } from '@base/runtimeConfig';
import { CultureContext } from './cultureContext';
import { createTranslator, type Translate } from './translate';

/** The route's :culture, or the one a root outside the router was given (CultureContext). */
export function useCulture(): string {
  const provided = useContext(CultureContext);
  const { culture = provided } = useParams();
  const config = runtimeConfig();
  return culture && config.cultures.includes(culture) ? culture : config.defaultCulture;
}

const selectors = new Map<string, (state: RootState) => StringResourceMap | undefined>();
/** One selector per culture, shared by every component (the endpoint's own is memoized). */
function stringsOf(culture: string) {
  let selector = selectors.get(culture);
  if (!selector) {
    const select = localizationApi.endpoints.getStringResources.select(culture);
    selector = (state) => select(state).data;
    selectors.set(culture, selector);
  }
  return selector;
}

const translators = new WeakMap<StringResourceMap, Translate>();
const untranslated = createTranslator(undefined);
function translatorOf(strings: StringResourceMap | undefined): Translate {
  if (!strings) return untranslated;
  let t = translators.get(strings);
  if (!t) {
    t = createTranslator(strings);
    translators.set(strings, t);
  }
  return t;
}

/**
 * t() for the current culture; the strings were loaded before the first render (src/start.tsx).
 * A store read, not a query subscription: 248 components translate, and an RTK Query hook in
 * each (its subscription, its effects, an `initiate` dispatched by every one on mount) was a
 * good part of drawing a page of tiles on a slow phone (issue 20). A component that finds its
 * culture's strings missing (another culture, a test) asks for them, until they are there.
 */
export function useTranslation(): { t: Translate; culture: string } {
  const culture = useCulture();
  const strings = useAppSelector(stringsOf(culture));
  const dispatch = useAppDispatch();
  const missing = strings === undefined;
  useEffect(() => {
    if (!missing) return undefined;
    const subscription = dispatch(localizationApi.endpoints.getStringResources.initiate(culture));
    return () => subscription.unsubscribe();
  }, [missing, culture, dispatch]);
  return { t: translatorOf(strings), culture };
}
