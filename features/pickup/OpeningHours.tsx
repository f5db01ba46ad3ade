import { openingHoursLines } from '@rules/pickup';

/** Opening hours, one line per day or period (001 §2: semicolons become line breaks). */
export function OpeningHours({ hours, className }: { hours: string | null; className?: string }) {
  const lines = openingHoursLines(hours);
  if (lines.length === 0) return null;
  return (
    <ul className={`list-unstyled pickup-hours mb-0${className ? ` ${className}` : ''}`}>
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}
