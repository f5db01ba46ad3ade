import { addShellListeners } from '@src/shell/listeners';
import type { AppStartListening } from './listenerMiddleware';

/** Every feature's listeners, registered once at boot. */
export function registerListeners(startAppListening: AppStartListening): void {
  addShellListeners(startAppListening);
}
