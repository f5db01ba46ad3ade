import type { LogContents, LogEntry } from './actionLogRecorder';
import { ACTION_LOG_STORAGE_KEY } from './constants';

const STORED_VERSION = 1;

/** The tab's sessionStorage, or null where there is none or it may not be used (private modes). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEntry(value: unknown): value is LogEntry {
  return (
    isObject(value) &&
    Number.isFinite(value.timestamp) &&
    isObject(value.action) &&
    typeof value.action.type === 'string'
  );
}

/** Why a stored value is not a log we wrote, or null when it is one. */
function problemWith(value: unknown): string | null {
  if (!isObject(value)) return 'not an object';
  if (value.version !== STORED_VERSION) return `unknown version ${String(value.version)}`;
  if (!isObject(value.committedState)) return 'no committedState';
  if (!Number.isFinite(value.committedAt)) return 'no committedAt';
  if (!Array.isArray(value.entries)) return 'no entries';
  const bad = value.entries.findIndex((entry) => !isEntry(entry));
  return bad === -1 ? null : `entry ${bad} is not an action with a timestamp`;
}

/**
 * The log this tab saved before a reload, or null. A value we cannot read is dropped with a
 * warning: a broken log must never stop the shop from starting.
 */
export function readStoredLog(storage: Storage | null): LogContents | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(ACTION_LOG_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let problem: string | null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
    problem = problemWith(value);
  } catch {
    problem = 'not JSON';
  }
  if (problem === null) {
    const { committedState, committedAt, entries } = value as LogContents;
    return { committedState, committedAt, entries };
  }
  console.warn(`Action log: ignoring the stored log (${problem})`);
  try {
    storage.removeItem(ACTION_LOG_STORAGE_KEY);
  } catch {
    // Nothing more to do: the next write replaces it.
  }
  return null;
}

/** Saves the log; false when the storage refused it (quota, private mode). */
export function writeStoredLog(storage: Storage | null, contents: LogContents): boolean {
  if (!storage) return false;
  try {
    storage.setItem(
      ACTION_LOG_STORAGE_KEY,
      JSON.stringify({ version: STORED_VERSION, ...contents }),
    );
    return true;
  } catch {
    return false;
  }
}
