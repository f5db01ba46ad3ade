import type { ActionLog } from '@store/actionLog';
import type { ActionLogExport } from '@store/devtoolsExport';
import { sanitize, type Json } from '@store/sanitize';

/**
 * Exposed in support mode, so an end-to-end test (or a support agent in the console) can set the
 * browser's store beside a replay of the downloaded log: both are sanitized the same way.
 */
export interface VitrineSupportHook {
  getState(): Json;
  getLog(): ActionLogExport;
}

declare global {
  interface Window {
    __VITRINE_SUPPORT__?: VitrineSupportHook;
  }
}

export function exposeSupportHook(getState: () => unknown, log: ActionLog): void {
  window.__VITRINE_SUPPORT__ = {
    getState: () => sanitize(getState()),
    getLog: () => log.exportLog(),
  };
}
