import { useEffect } from 'react';
import { runtimeConfig } from '@src/runtimeConfig';
import { pageLoaded } from '@store/events';
import { useAppDispatch } from '@store/hooks';

/** The document title and the page-loaded broadcast of an app page (as the account page does). */
export function usePageAnnounced(title: string, path: string): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    document.title = `${title} | ${runtimeConfig().cmsName}`;
    dispatch(pageLoaded({ path, bodyClass: 'inner' }));
  }, [dispatch, title, path]);
}
