import { useEffect } from 'react';
import { runtimeConfig } from '@base/runtimeConfig';
import { pageLoaded } from '@base/events';
import { useAppDispatch } from '@base/hooks';

/** The document title and the page-loaded broadcast of an account page (closes the mobile nav). */
export function usePageAnnounced(title: string, path: string): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    document.title = `${title} | ${runtimeConfig().cmsName}`;
    dispatch(pageLoaded({ path, bodyClass: 'inner' }));
  }, [dispatch, title, path]);
}
