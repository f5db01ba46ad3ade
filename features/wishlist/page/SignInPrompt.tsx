import { useLocation } from 'react-router-dom';
import { toReturnUrl } from '@features/account';
import { useAppDispatch } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { loginRequired } from '@base/uiSlice';

/**
 * A visitor's page: W13's 401 already opened the login modal (the error catalogue); the page
 * says why and offers it again, with this page (and its list) as the return URL.
 */
export function SignInPrompt() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  return (
    <div className="wishlist-sign-in">
      <p>{t('WishlistPage.PleaseLogIn')}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => dispatch(loginRequired({ returnUrl: toReturnUrl(location) }))}
      >
        {t('WishlistPage.LogIn')}
      </button>
    </div>
  );
}
