import { useEffect } from 'react';
import { runtimeConfig } from '@base/runtimeConfig';
import { pageLoaded } from '@base/events';
import { useAppDispatch } from '@base/hooks';

/** A security page's document title and page-loaded broadcast (closes the mobile nav). */
export function useSecurityPage(title: string, path: string): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    document.title = `${title} | ${runtimeConfig().cmsName}`;
    dispatch(pageLoaded({ path, bodyClass: 'inner' }));
  }, [dispatch, title, path]);
}
