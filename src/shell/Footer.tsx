import { Link } from 'react-router-dom';
import { useGetNavigationQuery } from '@api/content';
import { CookieSettingsButton } from '@features/consent/CookieSettingsButton';
import { FooterCurrency } from '@features/currency/FooterCurrency';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';

export function Footer() {
  const { t, culture } = useTranslation();
  const { data } = useGetNavigationQuery(culture);
  const { cmsName, appBase } = runtimeConfig();
  return (
    <footer className="site-footer">
      <div className="container">
        <p className="tagline">{t('Layout.Tagline')}</p>
        <nav aria-label={t('Layout.FooterNavigation')}>
          <ul className="nav">
            {(data?.Footer ?? []).map((item) => (
              <li className="nav-item" key={item.Slug}>
                <Link className="nav-link" to={item.Url.slice(appBase.length)}>
                  {item.Title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <FooterCurrency />
        <CookieSettingsButton />
        <p className="copyright">{t('Layout.Copyright', new Date().getFullYear(), cmsName)}</p>
      </div>
    </footer>
  );
}
