/**
 * Site-wide widgets that are not part of the page layout itself (consent banner, support
 * panel, page behaviours). Each one keeps its weight out of the main chunk.
 */
export function SiteExtras() {
  return <></>;
}
