import type { UnknownAction } from '@reduxjs/toolkit';
import type { PersistConfig } from 'redux-persist';

export type AnyState = Record<string, unknown>;
type AnyReducer = (state: AnyState | undefined, action: UnknownAction) => AnyState;

/**
 * The slices the root reducer wraps in persistReducer, by state key; filled by bindReplay.
 * __tests__/features/support/replay.test.ts fails when a persisted slice is missing here.
 */
export const PERSISTED_SLICES: Record<string, PersistConfig<unknown>> = {};

let rootReducer: AnyReducer | null = null;

/**
 * The app layer hands the action log and the replayer its root reducer and persisted slices
 * (store/rootReducer.ts), so a replay runs the real reducer while this feature imports nothing
 * from the app.
 */
export function bindReplay(reducer: unknown, persisted: Record<string, object>) {
  // The root reducer takes any state shape here: slices may lack their persist marker. Each
  // slice's PersistConfig is typed with its own state: any state here.
  rootReducer = reducer as AnyReducer;
  Object.assign(PERSISTED_SLICES, persisted as Record<string, PersistConfig<unknown>>);
}

export function boundRootReducer(): AnyReducer {
  if (!rootReducer) throw new Error('No root reducer bound: store/rootReducer.ts calls bindReplay');
  return rootReducer;
}
