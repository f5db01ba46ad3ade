import { beforeEach, describe, expect, it } from '@jest/globals';
import { ACTION_LOG_LIMIT } from '@features/support/log/constants';
import { setupStore, type AppStore } from '@store/index';
import { displayModeChosen } from '@base/preferencesSlice';
import {
  ActionLogFormatError,
  parseActionLog,
  replayActionLog,
  ReplayError,
} from '@features/support/replay/replay';
import { formatReplay } from '@features/support/replay/replayReport';
import { PERSISTED_SLICES } from '@features/support/replay/persistReplay';
import { acceptReplayedActions, pageReloaded } from '@features/support/replay/replayStep';
import { persistedRootReducer, startPersistence } from '@store/persistence';
import { sanitize } from '@features/support/log/sanitize';
import {
  blockingTaskEnded,
  blockingTaskStarted,
  dialogClosed,
  errorDialogOpened,
  noticeShown,
} from '@base/uiSlice';
import {
  exportOf,
  loggedTypes,
  replayedFinalState,
  serveTestApi,
  testApi,
} from './actionLogHelpers';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** redux-persist as the app starts it once the page has settled (store/deferred.ts). */
async function persisted(store: AppStore): Promise<void> {
  await startPersistence(store);
}

/** A session: boot, pages loaded through RTK Query, a login, dialogs and notices. */
async function shop(store: AppStore, rounds: number): Promise<void> {
  await persisted(store);
  for (let i = 0; i < rounds; i += 1) {
    const page = store.dispatch(testApi.endpoints.supportTestPage.initiate({ path: `p${i % 7}` }));
    await page;
    store.dispatch(errorDialogOpened({ messageKey: 'Core.Error' }));
    store.dispatch(dialogClosed());
    store.dispatch(noticeShown({ level: 'info', messageKey: 'Core.NotFound' }));
    store.dispatch(blockingTaskStarted());
    store.dispatch(blockingTaskEnded());
    if (i % 10 === 0) {
      await store.dispatch(
        testApi.endpoints.supportTestLogin.initiate({
          Email: 'jane@example.com',
          Password: 'pw1!',
        }),
      );
    }
    page.unsubscribe();
  }
  store.dispatch(displayModeChosen('table'));
}

describe('replaying a recorded session', () => {
  it(`ends where the store is, after more than ${ACTION_LOG_LIMIT} actions`, async () => {
    serveTestApi();
    const store = setupStore();
    await shop(store, 90);
    const exported = exportOf(store);
    const types = loggedTypes(exported);
    expect(types).toHaveLength(ACTION_LOG_LIMIT + 1);
    expect(types).not.toContain('persist/PERSIST');
    expect(types).toEqual(expect.arrayContaining(['api/executeQuery/fulfilled']));
    const text = JSON.stringify(exported);
    expect(text).not.toMatch(/jane@example|pw1!|help@vitrine/);
    expect(replayedFinalState(exported)).toEqual(sanitize(store.getState()));
  });

  it('names the state paths each step changed', async () => {
    serveTestApi();
    const store = setupStore();
    await persisted(store);
    await store.dispatch(testApi.endpoints.supportTestPage.initiate({ path: 'about' }));
    store.dispatch(errorDialogOpened({ messageKey: 'Core.Error' }));
    const log = parseActionLog(JSON.stringify(exportOf(store)));
    const result = replayActionLog(log);
    const byType = (type: string) => result.steps.find((step) => step.type === type);
    expect(byType('ui/errorDialogOpened')?.changedPaths).toEqual(['ui.dialog']);
    expect(byType('persist/PERSIST')?.changedPaths).toEqual(['preferences._persist']);
    expect(byType('api/executeQuery/fulfilled')?.changedPaths).toEqual(
      expect.arrayContaining(['api.queries.supportTestPage({"path":"about"}).status']),
    );
    expect(byType('@@INIT')?.changedPaths).toEqual([]);
    const text = formatReplay(log, result, 'log.json');
    expect(text).toMatch(
      /#\d+ {2}\d{4}-\d\d-\d\dT[\d:.]+Z {2}ui\/errorDialogOpened\n {6}ui\.dialog/,
    );
    expect(text).toContain('Final state:');
  });

  it('reads the extension’s own export (lifted state as a JSON string in payload)', () => {
    const store = setupStore();
    store.dispatch(errorDialogOpened({ messageKey: 'Core.Error' }));
    const { committedState, ...lifted } = exportOf(store);
    const file = JSON.stringify({
      payload: JSON.stringify(lifted),
      preloadedState: JSON.stringify(committedState),
    });
    expect(replayActionLog(parseActionLog(file)).finalState).toEqual(sanitize(store.getState()));
  });

  it('does not apply actions turned off in DevTools', () => {
    const store = setupStore();
    store.dispatch(errorDialogOpened({ messageKey: 'Core.Error' }));
    const exported = exportOf(store);
    const last = exported.stagedActionIds.at(-1) as number;
    const log = parseActionLog(JSON.stringify({ ...exported, skippedActionIds: [last] }));
    expect(log.skipped).toBe(1);
    expect(replayActionLog(log).finalState).toMatchObject({ ui: { dialog: null } });
  });
});

