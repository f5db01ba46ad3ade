import type { AriaLiveMessages, GroupBase } from 'react-select';
import type { WidgetOption } from './types';

type Translate = (key: string, ...args: (string | number)[]) => string;

/**
 * What react-select's live region reads out, in the shop's language (its own messages are
 * English): the keys to use, the focused option and its place, the choice, the filter's count.
 */
export function selectMessages(
  t: Translate,
): AriaLiveMessages<WidgetOption, false, GroupBase<WidgetOption>> {
  return {
    guidance: ({ context, isSearchable }) => {
      if (context === 'menu') return t('Widgets.Select.GuidanceMenu');
      if (context === 'input') {
        return isSearchable ? t('Widgets.Select.GuidanceSearch') : t('Widgets.Select.GuidanceOpen');
      }
      return '';
    },
    onChange: ({ action, label }) => {
      if (action === 'select-option') return t('Widgets.Select.Chosen', label);
      if (action === 'clear' || action === 'remove-value' || action === 'pop-value') {
        return t('Widgets.Select.Cleared');
      }
      return '';
    },
    onFocus: ({ context, focused, label, options, isSelected }) => {
      if (context !== 'menu') return label;
      const place = t('Widgets.Select.Place', options.indexOf(focused) + 1, options.length);
      return isSelected
        ? `${label}, ${place}, ${t('Widgets.Select.IsChosen')}`
        : `${label}, ${place}`;
    },
    onFilter: ({ inputValue, resultsMessage }) =>
      inputValue ? t('Widgets.Select.Filtered', resultsMessage, inputValue) : resultsMessage,
  };
}

/** The filter's count, as screenReaderStatus gives it to onFilter. */
export const resultCount =
  (t: Translate) =>
  ({ count }: { count: number }) =>
    count === 1 ? t('Widgets.Select.OneResult') : t('Widgets.Select.Results', count);
