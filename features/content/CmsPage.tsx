import { useEffect } from 'react';
import type { CmsPage as Page } from '@api/contract/content';
import { cmsPageClass } from '@rules/pages';
import { runtimeConfig } from '@base/runtimeConfig';
import { pageLoaded } from '@base/events';
import { useAppDispatch } from '@base/hooks';
import { CmsHtml } from './CmsHtml';

/** Renders a CMS page from the database, then raises pageLoaded (body class, page behaviours). */
export function CmsPage({ page }: { page: Page }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    document.title = `${page.Title} | ${runtimeConfig().cmsName}`;
    dispatch(pageLoaded({ path: page.Path, bodyClass: page.BodyClass }));
  }, [dispatch, page]);
  return <CmsHtml html={page.Html} className={cmsPageClass(page.Path)} />;
}
