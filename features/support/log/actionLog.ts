import { type Dispatch, type UnknownAction } from '@reduxjs/toolkit';
import {
  actionLogAttachRequested,
  actionLogRequested,
  type ActionLogSink,
  type AttachActionLog,
  type BufferedStart,
} from './actionLogBuffer';
import {
  createRecorder,
  startingContents,
  type LogContents,
  type Recorder,
} from './actionLogRecorder';
import { readStoredLog, sessionStorageOrNull, writeStoredLog } from './actionLogStorage';
import { ACTION_LOG_LIMIT, ACTION_LOG_WRITE_DELAY_MS } from './constants';
import { toDevToolsExport, type ActionLogExport } from './devtoolsExport';
import { pageReloaded } from '../replay/replayable';

export { actionLogRequested };

/** What the support panel works with. */
export interface ActionLog {
  count(): number;
  /** The log in the Redux DevTools import format. */
  exportLog(): ActionLogExport;
  clear(): void;
  /** Called after each recorded action and after clear(). */
  subscribe(listener: () => void): () => void;
}

function isActionLog(value: unknown): value is ActionLog {
  return typeof value === 'object' && value !== null && 'exportLog' in value;
}

/**
 * The store's ActionLog; on a store built with the main chunk's buffer (./actionLogBuffer.ts)
 * the first call attaches the recorder, which folds in what the buffer kept. A function rather
 * than a typed dispatch overload: the thunk middleware's `(action) => action` overload comes
 * first in AppDispatch and would win.
 */
export function getActionLog(dispatch: Dispatch, options: ActionLogOptions = {}): ActionLog {
  let log: unknown = dispatch(actionLogRequested());
  if (!isActionLog(log)) {
    const attach: unknown = dispatch(actionLogAttachRequested());
    if (typeof attach === 'function') log = (attach as AttachActionLog)(createSink(options));
  }
  if (!isActionLog(log)) throw new Error('This store has no action log middleware');
  return log;
}

export interface ActionLogOptions {
  /** Where the log survives a reload; default the tab's sessionStorage, null for none. */
  storage?: Storage | null;
  limit?: number;
  writeDelayMs?: number;
}

/** After a reload the saved log goes on, with a step that restarts from the new page's state. */
function resume(saved: LogContents | null, initialState: unknown, at?: number): LogContents {
  const fresh = startingContents(initialState, at);
  if (!saved || saved.entries.length === 0) return fresh;
  const restart = { action: pageReloaded(fresh.committedState), timestamp: fresh.committedAt };
  return { ...saved, entries: [...saved.entries, restart] };
}

function saveOnPageHide(save: () => void): void {
  if (typeof window === 'undefined') return;
  // pagehide is the last event a leaving page reliably gets; mobile browsers may only hide it.
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
}

function createHandle(recorder: Recorder, getState: () => unknown, save: () => void) {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const handle: ActionLog = {
    count: () => recorder.size(),
    exportLog: () => toDevToolsExport(recorder.contents()),
    clear() {
      recorder.reset(getState());
      save();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { handle, notify };
}

/**
 * The recorder: every action that reaches the reducers (the buffer or the middleware goes last
 * in the chain: thunks and listener-middleware commands never get there, listener effects'
 * dispatches do), sanitized and timestamped, for support to download and replay. See
 * features/support/README.md.
 */
function createSink(options: ActionLogOptions) {
  const { limit = ACTION_LOG_LIMIT, writeDelayMs = ACTION_LOG_WRITE_DELAY_MS } = options;
  return (start: BufferedStart): ActionLogSink => {
    const storage = options.storage === undefined ? sessionStorageOrNull() : options.storage;
    const recorder = createRecorder(resume(readStoredLog(storage), start.state, start.at), limit);
    // What the main chunk kept before this chunk loaded, in order, as if recorded live.
    for (const { action, timestamp } of start.actions) recorder.record(action, timestamp);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let quotaWarned = false;
    function save(): void {
      clearTimeout(timer);
      timer = undefined;
      if (!writeStoredLog(storage, recorder.contents()) && storage && !quotaWarned) {
        quotaWarned = true;
        console.warn('Action log: sessionStorage refused the log; it will not survive a reload');
      }
    }
    function saveSoon(): void {
      if (storage && timer === undefined) timer = setTimeout(save, writeDelayMs);
    }
    saveOnPageHide(save);
    saveSoon();
    const { handle, notify } = createHandle(recorder, start.getState, save);
    return {
      handle,
      record(action: UnknownAction, timestamp: number) {
        recorder.record(action, timestamp);
        saveSoon();
      },
      recorded: notify,
    };
  };
}
