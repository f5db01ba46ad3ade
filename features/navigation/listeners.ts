import type { AppStartListening } from '@base/storeTypes';
import { confirmAnswered, dialogClosed } from '@base/uiSlice';
import { settleConfirmation } from './confirm';

export function addNavigationListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: confirmAnswered,
    effect: function settleLinkConfirmation(action) {
      settleConfirmation(action.payload.id, action.payload.confirmed);
    },
  });
  startAppListening({
    actionCreator: dialogClosed,
    effect: function dismissLinkConfirmation(_action, api) {
      const dialog = api.getOriginalState().ui.dialog;
      if (dialog?.kind === 'confirm') settleConfirmation(dialog.id, false);
    },
  });
}
