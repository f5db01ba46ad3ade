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

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(root, 'data'),
    staticDir: env.STATIC_DIR ?? path.join(root, 'dist'),
    publicDir: path.join(root, 'public'),
    appBase: (env.APP_BASE ?? '').replace(/\/$/, ''),
    siteBase: (env.SITE_BASE ?? '').replace(/\/$/, ''),
    cmsName: env.CMS_NAME ?? 'Vitrine',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
