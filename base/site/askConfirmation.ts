import { addAppListener, type AppDispatch, type RootState } from '@base/storeTypes';
import { confirmAnswered, confirmRequested } from '@base/uiSlice';

/** What the confirm dialog says: a string key, or an already translated sentence. */
export interface ConfirmText {
  messageKey?: string;
  /** A literal text (a CMS link's data-confirm, a sentence naming the item). */
  message?: string;
  titleKey?: string;
}

/**
 * Opens the app's confirm dialog (src/shell/Dialogs.tsx) and waits for its answer. Whatever
 * takes the dialog away without an answer (closing it, another dialog opening) answers false;
 * the listener goes away with the answer.
 */
export function askConfirmation(dispatch: AppDispatch, text: ConfirmText): Promise<boolean> {
  const request = confirmRequested({
    messageKey: text.messageKey ?? 'Manager.Confirm',
    ...(text.message === undefined ? {} : { message: text.message }),
    ...(text.titleKey === undefined ? {} : { titleKey: text.titleKey }),
  });
  const { id } = request.payload;
  const shown = (state: RootState) =>
    state.ui.dialog?.kind === 'confirm' && state.ui.dialog.id === id;
  return new Promise((resolve) => {
    dispatch(
      addAppListener({
        predicate: (_action, current, original) => shown(original) && !shown(current),
        effect: (action, listener) => {
          listener.unsubscribe();
          resolve(confirmAnswered.match(action) && action.payload.confirmed);
        },
      }),
    );
    dispatch(request);
  });
}
