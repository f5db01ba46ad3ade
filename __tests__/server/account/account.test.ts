/**
 * Login modal's server side (S6), login, logoff, sessions and /me, through the real app on each
 * engine. Rows written here are found by their own ids: PostgreSQL is shared between files.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers, sessions } from '../../../server/db/schema';
import { DEMO_CUSTOMER } from '../../../server/seed/customers';
import { sessionIdOf } from '../../../server/services/account/sessions';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { newIp } from './accountSupport';

const DAY = 24 * 60 * 60 * 1000;

describe.each(engines)('login, sessions and account (%s)', (engine) => {
  let app: FastifyInstance;
  let token: { cookie: string; token: string };
  beforeAll(async () => {
    app = await buildTestApp(engine);
    token = await csrf(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const loginPage = (culture: string, returnUrl?: string) =>
    app.inject({
      url: `/${culture}/security/login`,
      query: returnUrl === undefined ? {} : { returnUrl },
      headers: { accept: 'application/json' },
    });

  const login = (
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
    cookie = token.cookie,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: body,
      headers: { cookie, 'x-csrf-token': token.token, ...headers },
    });

  const demo = { Email: DEMO_CUSTOMER.email, Password: DEMO_CUSTOMER.password };
  const sidOf = (res: Awaited<ReturnType<typeof login>>) =>
    res.cookies.find((c) => c.name === 'vitrine.sid');
  const me = (sid?: string, culture = 'fr') =>
    app.inject({
      url: '/api/v1/account/me',
      headers: { 'accept-language': culture, ...(sid ? { cookie: `vitrine.sid=${sid}` } : {}) },
    });

  describe('S6 login page', () => {
    it('answers the modal’s view model as JSON, translated', async () => {
      const fr = await loginPage('fr', '/fr/about?x=1');
      expect(fr.statusCode).toBe(200);
      expect(fr.json()).toEqual({
        Culture: 'fr',
        Title: 'Connexion',
        Intro: 'Vous devez être connecté pour continuer.',
        ReturnUrl: '/fr/about?x=1',
        Action: '/api/v1/security/login',
      });
      expect(fr.headers.vary).toContain('Accept');
      const nl = await loginPage('nl', '/nl/');
      expect(nl.json()).toMatchObject({ Title: 'Aanmelden', ReturnUrl: '/nl/' });
    });

    it.each([
      ['no return URL', undefined],
      ['another site', 'https://evil.test/fr/about'],
      ['a protocol-relative URL', '//evil.test/fr/about'],
      ['a backslash trick', '/\\evil.test/fr/'],
      ['another culture', '/nl/about'],
      ['the culture without a slash', '/fr'],
      ['a path climbing out', '/fr/../admin'],
      ['the logoff link', '/fr/security/logoff'],
      ['logoff anywhere', '/fr/x/LogOff?y'],
      ['the login page itself', '/fr/security/login?returnUrl=/fr/'],
      ['a javascript URL', 'javascript:alert(1)'],
      ['a huge URL', `/fr/${'a'.repeat(3000)}`],
    ])('sends %s to the account page', async (_name, returnUrl) => {
      const res = await loginPage('fr', returnUrl);
      expect(res.json().ReturnUrl).toBe('/fr/account');
    });

    it('keeps a same-site path with its query and hash', async () => {
      const res = await loginPage('fr', '/fr/catalog?q=vase&page=2#top');
      expect(res.json().ReturnUrl).toBe('/fr/catalog?q=vase&page=2#top');
    });

    it('answers the app document for a first load, and 404 for an unknown culture', async () => {
      const html = await app.inject({
        url: '/nl/security/login?returnUrl=/nl/',
        headers: { accept: 'text/html' },
      });
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.body).toContain('<html lang="nl">');
      expect(html.body).toContain('window.__VITRINE__');
      const unknown = await loginPage('xx');
      expect(unknown.statusCode).toBe(404);
      expect(typeof unknown.json().message).toBe('string');
    });
  });

  describe('login', () => {
    it('opens a session: HTTP-only SameSite=Lax cookie, 30 days, hashed in the table', async () => {
      const res = await login({ ...demo, ReturnUrl: '/nl/about' });
      expect(res.statusCode).toBe(200);
      const customer = {
        Email: 'demo@vitrine.test',
        FirstName: 'Sophie',
        LastName: 'Peeters',
        Role: 'customer',
        EmailVerified: true,
        Culture: 'fr',
        Phone: null,
        Newsletter: false,
        CompanyName: null,
        VAT: null,
        TwoFactorEnabled: false,
      };
      expect(res.json()).toEqual({
        ReturnUrl: '/nl/about',
        TwoFactorRequired: false,
        Customer: customer,
      });
      expect(res.headers['cache-control']).toBe('no-store');
      const sid = sidOf(res);
      expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(sid?.secure).toBeFalsy();
      expect(sid?.value).toMatch(/^[\w-]{43}$/);
      const expires = new Date(String(sid?.expires)).getTime();
      expect(Math.abs(expires - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
      const stored = await app.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(sid!.value)));
      expect(stored).toHaveLength(1);
      const byToken = await app.db.select().from(sessions).where(eq(sessions.id, sid!.value));
      expect(byToken).toHaveLength(0);

      const who = await me(sid?.value);
      expect(who.statusCode).toBe(200);
      expect(who.json()).toEqual(customer);
      expect(who.headers['cache-control']).toBe('no-store');
    });

    it('accepts the e-mail in any case and falls back to the customer’s account page', async () => {
      const res = await login({ Email: ' DEMO@Vitrine.TEST ', Password: demo.Password });
      expect(res.statusCode).toBe(200);
      expect(res.json().ReturnUrl).toBe('/fr/account');
    });

    it('marks the cookie Secure over https', async () => {
      const res = await login(demo, { 'x-forwarded-proto': 'https' });
      expect(sidOf(res)?.secure).toBe(true);
    });

    it('rotates the session id: the cookie sent before login is dead after it', async () => {
      const first = sidOf(await login(demo))!.value;
      const second = await login(demo, {}, `${token.cookie}; vitrine.sid=${first}`);
      const next = sidOf(second)!.value;
      expect(next).not.toBe(first);
      expect((await me(first)).statusCode).toBe(401);
      expect((await me(next)).statusCode).toBe(200);
    });

    it('stores the password as an argon2id hash', async () => {
      const [row] = await app.db
        .select()
        .from(customers)
        .where(eq(customers.email, DEMO_CUSTOMER.email));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.passwordHash).not.toContain(DEMO_CUSTOMER.password);
    });

    it('refuses a wrong password with a translated 400 and no session, in fr and nl', async () => {
      const fr = await login({ ...demo, Password: 'wrong' }, { 'accept-language': 'fr' });
      expect(fr.statusCode).toBe(400);
      expect(fr.json()).toEqual({ message: 'Adresse e-mail ou mot de passe incorrect.' });
      expect(sidOf(fr)).toBeUndefined();
      const nl = await login({ ...demo, Password: 'wrong' }, { 'accept-language': 'nl-BE,nl' });
      expect(nl.json()).toEqual({ message: 'Onjuist e-mailadres of wachtwoord.' });
    });

    it('answers an unknown e-mail exactly like a wrong password', async () => {
      const known = await login({ ...demo, Password: 'wrong' });
      const unknown = await login({ Email: 'nobody@vitrine.test', Password: 'wrong' });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(sidOf(unknown)).toBeUndefined();
    });

    it('needs the CSRF header', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/security/login',
        payload: demo,
        headers: { cookie: token.cookie },
      });
      expect(res.statusCode).toBe(403);
      expect(sidOf(res)).toBeUndefined();
    });

    it('limits attempts per e-mail from anywhere: the 11th within 15 minutes is a translated 429', async () => {
      // Each from another address: guessing at one account from many places is still counted.
      const from = { 'accept-language': 'nl' };
      const attempt = (Email: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/security/login',
          remoteAddress: newIp(),
          payload: { Email, Password: 'guess' },
          headers: { cookie: token.cookie, 'x-csrf-token': token.token, ...from },
        });
      const target = `target-${Date.now()}@vitrine.test`;
      for (let i = 0; i < 10; i += 1) {
        expect((await attempt(target)).statusCode).toBe(400);
      }
      const limited = await attempt(target.toUpperCase());
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        message: 'Te veel pogingen. Probeer het over 15 minuten opnieuw.',
      });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // Another e-mail is counted apart.
      expect((await attempt(`other-${Date.now()}@vitrine.test`)).statusCode).toBe(400);
    });
  });

  describe('log-off and /me', () => {
    it('/me answers 401 with a translated message without a session', async () => {
      const none = await me(undefined, 'fr');
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ message: 'Vous devez être connecté pour continuer.' });
      const forged = await me('not-a-session', 'nl');
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ message: 'U moet aangemeld zijn om verder te gaan.' });
    });

    it('treats an expired session as none', async () => {
      const sid = sidOf(await login(demo))!.value;
      await app.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, sessionIdOf(sid)));
      expect((await me(sid)).statusCode).toBe(401);
    });

    const logoffForm = (sid: string | undefined, form: string, culture = 'nl') =>
      app.inject({
        method: 'POST',
        url: `/${culture}/security/logoff`,
        headers: {
          cookie: sid ? `${token.cookie}; vitrine.sid=${sid}` : token.cookie,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: form,
      });
    const stillLoggedIn = async (sid: string) => expect((await me(sid)).statusCode).toBe(200);

    it('a GET never logs off: it is a page with one button that POSTs the token', async () => {
      const sid = sidOf(await login(demo))!.value;
      for (const [culture, button] of [
        ['fr', 'Se déconnecter'],
        ['nl', 'Afmelden'],
      ] as const) {
        // A link followed without the app's script, or another site's <img src>.
        const page = await app.inject({
          url: `/${culture}/security/logoff`,
          headers: { cookie: `${token.cookie}; vitrine.sid=${sid}`, accept: 'text/html' },
        });
        expect(page.statusCode).toBe(200);
        expect(page.headers['cache-control']).toBe('no-store');
        expect(sidOf(page)).toBeUndefined();
        const form =
          /<form method="post" action="([^"]+)"><input type="hidden" name="csrfToken" value="([^"]+)" \/><button type="submit" class="btn btn-primary">([^<]+)<\/button><\/form>/.exec(
            page.body,
          );
        expect(form?.slice(1)).toEqual([`/${culture}/security/logoff`, token.token, button]);
        await stillLoggedIn(sid);
      }
      // An image tag sends no Accept: text/html, and logs off no one either.
      expect(
        (
          await app.inject({
            url: '/fr/security/logoff',
            headers: { cookie: `vitrine.sid=${sid}`, accept: 'image/avif,image/webp,*/*' },
          })
        ).statusCode,
      ).toBeLessThan(500);
      await stillLoggedIn(sid);
      // A visitor without the CSRF cookie gets one, and the form carries it.
      const fresh = await app.inject({
        url: '/fr/security/logoff',
        headers: { accept: 'text/html' },
      });
      const set = fresh.cookies.find((c) => c.name === 'vitrine.csrf')?.value;
      expect(set).toBeTruthy();
      expect(fresh.body).toContain(`name="csrfToken" value="${set}"`);
    });

    it('a POST without the token, or with another, is refused and logs off no one', async () => {
      const sid = sidOf(await login(demo))!.value;
      // A cross-site form: the cookies go along (a top-level POST), the token cannot.
      const none = await logoffForm(sid, '');
      expect(none.statusCode).toBe(403);
      expect(none.json()).toEqual({
        message: 'Uw sessie is verlopen. Laad de pagina opnieuw en probeer het nog eens.',
      });
      expect((await logoffForm(sid, 'csrfToken=guessed')).statusCode).toBe(403);
      const noCookie = await app.inject({
        method: 'POST',
        url: '/fr/security/logoff',
        headers: {
          cookie: `vitrine.sid=${sid}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `csrfToken=${token.token}`,
      });
      expect(noCookie.statusCode).toBe(403);
      const wrongHeader = await app.inject({
        method: 'POST',
        url: '/fr/security/logoff',
        headers: { cookie: `${token.cookie}; vitrine.sid=${sid}`, 'x-csrf-token': 'guessed' },
      });
      expect(wrongHeader.statusCode).toBe(403);
      await stillLoggedIn(sid);
    });

    it('a POST with the token in the form deletes the session, clears the cookie and goes home', async () => {
      const sid = sidOf(await login(demo))!.value;
      const res = await logoffForm(sid, `csrfToken=${encodeURIComponent(token.token)}`);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/nl/');
      const cleared = sidOf(res);
      expect(cleared?.value).toBe('');
      expect(new Date(String(cleared?.expires)).getTime()).toBeLessThan(Date.now());
      const rows = await app.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(sid)));
      expect(rows).toHaveLength(0);
      expect((await me(sid)).statusCode).toBe(401);
    });

    it('a POST with the token in the header logs off too; without a session it still goes home', async () => {
      const sid = sidOf(await login(demo))!.value;
      const res = await app.inject({
        method: 'POST',
        url: '/fr/security/logoff',
        headers: { cookie: `${token.cookie}; vitrine.sid=${sid}`, 'x-csrf-token': token.token },
      });
      expect([res.statusCode, res.headers.location]).toEqual([303, '/fr/']);
      expect((await me(sid)).statusCode).toBe(401);
      const none = await logoffForm(undefined, `csrfToken=${token.token}`, 'fr');
      expect([none.statusCode, none.headers.location]).toEqual([303, '/fr/']);
    });
  });
});
