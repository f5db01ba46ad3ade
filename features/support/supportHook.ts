import type { ActionLog } from '@features/support/log/actionLog';
import type { ActionLogExport } from '@features/support/log/devtoolsExport';
import { sanitize, type Json } from '@features/support/log/sanitize';

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
