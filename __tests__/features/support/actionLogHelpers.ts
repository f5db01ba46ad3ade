import { api } from '@api/baseApi';
import { getActionLog } from '@features/support/log/actionLog';
import type { ActionLogExport } from '@features/support/log/devtoolsExport';
import type { AppStore } from '@store/index';
import { parseActionLog, replayActionLog } from '@features/support/replay/replay';
import { json, mockFetch } from '../../support/fetchMock';

/** Endpoints of the test's own, so the tests do not depend on a feature's API. */
export const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    supportTestPage: build.query<{ title: string; contact: string }, { path: string }>({
      query: ({ path }) => ({ url: '/test/pages', params: { path } }),
      providesTags: ['Content'],
    }),
    supportTestLogin: build.mutation<{ ok: boolean }, { Email: string; Password: string }>({
      query: (body) => ({ url: '/test/login', method: 'POST', body }),
      invalidatesTags: ['Content'],
    }),
  }),
});

/** Canned answers for testApi: pages that mention an e-mail address, a login that works. */
export function serveTestApi() {
  return mockFetch((url) => {
    if (url.pathname === '/test/login') return json(200, { ok: true });
    const path = url.searchParams.get('path') ?? '';
    return json(200, { title: `Page ${path}`, contact: 'help@vitrine.example' });
  });
}

export function exportOf(store: AppStore): ActionLogExport {
  return getActionLog(store.dispatch).exportLog();
}

/** What `npm run replay -- file --final-only` prints for this export, as an object. */
export function replayedFinalState(exported: ActionLogExport) {
  return replayActionLog(parseActionLog(JSON.stringify(exported))).finalState;
}

export function loggedTypes(exported: ActionLogExport): string[] {
  return exported.stagedActionIds.map((id) => exported.actionsById[id]?.action.type ?? '?');
}
