import type { FastifyInstance } from 'fastify';
import { createDispatcher, type Dispatcher } from './dispatcher';
import type { OutboxRow } from './outbox';
import { renderMail } from './render';
import { outboxTransport, smtpTransport, type MessageSettings } from './transports';

/** The periodic pass: retries what failed once its backoff is over (outbox.ts). */
export const RETRY_PASS_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The dispatcher behind app.mailer (tests wait for its passes with idle()). */
    mailDispatcher: Dispatcher;
  }
}

/**
 * Decorates app.mailer (queue.ts): with SMTP_URL set, mail goes to that server; otherwise the
 * outbox keeps it (and writes it to the mail folder). A listening server also runs a pass every
 * RETRY_PASS_MS, for failed mail whose retry is due and for mail another server queued.
 */
export async function registerMailer(app: FastifyInstance): Promise<void> {
  const { config, site } = app;
  const settings: MessageSettings = { from: config.mailFrom, publicUrl: config.publicUrl };
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, settings)
    : outboxTransport(config.mailDir, settings);
  const links = `${config.publicUrl}${config.appBase}`;
  const dispatcher = createDispatcher({
    db: app.db,
    render: (row) => renderMail(row, { site, links, appBase: config.appBase }),
    transport,
    onError: (err: unknown, row?: OutboxRow) =>
      app.log.warn({ err, mail: row?.id, template: row?.template }, 'mail not sent'),
  });
  app.decorate('mailDispatcher', dispatcher);
  let closed = false;
  app.decorate('mailer', {
    kick: () => {
      if (!closed) dispatcher.kick();
    },
  });

  // In a child scope: its onClose runs before the root's, which closes the database.
  await app.register(async (scope) => {
    let timer: NodeJS.Timeout | undefined;
    scope.addHook('onListen', async () => {
      dispatcher.kick();
      timer = setInterval(() => dispatcher.kick(), RETRY_PASS_MS).unref();
    });
    // A pass in flight finishes before the database closes; none starts after.
    scope.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      await dispatcher.idle();
    });
  });
}
