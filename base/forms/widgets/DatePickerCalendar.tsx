import { DayPicker } from 'react-day-picker';
import { fr, nlBE } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

const LOCALES = { fr, nl: nlBE } as const;

export interface CalendarProps {
  culture: string;
  fromYear: number;
  toYear: number;
  selected: Date | undefined;
  onSelect: (date: Date | undefined) => void;
}

/**
 * react-day-picker's calendar in the shop's language: its own chunk (with date-fns, about
 * 23 KB gzip), fetched when a shopper opens a calendar, not with every form that has a date.
 */
export default function DatePickerCalendar({
  culture,
  fromYear,
  toYear,
  selected,
  onSelect,
}: CalendarProps) {
  return (
    <DayPicker
      mode="single"
      autoFocus
      locale={LOCALES[culture as keyof typeof LOCALES] ?? fr}
      captionLayout="dropdown"
      startMonth={new Date(fromYear, 0)}
      endMonth={new Date(toYear, 11)}
      defaultMonth={selected ?? new Date()}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
