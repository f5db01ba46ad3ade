/**
 * The server's exit codes (README.md, "Exit codes"): a start that fails prints one line on
 * stderr and exits with the code of its cause, so a supervisor or a script can tell them apart.
 */
export const EXIT = {
  /** Stopped on SIGTERM / SIGINT after closing cleanly. */
  ok: 0,
  /** Anything else: an unexpected error at start, or a close that failed. */
  failure: 1,
  /** The environment is wrong (PORT, APP_BASE, HOST, ORPHAN_CHARGE_GRACE_SECONDS…). */
  configuration: 2,
  /** DATA_DIR is not a writable folder, or PGlite cannot open the database in it. */
  dataDir: 3,
  /** HOST:PORT cannot be listened on (taken by another process, or not allowed). */
  portInUse: 4,
  /** DATABASE_URL names a PostgreSQL server that cannot be reached or refuses the login. */
  databaseUnreachable: 5,
} as const;

export class StartupError extends Error {
  constructor(
    readonly exitCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'StartupError';
  }
}
