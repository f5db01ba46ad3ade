import { useCallback, useState, type RefObject } from 'react';
import type { PickupModalView, PickupSearchAnswer } from '@api/contract/pickup';
import { useLazySearchPickupPointsQuery } from '@api/pickup';
import { serverMessage, serverRefusal } from '@api/errors';
import { useAppDispatch } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { noticeShown } from '@base/uiSlice';
import { PICKUP_SUCCESS } from '@rules/pickup';
import { pickupSearchRequest, searchLimitsOf, type PickupPlace } from './searchRequest';

/**
 * M1 from the panel: the request is built from the place and the markup's data attributes
 * (`root`), and an answer that is not 'Success' is the 001 §8 error growl ('Error' / 'An error
 * has occured'); its translated Message stays in the panel too (`answer.Message`).
 */
export function usePickupSearch(
  view: PickupModalView | undefined,
  root: RefObject<HTMLElement | null>,
) {
  const { culture } = useTranslation();
  const dispatch = useAppDispatch();
  const [trigger, { isFetching }] = useLazySearchPickupPointsQuery();
  const [answer, setAnswer] = useState<PickupSearchAnswer | null>(null);
  const [place, setPlace] = useState<string>('');
  const [problem, setProblem] = useState<string | null>(null);

  const search = useCallback(
    async (countryCode: string, where: PickupPlace): Promise<PickupSearchAnswer | null> => {
      if (!view) return null;
      const body = pickupSearchRequest(
        view,
        countryCode,
        where,
        searchLimitsOf(root.current),
        culture,
      );
      const result = await trigger({ provider: view.Carrier.Code, body }, true);
      const data = result.data ?? null;
      const failed = !data || data.ResponseStatusDescription !== PICKUP_SUCCESS;
      // The server's translated reason (unknown place, refused input), shown in the panel.
      setProblem(failed ? (data?.Message ?? serverMessage(result.error) ?? null) : null);
      // A 5xx or a lost connection already opened the error dialog (api/errorCatalogue.ts).
      const status = result.error ? serverRefusal(result.error).status : 200;
      const told = status === null || status === 401 || status >= 500;
      if (failed && !told) {
        dispatch(
          noticeShown({
            level: 'danger',
            titleKey: 'Core.Error',
            messageKey: 'Manager.AnErrorHasOccured',
          }),
        );
      }
      setAnswer(data);
      setPlace([body.PostalCode, body.City, body.Address].filter(Boolean).join(' '));
      return data;
    },
    [view, root, culture, trigger, dispatch],
  );

  return { search, answer, place, problem, searching: isFetching };
}
