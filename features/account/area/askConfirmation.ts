import { addAppListener } from '@base/storeTypes';
import type { AppDispatch } from '@base/storeTypes';
import { confirmAnswered, confirmRequested } from '@base/uiSlice';

/**
 * Opens the app's confirm dialog (src/shell/Dialogs.tsx) with a translated message and waits
 * for its answer. Closing the dialog answers false; the listener goes away with the answer.
 */
export function askConfirmation(
  dispatch: AppDispatch,
  messageKey: string,
  titleKey?: string,
): Promise<boolean> {
  const request = confirmRequested({ messageKey, titleKey });
  return new Promise((resolve) => {
    dispatch(
      addAppListener({
        actionCreator: confirmAnswered,
        effect: (answer, listener) => {
          if (answer.payload.id !== request.payload.id) return;
          listener.unsubscribe();
          resolve(answer.payload.confirmed);
        },
      }),
    );
    dispatch(request);
  });
}
