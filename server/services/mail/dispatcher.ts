import type { AppDb } from '../../db/client';
import { claimDue, markFailed, markSent, type OutboxRow, type Rendered } from './outbox';

/** What delivers a rendered mail: SMTP, or the outbox folder (transports.ts). */
export interface MailTransport {
  deliver(row: OutboxRow, message: Rendered): Promise<void>;
}

export interface DispatcherOptions {
  db: AppDb;
  render(row: OutboxRow): Rendered;
  transport: MailTransport;
  /** Failures are logged, never thrown at whoever kicked. */
  onError(error: unknown, row?: OutboxRow): void;
}

export interface Dispatcher {
  /** Sends what is due now, in the background; kicks during a pass queue one more pass. */
  kick(): void;
  /** Resolves when no pass is running or queued (tests, close). */
  idle(): Promise<void>;
}

const message = (error: unknown): string =>
  error instanceof Error ? error.message || error.name : String(error);

/**
 * The outbox's dispatcher: one pass at a time claims due rows (outbox.ts leases them, so other
 * servers skip them), renders each in its culture and delivers it, then records the outcome.
 * A kick while a pass runs asks for exactly one more pass after it (the new row may have
 * committed after this pass's last claim); more kicks meanwhile coalesce into that one.
 */
export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const { db, render, transport, onError } = options;
  let running: Promise<void> | null = null;
  let again = false;

  async function sendOne(row: OutboxRow): Promise<void> {
    let rendered: Rendered | undefined;
    try {
      rendered = render(row);
      await transport.deliver(row, rendered);
    } catch (error) {
      onError(error, row);
      await markFailed(db, row, message(error), rendered);
      return;
    }
    await markSent(db, row.id, rendered);
  }

  async function pass(): Promise<void> {
    for (;;) {
      const rows = await claimDue(db);
      if (rows.length === 0) return;
      for (const row of rows) await sendOne(row);
    }
  }

  function run(): void {
    running = pass()
      .catch((error: unknown) => onError(error))
      .then(() => {
        if (again) {
          again = false;
          run();
        } else {
          running = null;
        }
      });
  }

  return {
    kick() {
      if (running) again = true;
      else run();
    },
    async idle() {
      while (running) await running;
    },
  };
}
