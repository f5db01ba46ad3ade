import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@base/i18n/useTranslation';
import { pageLoaded } from '@base/events';
import { useAppDispatch } from '@base/hooks';

export function NotFoundPage() {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    document.title = t('Core.NotFoundTitle');
    dispatch(pageLoaded({ path: '404', bodyClass: 'inner' }));
  }, [dispatch, t]);
  return (
    <section className="not-found">
      <h1>{t('Core.NotFoundTitle')}</h1>
      <p>{t('Core.NotFound')}</p>
      <Link className="btn btn-primary" to={`/${culture}/`}>
        {t('Core.BackHome')}
      </Link>
    </section>
  );
}
