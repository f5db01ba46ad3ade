import { POPUP_RECORD_MAX_ENTRIES } from './constants';

/** 001 §3: one dismissed popup (its id, and when it was dismissed, ISO 8601). */
export interface NotShowEntry {
  id: string;
  datetime: string;
}

/** 001 §3 "Dismissed-popup record": what the cookie holds. */
export interface PopupRecord {
  notShow: NotShowEntry[];
}

export const emptyRecord = (): PopupRecord => ({ notShow: [] });

function isEntry(value: unknown): value is NotShowEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.id === 'string' && typeof entry.datetime === 'string';
}

/**
 * The record a cookie value (already decoded) holds. A damaged or foreign value counts as
 * empty: at worst a popup shows once more, never a crash. Stray entries are dropped one by one.
 */
export function parseRecord(raw: string | undefined): PopupRecord {
  if (!raw) return emptyRecord();
  try {
    const value: unknown = JSON.parse(raw);
    const list = (value as { notShow?: unknown } | null)?.notShow;
    return Array.isArray(list)
      ? { notShow: list.filter(isEntry).map(({ id, datetime }) => ({ id, datetime })) }
      : emptyRecord();
  } catch {
    return emptyRecord();
  }
}

export const isDismissed = (record: PopupRecord, id: string) =>
  record.notShow.some((entry) => entry.id === id);

/** The record with `id` dismissed at `at`: one entry per id, the oldest dropped past the cap. */
export function withDismissal(record: PopupRecord, id: string, at: Date): PopupRecord {
  const others = record.notShow.filter((entry) => entry.id !== id);
  const notShow = [...others, { id, datetime: at.toISOString() }];
  return { notShow: notShow.slice(-POPUP_RECORD_MAX_ENTRIES) };
}
