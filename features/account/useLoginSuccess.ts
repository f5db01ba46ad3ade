import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginAnswer } from '@api/contract/account';
import { useCulture } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { toRouterPath } from '@base/runtimeConfig';
import { apiStateResetForCustomer } from './loginSucceeded';
import { rememberSignedIn } from './sessionHint';

/**
 * Spec 000 §8 "Error catalogue": after login the original request's page is loaded again, in
 * place. The same path for a login, its two-factor step and a registration's mailed link.
 */
export function useLoginSuccess(): (result: Pick<LoginAnswer, 'ReturnUrl'>) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const culture = useCulture();
  return useCallback(
    (result: Pick<LoginAnswer, 'ReturnUrl'>) => {
      rememberSignedIn();
      dispatch(apiStateResetForCustomer(culture));
      void navigate(toRouterPath(result.ReturnUrl));
    },
    [dispatch, navigate, culture],
  );
}
