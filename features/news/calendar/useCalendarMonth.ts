import { useState } from 'react';
import dayjs from 'dayjs';
import { shiftMonth } from './monthGrid';

/** The month the calendar shows (today's at first), the page of its list and the chosen day. */
export function useCalendarMonth() {
  const [shown, setShown] = useState(() => ({
    year: dayjs().year(),
    month: dayjs().month() + 1,
    page: 1,
    day: null as string | null,
  }));
  const goTo = (year: number, month: number) => setShown({ year, month, page: 1, day: null });
  return {
    ...shown,
    goTo,
    step: (by: -1 | 1) => {
      const next = shiftMonth(shown.year, shown.month, by);
      goTo(next.year, next.month);
    },
    setPage: (page: number) => setShown((s) => ({ ...s, page })),
    /** Choosing the chosen day again goes back to the whole month. */
    chooseDay: (day: string | null) => setShown((s) => ({ ...s, day: s.day === day ? null : day })),
  };
}
