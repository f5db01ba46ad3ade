import { Link } from 'react-router-dom';
import type { Link as PageLink } from '@api/contract/product';
import { runtimeConfig } from '@base/runtimeConfig';
import { useTranslation } from '@base/i18n/useTranslation';

/** Router paths carry no app base; the server's addresses do. */
export function routerPath(url: string): string {
  const base = runtimeConfig().appBase;
  return base && url.startsWith(`${base}/`) ? url.slice(base.length) : url;
}

/**
 * Root to leaf of the main category, then the product. Plain separators (not CSS ones): this
 * line must look the same in the server's document before the page's stylesheet arrives.
 */
export function Breadcrumb({ links, current }: { links: PageLink[]; current: string }) {
  const { t } = useTranslation();
  return (
    <nav className="product-breadcrumb" aria-label={t('Catalog.Breadcrumb')}>
      <ol className="list-unstyled d-flex flex-wrap small mb-3">
        {links.map((link) => (
          <li key={link.Url}>
            <Link to={routerPath(link.Url)}>{link.Name}</Link>
            <span className="mx-1" aria-hidden="true">
              /
            </span>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
