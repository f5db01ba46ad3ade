import { localizationApi } from '@api/localization';
import type { AppStore } from '@store/index';

/**
 * Loads the culture's string resources before the first render. A failure is only logged:
 * t() then shows each key itself (spec 000 §8 "Error catalogue").
 */
export async function loadStringResources(store: AppStore, culture: string): Promise<boolean> {
  const result = await store.dispatch(
    localizationApi.endpoints.getStringResources.initiate(culture),
  );
  if (result.error) {
    console.warn(`[i18n] string resources for "${culture}" could not be loaded`, result.error);
    return false;
  }
  return true;
}
