/**
 * The account area's server side: the profile (read, update, each rule in fr and nl), active
 * sessions (list, end one, log out everywhere with the carts kept), and roles (a staff call
 * answers 401 to a visitor, 403 to a customer, 200 to staff).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers, sessions } from '../../../server/db/schema';
import { DEMO_CUSTOMER, DEMO_STAFF } from '../../../server/seed/customers';
import { sessionIdOf } from '../../../server/services/account/sessions';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { addToCart, caller, stockedVariant, storedCart } from '../support/cartFixtures';
import { client, logIn, newAccount, sidOf, type Call } from './accountSupport';

const profile = (extra: Record<string, unknown> = {}) => ({
  FirstName: ' Noor ',
  LastName: 'Claes-Peeters',
  Phone: '+32 470 12 34 56',
  Culture: 'nl',
  Newsletter: true,
  CompanyName: 'Atelier Noor',
  VAT: 'BE0403019261',
  ...extra,
});

describe.each(engines)('account area (%s)', (engine) => {
  let app: FastifyInstance;
  let token: { cookie: string; token: string };
  let call: Call;
  let ip: string;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    token = await csrf(app);
  }, 60_000);
  beforeEach(() => {
    ({ call, ip } = client(app, token));
  });
  afterAll(async () => {
    await app.close();
  });

  const me = (sid: string | undefined) => call('GET', '/api/v1/account/me', { sid });

  describe('profile', () => {
    it('updates names, phone, language, newsletter, company and VAT number', async () => {
      const account = await newAccount(app);
      const sid = await logIn(call, account);
      const res = await call('PUT', '/api/v1/account/profile', {
        sid,
        body: profile({ VAT: 'be 0403.019.261' }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const expected = {
        Email: account.email,
        FirstName: 'Noor',
        LastName: 'Claes-Peeters',
        Role: 'customer',
        EmailVerified: false,
        Culture: 'nl',
        Phone: '+32 470 12 34 56',
        Newsletter: true,
        CompanyName: 'Atelier Noor',
        VAT: 'BE0403019261',
        TwoFactorEnabled: false,
      };
      expect(res.json()).toEqual(expected);
      expect((await me(sid)).json()).toEqual(expected);
      const cleared = await call('PUT', '/api/v1/account/profile', {
        sid,
        body: profile({ Phone: ' ', CompanyName: '', VAT: '', Newsletter: false }),
      });
      expect(cleared.json()).toMatchObject({
        Phone: null,
        CompanyName: null,
        VAT: null,
        Newsletter: false,
      });
    });

    it.each([
      [
        'a blank first name',
        { FirstName: '  ' },
        'FirstName',
        'Saisissez votre prénom.',
        'Vul uw voornaam in.',
      ],
      [
        'a phone number with letters',
        { Phone: '0470 ABC' },
        'Phone',
        'Ce numéro de téléphone n’est pas valide (chiffres, espaces et + ( ) . - / uniquement).',
        'Dit telefoonnummer is ongeldig (alleen cijfers, spaties en + ( ) . - /).',
      ],
      [
        'an unknown language',
        { Culture: 'en' },
        'Culture',
        'Choisissez une des langues de la boutique.',
        'Kies een van de talen van de winkel.',
      ],
      [
        'a VAT number of the wrong shape',
        { VAT: 'NL12' },
        'VAT',
        'Ce numéro de TVA n’a pas la forme d’un numéro de TVA de Pays-Bas.',
        'Dit btw-nummer heeft niet de vorm van een btw-nummer uit Nederland.',
      ],
    ])('refuses %s in fr and nl, changing nothing', async (_name, change, field, fr, nl) => {
      const account = await newAccount(app);
      const sid = await logIn(call, account);
      for (const [lang, message] of [
        ['fr', fr],
        ['nl', nl],
      ] as const) {
        const res = await call('PUT', '/api/v1/account/profile', {
          sid,
          lang,
          body: profile(change),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message, field });
      }
      const [row] = await app.db.select().from(customers).where(eq(customers.id, account.id));
      expect(row).toMatchObject({ firstName: 'Noor', phone: null, culture: 'fr' });
    });

    it('needs a session', async () => {
      expect((await call('PUT', '/api/v1/account/profile', { body: profile() })).statusCode).toBe(
        401,
      );
    });
  });

  describe('sessions', () => {
    const list = (sid: string) => call('GET', '/api/v1/account/sessions', { sid });

    it('lists the sessions opened, this one marked, with browser and address', async () => {
      const account = await newAccount(app);
      const phone = client(app, token);
      const other = await logIn(phone.call, account);
      const here = await logIn(call, account);
      const res = await list(here);
      expect(res.statusCode).toBe(200);
      const shown = res.json().Sessions as Record<string, unknown>[];
      expect(shown).toHaveLength(2);
      const current = shown.find((s) => s.Current);
      expect(current).toMatchObject({
        Id: sessionIdOf(here).slice(0, 16),
        UserAgent: 'jest-account/1.0',
        IpAddress: ip,
      });
      expect(shown.find((s) => !s.Current)).toMatchObject({
        Id: sessionIdOf(other).slice(0, 16),
        IpAddress: phone.ip,
      });
      expect(new Date(String(current?.CreatedAt)).getTime()).toBeLessThanOrEqual(Date.now());
    });

    it('ends one session of the customer; another customer’s is unknown (404)', async () => {
      const account = await newAccount(app);
      const stranger = await newAccount(app);
      const theirs = await logIn(client(app, token).call, stranger);
      const other = await logIn(client(app, token).call, account);
      const here = await logIn(call, account);
      const foreign = await call(
        'DELETE',
        `/api/v1/account/sessions/${sessionIdOf(theirs).slice(0, 16)}`,
        {
          sid: here,
          lang: 'nl',
        },
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'Deze sessie bestaat niet meer.' });
      expect((await me(theirs)).statusCode).toBe(200);
      const ended = await call(
        'DELETE',
        `/api/v1/account/sessions/${sessionIdOf(other).slice(0, 16)}`,
        {
          sid: here,
        },
      );
      expect(ended.statusCode).toBe(204);
      expect((await me(other)).statusCode).toBe(401);
      expect((await me(here)).statusCode).toBe(200);
      expect((await list(here)).json().Sessions).toHaveLength(1);
    });

    it('logs out everywhere: every session ends, the cookie is cleared, the cart waits', async () => {
      const account = await newAccount(app);
      const other = await logIn(client(app, token).call, account);
      const here = await logIn(call, account);
      // Slot 302 from the catalog's end: this file's own variant (PostgreSQL is shared).
      const variant = await stockedVariant(app, 5, 302);
      expect((await addToCart(caller(app, token), here, variant.id, 2)).statusCode).toBe(200);
      const res = await call('DELETE', '/api/v1/account/sessions', { sid: here });
      expect(res.statusCode).toBe(204);
      expect(sidOf(res)).toBe('');
      expect((await me(here)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(401);
      const rows = await app.db.select().from(sessions).where(eq(sessions.customerId, account.id));
      // Only the cart's holder is left: no cookie leads to it.
      expect(rows.every((r) => r.ipAddress === null)).toBe(true);
      const back = await logIn(call, account);
      expect((await storedCart(app, back)).lines).toMatchObject([
        { variant_id: variant.id, quantity: 2 },
      ]);
    });

    it('refuses a malformed handle before anything (400) and needs a session (401)', async () => {
      const account = await newAccount(app);
      const here = await logIn(call, account);
      expect((await call('DELETE', '/api/v1/account/sessions/xyz', { sid: here })).statusCode).toBe(
        400,
      );
      expect((await call('DELETE', '/api/v1/account/sessions')).statusCode).toBe(401);
      expect((await me(here)).statusCode).toBe(200);
    });
  });

  describe('roles', () => {
    const outbox = (sid?: string) => call('GET', '/api/v1/staff/mail', { sid, lang: 'nl' });

    it('answers a staff call 401 to a visitor, 403 to a customer and 200 to staff', async () => {
      const visitor = await outbox();
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().message).toBe('U moet aangemeld zijn om verder te gaan.');
      const customer = await logIn(call, { ...(await newAccount(app)) });
      const refused = await outbox(customer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: 'Deze pagina is voorbehouden aan het personeel van de winkel.',
      });
      const staff = await logIn(call, {
        id: 0,
        email: DEMO_STAFF.email,
        password: DEMO_CUSTOMER.password,
        secret: null,
      });
      expect((await me(staff)).json()).toMatchObject({ Role: 'staff', EmailVerified: true });
      const allowed = await outbox(staff);
      expect(allowed.statusCode).toBe(200);
      expect(Array.isArray(allowed.json().Messages)).toBe(true);
    });
  });
});
