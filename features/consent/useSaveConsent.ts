import { useMemo } from 'react';
import { consentSaved, type CookieConsentSettings } from '@base/events';
import { useAppDispatch, useAppSelector } from '@base/hooks';
import { allCategories, selectCurrentStamp } from './slice';

export type ConsentChoices = Omit<CookieConsentSettings, 'stamp'>;

/** The three ways to save (spec 000 §4 "States and transitions"); each stamps the choice with the current stamp. */
export function useSaveConsent() {
  const dispatch = useAppDispatch();
  const stamp = useAppSelector(selectCurrentStamp);
  return useMemo(
    () => ({
      acceptAll: () => dispatch(consentSaved(allCategories(stamp, true))),
      declineAll: () => dispatch(consentSaved(allCategories(stamp, false))),
      save: (choices: ConsentChoices) => dispatch(consentSaved({ stamp, ...choices })),
    }),
    [dispatch, stamp],
  );
}
