import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { useGetSearchSuggestionsQuery } from '@api/catalog';
import { SUGGESTIONS_MIN_CHARS, SUGGESTIONS_SHOWN_MAX } from '@rules/catalog';
import { pageHistoryState, rememberScroll } from '@features/navigation';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { SUGGESTIONS_DEBOUNCE_MS } from './constants';
import { SearchSuggestions } from './SearchSuggestions';
import { canSuggest, searchResultsPath, suggestionTerm } from './term';
import { useDebouncedValue } from '@base/dom/useDebouncedValue';
import './search.scss';

interface Props {
  open: boolean;
  /** `returnFocus`: back to the header button (Escape, close), not after a page load starts. */
  onClose: (returnFocus: boolean) => void;
}

/** The search dialog (001 §2 "Screens and routes", §5, §8, §9): a combobox over C7 suggestions and a submit to `catalog?q=`. */
export default function SearchOverlay({ open, onClose }: Props) {
  const { t, culture } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const panel = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const term = suggestionTerm(useDebouncedValue(text, SUGGESTIONS_DEBOUNCE_MS));
  const asking = open && canSuggest(text) && term.length >= SUGGESTIONS_MIN_CHARS;
  const { data } = useGetSearchSuggestionsQuery({ q: term, culture }, { skip: !asking });
  const items = asking && data ? data.slice(0, SUGGESTIONS_SHOWN_MAX) : null;
  const count = items?.length ?? 0;
  const current = active < count ? active : -1;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const path = searchResultsPath(culture, text);
    if (path === null) return;
    rememberScroll();
    void navigate(path, { state: pageHistoryState() });
    onClose(false);
  };

  const onFieldKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (count === 0) return;
      e.preventDefault();
      if (e.key === 'ArrowDown') setActive(current + 1 >= count ? 0 : current + 1);
      else setActive(current <= 0 ? count - 1 : current - 1);
    } else if (e.key === 'Enter' && current >= 0) {
      e.preventDefault();
      document.getElementById(optionId(current))?.click();
    }
  };

  // Escape closes; Tab stays inside the dialog (aria-modal).
  const onDialogKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose(true);
    } else if (e.key === 'Tab' && panel.current) {
      const stops = [...panel.current.querySelectorAll<HTMLElement>('input, button')];
      const edge = e.shiftKey ? stops[0] : stops[stops.length - 1];
      if (document.activeElement === edge) {
        e.preventDefault();
        (e.shiftKey ? stops[stops.length - 1] : stops[0])?.focus();
      }
    }
  };

  const onBackdrop = (e: MouseEvent<HTMLDivElement>) => {
    if (e.target === e.currentTarget) onClose(true);
  };

  return createPortal(
    <div className="search-overlay" hidden={!open} onMouseDown={onBackdrop}>
      <div
        ref={panel}
        className="search-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-label`}
        onKeyDown={onDialogKey}
      >
        <div className="container">
          <div className="search-panel-head">
            <label id={`${id}-label`} htmlFor={`${id}-field`} className="search-label">
              {t('Search.Label')}
            </label>
            <button
              type="button"
              className="btn-close"
              aria-label={t('Search.Close')}
              onClick={() => onClose(true)}
            />
          </div>
          <form
            role="search"
            className="search-form"
            action={`${runtimeConfig().appBase}/${culture}/catalog`}
            method="get"
            onSubmit={submit}
          >
            <input
              ref={field}
              id={`${id}-field`}
              name="q"
              type="text"
              inputMode="search"
              enterKeyHint="search"
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
              className="form-control"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={count > 0}
              aria-controls={count > 0 ? listId : undefined}
              aria-activedescendant={current >= 0 ? optionId(current) : undefined}
              aria-describedby={`${id}-hint`}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setActive(-1);
              }}
              onKeyDown={onFieldKey}
            />
            <button type="submit" className="btn btn-primary">
              {t('Search.Submit')}
            </button>
          </form>
          <p id={`${id}-hint`} className="form-text">
            {t('Catalog.SearchTooShort', SUGGESTIONS_MIN_CHARS)}
          </p>
          <SearchSuggestions
            listId={listId}
            items={items}
            active={current}
            optionId={optionId}
            onFollow={() => onClose(false)}
          />
        </div>
      </div>
    </div>,
    document.body,
  );
}
