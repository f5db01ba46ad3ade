import { createSlice, isAnyOf, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { anchorFollowed, pageLeave, pageLoaded } from './events';

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
  /** `reload`: the dialog offers a Reload button (a script chunk failed to load). */
  | { kind: 'error'; messageKey: string; titleKey?: string; reload?: boolean }
  | { kind: 'login'; returnUrl: string }
  | { kind: 'confirm'; id: string; messageKey: string; titleKey?: string; message?: string }
  | ({ kind: 'link'; url: string } & LinkModalOptions)
  /** 001 §4 "States and transitions": after an add to cart, continue shopping or go to basket. */
  | { kind: 'addedToCart' };

/** A modal link's options (data-modal-title, -size, -class, -animate, data-return-url). */
export interface LinkModalOptions {
  title?: string;
  size?: 'sm' | 'lg' | 'xl';
  className?: string;
  animate: boolean;
  returnUrl?: string;
}

export interface UiState {
  dialog: Dialog | null;
  notices: Notice[];
  /** Count of running tasks that block the page; the loader shows while above 0. */
  blockingTasks: number;
  mobileNavOpen: boolean;
  /** 001 §4 "States and transitions": the mobile nav is built on the first toggle and removed on page load or anchor. */
  mobileNavBuilt: boolean;
  /** Answer of the last confirm dialog, read by whoever asked (by id). */
  lastConfirm: { id: string; confirmed: boolean } | null;
}

const initialState: UiState = {
  dialog: null,
  notices: [],
  blockingTasks: 0,
  mobileNavOpen: false,
  mobileNavBuilt: false,
  lastConfirm: null,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    errorDialogOpened(
      state,
      action: PayloadAction<{ messageKey: string; titleKey?: string; reload?: boolean }>,
    ) {
      state.dialog = { kind: 'error', ...action.payload };
    },
    loginRequired(state, action: PayloadAction<{ returnUrl: string }>) {
      state.dialog = { kind: 'login', returnUrl: action.payload.returnUrl };
    },
    confirmRequested: {
      reducer(
        state,
        action: PayloadAction<{
          id: string;
          messageKey: string;
          titleKey?: string;
          message?: string;
        }>,
      ) {
        state.dialog = { kind: 'confirm', ...action.payload };
      },
      /** `message` is a literal text (a CMS link's data-confirm); otherwise messageKey is translated. */
      prepare(payload: { messageKey: string; titleKey?: string; id?: string; message?: string }) {
        return { payload: { ...payload, id: payload.id ?? nanoid() } };
      },
    },
    confirmAnswered(state, action: PayloadAction<{ id: string; confirmed: boolean }>) {
      state.lastConfirm = action.payload;
      state.dialog = null;
    },
    linkModalOpened(state, action: PayloadAction<{ url: string } & LinkModalOptions>) {
      state.dialog = { kind: 'link', ...action.payload };
    },
    addedToCartDialogOpened(state) {
      state.dialog = { kind: 'addedToCart' };
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
      state.mobileNavBuilt = true;
    },
    /** 001 §2 "Screens and widgets": the custom mobile nav closes when the change-password modal shows. */
    changePasswordModalShown(state) {
      state.mobileNavOpen = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(pageLeave, (state) => {
      state.mobileNavOpen = false;
    });
    builder.addMatcher(isAnyOf(pageLoaded, anchorFollowed), (state) => {
      state.mobileNavOpen = false;
      state.mobileNavBuilt = false;
    });
  },
  selectors: {
    selectDialog: (state) => state.dialog,
    selectNotices: (state) => state.notices,
    selectIsBlocked: (state) => state.blockingTasks > 0,
    selectMobileNavOpen: (state) => state.mobileNavOpen,
    selectMobileNavBuilt: (state) => state.mobileNavBuilt,
    selectLastConfirm: (state) => state.lastConfirm,
  },
});

export const {
  linkModalOpened,
  addedToCartDialogOpened,
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
  changePasswordModalShown,
} = uiSlice.actions;
export const {
  selectDialog,
  selectNotices,
  selectIsBlocked,
  selectMobileNavOpen,
  selectMobileNavBuilt,
  selectLastConfirm,
} = uiSlice.selectors;
