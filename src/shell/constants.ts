/** Spec 000 §9 and the shell's own timings. */
export const PAGE_ANIMATION_DELAY_MS = 800;
export const INITIAL_LOADER_ANIMATION_MS = 800;
export const MODAL_TRANSITION_MS = 300;
export const MODAL_BACKDROP_TRANSITION_MS = 150;
export const RESIZE_DEBOUNCE_MS = 150;
/** Not in the spec: how long a growl stays before it fades (5 s reads comfortably). */
export const NOTICE_DELAY_MS = 5000;
export const BODY_CLASS = { home: 'home', inner: 'inner' } as const;
export const MOBILE_NAV_OPEN_CLASS = 'mobile-nav-open';
