import { useState } from 'react';
import { useChangeCurrencyMutation } from '@api/cart';
import { CURRENCY_CHANGE_OK, CURRENCY_REASON_WARNING } from '@rules/cart';
import { usePendingChoice } from '@base/ui/usePendingChoice';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { noticeShown } from '@base/uiSlice';

export interface CurrencyWarning {
  currency: string;
  /** The ReasonResourceKey of the answer, shown translated in the confirm dialog. */
  messageKey: string;
}

/**
 * The currency change of 001 §4 "States and transitions" (P5): OK → the page's data reloads (api/cart.ts broadcasts
 * `cartChanged`, the listeners refetch); a 'warning' waits for the shopper: cancel changes
 * nothing, force sends the change again with the force flag; anything else → an error growl
 * titled with the translated ReasonResourceKey.
 */
export function useCurrencyChange(current: string, version: number) {
  const { culture } = useTranslation();
  const dispatch = useAppDispatch();
  const [change, state] = useChangeCurrencyMutation();
  const [warning, setWarning] = useState<CurrencyWarning | null>(null);
  const shown = usePendingChoice(current, version);

  const fail = (titleKey: string | null) => {
    shown.drop();
    dispatch(
      noticeShown({
        level: 'danger',
        titleKey: titleKey ?? 'Core.Error',
        messageKey: 'Currency.ChangeFailed',
      }),
    );
  };
  const send = async (currency: string, force: boolean) => {
    shown.pick(currency);
    const result = await change({ currency, force, culture });
    if ('error' in result) return fail(null);
    const { ResponseCode, ReasonType, ReasonResourceKey } = result.data;
    if (ResponseCode === CURRENCY_CHANGE_OK) return;
    if (!force && ReasonType?.toLowerCase() === CURRENCY_REASON_WARNING) {
      setWarning({ currency, messageKey: ReasonResourceKey ?? 'Currency.ChangeWarning' });
      return;
    }
    fail(ReasonResourceKey);
  };

  return {
    value: shown.value,
    busy: state.isLoading,
    warning,
    request: (currency: string) => {
      if (currency !== current) void send(currency, false);
    },
    force: () => {
      if (!warning) return;
      setWarning(null);
      void send(warning.currency, true);
    },
    cancel: () => {
      setWarning(null);
      shown.drop();
    },
  };
}
