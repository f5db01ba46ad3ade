import { useEffect } from 'react';
import { pageLoaded } from '@base/events';
import { useAppDispatch } from '@base/hooks';
import { runtimeConfig } from '@base/runtimeConfig';

/**
 * The document title and the page-loaded broadcast of an app page (it closes the mobile nav,
 * counts the page view). The broadcast goes out once per address: a title that changes on the
 * same page (a list renamed, the customer's name arriving) renames the tab only.
 */
export function usePageAnnounced(title: string, path: string): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    document.title = `${title} | ${runtimeConfig().cmsName}`;
  }, [title]);
  useEffect(() => {
    dispatch(pageLoaded({ path, bodyClass: 'inner' }));
  }, [dispatch, path]);
}
