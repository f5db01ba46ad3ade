/**
 * The Content-Security-Policy of every answer (helmet, with a per-response script nonce), and
 * what a page that carries a map adds to it (rules/maps.ts says which pages do).
 */
export const CONTENT_SECURITY_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: [
    "'self'",
    'blob:',
    // The video player APIs and the share counter (features/media), loaded on demand and only
    // after marketing consent (or the shopper's "load anyway").
    'https://www.youtube.com',
    'https://s.ytimg.com',
    'https://player.vimeo.com',
    'https://widgets.pinterest.com',
  ],
  styleSrc: ["'self'", "'unsafe-inline'"],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  frameSrc: [
    'https://www.youtube.com',
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
  ],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * Google's hosts for the Maps JavaScript API (features/maps), by directive, added only to the
 * first document of a page that carries a map. Scripts and calls: the API's bootstrap and
 * services (maps.googleapis.com, mapsresources-pa.googleapis.com) and its static dependencies
 * (maps.gstatic.com), as Google's list of Maps domains gives them for an allowlist policy; no
 * wildcard of google.com or googleusercontent.com, which serve pages and files anyone can put
 * there. Images (tiles, markers, the satellite and aerial tiles of *.google.com), the API's
 * Roboto style sheet and fonts, and its frames as Google's CSP guide lists them.
 */
export const MAP_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'script-src': [
    'https://maps.googleapis.com',
    'https://mapsresources-pa.googleapis.com',
    'https://maps.gstatic.com',
  ],
  'connect-src': [
    'https://maps.googleapis.com',
    'https://mapsresources-pa.googleapis.com',
    'https://maps.gstatic.com',
  ],
  'img-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  'style-src': ['https://fonts.googleapis.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'frame-src': ['https://*.google.com'],
};

/**
 * A policy (the header helmet wrote, nonce included) with the map's sources added to their
 * directives; a directive the policy lacks is added with 'self' first, as the base would have.
 */
export function withMapSources(policy: string): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const missing = new Map(Object.entries(MAP_SOURCES));
  const merged = directives.map((directive) => {
    const [name = '', ...values] = directive.split(/\s+/);
    const extra = missing.get(name.toLowerCase());
    if (!extra) return directive;
    missing.delete(name.toLowerCase());
    return [name, ...values, ...extra.filter((source) => !values.includes(source))].join(' ');
  });
  for (const [name, sources] of missing) merged.push([name, "'self'", ...sources].join(' '));
  return merged.join(';');
}
