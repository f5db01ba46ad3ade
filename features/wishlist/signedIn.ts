import { useLocation } from 'react-router-dom';
import { isSignedInHint } from '@features/account';

/** Whether this browser logged in; read again on each navigation (a login happens in place). */
export function useSignedInHint(): boolean {
  useLocation();
  return isSignedInHint();
}
