import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** PGlite data folder; `memory://` keeps everything in memory (tests). */
  dataDir: string;
  /** Folder holding the built client (index.html + assets/). */
  staticDir: string;
  publicDir: string;
  appBase: string;
  siteBase: string;
  cmsName: string;
  logLevel: string;
}

const root = path.resolve(__dirname, '..');

/** One path segment of APP_BASE: URL-safe characters only (RFC 3986 unreserved). */
const BASE_SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * APP_BASE as the server and the client use it: '' (served at the root) or '/seg[/seg…]' with a
 * leading slash and no trailing one. A missing leading slash or a trailing slash is added or
 * removed ('shop/' → '/shop'; '/' → ''); anything that is not a plain path (spaces, '//', '..',
 * a query, characters to escape) is refused with a one-line message naming the value.
 */
export function normalizeAppBase(raw: string | undefined): string {
  const value = raw ?? '';
  if (value === '' || value === '/') return '';
  const trimmed = value.replace(/^\//, '').replace(/\/$/, '');
  const segments = trimmed.split('/');
  if (segments.some((s) => !BASE_SEGMENT.test(s) || s === '.' || s === '..')) {
    throw new Error(
      `APP_BASE must be a path such as /shop (letters, digits and - . _ ~ between single slashes), got ${JSON.stringify(value)}`,
    );
  }
  return `/${segments.join('/')}`;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`);
  }
  const appBase = normalizeAppBase(env.APP_BASE);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(root, 'data'),
    staticDir: env.STATIC_DIR ?? path.join(root, 'dist'),
    publicDir: path.join(root, 'public'),
    appBase,
    // The server answers the spec's {site} calls (widgets) under the app base too: unless a
    // proxy maps another prefix onto it, {site} is the app base.
    siteBase: env.SITE_BASE === undefined ? appBase : env.SITE_BASE.replace(/\/$/, ''),
    cmsName: env.CMS_NAME ?? 'Vitrine',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
