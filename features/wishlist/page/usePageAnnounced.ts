import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageLoaded } from '@base/events';
import { useAppDispatch } from '@base/hooks';
import { runtimeConfig } from '@base/runtimeConfig';
import { WISHLIST_PAGE_PATH } from '@rules/wishlist';

/**
 * The document title and the page-loaded broadcast. A list switch is a navigation (?Id=): the
 * navigation raised pageLeave, so the page is announced again, as the catalog list does.
 */
export function usePageAnnounced(title: string): void {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  useEffect(() => {
    document.title = `${title} | ${runtimeConfig().cmsName}`;
  }, [title]);
  useEffect(() => {
    dispatch(pageLoaded({ path: `${WISHLIST_PAGE_PATH}${search}`, bodyClass: 'inner' }));
  }, [dispatch, search]);
}