describe('malformed files', () => {
  const lifted = (actionsById: unknown, extra: object = {}) =>
    JSON.stringify({ actionsById, stagedActionIds: [0], ...extra });
  const ok = { 0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: 1 } };

  it.each([
    ['{ not json', /^the file is not JSON: /],
    ['[1, 2]', /must hold an object .* not an array/],
    ['"text"', /not a string/],
    ['{}', /missing actionsById/],
    ['{"actionsById": {}}', /missing stagedActionIds/],
    [lifted({}), /actionsById has no entry 0/],
    [lifted({ 0: { action: { payload: 1 } } }), /action 0 has no string type/],
    [lifted({ 0: { action: { type: 'x' }, timestamp: 'noon' } }), /timestamp that is not a number/],
    [lifted({ 0: { action: { type: pageReloaded.type } } }), /carries no state/],
    [lifted(ok, { committedState: 5 }), /committedState must be an object, not a number/],
    [JSON.stringify({ payload: '{oops' }), /payload is not JSON/],
    [JSON.stringify({ payload: [] }), /payload must be a DevTools lifted state/],
  ])('%s → %s', (text, message) => {
    expect(() => parseActionLog(text)).toThrow(ActionLogFormatError);
    expect(() => parseActionLog(text)).toThrow(message);
  });

  it('reports the action a reducer threw on', () => {
    const bad = {
      0: {
        action: {
          type: 'api/internalSubscriptions/subscriptionsUpdated',
          payload: [{ op: 'replace', path: ['no', 'such', 'path'], value: 1 }],
        },
      },
    };
    expect(() => replayActionLog(parseActionLog(lifted(bad)))).toThrow(ReplayError);
    expect(() => replayActionLog(parseActionLog(lifted(bad)))).toThrow(
      /action 0 \(api\/internalSubscriptions\/subscriptionsUpdated\) failed/,
    );
  });
});

describe('the store reducer and redux-persist', () => {
  it('knows every persisted slice (keep PERSISTED_SLICES in step with rootReducer)', async () => {
    const store = setupStore();
    await persisted(store);
    const withMarker = Object.entries(store.getState())
      .filter(([, slice]) => typeof slice === 'object' && slice !== null && '_persist' in slice)
      .map(([name]) => name);
    expect(Object.keys(PERSISTED_SLICES).sort()).toEqual(withMarker.sort());
  });

  it('takes a PERSIST read back from JSON and a page restart, as a DevTools import sends', () => {
    const reducer = acceptReplayedActions(persistedRootReducer);
    const start = reducer(undefined, { type: '@@INIT' });
    const afterPersist = reducer(start, { type: 'persist/PERSIST', key: 'vitrine.preferences' });
    expect(afterPersist.preferences._persist).toEqual({ version: 1, rehydrated: false });
    const restarted = reducer(
      afterPersist,
      pageReloaded(sanitize(start) as Record<string, unknown>),
    );
    expect(restarted).toEqual(start);
  });
});
