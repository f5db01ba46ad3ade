/**
 * Spec 000 §9 "Business constants and limits" and the shell's own timings. Page animations are in features/navigation/constants.ts,
 * resize and chunk timings in base/site/constants.ts. The modal timings are Bootstrap's own
 * ($modal-transition, $modal-backdrop transition) that react-bootstrap's Modal runs.
 */
export const MODAL_TRANSITION_MS = 300;
export const MODAL_BACKDROP_TRANSITION_MS = 150;
/** Not in the spec: how long a growl stays before it fades (5 s reads comfortably). */
export const NOTICE_DELAY_MS = 5000;
export const BODY_CLASS = { home: 'home', inner: 'inner' } as const;
export const MOBILE_NAV_OPEN_CLASS = 'mobile-nav-open';
/** The polite live region that says the new page's title after an in-place load. */
export const ROUTE_ANNOUNCER_ID = 'route-announcer';
