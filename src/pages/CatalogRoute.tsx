import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link } from 'react-router-dom';
import { catalogApi, useGetCatalogListQuery } from '@api/catalog';
import type { CatalogListView } from '@api/contract/catalogList';
import { CatalogListPage } from '@features/catalog/list/CatalogListPage';
import { listArgsFrom, useCatalogListArgs } from '@features/catalog/list/listLocation';
import { createQueryLoader } from '@features/navigation/queryLoader';
import { useTranslation } from '@base/i18n/useTranslation';
import type { AppStore } from '@store/index';
import { NotFoundPage } from './NotFoundPage';
import { serverMessage } from '@api/errors';

/** /{culture}/catalog (C10, ?q= search), /catalog/category/{slug}, /catalog/tag/{slug} (C13). */
function CatalogRoute() {
  const { t } = useTranslation();
  const args = useCatalogListArgs();
  const { data, error, isFetching, refetch } = useGetCatalogListQuery(args ?? skipToken);
  const status = error && 'status' in error ? error.status : undefined;
  if (args === null || status === 404) return <NotFoundPage />;
  if (error) {
    const message = status === 400 ? serverMessage(error) : undefined;
    return (
      <section className="page-error">
        <p>{message ?? t('Catalog.List.Unavailable')}</p>
        {message ? (
          <Link className="btn btn-primary" to={`/${args.culture}/catalog`}>
            {t('Catalog.List.Title')}
          </Link>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
            {t('Catalog.List.TryAgain')}
          </button>
        )}
      </section>
    );
  }
  if (!data || (isFetching && data.Culture !== args.culture)) {
    return (
      <div className="page-placeholder" aria-busy="true">
        <span className="visually-hidden">{t('Manager.Loading')}</span>
      </div>
    );
  }
  return <CatalogListPage view={data} args={args} />;
}

export function route(store: AppStore) {
  return {
    Component: CatalogRoute,
    loader: createQueryLoader(
      store,
      catalogApi.endpoints.getCatalogList,
      (args, data) =>
        catalogApi.util.upsertQueryData('getCatalogList', args, data as CatalogListView),
      ({ params, request }) => listArgsFrom(params, new URL(request.url)),
    ),
  };
}
