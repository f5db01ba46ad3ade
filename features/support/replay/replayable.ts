import { createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';

/**
 * Written into the action log where the tab was reloaded: the store started again from this
 * (sanitized) state. Never dispatched by the app; replays and DevTools imports apply it.
 * In the main chunk (tiny): the store's reducer accepts it before the recorder chunk loads.
 */
export const pageReloaded = createAction<Record<string, unknown>>('support/pageReloaded');

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The root reducer, plus a page restart as a DevTools import of an action log sends it. The
 * persisted reducer (store/persistence.ts, loaded once the page has settled) is wrapped in the
 * full acceptReplayedActions (./replayStep.ts) instead, which also takes redux-persist's actions
 * read back from JSON.
 */
export function acceptPageReloads<S, P>(
  reducer: Reducer<S, UnknownAction, P>,
): Reducer<S, UnknownAction, P> {
  return function replayableRootReducer(state, action) {
    if (pageReloaded.match(action) && isObject(action.payload)) return action.payload as S;
    return reducer(state, action);
  };
}
