import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Persistor } from 'redux-persist';
import { createRecorder, startingContents } from '@features/support/log/actionLogRecorder';
import { actionLogRequested, getActionLog } from '@features/support/log/actionLog';
import { ACTION_LOG_LIMIT, ACTION_LOG_STORAGE_KEY } from '@features/support/log/constants';
import { pageLoaded } from '@base/events';
import { setupStore, type AppStore } from '@store/index';
import { addAppListener } from '@base/storeTypes';
import { cultureChosen, displayModeChosen, pageSizeChosen } from '@base/preferencesSlice';
import { replayStep } from '@features/support/replay/replayStep';
import { persistedRootReducer, startPersistence } from '@store/persistence';
import { rootReducer } from '@store/rootReducer';
import { sanitize } from '@features/support/log/sanitize';
import {
  blockingTaskEnded,
  blockingTaskStarted,
  errorDialogOpened,
  noticeShown,
} from '@base/uiSlice';
import { exportOf, loggedTypes, replayedFinalState } from './actionLogHelpers';

const PREFERENCES_KEY = 'persist:vitrine.preferences';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** redux-persist as the app starts it once the page has settled (store/deferred.ts). */
function persist(store: AppStore): Promise<Persistor> {
  return startPersistence(store);
}

describe('action log window', () => {
  it(`keeps the last ${ACTION_LOG_LIMIT} actions and folds older ones into committedState`, () => {
    const store = setupStore();
    for (let i = 0; i < 520; i += 1) store.dispatch(blockingTaskStarted());
    const exported = exportOf(store);
    const types = loggedTypes(exported);
    expect(types).toHaveLength(ACTION_LOG_LIMIT + 1);
    expect(types[0]).toBe('@@INIT');
    const kept = types.filter((type) => type === blockingTaskStarted.type).length;
    const committed = exported.committedState as { ui: { blockingTasks: number } };
    expect(committed.ui.blockingTasks).toBe(520 - kept);
    expect(committed.ui.blockingTasks).toBeGreaterThan(0);
    expect(replayedFinalState(exported)).toEqual(sanitize(store.getState()));
  });

  it('advances committedState with the real reducer as actions leave', () => {
    const start = rootReducer(undefined, { type: '@@init' });
    const recorder = createRecorder(startingContents(start, 1), 2);
    recorder.record(errorDialogOpened({ messageKey: 'Core.Error' }), 2);
    recorder.record(blockingTaskStarted(), 3);
    recorder.record(noticeShown({ level: 'info', messageKey: 'Core.NotFound' }), 4);
    const { committedState, committedAt, entries } = recorder.contents();
    expect(entries.map((e) => e.timestamp)).toEqual([3, 4]);
    expect(committedAt).toBe(2);
    expect(committedState).toEqual(
      sanitize(rootReducer(start, errorDialogOpened({ messageKey: 'Core.Error' }))),
    );
  });

  it('records what listener effects dispatch, in order, and answers its own request', () => {
    const store = setupStore();
    const unsubscribe = store.dispatch(
      addAppListener({
        actionCreator: pageLoaded,
        effect: (_action, listenerApi) => {
          listenerApi.dispatch(noticeShown({ level: 'info', messageKey: 'Core.Error' }));
        },
      }),
    );
    store.dispatch(pageLoaded({ path: 'about', bodyClass: 'inner' }));
    unsubscribe();
    const log = getActionLog(store.dispatch);
    expect(store.dispatch(actionLogRequested())).toBe(log);
    const types = loggedTypes(log.exportLog());
    expect(types.slice(-2)).toEqual([pageLoaded.type, noticeShown.type]);
    expect(types).not.toContain(actionLogRequested.type);
  });

  it('clear() starts again from the current state', () => {
    const store = setupStore();
    store.dispatch(blockingTaskStarted());
    const log = getActionLog(store.dispatch);
    log.clear();
    expect(log.count()).toBe(0);
    store.dispatch(blockingTaskEnded());
    expect(log.count()).toBe(1);
    expect(replayedFinalState(log.exportLog())).toEqual(sanitize(store.getState()));
  });
});

describe('action log buffer (main chunk) and recorder (loaded once the page has settled)', () => {
  it('answers actionLogRequested only once the recorder is attached, then folds the buffer in', () => {
    const store = setupStore();
    store.dispatch(errorDialogOpened({ messageKey: 'Core.Error' }));
    store.dispatch(blockingTaskStarted());
    expect(store.dispatch(actionLogRequested())).toBeUndefined();
    expect(sessionStorage.getItem(ACTION_LOG_STORAGE_KEY)).toBeNull();
    const log = getActionLog(store.dispatch);
    expect(store.dispatch(actionLogRequested())).toBe(log);
    expect(getActionLog(store.dispatch)).toBe(log);
    store.dispatch(blockingTaskEnded());
    const types = loggedTypes(log.exportLog());
    expect(types.slice(-3)).toEqual([
      'ui/errorDialogOpened',
      blockingTaskStarted.type,
      blockingTaskEnded.type,
    ]);
    expect(replayedFinalState(log.exportLog())).toEqual(sanitize(store.getState()));
  });
});

