import { addAppListener, type AppDispatch } from '@base/storeTypes';
import { confirmAnswered, confirmRequested } from '@base/uiSlice';

/**
 * Opens the app's confirm dialog with an already translated sentence (it names the item or the
 * list) and waits for the answer; closing the dialog answers false.
 */
export function askToConfirm(dispatch: AppDispatch, message: string): Promise<boolean> {
  const request = confirmRequested({ messageKey: 'Manager.Confirm', message });
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
