import {
  addListener,
  type Store,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';

/**
 * The app layer registers its root reducer here by declaration merging (store/index.ts), so the
 * shared base and the features know the state's type without importing the app layer.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StoreRegister {}

export type RootState = StoreRegister extends { rootReducer: (...args: never[]) => infer S }
  ? S
  : Record<string, unknown>;
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;
export type AppStore = Omit<Store<RootState, UnknownAction>, 'dispatch'> & {
  dispatch: AppDispatch;
};
/** What a feature's `addXListeners(startAppListening)` is given by the store it is set up on. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
/** A listener added by dispatch (returns its unsubscribe); the store's own middleware runs it. */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();
