import { isIP } from 'node:net';
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
  /** SMTP server for the shop's mail (smtp://user:pass@host:587); none: the outbox keeps it. */
  smtpUrl: string | undefined;
  /** The mail's From header. */
  mailFrom: string;
  /** The shop's address as shoppers reach it (no trailing slash): mail links start with it. */
  publicUrl: string;
  /** Where the outbox writes each mail as an .eml file; null (in-memory data): no files. */
  mailDir: string | null;
  /** MAIL_VIEWER=1: the outbox is browsable at {app}/dev/mail (development, end-to-end tests). */
  mailViewer: boolean;
  /**
   * Which peers may tell the client's address (X-Forwarded-For) and protocol: true (any, only
   * behind a proxy that overwrites the header), a hop count, or addresses / CIDRs / the names
   * loopback, linklocal, uniquelocal. The per-address login limits count what this yields.
   */
  trustProxy: boolean | number | string[];
  /** GOOGLE_MAPS_API_KEY: the maps service's browser key (M5), unless the settings table has one. */
  googleMapsApiKey: string;
  /**
   * PICKUP_PROVIDER_URL_<CODE>: a carrier's own pickup point API (issue 17), keyed by the
   * carrier's code upper-cased with '-' as '_' (PICKUP_PROVIDER_URL_BPOST_POINTS). A carrier
   * without one is answered from the seeded pickup_points.
   */
  pickupProviderUrls: Record<string, string>;
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

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY entry: a name, an address, or address/prefix-length (or /netmask). */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY as Fastify's trustProxy takes it (default loopback: a proxy on this machine).
 * Anything else would let every client choose the address its attempts are counted under.
 */
export function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '') return ['loopback'];
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !isProxyEntry(e));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY must be true, false, a hop count or addresses/CIDRs (loopback, 10.0.0.0/8, ...), got ${JSON.stringify(bad)}`,
    );
  }
  return entries;
}

/**
 * ServerConfig.trustProxy as Fastify takes it. A hop count becomes "trust the first n peers"
 * (Fastify 5 ignores a bare number, to fail closed): use it only when the server is reachable
 * solely through that chain of proxies.
 */
export function trustProxyOption(
  value: ServerConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`);
  }
  const appBase = normalizeAppBase(env.APP_BASE);
  const dataDir = env.DATA_DIR ?? path.join(root, 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    staticDir: env.STATIC_DIR ?? path.join(root, 'dist'),
    publicDir: path.join(root, 'public'),
    appBase,
    // The server answers the spec's {site} calls (widgets) under the app base too: unless a
    // proxy maps another prefix onto it, {site} is the app base.
    siteBase: env.SITE_BASE === undefined ? appBase : env.SITE_BASE.replace(/\/$/, ''),
    cmsName: env.CMS_NAME ?? 'Vitrine',
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || '"Vitrine" <shop@vitrine.test>',
    publicUrl: readPublicUrl(env.PUBLIC_URL, port),
    // The data folder holds the outbox's files, with PostgreSQL too; memory:// has no folder.
    mailDir: dataDir === 'memory://' ? null : path.join(dataDir, 'mail'),
    mailViewer: env.MAIL_VIEWER === '1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY ?? '',
    pickupProviderUrls: readPickupProviderUrls(env),
  };
}

const PICKUP_URL_PREFIX = 'PICKUP_PROVIDER_URL_';

/** The environment key of a carrier's API address: its code upper-cased, '-' as '_'. */
export function pickupProviderKey(carrierCode: string): string {
  return carrierCode.toUpperCase().replace(/-/g, '_');
}

/** Every PICKUP_PROVIDER_URL_<CODE> that is set, checked to be an http(s) address. */
export function readPickupProviderUrls(env: NodeJS.ProcessEnv): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith(PICKUP_URL_PREFIX) || !value) continue;
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(`${name} must be an http(s) address, got ${JSON.stringify(value)}`);
    }
    urls[name.slice(PICKUP_URL_PREFIX.length)] = value;
  }
  return urls;
}

/**
 * PUBLIC_URL as mail links use it: an http(s) origin, with a path when a proxy adds one
 * (trailing slash removed). Never taken from a request's Host header, which a client chooses.
 */
export function readPublicUrl(raw: string | undefined, port: number): string {
  const value = raw || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an http(s) address, got ${JSON.stringify(value)}`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
