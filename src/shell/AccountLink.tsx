import { Link } from 'react-router-dom';
import { useTranslation } from '@base/i18n/useTranslation';

/** The header's way to the account page (and so to login); an icon with a hidden label. */
export function AccountLink() {
  const { t, culture } = useTranslation();
  return (
    // Beside the menu toggle on phones, last in the bar on desktops.
    <Link
      className="account-link nav-link ms-auto ms-lg-0 me-2 me-lg-0 order-lg-last"
      to={`/${culture}/account`}
    >
      {/* Bootstrap Icons "person" (MIT), inline: no icon font in the main chunk. */}
      <svg
        aria-hidden="true"
        focusable="false"
        width="24"
        height="24"
        viewBox="0 0 16 16"
        fill="currentColor"
      >
        <path d="M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6m2-3a2 2 0 1 1-4 0 2 2 0 0 1 4 0m4 8c0 1-1 1-1 1H3s-1 0-1-1 1-4 6-4 6 3 6 4m-1-.004c-.001-.246-.154-.986-.832-1.664C11.516 10.68 10.289 10 8 10s-3.516.68-4.168 1.332c-.678.678-.83 1.418-.832 1.664z" />
      </svg>
      <span className="visually-hidden">{t('Account.Title')}</span>
    </Link>
  );
}
