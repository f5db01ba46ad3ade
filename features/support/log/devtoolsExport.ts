import type { LogContents } from './actionLogRecorder';
import { ACTION_LOG_LIMIT } from './constants';
import type { LoggedAction } from './sanitize';

/** A Redux DevTools lifted action: what the monitor lists, with the time it was dispatched. */
export interface LiftedAction {
  type: 'PERFORM_ACTION';
  action: LoggedAction;
  timestamp: number;
}

export const EXPORT_FORMAT = 'vitrine-action-log';

/**
 * The file support downloads: a Redux DevTools lifted state, which the extension's Import
 * button takes as it is (it reads `actionsById`, `stagedActionIds`, `skippedActionIds`,
 * `committedState`, `computedStates`, `currentStateIndex`, `nextActionId`). Action 0 is
 * DevTools' own `@@INIT`, applied to `committedState`.
 */
export interface ActionLogExport {
  actionsById: Record<string, LiftedAction>;
  stagedActionIds: number[];
  skippedActionIds: number[];
  committedState: Record<string, unknown>;
  /**
   * Left empty: DevTools recomputes every state through the app's reducer on import, and 500
   * copies of the whole state would make a file of tens of megabytes.
   */
  computedStates: { state: unknown; error?: string }[];
  currentStateIndex: number;
  nextActionId: number;
  isLocked: boolean;
  isPaused: boolean;
  /** Ours; DevTools ignores it. */
  vitrine: { format: typeof EXPORT_FORMAT; version: 1; exportedAt: string; limit: number };
}

export function toDevToolsExport(contents: LogContents, exportedAt = new Date()): ActionLogExport {
  const actionsById: Record<string, LiftedAction> = {
    0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: contents.committedAt },
  };
  contents.entries.forEach((entry, index) => {
    actionsById[index + 1] = { type: 'PERFORM_ACTION', ...entry };
  });
  const count = contents.entries.length + 1;
  return {
    actionsById,
    stagedActionIds: Array.from({ length: count }, (_, id) => id),
    skippedActionIds: [],
    committedState: contents.committedState,
    computedStates: [],
    currentStateIndex: count - 1,
    nextActionId: count,
    isLocked: false,
    isPaused: false,
    vitrine: {
      format: EXPORT_FORMAT,
      version: 1,
      exportedAt: exportedAt.toISOString(),
      limit: ACTION_LOG_LIMIT,
    },
  };
}
