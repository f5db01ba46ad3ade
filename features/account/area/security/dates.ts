import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

/**
 * A moment in the culture's own format ("12 mars 2026 14:05", "12 maart 2026 14:05"). dayjs and
 * its two locales load with the account's chunks only.
 */
export function formatMoment(iso: string, culture: string): string {
  return dayjs(iso).locale(culture).format('LLL');
}
