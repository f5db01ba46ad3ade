import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { pageLeave } from './events';

export type NoticeLevel = 'success' | 'info' | 'warning' | 'danger';
export interface Notice {
  id: string;
  level: NoticeLevel;
  /** A string-resource key, translated when shown. */
  messageKey: string;
  titleKey?: string;
  args?: (string | number)[];
}

export type Dialog =
  | { kind: 'error'; messageKey: string; titleKey?: string }
  | { kind: 'login'; returnUrl: string }
  | { kind: 'confirm'; id: string; messageKey: string; titleKey?: string };

export interface UiState {
  dialog: Dialog | null;
  notices: Notice[];
  /** Count of running tasks that block the page; the loader shows while above 0. */
  blockingTasks: number;
  mobileNavOpen: boolean;
  /** Answer of the last confirm dialog, read by whoever asked (by id). */
  lastConfirm: { id: string; confirmed: boolean } | null;
}

const initialState: UiState = {
  dialog: null,
  notices: [],
  blockingTasks: 0,
  mobileNavOpen: false,
  lastConfirm: null,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    errorDialogOpened(state, action: PayloadAction<{ messageKey: string; titleKey?: string }>) {
      state.dialog = { kind: 'error', ...action.payload };
    },
    loginRequired(state, action: PayloadAction<{ returnUrl: string }>) {
      state.dialog = { kind: 'login', returnUrl: action.payload.returnUrl };
    },
    confirmRequested: {
      reducer(state, action: PayloadAction<{ id: string; messageKey: string; titleKey?: string }>) {
        state.dialog = { kind: 'confirm', ...action.payload };
      },
      prepare(payload: { messageKey: string; titleKey?: string; id?: string }) {
        return { payload: { ...payload, id: payload.id ?? nanoid() } };
      },
    },
    confirmAnswered(state, action: PayloadAction<{ id: string; confirmed: boolean }>) {
      state.lastConfirm = action.payload;
      state.dialog = null;
    },
    dialogClosed(state) {
      state.dialog = null;
    },
    noticeShown: {
      reducer(state, action: PayloadAction<Notice>) {
        state.notices.push(action.payload);
      },
      prepare(notice: Omit<Notice, 'id'>) {
        return { payload: { ...notice, id: nanoid() } };
      },
    },
    noticeDismissed(state, action: PayloadAction<string>) {
      state.notices = state.notices.filter((n) => n.id !== action.payload);
    },
    blockingTaskStarted(state) {
      state.blockingTasks += 1;
    },
    blockingTaskEnded(state) {
      state.blockingTasks = Math.max(0, state.blockingTasks - 1);
    },
    mobileNavToggled(state) {
      state.mobileNavOpen = !state.mobileNavOpen;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(pageLeave, (state) => {
      state.mobileNavOpen = false;
    });
  },
  selectors: {
    selectDialog: (state) => state.dialog,
    selectNotices: (state) => state.notices,
    selectIsBlocked: (state) => state.blockingTasks > 0,
    selectMobileNavOpen: (state) => state.mobileNavOpen,
    selectLastConfirm: (state) => state.lastConfirm,
  },
});

export const {
  errorDialogOpened,
  loginRequired,
  confirmRequested,
  confirmAnswered,
  dialogClosed,
  noticeShown,
  noticeDismissed,
  blockingTaskStarted,
  blockingTaskEnded,
  mobileNavToggled,
} = uiSlice.actions;
export const {
  selectDialog,
  selectNotices,
  selectIsBlocked,
  selectMobileNavOpen,
  selectLastConfirm,
} = uiSlice.selectors;
