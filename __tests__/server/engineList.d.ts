export type Engine = 'pglite' | 'postgres';

/** The suites that run on PostgreSQL in `npm test`, each with its engines and the reason. */
export const POSTGRES: Record<string, { engines: Engine[]; why: string }>;
/** The suites that run on PGlite only in `npm test`. */
export const PGLITE: string[];
export function enginesFor(file: string, options: { postgres: boolean; full: boolean }): Engine[];
