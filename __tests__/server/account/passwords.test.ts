/**
 * A4 forgot / reset and A5 change password: the same answer in about the same time for known
 * and unknown addresses (forgot and login), single-use expiring reset links that end every
 * session, a change that ends the other sessions and gives this one a new id with its cart.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountTokens, customers } from '../../../server/db/schema';
import { sha256 } from '../../../server/services/account/tokens';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { addToCart, caller, stockedVariant, storedCart } from '../support/cartFixtures';
import {
  client,
  logIn,
  mailedToken,
  mailsTo,
  medianMs,
  newAccount,
  newEmail,
  sidOf,
  type Call,
} from './accountSupport';

const NEW_PASSWORD = 'Nouveau-mot-2026!';

describe.each(engines)('passwords (%s)', (engine) => {
  let app: FastifyInstance;
  let token: { cookie: string; token: string };
  let call: Call;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    token = await csrf(app);
  }, 60_000);
  beforeEach(() => {
    call = client(app, token).call;
  });
  afterAll(async () => {
    await app.close();
  });

  const forgot = (Email: string, lang = 'fr', c = call) =>
    c('POST', '/api/v1/security/forgotpassword', { body: { Email }, lang });
  const reset = (Token: string, Password = NEW_PASSWORD, lang = 'fr') =>
    call('POST', '/api/v1/security/resetpassword', { body: { Token, Password }, lang });
  const me = (sid: string | undefined) => call('GET', '/api/v1/account/me', { sid });

  describe('forgot password', () => {
    it('answers known and unknown addresses alike; only a known one gets a link (one hour)', async () => {
      const account = await newAccount(app, { culture: 'nl' });
      const known = await forgot(account.email.toUpperCase());
      const unknownEmail = newEmail('nobody');
      const unknown = await forgot(unknownEmail);
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({
        message:
          'Si un compte existe pour cette adresse, un lien pour choisir un nouveau mot de passe vient d’y être envoyé. Il fonctionne une fois, pendant une heure.',
      });
      expect(await mailsTo(app, unknownEmail)).toHaveLength(0);
      const { link, token: secret } = await mailedToken(app, account.email, 'passwordReset');
      expect(link).toBe(`/nl/security/resetpassword?token=${secret}`);
      const [stored] = await app.db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.id, sha256(secret)));
      const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(59.9);
      expect(minutes).toBeLessThanOrEqual(60);
    });

    it('takes about the same time for known and unknown addresses', async () => {
      const accounts = await Promise.all([1, 2, 3, 4, 5].map(() => newAccount(app)));
      let i = 0;
      // A client each: the per-address limit is not what is measured.
      const knownMs = await medianMs(5, () =>
        forgot(accounts[i++]!.email, 'fr', client(app, token).call),
      );
      const unknownMs = await medianMs(5, () => forgot(newEmail(), 'fr', client(app, token).call));
      expect(Math.abs(knownMs - unknownMs)).toBeLessThan(Math.max(40, 0.5 * unknownMs));
    });

    it('refuses a malformed address with a translated 400 naming the field', async () => {
      const res = await forgot('not-an-address', 'nl');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Dit e-mailadres is ongeldig.', field: 'Email' });
    });
  });

  describe('login timing', () => {
    it('answers unknown e-mails and wrong passwords alike, in about the same time', async () => {
      const account = await newAccount(app);
      const attempt = (Email: string) =>
        client(app, token).call('POST', '/api/v1/security/login', {
          body: { Email, Password: 'Wrong-password-1' },
        });
      const known = await attempt(account.email);
      const unknown = await attempt(newEmail());
      expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
      const knownMs = await medianMs(5, () => attempt(account.email));
      const unknownMs = await medianMs(5, () => attempt(newEmail()));
      expect(Math.abs(knownMs - unknownMs)).toBeLessThan(Math.max(40, 0.5 * knownMs));
    });
  });

  describe('reset password', () => {
    it('sets the new password once, ends every session and mails a notice', async () => {
      const account = await newAccount(app);
      const first = await logIn(call, account);
      const second = await logIn(client(app, token).call, account);
      await forgot(account.email);
      await forgot(account.email);
      const [older, newer] = (await mailsTo(app, account.email, 'passwordReset'))
        .reverse()
        .map((m) =>
          new URL((m.data as { Link: string }).Link, 'http://x').searchParams.get('token')!,
        );
      const res = await reset(newer!, NEW_PASSWORD, 'nl');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message:
          'Uw wachtwoord is gewijzigd en al uw sessies zijn afgesloten. Meld u aan met het nieuwe wachtwoord.',
      });
      expect((await me(first)).statusCode).toBe(401);
      expect((await me(second)).statusCode).toBe(401);
      const again = await reset(newer!);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        message: 'Ce lien a déjà servi. Chaque lien ne fonctionne qu’une fois.',
        field: 'Token',
      });
      // The other link sent before is dead too.
      expect((await reset(older!, 'Encore-autre-1!')).statusCode).toBe(400);
      expect(await logIn(call, { ...account, password: NEW_PASSWORD })).toBeTruthy();
      await expect(logIn(call, account)).rejects.toThrow(/login 400/);
      const [notice] = await mailsTo(app, account.email, 'passwordChanged');
      expect(notice?.data).toEqual({ FirstName: 'Noor', Link: '/fr/security/forgotpassword' });
      const [row] = await app.db.select().from(customers).where(eq(customers.id, account.id));
      expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    });

    it('refuses an expired link, and a password breaking the rule without using the link', async () => {
      const account = await newAccount(app);
      await forgot(account.email);
      const { token: secret } = await mailedToken(app, account.email, 'passwordReset');
      const weak = await reset(secret, 'short');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().field).toBe('Password');
      await app.db
        .update(accountTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(accountTokens.id, sha256(secret)));
      const expired = await reset(secret, NEW_PASSWORD, 'nl');
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({
        message: 'Deze link is verlopen. Vraag een nieuwe aan.',
        field: 'Token',
      });
      expect(await logIn(call, account)).toBeTruthy();
    });
  });

  describe('change password', () => {
    const change = (sid: string | undefined, body: Record<string, unknown>, lang = 'fr') =>
      call('POST', '/api/v1/account/password', { sid, body, lang });

    it('ends the other sessions and gives this one a new id, keeping its cart', async () => {
      const account = await newAccount(app);
      const elsewhere = await logIn(client(app, token).call, account);
      const here = await logIn(call, account);
      // Slot 301 from the catalog's end: this file's own variant (PostgreSQL is shared).
      const variant = await stockedVariant(app, 5, 301);
      expect((await addToCart(caller(app, token), here, variant.id, 1)).statusCode).toBe(200);
      const res = await change(here, {
        CurrentPassword: account.password,
        NewPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'Votre mot de passe est changé. Vos autres sessions sont fermées.',
      });
      const rotated = sidOf(res)!;
      expect(rotated).not.toBe(here);
      expect((await me(rotated)).statusCode).toBe(200);
      expect((await me(here)).statusCode).toBe(401);
      expect((await me(elsewhere)).statusCode).toBe(401);
      expect((await storedCart(app, rotated)).lines).toMatchObject([{ variant_id: variant.id }]);
      expect(await mailsTo(app, account.email, 'passwordChanged')).toHaveLength(1);
      expect(await logIn(call, { ...account, password: NEW_PASSWORD })).toBeTruthy();
    });

    it('refuses a wrong current password, a weak or unchanged new one, naming the field', async () => {
      const account = await newAccount(app);
      const sid = await logIn(call, account);
      const wrong = await change(sid, { CurrentPassword: 'nope', NewPassword: NEW_PASSWORD }, 'nl');
      expect(wrong.json()).toEqual({
        message: 'Het huidige wachtwoord is onjuist.',
        field: 'CurrentPassword',
      });
      const weak = await change(sid, {
        CurrentPassword: account.password,
        NewPassword: 'abcdefghijk',
      });
      expect(weak.json()).toMatchObject({ field: 'NewPassword' });
      expect(weak.json().message).toMatch(/au moins 10 caractères/);
      const same = await change(sid, {
        CurrentPassword: account.password,
        NewPassword: account.password,
      });
      expect(same.json()).toEqual({
        message: 'Choisissez un mot de passe différent de l’actuel.',
        field: 'NewPassword',
      });
      expect((await me(sid)).statusCode).toBe(200);
      expect(await mailsTo(app, account.email, 'passwordChanged')).toHaveLength(0);
      expect((await change(undefined, { CurrentPassword: 'x', NewPassword: 'y' })).statusCode).toBe(
        401,
      );
    });
  });
});
