import { CacheProvider } from '@emotion/react';
import { useRef } from 'react';
import AsyncSelect from 'react-select/async';
import type { CustomerSearchResult } from '@api/contract/prepaid';
import { prepaidApi } from '@api/prepaid';
import { useAppDispatch } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { CUSTOMER_SEARCH_MIN_LENGTH } from '@rules/prepaid';
import { adoptedEmotionCache } from '@base/forms/widgets/emotionCache';

export interface CustomerOption {
  value: number;
  label: string;
}

interface Props {
  inputId: string;
  value: CustomerOption | null;
  onChange: (customer: CustomerOption | null) => void;
  /** The id of the label element naming the combobox. */
  labelId: string;
}

/** Typing settles this long before P9 is asked. */
const SEARCH_DELAY_MS = 250;

/**
 * The staff's customer select (P9): react-select's accessible combobox (its own chunk, loaded
 * with the staff page only), asking the server once at least CUSTOMER_SEARCH_MIN_LENGTH
 * characters are typed (001 §5), with its texts in the shop's language.
 */
export default function CustomerSelect({ inputId, value, onChange, labelId }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const load = (term: string) =>
    new Promise<CustomerOption[]>((resolve) => {
      if (timer.current) clearTimeout(timer.current);
      if (term.trim().length < CUSTOMER_SEARCH_MIN_LENGTH) {
        resolve([]);
        return;
      }
      timer.current = setTimeout(() => {
        const request = dispatch(
          prepaidApi.endpoints.searchCustomers.initiate(
            { term: term.trim() },
            { subscribe: false },
          ),
        );
        void request.then((answer: { data?: CustomerSearchResult }) =>
          resolve((answer.data ?? []).map((c) => ({ value: c.CustomerId, label: c.Email }))),
        );
      }, SEARCH_DELAY_MS);
    });
  return (
    <CacheProvider value={adoptedEmotionCache('customer-select')}>
      <AsyncSelect<CustomerOption>
        inputId={inputId}
        aria-labelledby={labelId}
        classNamePrefix="customer-select"
        cacheOptions
        isClearable
        loadOptions={load}
        value={value}
        onChange={(option) => onChange(option)}
        placeholder={t('Prepaid.Staff.Placeholder')}
        noOptionsMessage={({ inputValue }) =>
          inputValue.trim().length < CUSTOMER_SEARCH_MIN_LENGTH
            ? t('Prepaid.Staff.TypeMore', CUSTOMER_SEARCH_MIN_LENGTH)
            : t('Prepaid.Staff.NoCustomer')
        }
        loadingMessage={() => t('Manager.Loading')}
        // react-select's own live announcements are English: ours say the option and its place.
        ariaLiveMessages={{
          guidance: () => '',
          onChange: ({ label }) => t('Prepaid.Staff.Chosen', label ?? ''),
          onFilter: () => '',
          onFocus: ({ focused, options }) =>
            t(
              'Prepaid.Staff.OptionOf',
              focused.label,
              options.indexOf(focused) + 1,
              options.length,
            ),
        }}
        screenReaderStatus={({ count }) => t('Prepaid.Staff.Results', count)}
      />
    </CacheProvider>
  );
}
