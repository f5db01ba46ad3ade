import type { UnknownAction } from '@reduxjs/toolkit';
import { changedPaths } from './changedPaths';
import { initialRootState, pageReloaded, replayStep } from './replayStep';
import { sanitize, type Json } from '../log/sanitize';

/** The file is not an action log we can replay; the message says what is wrong. */
export class ActionLogFormatError extends Error {
  override name = 'ActionLogFormatError';
}

/** An action of the log made the reducer throw. */
export class ReplayError extends Error {
  override name = 'ReplayError';
}

export interface LoggedStep {
  /** DevTools action id. */
  id: number;
  action: UnknownAction;
  timestamp: number | null;
}

export interface ParsedActionLog {
  /** null: the file has none, start from the reducers' initial state (as DevTools does). */
  committedState: Record<string, unknown> | null;
  steps: LoggedStep[];
  /** Actions turned off in DevTools (skippedActionIds): listed there, not applied. */
  skipped: number;
}

type JsonRecord = Record<string, unknown>;

function isObject(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ActionLogFormatError(`${what} is not JSON: ${(error as Error).message}`);
  }
}

/** The extension's own export wraps the lifted state in `payload` (a JSON string). */
function unwrap(file: JsonRecord): { lifted: JsonRecord; preloaded: unknown } {
  if (!('payload' in file)) return { lifted: file, preloaded: undefined };
  const payload =
    typeof file.payload === 'string' ? parseJson(file.payload, 'payload') : file.payload;
  if (!isObject(payload)) {
    throw new ActionLogFormatError(
      `payload must be a DevTools lifted state, not ${kindOf(payload)}`,
    );
  }
  const preloaded =
    typeof file.preloadedState === 'string'
      ? parseJson(file.preloadedState, 'preloadedState')
      : file.preloadedState;
  return { lifted: payload, preloaded };
}

function readStep(actionsById: JsonRecord, id: unknown, index: number): LoggedStep {
  if (typeof id !== 'number' || !Number.isInteger(id)) {
    throw new ActionLogFormatError(`stagedActionIds[${index}] is not an integer action id`);
  }
  const lifted = actionsById[id];
  if (!isObject(lifted)) throw new ActionLogFormatError(`actionsById has no entry ${id}`);
  const action = lifted.action;
  if (!isObject(action) || typeof action.type !== 'string') {
    throw new ActionLogFormatError(`action ${id} has no string type`);
  }
  if (lifted.timestamp !== undefined && typeof lifted.timestamp !== 'number') {
    throw new ActionLogFormatError(
      `action ${id} (${action.type}) has a timestamp that is not a number`,
    );
  }
  if (pageReloaded.match(action) && !isObject(action.payload)) {
    throw new ActionLogFormatError(`action ${id} (${action.type}) carries no state`);
  }
  const timestamp = typeof lifted.timestamp === 'number' ? lifted.timestamp : null;
  return { id, action: action as UnknownAction, timestamp };
}

/** Reads a downloaded action log (or a Redux DevTools export); throws ActionLogFormatError. */
export function parseActionLog(text: string): ParsedActionLog {
  const file = parseJson(text, 'the file');
  if (!isObject(file)) {
    throw new ActionLogFormatError(
      `the file must hold an object (a Redux DevTools export), not ${kindOf(file)}`,
    );
  }
  const { lifted, preloaded } = unwrap(file);
  if (!isObject(lifted.actionsById)) {
    throw new ActionLogFormatError('missing actionsById: the file has no actions');
  }
  if (!Array.isArray(lifted.stagedActionIds)) {
    throw new ActionLogFormatError('missing stagedActionIds: the order of the actions is unknown');
  }
  const committed = lifted.committedState ?? preloaded ?? null;
  if (committed !== null && !isObject(committed)) {
    throw new ActionLogFormatError(`committedState must be an object, not ${kindOf(committed)}`);
  }
  const skippedIds = Array.isArray(lifted.skippedActionIds) ? lifted.skippedActionIds : [];
  const actionsById = lifted.actionsById;
  const all = lifted.stagedActionIds.map((id, index) => readStep(actionsById, id, index));
  const steps = all.filter((step) => !skippedIds.includes(step.id));
  return { committedState: committed, steps, skipped: all.length - steps.length };
}

export interface ReplayedStep {
  index: number;
  id: number;
  type: string;
  timestamp: number | null;
  changedPaths: string[];
}

export interface ReplayResult {
  steps: ReplayedStep[];
  /** Sanitized as the shop's support hook sanitizes the live state, so the two compare. */
  finalState: Json;
}

/** Runs the log through the real root reducer from its committed state. */
export function replayActionLog(log: ParsedActionLog): ReplayResult {
  let state = log.committedState ?? initialRootState();
  const steps = log.steps.map(({ id, action, timestamp }, index): ReplayedStep => {
    let next: Record<string, unknown>;
    try {
      next = replayStep(state, action);
    } catch (error) {
      throw new ReplayError(`action ${id} (${action.type}) failed: ${(error as Error).message}`);
    }
    const paths = changedPaths(state, next);
    state = next;
    return { index, id, type: action.type, timestamp, changedPaths: paths };
  });
  return { steps, finalState: sanitize(state) };
}
