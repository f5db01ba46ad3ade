import { addAnalyticsListeners } from '@features/analytics/listeners';
import { addCartListeners } from '@features/cart/listeners';
import { addCheckoutListeners } from '@features/checkout/listeners';
import { addConsentListeners } from '@features/consent/listeners';
import { addCurrencyListeners } from '@features/currency/listeners';
import { addSiteListeners } from '@base/site/listeners';
import { addShellListeners } from '@src/shell/listeners';
import { addWidgetHostListeners } from '@src/widgets/listeners';
import type { AppStartListening, AppStore } from '@base/storeTypes';

/** Every feature's listeners, registered once at boot. */
export function registerListeners(startAppListening: AppStartListening, store: AppStore): void {
  addShellListeners(startAppListening);
  addConsentListeners(startAppListening);
  addAnalyticsListeners(startAppListening);
  addSiteListeners(startAppListening);
  addCartListeners(startAppListening);
  addCheckoutListeners(startAppListening);
  addCurrencyListeners(startAppListening);
  addWidgetHostListeners(startAppListening, store);
}
