import { useEffect } from 'react';
import type { CmsPage as Page } from '@api/contract/content';
import { runtimeConfig } from '@src/runtimeConfig';
import { pageLoaded } from '@store/events';
import { useAppDispatch } from '@store/hooks';

/** Renders a CMS page from the database: its HTML is written by the shop's editors. */
export function CmsPage({ page }: { page: Page }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    document.title = `${page.Title} | ${runtimeConfig().cmsName}`;
    dispatch(pageLoaded({ path: page.Path, bodyClass: page.BodyClass }));
  }, [dispatch, page]);
  return (
    <article
      className={`cms-page cms-page-${page.Path || 'home'}`}
      dangerouslySetInnerHTML={{ __html: page.Html }}
    />
  );
}
