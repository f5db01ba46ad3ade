/**
 * Plain values about page addresses, shared by client and server. Kept apart from the TypeBox
 * schemas: a client import of a schema module would pull TypeBox (~40 KB gzip) into the bundle.
 */

/** A CMS page path below the culture ("" for the home page). */
export const PAGE_PATH_PATTERN = '^[a-z0-9-]*(/[a-z0-9-]+)*$';

/** Classes of the element holding a CMS page (server's first document and client alike). */
export function cmsPageClass(path: string): string {
  return `cms-page cms-page-${path.replace(/\//g, '-') || 'home'}`;
}
