import type { Dispatch } from '@reduxjs/toolkit';
import { confirmRequested } from '@base/uiSlice';

/** Callers waiting for the answer of a confirm dialog, by dialog id. */
const waiting = new Map<string, (confirmed: boolean) => void>();

/** Opens the confirm dialog with a literal text (a link's data-confirm) and waits for the answer. */
export function askConfirmation(dispatch: Dispatch, message: string): Promise<boolean> {
  const action = confirmRequested({ messageKey: 'Manager.Confirm', message });
  return new Promise((resolve) => {
    waiting.set(action.payload.id, resolve);
    dispatch(action);
  });
}

/** Called by the navigation listener when the dialog is answered. */
export function settleConfirmation(id: string, confirmed: boolean): void {
  waiting.get(id)?.(confirmed);
  waiting.delete(id);
}
