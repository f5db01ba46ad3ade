import { popupDismissed } from './cookie';

/** What a popup marker's data attributes say about showing it now. */
export type PopupDecision = 'show' | 'dismissed' | 'ended' | 'invalid';

/**
 * Whether a popup may show at `now`. No `data-end-datetime` means no end (shown until the
 * shopper dismisses it). An end that is not a date is logged and treated as passed: a CMS typo
 * must not keep a popup up for ever. Without an id there is nothing to record a dismissal
 * under, so the popup never shows (logged too).
 */
export function popupDecision(
  id: string | undefined,
  endDatetime: string | undefined,
  now: Date,
): PopupDecision {
  if (!id) {
    console.warn('Popup without data-id: not shown.');
    return 'invalid';
  }
  if (endDatetime) {
    const end = Date.parse(endDatetime);
    if (Number.isNaN(end)) {
      console.warn(`Popup "${id}": data-end-datetime "${endDatetime}" is not a date; not shown.`);
      return 'ended';
    }
    if (end <= now.getTime()) return 'ended';
  }
  return popupDismissed(id) ? 'dismissed' : 'show';
}
