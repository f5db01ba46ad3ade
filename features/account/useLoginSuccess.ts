import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginResponse } from '@api/contract/security';
import { useCulture } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { toRouterPath } from '@base/runtimeConfig';
import { apiStateResetForCustomer } from './loginSucceeded';

/** Spec 000 §8 "Error catalogue": after login the original request's page is loaded again, in place. */
export function useLoginSuccess(): (result: LoginResponse) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const culture = useCulture();
  return useCallback(
    (result: LoginResponse) => {
      dispatch(apiStateResetForCustomer(culture));
      void navigate(toRouterPath(result.ReturnUrl));
    },
    [dispatch, navigate, culture],
  );
}
