/**
 * The mail dispatcher on each engine: the outbox transport files a real .eml and marks the row
 * sent; a failing SMTP server leaves the row unsent with its error and a backoff, and the mail
 * goes out once the server is back and the retry is due; rows give up after MAX_ATTEMPTS until
 * staff retry them; a claim is a lease; one pass at a time; two servers on one PostgreSQL never
 * send a row twice.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { createDispatcher } from '../../../server/services/mail/dispatcher';
import { claimDue, MAX_ATTEMPTS, retryNow } from '../../../server/services/mail/outbox';
import { queueMail } from '../../../server/services/mail/queue';
import { engines } from '../../support/testServer';
import { freshPgDatabase } from '../faults/faultSupport';
import { exec } from '../support/productFixtures';
import { mailApp, outboxRow, parseMail, queueAndKick, resetMail } from './mailFixtures';
import { closedPort, startSmtpServer, type SmtpServer } from './smtpServer';

describe.each(engines)('mail dispatcher (%s)', (engine) => {
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let mailDir: string;
  const apps: FastifyInstance[] = [];
  const servers: SmtpServer[] = [];
  const open = async (options: Parameters<typeof mailApp>[0]) => {
    const built = await mailApp({ ...options, databaseUrl });
    apps.push(built);
    return built;
  };
  beforeAll(async () => {
    if (engine === 'postgres') {
      // A database of its own: another test file's app must not take these rows, nor these
      // apps theirs.
      ({ url: databaseUrl, drop } = await freshPgDatabase('mail'));
    }
    mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-mail-'));
    app = await open({ mailDir });
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) await s.close();
    // PGlite: each app has its own in-memory database; PostgreSQL: closed before the drop.
    for (const a of apps) await a.close();
    await drop?.();
  });

  it('files a real .eml in the mail folder and marks the row sent with what it sent', async () => {
    const id = await queueAndKick(app, resetMail('eml@vitrine.test', 'nl'));
    const row = await outboxRow(app, id);
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBeNull();
    expect(row.subject).toBe('Stel uw Vitrine-wachtwoord opnieuw in');
    expect(row.text_body).toContain('https://shop.example/nl/security/resetpassword?token=abc');
    expect(row.html_body).toContain('<html lang="nl">');

    const raw = fs.readFileSync(path.join(mailDir, `${id}-passwordReset.eml`), 'utf8');
    const mail = parseMail(raw);
    expect(mail.headers.get('from')).toBe('Vitrine <shop@vitrine.test>');
    expect(mail.headers.get('to')).toBe('eml@vitrine.test');
    expect(mail.headers.get('message-id')).toBe(`<outbox-${id}@shop.example>`);
    expect(mail.headers.get('mime-version')).toBe('1.0');
    expect(mail.headers.get('content-language')).toBe('nl');
    expect(mail.headers.get('date')).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    expect(mail.subject).toBe(row.subject);
    expect(mail.parts.map((p) => p.type)).toEqual(['text/plain', 'text/html']);
    expect(mail.parts[0]!.body).toBe(row.text_body);
    expect(mail.parts[1]!.body).toBe(row.html_body);
  });

  it('without a mail folder keeps the mail in the outbox only', async () => {
    const memoryOnly = await open({ mailDir: null });
    const before = fs.readdirSync(mailDir);
    const id = await queueAndKick(memoryOnly, {
      ...resetMail('nofile@vitrine.test'),
      template: 'passwordChanged',
    });
    expect((await outboxRow(memoryOnly, id)).sent_at).not.toBeNull();
    expect(fs.readdirSync(mailDir)).toEqual(before);
  });

  it('a mail whose data does not fit its template stays unsent with the reason', async () => {
    const id = await queueAndKick(app, {
      to: 'bad@vitrine.test',
      culture: 'fr',
      template: 'passwordReset',
      data: { FirstName: 'A' },
    });
    const row = await outboxRow(app, id);
    expect(row.sent_at).toBeNull();
    expect(row.last_error).toMatch(/passwordReset data: \/Link/);
    await exec(app, `delete from mail_outbox where id = ${id}`);
  });

  it('SMTP down: unsent with its error, retried after the backoff, sent once the server is back', async () => {
    const port = await closedPort();
    const smtp = await open({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const id = await queueAndKick(smtp, resetMail('down@vitrine.test'));
    let row = await outboxRow(smtp, id);
    expect(row.sent_at).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    expect(row.due_in_seconds).toBeGreaterThan(50);
    expect(row.due_in_seconds).toBeLessThanOrEqual(60);

    const server = await startSmtpServer(port);
    servers.push(server);
    smtp.mailer.kick();
    await smtp.mailDispatcher.idle();
    // Not due yet: the server being back changes nothing before the retry time.
    expect((await outboxRow(smtp, id)).attempts).toBe(1);
    expect(server.received).toHaveLength(0);

    await exec(smtp, `update mail_outbox set next_attempt_at = now() where id = ${id}`);
    smtp.mailer.kick();
    await smtp.mailDispatcher.idle();
    row = await outboxRow(smtp, id);
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(2);
    expect(row.last_error).toBeNull();
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.to).toEqual(['down@vitrine.test']);
    expect(server.received[0]!.from).toBe('shop@vitrine.test');
    const mail = parseMail(server.received[0]!.data);
    expect(mail.headers.get('message-id')).toBe(`<outbox-${id}@shop.example>`);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Vitrine');
  });

  it('gives up after MAX_ATTEMPTS keeping the error, until a retry makes it due again', async () => {
    const port = await closedPort();
    const smtp = await open({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const id = await smtp.db.transaction((tx) => queueMail(tx, resetMail('giveup@vitrine.test')));
    await exec(smtp, `update mail_outbox set attempts = ${MAX_ATTEMPTS - 1} where id = ${id}`);
    smtp.mailer.kick();
    await smtp.mailDispatcher.idle();
    expect(await outboxRow(smtp, id)).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null });

    await exec(smtp, `update mail_outbox set next_attempt_at = now() where id = ${id}`);
    smtp.mailer.kick();
    await smtp.mailDispatcher.idle();
    const gaveUp = await outboxRow(smtp, id);
    expect(gaveUp).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null });
    expect(gaveUp.last_error).toMatch(/ECONNREFUSED/);

    servers.push(await startSmtpServer(port));
    expect(await retryNow(smtp.db, id)).toBe(true);
    smtp.mailer.kick();
    await smtp.mailDispatcher.idle();
    expect(await outboxRow(smtp, id)).toMatchObject({ attempts: 1, last_error: null });
    expect((await outboxRow(smtp, id)).sent_at).not.toBeNull();
    // A sent mail is not retried.
    expect(await retryNow(smtp.db, id)).toBe(false);
  });

  it('a claim is a lease: a claimed row is left alone until it runs out', async () => {
    const id = await app.db.transaction((tx) => queueMail(tx, resetMail('lease@vitrine.test')));
    // Another server claimed it, then died before sending.
    const claimed = await claimDue(app.db);
    expect(claimed.map((r) => r.id)).toEqual([id]);
    app.mailer.kick();
    await app.mailDispatcher.idle();
    expect((await outboxRow(app, id)).sent_at).toBeNull();
    await exec(app, `update mail_outbox set next_attempt_at = now() where id = ${id}`);
    app.mailer.kick();
    await app.mailDispatcher.idle();
    expect(await outboxRow(app, id)).toMatchObject({ attempts: 2, last_error: null });
  });

  it('a server that starts listening sends what was left due', async () => {
    const listening = await open({ mailDir: null });
    // Queued without a kick: a server stopped before its pass, or another server's mail.
    const id = await listening.db.transaction((tx) =>
      queueMail(tx, resetMail('listen@vitrine.test')),
    );
    await listening.listen({ port: 0, host: '127.0.0.1' });
    let row = await outboxRow(listening, id);
    for (let waited = 0; row.sent_at === null && waited < 5000; waited += 50) {
      await new Promise((r) => setTimeout(r, 50));
      row = await outboxRow(listening, id);
    }
    expect(row.sent_at).not.toBeNull();
  });

  it('runs one pass at a time: kicks during a pass wait for it, and nothing is lost', async () => {
    let inFlight = 0;
    let most = 0;
    const delivered: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const dispatcher = createDispatcher({
      db: app.db,
      render: () => ({ subject: 's', text: 't', html: '<p>h</p>' }),
      transport: {
        async deliver(row) {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await gate;
          delivered.push(row.id);
          inFlight -= 1;
        },
      },
      onError: (error) => {
        throw error;
      },
    });
    const first = await app.db.transaction((tx) => queueMail(tx, resetMail('one@vitrine.test')));
    dispatcher.kick();
    // The first pass is under way (held at the gate) before the second mail and kicks arrive.
    await new Promise((r) => setTimeout(r, 50));
    const second = await app.db.transaction((tx) => queueMail(tx, resetMail('two@vitrine.test')));
    dispatcher.kick();
    dispatcher.kick();
    dispatcher.kick();
    release();
    await dispatcher.idle();
    expect(most).toBe(1);
    expect(delivered).toEqual([first, second]);
  });

  if (engine === 'postgres') {
    it('two servers on one PostgreSQL database never send a row twice', async () => {
      const server = await startSmtpServer();
      servers.push(server);
      const smtpUrl = `smtp://127.0.0.1:${server.port}`;
      const [a, b] = [await open({ smtpUrl }), await open({ smtpUrl })];
      const ids = await a.db.transaction(async (tx) => {
        const made: number[] = [];
        for (let i = 0; i < 40; i += 1)
          made.push(await queueMail(tx, resetMail(`twice${i}@vitrine.test`)));
        return made;
      });
      for (let round = 0; round < 5; round += 1) {
        a.mailer.kick();
        b.mailer.kick();
        // Kicks spread a little apart, so the two servers' passes overlap in varied ways.
        await new Promise((r) => setTimeout(r, 5));
      }
      await Promise.all([a.mailDispatcher.idle(), b.mailDispatcher.idle()]);
      const sent = server.received.map((m) => parseMail(m.data).headers.get('message-id'));
      expect([...sent].sort()).toEqual(ids.map((id) => `<outbox-${id}@shop.example>`).sort());
      for (const id of ids) expect(await outboxRow(a, id)).toMatchObject({ attempts: 1 });
    });

    it('claims racing on two connection pools never hand out the same row', async () => {
      const [a, b] = apps.slice(-2) as [FastifyInstance, FastifyInstance];
      const ids = await a.db.transaction(async (tx) => {
        const made: number[] = [];
        for (let i = 0; i < 200; i += 1) {
          made.push(await queueMail(tx, resetMail(`race${i}@vitrine.test`)));
        }
        return made;
      });
      // Twenty claims at once, ten on each server's pool, each free to take any due row.
      const claims = await Promise.all(
        Array.from({ length: 20 }, (_, i) => claimDue(i % 2 ? b.db : a.db, 10)),
      );
      const claimed = claims.flat().map((r) => r.id);
      expect(new Set(claimed).size).toBe(claimed.length);
      expect([...claimed].sort((x, y) => x - y)).toEqual(ids);
    });
  }
});