describe('action log in sessionStorage', () => {
  it('survives a reload: the new store goes on from the saved log', () => {
    const before = setupStore();
    before.dispatch(errorDialogOpened({ messageKey: 'Core.Error' }));
    before.dispatch(blockingTaskStarted());
    // The recorder chunk arrives once the page has settled and folds in what the buffer kept.
    getActionLog(before.dispatch);
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(ACTION_LOG_STORAGE_KEY)).toContain('ui/errorDialogOpened');

    const after = setupStore();
    after.dispatch(noticeShown({ level: 'success', messageKey: 'Core.NotFound' }));
    const exported = exportOf(after);
    const types = loggedTypes(exported);
    expect(types).toContain('ui/errorDialogOpened');
    expect(types.indexOf('support/pageReloaded')).toBeGreaterThan(
      types.indexOf('ui/blockingTaskStarted'),
    );
    // The reload restarted the store: the dialog of the first page is gone, as in the replay.
    expect(after.getState().ui.dialog).toBeNull();
    expect(replayedFinalState(exported)).toEqual(sanitize(after.getState()));
  });

  it.each([
    ['not JSON', '{broken'],
    ['no entries', JSON.stringify({ version: 1, committedState: {}, committedAt: 1 })],
    [
      'entry 0 is not an action',
      JSON.stringify({ version: 1, committedState: {}, committedAt: 1, entries: [{ x: 1 }] }),
    ],
  ])('ignores a broken stored log (%s) with a warning', (problem, stored) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStorage.setItem(ACTION_LOG_STORAGE_KEY, stored);
    const store = setupStore();
    getActionLog(store.dispatch);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(problem));
    expect(sessionStorage.getItem(ACTION_LOG_STORAGE_KEY)).toBeNull();
    store.dispatch(blockingTaskStarted());
    // A fresh log: no restart step, only this store's own actions.
    expect(loggedTypes(exportOf(store)).slice(-1)).toEqual([blockingTaskStarted.type]);
    expect(loggedTypes(exportOf(store))).not.toContain('support/pageReloaded');
  });
});

describe('redux-persist actions', () => {
  it('records PERSIST without its functions and replays PERSIST and REHYDRATE faithfully', async () => {
    localStorage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({ displayMode: '"table"', _persist: '{"version":1,"rehydrated":true}' }),
    );
    const store = setupStore();
    await persist(store);
    expect(store.getState().preferences.displayMode).toBe('table');
    const exported = exportOf(store);
    const text = JSON.stringify(exported);
    expect(loggedTypes(exported)).toEqual(
      expect.arrayContaining(['persist/PERSIST', 'persist/REHYDRATE']),
    );
    expect(text).not.toContain('register');
    expect(replayedFinalState(exported)).toEqual(sanitize(store.getState()));
  });

  it('never writes old preferences to storage when a REHYDRATE leaves the window', async () => {
    const store = setupStore();
    const persistor = await persist(store);
    store.dispatch(displayModeChosen('table'));
    for (let i = 0; i < ACTION_LOG_LIMIT - 1; i += 1) store.dispatch(blockingTaskStarted());
    // The premise: REHYDRATE was folded into committedState, the later choice was not.
    const types = loggedTypes(exportOf(store));
    expect(types.slice(0, 3)).toEqual(['@@INIT', displayModeChosen.type, blockingTaskStarted.type]);
    await persistor.flush();
    const stored = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}') as Record<
      string,
      string
    >;
    expect(stored.displayMode).toBe('"table"');
  });

  it('rehydrates late: a choice made on the page wins, culture is neither stored nor read', async () => {
    localStorage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({
        displayMode: '"table"',
        pageSize: '48',
        culture: '"nl"',
        _persist: '{"version":1,"rehydrated":true}',
      }),
    );
    const store = setupStore();
    store.dispatch(displayModeChosen('grid'));
    store.dispatch(pageSizeChosen(12));
    store.dispatch(cultureChosen('fr'));
    const persistor = await persist(store);
    expect(store.getState().preferences).toMatchObject({ pageSize: 12, culture: 'fr' });
    // 'grid' is the initial value: the stored 'table' fills it in (nothing tells them apart).
    expect(store.getState().preferences.displayMode).toBe('table');
    await persistor.flush();
    const stored = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}') as Record<
      string,
      string
    >;
    expect(stored.pageSize).toBe('12');
    expect(stored).not.toHaveProperty('culture');
    const exported = exportOf(store);
    expect(replayedFinalState(exported)).toEqual(sanitize(store.getState()));
  });

  it('the real persistReducer cannot take a saved PERSIST; the replay step can', () => {
    const start = persistedRootReducer(undefined, { type: '@@init' });
    const saved = { type: 'persist/PERSIST', key: 'vitrine.preferences' };
    expect(() => persistedRootReducer(start, saved)).toThrow(
      /rehydrate or register is not a function/,
    );
    const next = replayStep(start, saved) as typeof start;
    expect(next.preferences._persist).toEqual({ version: 1, rehydrated: false });
  });
});
