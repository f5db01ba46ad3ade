import { createAction, isAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { ACTION_LOG_LIMIT } from './constants';

/**
 * `dispatch(actionLogRequested())` returns the store's ActionLog once the recorder is attached
 * (getActionLog in ./actionLog.ts attaches it), as RTK's addListener returns an unsubscribe:
 * the recorder belongs to one store, and the action never reaches a reducer.
 */
export const actionLogRequested = createAction('support/actionLogRequested');

/** `dispatch(actionLogAttachRequested())` returns the buffer's `attach` (recorder chunk only). */
export const actionLogAttachRequested = createAction('support/actionLogAttachRequested');

/** An action dispatched before the recorder was loaded, raw: sanitized when it is folded in. */
export interface BufferedAction {
  action: UnknownAction;
  timestamp: number;
}

/** What the recorder chunk plugs into the buffer. */
export interface ActionLogSink {
  /** Called before the action is reduced (actions dispatched by subscribers come after it). */
  record(action: UnknownAction, timestamp: number): void;
  /** Called after it was reduced. */
  recorded(): void;
  /** What actionLogRequested returns. */
  handle: unknown;
}

/** The buffered start: the state before `actions[0]`, then the actions, oldest first. */
export interface BufferedStart {
  state: unknown;
  at: number;
  actions: BufferedAction[];
  getState: () => unknown;
}

export type AttachActionLog = (create: (start: BufferedStart) => ActionLogSink) => unknown;

/**
 * The main chunk's half of the support action log: keeps every action that reaches the reducers
 * (last in the chain), raw and capped at the log's window, until the recorder (./actionLog.ts:
 * sanitize, replay, sessionStorage; its own chunk) is attached and takes over: it folds the
 * buffer in as if it had been there from the start. States are kept by reference (reducers
 * never mutate them), so an action leaving the buffer moves its start to the state after it.
 */
export function createActionLogBuffer(limit = ACTION_LOG_LIMIT): Middleware {
  return (api) => {
    let start = { state: api.getState(), at: Date.now() };
    let buffered: (BufferedAction & { before: unknown })[] = [];
    let sink: ActionLogSink | null = null;
    const attach: AttachActionLog = (create) => {
      if (!sink) {
        const actions = buffered.map(({ action, timestamp }) => ({ action, timestamp }));
        buffered = [];
        sink = create({ ...start, actions, getState: api.getState });
      }
      return sink.handle;
    };
    return (next) => (action) => {
      if (actionLogAttachRequested.match(action)) return attach;
      if (actionLogRequested.match(action)) return sink?.handle;
      if (!isAction(action)) return next(action);
      const timestamp = Date.now();
      if (sink) {
        sink.record(action, timestamp);
        const result = next(action);
        sink.recorded();
        return result;
      }
      buffered.push({ action, timestamp, before: api.getState() });
      if (buffered.length > limit) {
        const dropped = buffered.shift();
        const first = buffered[0];
        if (dropped && first) start = { state: first.before, at: dropped.timestamp };
      }
      return next(action);
    };
  };
}
