import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { api } from '@api/baseApi';
import {
  applyPersistAction,
  isObject,
  isPersistAction,
  lacksItsFunctions,
  mapPersisted,
  type AnyState,
} from './persistReplay';
import { boundRootReducer } from './binding';
import { pageReloaded } from './replayable';

export { pageReloaded };

const reduce = (state: AnyState | undefined, action: UnknownAction) =>
  boundRootReducer()(state, action);

/**
 * The root reducer with the persist markers set aside: persistReducer then passes the action
 * straight to its slice (what it does anyway, once its marker is stripped) and never writes
 * the replayed state to the shopper's storage.
 */
function reduceWithoutMarkers(state: AnyState, action: UnknownAction): AnyState {
  const markers = new Map<string, unknown>();
  const stripped = mapPersisted(state, (slice, name) => {
    if (!('_persist' in slice)) return slice;
    const { _persist: marker, ...rest } = slice;
    markers.set(name, marker);
    return rest;
  });
  const reduced = reduce(stripped, action);
  if (reduced === stripped) return state;
  const next: AnyState = {};
  let changed = Object.keys(reduced).length !== Object.keys(state).length;
  for (const [key, value] of Object.entries(reduced)) {
    let slice = value;
    if (slice === stripped[key]) slice = state[key];
    else if (markers.has(key) && isObject(slice)) slice = { ...slice, _persist: markers.get(key) };
    if (slice !== state[key]) changed = true;
    next[key] = slice;
  }
  return changed ? next : state;
}

const MIDDLEWARE_REGISTERED = `${api.reducerPath}/config/middlewareRegistered`;

/**
 * RTK Query's middlewareRegistered carries the id of the page's api instance, and its reducer
 * compares it with its own: another JavaScript context (the replay) has another id and would
 * record a 'conflict' the page never had. Apply what the page's reducer did instead.
 */
function registerApiMiddleware(state: AnyState): AnyState {
  const slice = state[api.reducerPath];
  if (!isObject(slice) || !isObject(slice.config)) return state;
  const registered = slice.config.middlewareRegistered === 'conflict' ? 'conflict' : true;
  if (slice.config.middlewareRegistered === registered) return state;
  const config = { ...slice.config, middlewareRegistered: registered };
  return { ...state, [api.reducerPath]: { ...slice, config } };
}

/** The starting state of a store with no preloaded state, as the root reducer builds it. */
export function initialRootState(): AnyState {
  return reduce(undefined, { type: '@@vitrine/replayStarted' });
}

/**
 * One step of a replay: the real root reducer, with redux-persist's actions, RTK Query's
 * middleware registration and page reloads applied as described above. Pure: no storage, no
 * timers.
 */
export function replayStep(state: AnyState, action: UnknownAction): AnyState {
  if (pageReloaded.match(action)) return isObject(action.payload) ? action.payload : state;
  if (isPersistAction(action)) return applyPersistAction(state, action);
  if (action.type === MIDDLEWARE_REGISTERED) return registerApiMiddleware(state);
  return reduceWithoutMarkers(state, action);
}

/**
 * The store's reducer: the root reducer, plus what a Redux DevTools import of an action log
 * needs. DevTools recomputes every state through it, with actions read back from JSON, so
 * PERSIST comes without its functions (persistReducer would throw: redux-persist issue #743)
 * and a page reload has to restart from the state the log says.
 */
export function acceptReplayedActions<S, P>(
  reducer: Reducer<S, UnknownAction, P>,
): Reducer<S, UnknownAction, P> {
  return function replayableRootReducer(state, action) {
    if (pageReloaded.match(action) && isObject(action.payload)) return action.payload as S;
    if (state !== undefined && isPersistAction(action) && lacksItsFunctions(action)) {
      return applyPersistAction(state as AnyState, action) as S;
    }
    return reducer(state, action);
  };
}
