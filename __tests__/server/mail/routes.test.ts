/**
 * The mail routes on each engine: the development viewer (404 unless MAIL_VIEWER=1; list,
 * message, .eml; params validated; links under APP_BASE) and the staff outbox calls (401
 * visitor, 403 customer, 200 staff; 20 a page, newest first; retry).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { MAX_ATTEMPTS } from '../../../server/services/mail/outbox';
import { queueMail } from '../../../server/services/mail/queue';
import { csrf, engines } from '../../support/testServer';
import { freshPgDatabase } from '../faults/faultSupport';
import { caller, customerSid, type Call } from '../support/cartFixtures';
import { demoCustomerId, exec, rows } from '../support/productFixtures';
import { mailApp, outboxRow, parseMail, queueAndKick, resetMail } from './mailFixtures';

const html = (lang: string) => ({ accept: 'text/html', 'accept-language': lang });

describe.each(engines)('mail routes (%s)', (engine) => {
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let call: Call;
  let sent: number;
  let broken: number;
  beforeAll(async () => {
    // Its own database: the staff list counts every mail in it.
    if (engine === 'postgres') ({ url: databaseUrl, drop } = await freshPgDatabase('mailroutes'));
    app = await mailApp({ databaseUrl, mailViewer: true });
    call = caller(app, await csrf(app));
    sent = await queueAndKick(app, resetMail('viewer@vitrine.test', 'nl'));
    broken = await queueAndKick(app, {
      to: 'broken@vitrine.test',
      culture: 'fr',
      template: 'passwordReset',
      data: { FirstName: '<b>' },
    });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await drop?.();
  });

  describe('the development viewer', () => {
    it('answers 404 on every address without MAIL_VIEWER', async () => {
      const off = await mailApp({ databaseUrl });
      try {
        for (const url of ['/dev/mail', `/dev/mail/${sent}`, `/dev/mail/${sent}.eml`]) {
          const res = await off.inject({ url, headers: html('fr') });
          expect([url, res.statusCode]).toEqual([url, 404]);
          expect(res.body).not.toContain('viewer@vitrine.test');
        }
      } finally {
        await off.close();
      }
    });

    it('lists the outbox newest first, in the visitor’s language, under the CSP', async () => {
      const res = await app.inject({ url: '/dev/mail', headers: html('nl') });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<html lang="nl">');
      expect(res.body).toContain('<title>Postvak uit (ontwikkeling)</title>');
      const subject = `<a href="/dev/mail/${sent}">Stel uw Vitrine-wachtwoord opnieuw in</a>`;
      expect(res.body).toContain(subject);
      expect(res.body).toContain(`<a href="/dev/mail/${broken}">(nog niet opgesteld)</a>`);
      expect(res.body.indexOf(`/dev/mail/${broken}"`)).toBeLessThan(res.body.indexOf(subject));
      expect(res.body).toContain('>Verzonden</td>');
      expect(res.body).toContain('class="failed">Mislukt na 1 poging(en)</td>');
      expect(res.body).not.toContain('<script');
      const nonce = /<style nonce="([^"]+)">/.exec(res.body)?.[1];
      expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    });

    it('shows one mail: headers, its links, its HTML and its text', async () => {
      const res = await app.inject({ url: `/dev/mail/${sent}`, headers: html('fr') });
      expect(res.statusCode).toBe(200);
      const row = await outboxRow(app, sent);
      expect(res.body).toContain('<h1>Stel uw Vitrine-wachtwoord opnieuw in</h1>');
      expect(res.body).toContain('<dd>viewer@vitrine.test</dd>');
      const link = 'https://shop.example/nl/security/resetpassword?token=abc';
      expect(res.body).toContain(`<li><a href="${link}">${link}</a></li>`);
      // The mail's own HTML, its body's content in the page (no document, no script).
      expect(res.body).toContain(
        `<section class="mail-html" aria-label="Version HTML de « Stel uw Vitrine-wachtwoord opnieuw in »"><div role="article"`,
      );
      expect(res.body).toContain(
        row.html_body!.slice(
          row.html_body!.indexOf('<div role="article"'),
          -'</body></html>'.length,
        ),
      );
      expect(res.body.match(/<html/g)).toHaveLength(1);
      expect(res.body).toContain(`<a href="/dev/mail/${sent}.eml" download>`);
      expect(res.body).toContain('Deze link werkt één keer, gedurende 60 minuten.');
      expect(row.text_body).toContain(link);
    });

    it('shows a mail that cannot be composed with its error', async () => {
      const res = await app.inject({ url: `/dev/mail/${broken}`, headers: html('fr') });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>(pas encore composé)</h1>');
      expect(res.body).toContain('passwordReset data: /Link');
      expect(res.body).toContain('<dt>Dernière erreur</dt>');
    });

    it('downloads the .eml', async () => {
      const res = await app.inject({ url: `/dev/mail/${sent}.eml` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('message/rfc822');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${sent}-passwordReset.eml"`,
      );
      const mail = parseMail(res.body);
      expect(mail.subject).toBe('Stel uw Vitrine-wachtwoord opnieuw in');
      expect(mail.headers.get('to')).toBe('viewer@vitrine.test');
    });

    it('validates its parameters and answers unknown mail with 404', async () => {
      for (const url of [
        '/dev/mail/abc',
        '/dev/mail/0',
        '/dev/mail/12.txt',
        `/dev/mail/${sent}?x=1`,
        '/dev/mail?page=0',
        '/dev/mail?page=x',
        '/dev/mail?other=1',
      ]) {
        const res = await app.inject({ url, headers: { 'accept-language': 'nl' } });
        expect([url, res.statusCode]).toEqual([url, 400]);
        expect(res.json().message).toMatch(/^Het veld/);
      }
      for (const url of ['/dev/mail/999999', '/dev/mail/999999.eml', `/dev/mail/${broken}.eml`]) {
        const res = await app.inject({ url, headers: { 'accept-language': 'fr' } });
        expect([url, res.statusCode]).toEqual([url, 404]);
        expect(res.json()).toEqual({ message: 'Ce message n’existe pas.' });
      }
    });

    it('is in the API docs while it is on (tag dev)', async () => {
      const doc = (await app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths).filter((p) => p.startsWith('/dev/'))).toEqual([
        '/dev/mail',
        '/dev/mail/{message}',
      ]);
      expect(Object.keys(doc.paths)).toContain('/api/v1/staff/mail');
    });

    it('links below APP_BASE', async () => {
      const based = await mailApp({ databaseUrl, mailViewer: true, appBase: '/shop' });
      try {
        const id = await queueAndKick(based, resetMail('based@vitrine.test'));
        const list = await based.inject({ url: '/shop/dev/mail', headers: html('fr') });
        expect(list.statusCode).toBe(200);
        expect(list.body).toContain(`<a href="/shop/dev/mail/${id}">`);
        const one = await based.inject({ url: `/shop/dev/mail/${id}`, headers: html('fr') });
        expect(one.body).toContain('<a href="/shop/dev/mail">');
        expect(one.body).toContain(`<a href="/shop/dev/mail/${id}.eml" download>`);
        // Mail links too: PUBLIC_URL, then the base.
        expect(one.body).toContain('<a href="https://shop.example/shop/fr/security/resetpassword');
        expect((await based.inject({ url: '/dev/mail' })).statusCode).toBe(404);
      } finally {
        await based.close();
      }
    });
  });

  describe('the staff outbox', () => {
    let staffSid: string;
    let customer: string;
    beforeAll(async () => {
      const [staff] = await rows<{ id: number }>(
        app,
        "select id from customers where email = 'staff@vitrine.test' and role = 'staff'",
      );
      // The seeded staff user, or one of this test's own until the seed has one.
      const staffId =
        staff?.id ??
        (
          await rows<{ id: number }>(
            app,
            `insert into customers (email, password_hash, first_name, last_name, culture, role)
             values ('mail-staff@vitrine.test', 'not-a-hash', 'Sam', 'Staff', 'fr', 'staff')
             returning id`,
          )
        )[0]!.id;
      staffSid = await customerSid(app, staffId);
      customer = await customerSid(app, await demoCustomerId(app));
    });

    it('answers 401 to a visitor and 403 to a customer, translated', async () => {
      const visitor = await call('GET', '/api/v1/staff/mail', { lang: 'nl' });
      expect(visitor.statusCode).toBe(401);
      expect(typeof visitor.json().message).toBe('string');
      const asCustomer = await call('GET', '/api/v1/staff/mail', { sid: customer, lang: 'nl' });
      expect(asCustomer.statusCode).toBe(403);
      expect(typeof asCustomer.json().message).toBe('string');
      for (const sid of [undefined, customer]) {
        const retry = await call('POST', `/api/v1/staff/mail/${sent}/retry`, { sid });
        expect(retry.statusCode).toBe(sid ? 403 : 401);
      }
    });

    it('lists 20 a page, newest first, with each mail’s state and the transport', async () => {
      const more = await app.db.transaction(async (tx) => {
        const ids: number[] = [];
        for (let i = 0; i < 21; i += 1) ids.push(await queueMail(tx, resetMail(`page${i}@x.test`)));
        return ids;
      });
      const all = (
        await rows<{ id: number }>(app, 'select id from mail_outbox order by id desc')
      ).map((r) => r.id);
      const first = await call('GET', '/api/v1/staff/mail', { sid: staffSid });
      expect(first.statusCode).toBe(200);
      const body = first.json();
      const pageCount = Math.ceil(all.length / 20);
      expect(pageCount).toBeGreaterThanOrEqual(2);
      expect(body).toMatchObject({ PageNumber: 1, PageCount: pageCount, Transport: 'outbox' });
      expect(body.Messages.map((m: { Id: number }) => m.Id)).toEqual(all.slice(0, 20));
      expect(body.Messages[0]).toEqual({
        Id: more[20],
        To: 'page20@x.test',
        Culture: 'fr',
        Template: 'passwordReset',
        Subject: null,
        CreatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        SentAt: null,
        Attempts: 0,
        LastError: null,
      });
      const second = (await call('GET', '/api/v1/staff/mail?pagenbr=2', { sid: staffSid })).json();
      expect(second.PageNumber).toBe(2);
      const ids = second.Messages.map((m: { Id: number }) => m.Id);
      expect(ids).toEqual(all.slice(20, 40));
      expect(ids).toEqual(expect.arrayContaining([more[0], broken, sent]));
      const byId = (id: number) => second.Messages.find((m: { Id: number }) => m.Id === id);
      expect(byId(broken)).toMatchObject({ Attempts: 1, LastError: expect.any(String) });
      expect(byId(sent)).toMatchObject({
        Subject: 'Stel uw Vitrine-wachtwoord opnieuw in',
        SentAt: expect.any(String),
      });
      await exec(app, `delete from mail_outbox where id in (${more.join(',')})`);
    });

    it('retries a mail that gave up (204, sent), and not a sent or unknown one (404)', async () => {
      const id = await app.db.transaction((tx) => queueMail(tx, resetMail('retry@vitrine.test')));
      await exec(
        app,
        `update mail_outbox set attempts = ${MAX_ATTEMPTS}, last_error = 'refused' where id = ${id}`,
      );
      const res = await call('POST', `/api/v1/staff/mail/${id}/retry`, { sid: staffSid });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      await app.mailDispatcher.idle();
      expect(await outboxRow(app, id)).toMatchObject({ attempts: 1, last_error: null });
      expect((await outboxRow(app, id)).sent_at).not.toBeNull();
      for (const other of [id, 999999]) {
        const again = await call('POST', `/api/v1/staff/mail/${other}/retry`, {
          sid: staffSid,
          lang: 'nl',
        });
        expect(again.statusCode).toBe(404);
        expect(again.json()).toEqual({ message: 'Dit bericht bestaat niet of is al verzonden.' });
      }
      const noCsrf = await call('POST', `/api/v1/staff/mail/${id}/retry`, {
        sid: staffSid,
        csrfHeader: false,
      });
      expect(noCsrf.statusCode).toBe(403);
    });
  });
});
