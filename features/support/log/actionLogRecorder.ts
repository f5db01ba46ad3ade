import { ACTION_LOG_LIMIT } from './constants';
import { replayStep } from '../replay/replayStep';
import { sanitize, sanitizeAction, type LoggedAction } from './sanitize';

export interface LogEntry {
  action: LoggedAction;
  /** Date.now() when the action was dispatched. */
  timestamp: number;
}

/** Everything needed to replay the log: the state before its first action, then its actions. */
export interface LogContents {
  /** Sanitized state before `entries[0]`. */
  committedState: Record<string, unknown>;
  /** When that state was current (log start, or the last action dropped from the window). */
  committedAt: number;
  entries: LogEntry[];
}

export interface Recorder {
  record(action: { type: string }, timestamp?: number): void;
  /** A copy: later records do not change it. */
  contents(): LogContents;
  /** Starts a new log from this state. */
  reset(state: unknown, at?: number): void;
  size(): number;
}

export function startingContents(state: unknown, at = Date.now()): LogContents {
  const copy = sanitize(state);
  const committedState =
    copy !== null && typeof copy === 'object' && !Array.isArray(copy) ? copy : {};
  return { committedState, committedAt: at, entries: [] };
}

/**
 * A window of the last `limit` actions, sanitized. An action leaving the window is applied to
 * the committed state with the real root reducer (reducers are pure), so replaying the window
 * from the committed state still ends where the store is.
 */
export function createRecorder(start: LogContents, limit = ACTION_LOG_LIMIT): Recorder {
  let { committedState, committedAt } = start;
  let entries = [...start.entries];
  let warned = false;

  function commit(entry: LogEntry): void {
    try {
      committedState = replayStep(committedState, entry.action);
    } catch (error) {
      // The store's reducer threw on it too, leaving the state as it was: so do we.
      if (!warned) console.warn('Action log: an action could not be replayed', error);
      warned = true;
    }
    committedAt = entry.timestamp;
  }

  function trim(): void {
    while (entries.length > limit) {
      const dropped = entries.shift();
      if (dropped) commit(dropped);
    }
  }
  trim();

  return {
    record(action, timestamp = Date.now()) {
      entries.push({ action: sanitizeAction(action), timestamp });
      trim();
    },
    contents: () => ({ committedState, committedAt, entries: [...entries] }),
    reset(state, at = Date.now()) {
      ({ committedState, committedAt, entries } = startingContents(state, at));
    },
    size: () => entries.length,
  };
}
