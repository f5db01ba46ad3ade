import { useLocation } from 'react-router-dom';
import { switchCultureUrl } from '@base/i18n/culture';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { cultureChosen } from '@base/preferencesSlice';
import { useAppDispatch } from '@base/hooks';

/** Plain links: a language switch swaps the culture segment and reloads the page. */
export function LanguageSwitch() {
  const { t, culture } = useTranslation();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { cultures, appBase } = runtimeConfig();
  const here = `${appBase}${location.pathname}${location.search}${location.hash}`;
  return (
    <ul className="language-switch nav" aria-label={t('Layout.Language')}>
      {cultures.map((c) => (
        <li className="nav-item" key={c}>
          {c === culture ? (
            <span className="nav-link active" aria-current="true" lang={c}>
              {c.toUpperCase()}
            </span>
          ) : (
            <a
              className="nav-link"
              href={switchCultureUrl(here, culture, c, appBase)}
              hrefLang={c}
              lang={c}
              onClick={() => dispatch(cultureChosen(c))}
            >
              <span aria-hidden="true">{c.toUpperCase()}</span>
              <span className="visually-hidden">{t(`Cultures.SwitchTo.${c}`)}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
