/**
 * Spec numbers of the media widgets, named as the spec names them
 * (001 §9 "Business constants and limits", 000 §4 "Banner slider").
 */

/** 001 §9 "Countdown tick 1000 ms". */
export const COUNTDOWN_TICK_MS = 1000;

/** 001 §9 "Video player readiness check every 100 ms". */
export const VIDEO_PLAYER_READINESS_CHECK_MS = 100;

/**
 * How long the modal waits for the player API before it says the video service does not answer
 * (the spec gives no bound; ours, so a shopper is never left before an endless spinner).
 */
export const VIDEO_PLAYER_READY_TIMEOUT_MS = 10_000;

/**
 * 001 §9 "Video modal YouTube options: loop, no related, no keyboard": loop needs the video as
 * its own one-item playlist (YouTube IFrame API, playerVars.loop).
 */
export const YOUTUBE_PLAYER_VARS = { loop: 1, rel: 0, disablekb: 1, autoplay: 1 } as const;

/** The same "loop" for Vimeo (its player's `loop` option). */
export const VIMEO_PLAYER_OPTIONS = { loop: true, autoplay: true } as const;

/** The player API scripts, loaded on demand (000 §7 "Third-party scripts are loaded on demand"). */
export const YOUTUBE_IFRAME_API_URL = 'https://www.youtube.com/iframe_api';
export const VIMEO_PLAYER_API_URL = 'https://player.vimeo.com/api/player.js';

/** 000 §3 "Banner data attributes": animation="Fade" means fade. */
export const BANNER_FADE_ANIMATION = 'Fade';
/** 000 §4: the banner slider is active only with more than 1 slide. */
export const BANNER_MIN_SLIDES = 2;
/** Slide change time of the banner slider (ms); the spec only says "Slider autoplay on". */
export const BANNER_TRANSITION_MS = 500;

/** The sized window of `show-in-popup` share links. */
export const SHARE_POPUP_WIDTH = 600;
export const SHARE_POPUP_HEIGHT = 500;
/** Networks shown when a share marker names none. */
export const SHARE_DEFAULT_NETWORKS = ['facebook', 'x', 'linkedin', 'whatsapp', 'email', 'copy'];
/** A share counter that has not answered by then shows no number. */
export const SHARE_COUNT_TIMEOUT_MS = 5000;
/** Pinterest's public count endpoint (JSONP): the one network that still publishes counts. */
export const PINTEREST_COUNT_URL = 'https://widgets.pinterest.com/v1/urls/count.json';
