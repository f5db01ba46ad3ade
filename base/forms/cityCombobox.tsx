import { useState, type KeyboardEvent } from 'react';
import { useGetCitiesQuery } from '@api/cart';
import { CITY_TYPEAHEAD_MAX, CITY_TYPEAHEAD_MIN_CHARS } from '@rules/cart';
import { useDebouncedValue } from '@base/dom/useDebouncedValue';
import { useTranslation } from '@base/i18n/useTranslation';

/** One postal code and locality of the gazetteer (K11's id and "1000 Bruxelles"). */
export interface CityChoice {
  id: number;
  label: string;
}

/**
 * The gazetteer's postal codes and localities for what the shopper typed (K11, from
 * CITY_TYPEAHEAD_MIN_CHARS characters, after a typing pause), sorted as the culture sorts, at
 * most CITY_TYPEAHEAD_MAX; and the ARIA combobox's keyboard (arrows, Enter, Escape) over them.
 * The cart's city typeahead and the maps' place box share it.
 */
export function useCityCombobox({
  countryId,
  typed,
  enabled,
  debounceMs,
  choose,
  dismiss,
}: {
  countryId: number;
  /** The text typed, trimmed. */
  typed: string;
  /** False while the text is a choice already made (nothing to ask). */
  enabled: boolean;
  debounceMs: number;
  choose: (option: CityChoice) => void;
  /** Escape (with whether the list was open): the text goes back to the choice. */
  dismiss: (open: boolean) => void;
}) {
  const { culture } = useTranslation();
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(typed, debounceMs);
  const asking = enabled && settled === typed && settled.length >= CITY_TYPEAHEAD_MIN_CHARS;
  const { currentData } = useGetCitiesQuery(
    { countryId, query: settled, culture },
    { skip: !asking },
  );
  const options: CityChoice[] = Object.entries(asking && currentData ? currentData : {})
    .map(([key, label]) => ({ id: Number(key), label }))
    .sort((a, b) => a.label.localeCompare(b.label, culture, { numeric: true }))
    .slice(0, CITY_TYPEAHEAD_MAX);
  const open = options.length > 0;
  const noneFound = asking && currentData !== undefined && options.length === 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      setActive(-1);
      choose(options[active]);
    } else if (event.key === 'Escape') {
      setActive(-1);
      dismiss(open);
    }
  };
  /** The input's combobox attributes (its id is `${id}-input` or the one given). */
  const inputProps = (id: string) => ({
    role: 'combobox' as const,
    autoComplete: 'off',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': open,
    'aria-controls': `${id}-list`,
    'aria-activedescendant': open && active >= 0 ? `${id}-option-${active}` : undefined,
    onKeyDown,
  });
  return {
    options,
    open,
    noneFound,
    active,
    /** A new text typed: no option is active any more. */
    typing: () => setActive(-1),
    pick: (option: CityChoice) => {
      setActive(-1);
      choose(option);
    },
    inputProps,
  };
}

/** The combobox's listbox: `${id}-list`, its options `${id}-option-${n}`. */
export function CityListbox({
  id,
  label,
  className,
  combobox,
}: {
  id: string;
  label: string;
  className: string;
  combobox: Pick<ReturnType<typeof useCityCombobox>, 'options' | 'open' | 'active' | 'pick'>;
}) {
  const { options, open, active, pick } = combobox;
  return (
    <ul id={`${id}-list`} role="listbox" aria-label={label} className={className} hidden={!open}>
      {options.map((option, index) => (
        <li
          key={option.id}
          id={`${id}-option-${index}`}
          role="option"
          aria-selected={index === active}
          className={index === active ? 'active' : undefined}
          // Keeps the focus in the field, so the click lands before a blur could close the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(option)}
        >
          {option.label}
        </li>
      ))}
    </ul>
  );
}
