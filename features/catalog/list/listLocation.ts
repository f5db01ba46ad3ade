import { useMemo } from 'react';
import {
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type Params,
} from 'react-router-dom';
import type { TagEntityName } from '@rules/catalogList';
import { usePendingNavigation } from '@features/navigation';
import {
  catalogListArgs,
  nextListParams,
  type CatalogListArgs,
  type ListParamChange,
} from '@rules/listParams';

/** Which list an address names: the whole catalog, a category page or a tag page. */
export function listArgsFrom(
  params: Params,
  location: { pathname: string; search: string },
): CatalogListArgs | null {
  const { culture } = params;
  if (!culture) return null;
  const kind = /\/catalog\/category\/[^/]+\/?$/.test(location.pathname)
    ? 'category'
    : /\/catalog\/tag\/[^/]+\/?$/.test(location.pathname)
      ? 'tag'
      : 'catalog';
  const slug = kind === 'catalog' ? '' : (params.slug ?? '');
  return catalogListArgs(culture, kind, slug, new URLSearchParams(location.search));
}

export function useCatalogListArgs(): CatalogListArgs | null {
  const params = useParams();
  const location = useLocation();
  return useMemo(
    () => listArgsFrom(params, location),
    // The params object changes identity on every render; what matters is its content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params.culture, params.slug, location.pathname, location.search],
  );
}

/**
 * Every list setting lives in the URL: links and navigations change the query (listParams.ts
 * rules), so a list is shareable and back/forward restore it.
 */
export function useListNavigation() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const pending = usePendingNavigation().location;
  const { pathname } = useLocation();
  return useMemo(() => {
    const searchFor = (change: ListParamChange) =>
      `?${nextListParams(searchParams, change).toString()}`;
    // A change made while this list's previous one still loads (page 2, then a sort at once)
    // builds on that address, not on the one still shown: nothing chosen is lost.
    const latest = () =>
      pending && pending.pathname === pathname ? new URLSearchParams(pending.search) : searchParams;
    return {
      searchFor,
      go: (change: ListParamChange) =>
        navigate({ search: `?${nextListParams(latest(), change).toString()}` }),
      /** The tag page's kind of results: its sorts differ, so the sort and page start over. */
      goEntity: (entityName: TagEntityName) => {
        const next = new URLSearchParams(latest());
        if (entityName === 'products') next.delete('entityName');
        else next.set('entityName', entityName);
        next.delete('sort');
        next.delete('pageindex');
        navigate({ search: `?${next.toString()}` });
      },
    };
  }, [searchParams, navigate, pending, pathname]);
}
