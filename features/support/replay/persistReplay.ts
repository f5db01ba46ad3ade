import type { UnknownAction } from '@reduxjs/toolkit';
import { DEFAULT_VERSION, PERSIST, REHYDRATE, type PersistConfig } from 'redux-persist';
import autoMergeLevel1 from 'redux-persist/lib/stateReconciler/autoMergeLevel1';
import { PERSISTED_SLICES, type AnyState } from './binding';

export { PERSISTED_SLICES, type AnyState };

export function isObject(value: unknown): value is AnyState {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The state with each persisted slice passed through `update` (same object when none changed). */
export function mapPersisted(
  state: AnyState,
  update: (slice: AnyState, name: string) => AnyState,
): AnyState {
  let next = state;
  for (const name of Object.keys(PERSISTED_SLICES)) {
    const slice = state[name];
    if (!isObject(slice)) continue;
    const updated = update(slice, name);
    if (updated !== slice) next = { ...next, [name]: updated };
  }
  return next;
}

export function isPersistAction(action: UnknownAction): boolean {
  return action.type.startsWith('persist/');
}

/** A redux-persist action read back from JSON: the functions persistReducer calls are gone. */
export function lacksItsFunctions(action: UnknownAction): boolean {
  if (action.type === PERSIST) return typeof action.register !== 'function';
  return action.type === 'persist/PURGE' || action.type === 'persist/FLUSH'
    ? typeof action.result !== 'function'
    : false;
}

function rehydrate(slice: AnyState, config: PersistConfig<unknown>, inbound: unknown): AnyState {
  const { _persist: marker, ...rest } = slice;
  const reconcile = config.stateReconciler ?? autoMergeLevel1;
  const merged =
    reconcile !== false && inbound !== undefined
      ? (reconcile(inbound, slice, rest, config) as AnyState)
      : rest;
  return { ...merged, _persist: { ...(isObject(marker) ? marker : {}), rehydrated: true } };
}

/**
 * What redux-persist's actions do to the state, without what they do to storage. persistReducer
 * reads and writes storage, starts timers and needs PERSIST's functions, which a saved log
 * cannot carry: replaying them through it would throw, or overwrite the shopper's stored
 * preferences with old ones. FLUSH, PAUSE, PURGE and REGISTER only touch storage.
 */
export function applyPersistAction(state: AnyState, action: UnknownAction): AnyState {
  if (action.type === PERSIST) {
    return mapPersisted(state, (slice, name) => {
      if (slice._persist) return slice;
      const version = PERSISTED_SLICES[name]?.version ?? DEFAULT_VERSION;
      return { ...slice, _persist: { version, rehydrated: false } };
    });
  }
  if (action.type !== REHYDRATE) return state;
  return mapPersisted(state, (slice, name) => {
    const config = PERSISTED_SLICES[name];
    return config && action.key === config.key ? rehydrate(slice, config, action.payload) : slice;
  });
}
