import { describe, expect, it } from '@jest/globals';
import { POPUP_RECORD_MAX_ENTRIES } from '@features/popups/constants';
import { isDismissed, parseRecord, withDismissal } from '@features/popups/record';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute));

describe('dismissed-popup record (001 §3)', () => {
  it('reads notShow entries and drops what is not one', () => {
    const record = parseRecord(
      JSON.stringify({
        notShow: [
          { id: 'a', datetime: '2026-12-01T10:00:00.000Z', extra: 1 },
          { id: 7, datetime: 'x' },
          'b',
        ],
      }),
    );
    expect(record).toEqual({ notShow: [{ id: 'a', datetime: '2026-12-01T10:00:00.000Z' }] });
    expect(isDismissed(record, 'a')).toBe(true);
    expect(isDismissed(record, 'b')).toBe(false);
  });

  it('treats a damaged or foreign value as empty', () => {
    for (const raw of [undefined, '', '{', 'null', '[]', '{"notShow":{}}', '"text"']) {
      expect(parseRecord(raw)).toEqual({ notShow: [] });
    }
  });

  it('keeps one entry per id, the latest', () => {
    const once = withDismissal({ notShow: [] }, 'a', at(0));
    const twice = withDismissal(once, 'a', at(5));
    expect(twice).toEqual({ notShow: [{ id: 'a', datetime: at(5).toISOString() }] });
  });

  it(`drops the oldest past ${POPUP_RECORD_MAX_ENTRIES} entries`, () => {
    let record = { notShow: [] as { id: string; datetime: string }[] };
    for (let i = 0; i <= POPUP_RECORD_MAX_ENTRIES; i += 1) {
      record = withDismissal(record, `popup-${i}`, at(i));
    }
    expect(record.notShow).toHaveLength(POPUP_RECORD_MAX_ENTRIES);
    expect(isDismissed(record, 'popup-0')).toBe(false);
    expect(isDismissed(record, 'popup-1')).toBe(true);
    expect(isDismissed(record, `popup-${POPUP_RECORD_MAX_ENTRIES}`)).toBe(true);
  });
});
