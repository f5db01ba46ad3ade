import { allDay, closed, dayNames, type Both } from './pickupVocabulary';

/** Opening periods of one day ("09:00–12:30" pairs), none when closed. */
type Day = readonly string[];

/** Weekly schedules, Monday first, that points of each kind keep. */
const schedules: Readonly<Record<string, readonly (readonly Day[])[]>> = {
  PostOffice: [
    [['09:00–17:00'], ['09:00–17:00'], ['09:00–17:00'], ['09:00–17:00'], ['09:00–17:00'], ['09:00–12:00'], []],
    [['09:00–12:30', '14:00–17:00'], ['09:00–12:30', '14:00–17:00'], ['09:00–12:30'], ['09:00–12:30', '14:00–18:00'], ['09:00–12:30', '14:00–17:00'], [], []],
    [['08:30–18:00'], ['08:30–18:00'], ['08:30–18:00'], ['08:30–18:00'], ['08:30–18:00'], ['09:00–15:00'], []],
  ],
  shop: [
    [['08:00–18:30'], ['08:00–18:30'], ['08:00–18:30'], ['08:00–18:30'], ['08:00–18:30'], ['08:00–17:00'], ['08:00–12:00']],
    [['09:00–12:30', '13:30–18:30'], ['09:00–12:30', '13:30–18:30'], [], ['09:00–12:30', '13:30–18:30'], ['09:00–12:30', '13:30–18:30'], ['09:00–17:00'], []],
    [['07:00–19:00'], ['07:00–19:00'], ['07:00–19:00'], ['07:00–19:00'], ['07:00–19:00'], ['07:00–19:00'], ['07:00–13:00']],
    [[], ['10:00–18:00'], ['10:00–18:00'], ['10:00–18:00'], ['10:00–18:00'], ['10:00–18:00'], []],
  ],
}; // prettier-ignore

function week(days: readonly Day[], culture: 'fr' | 'nl'): string {
  const separator = culture === 'fr' ? ' : ' : ': ';
  const join = culture === 'fr' ? ' et ' : ' en ';
  return days
    .map((periods, i) => {
      const text = periods.length === 0 ? closed[culture] : periods.join(join);
      return `${dayNames[culture][i]}${separator}${text}`;
    })
    .join(';');
}

/**
 * StandardHoursOfOperation in both cultures: one line per day, semicolons between them (001
 * §2); lockers are open all the time. `pick` chooses among the kind's schedules.
 */
export function openingHours(pointType: string, pick: (n: number) => number): Both {
  if (pointType === 'ParcelLocker') return allDay;
  const list = schedules[pointType === 'PostOffice' ? 'PostOffice' : 'shop']!;
  const days = list[pick(list.length)]!;
  return { fr: week(days, 'fr'), nl: week(days, 'nl') };
}
