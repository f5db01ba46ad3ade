/**
 * A1's two-factor step and A6's setup: the pending login (no customer until the code), TOTP
 * codes within ±1 step only and never twice, recovery codes once each, the session id rotated
 * at completion with the cart carried over, setup with its QR code, enable, disable, new codes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers, recoveryCodes, sessions } from '../../../server/db/schema';
import { sessionIdOf } from '../../../server/services/account/sessions';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import {
  addToCart,
  anonymousSid,
  caller,
  stockedVariant,
  storedCart,
} from '../support/cartFixtures';
import { client, codeAt, logIn, mailsTo, newAccount, sidOf, type Call } from './accountSupport';

describe.each(engines)('two-factor login and setup (%s)', (engine) => {
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

  const passwordStep = (account: { email: string; password: string }, sid?: string) =>
    call('POST', '/api/v1/security/login', {
      sid,
      body: { Email: account.email, Password: account.password, ReturnUrl: '/nl/cart' },
    });
  const codeStep = (sid: string | undefined, body: Record<string, unknown>, lang = 'fr') =>
    call('POST', '/api/v1/security/twofactor', { sid, body, lang });
  const me = (sid: string | undefined) => call('GET', '/api/v1/account/me', { sid });

  describe('login', () => {
    it('asks for the code after a right password; the session waits, logged in as no one', async () => {
      const account = await newAccount(app, { twoFactor: true });
      const res = await passwordStep(account);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ReturnUrl: '/nl/cart',
        TwoFactorRequired: true,
        Customer: null,
      });
      const pending = sidOf(res)!;
      expect((await me(pending)).statusCode).toBe(401);
      expect((await call('GET', '/api/v1/security/twofactor', { sid: pending })).json()).toEqual({
        Pending: true,
      });
      expect((await call('GET', '/api/v1/security/twofactor')).json()).toEqual({ Pending: false });
      const [row] = await app.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(pending)));
      expect(row).toMatchObject({
        customerId: null,
        pendingCustomerId: account.id,
        userAgent: 'jest-account/1.0',
      });
      const minutes = (row!.pendingUntil!.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(9.9);
      expect(minutes).toBeLessThanOrEqual(10);
    });

    it('completes with a current code: a new session id, the customer, the cart carried over', async () => {
      const account = await newAccount(app, { twoFactor: true });
      const shop = caller(app, token);
      // Slot 300 from the catalog's end: this file's own variant (PostgreSQL is shared).
      const variant = await stockedVariant(app, 3, 300);
      const anonymous = await anonymousSid(app);
      expect((await addToCart(shop, anonymous, variant.id, 2)).statusCode).toBe(200);
      const pending = sidOf(await passwordStep(account, anonymous))!;
      expect(pending).not.toBe(anonymous);
      // The anonymous cart stays with the pending session until the code is given.
      const waiting = await storedCart(app, pending);
      expect(waiting.cart).toMatchObject({ customer_id: null });
      expect(waiting.lines).toHaveLength(1);
      const done = await codeStep(pending, {
        Code: await codeAt(account.secret!),
        ReturnUrl: '/nl/cart',
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({
        ReturnUrl: '/nl/cart',
        TwoFactorRequired: false,
        Customer: { Email: account.email, TwoFactorEnabled: true },
      });
      const sid = sidOf(done)!;
      expect(sid).not.toBe(pending);
      expect((await me(sid)).statusCode).toBe(200);
      expect((await me(pending)).statusCode).toBe(401);
      const cart = await storedCart(app, sid);
      expect(cart.cart).toMatchObject({ customer_id: account.id });
      expect(cart.lines).toMatchObject([{ variant_id: variant.id, quantity: 2 }]);
    });

    it.each([
      ['three steps ago', -3],
      ['two steps ago', -2],
      ['two steps ahead', 2],
    ])('refuses a code from %s (only ±1 step), translated', async (_when, steps) => {
      const account = await newAccount(app, { twoFactor: true });
      const pending = sidOf(await passwordStep(account));
      const res = await codeStep(pending, { Code: await codeAt(account.secret!, steps) }, 'nl');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message:
          'Deze code is ongeldig of werd al gebruikt. Vul de 6-cijferige code in die uw app nu toont.',
        field: 'Code',
      });
      expect((await me(pending)).statusCode).toBe(401);
    });

    it('accepts a code one step off either way', async () => {
      for (const steps of [-1, 1]) {
        const account = await newAccount(app, { twoFactor: true });
        const pending = sidOf(await passwordStep(account));
        const res = await codeStep(pending, { Code: await codeAt(account.secret!, steps) });
        expect(res.statusCode).toBe(200);
      }
    });

    it('refuses a code used before (replay), and an older one after a newer was used', async () => {
      const account = await newAccount(app, { twoFactor: true });
      const now = await codeAt(account.secret!);
      expect((await codeStep(sidOf(await passwordStep(account)), { Code: now })).statusCode).toBe(
        200,
      );
      const again = await codeStep(sidOf(await passwordStep(account)), { Code: now });
      expect(again.statusCode).toBe(400);
      const earlier = await codeStep(sidOf(await passwordStep(account)), {
        Code: await codeAt(account.secret!, -1),
      });
      expect(earlier.statusCode).toBe(400);
      const later = await codeStep(sidOf(await passwordStep(account)), {
        Code: await codeAt(account.secret!, 1),
      });
      expect(later.statusCode).toBe(200);
    });

    it('takes a recovery code once', async () => {
      const account = await newAccount(app, { twoFactor: false });
      const sid = await logIn(call, account);
      await call('POST', '/api/v1/account/twofactor/setup', { sid });
      const [row] = await app.db.select().from(customers).where(eq(customers.id, account.id));
      const enabled = await call('POST', '/api/v1/account/twofactor/enable', {
        sid,
        body: { Code: await codeAt(row!.totpSecret!) },
      });
      const codes: string[] = enabled.json().RecoveryCodes;
      const first = await codeStep(sidOf(await passwordStep(account)), {
        RecoveryCode: codes[0],
      });
      expect(first.statusCode).toBe(200);
      const reused = await codeStep(
        sidOf(await passwordStep(account)),
        { RecoveryCode: codes[0] },
        'nl',
      );
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({
        message: 'Deze herstelcode is ongeldig of werd al gebruikt.',
        field: 'RecoveryCode',
      });
      const noDash = codes[1]!.replace('-', '');
      expect(
        (await codeStep(sidOf(await passwordStep(account)), { RecoveryCode: noDash })).statusCode,
      ).toBe(200);
      const status = await call('GET', '/api/v1/account/twofactor', { sid });
      expect(status.json()).toEqual({ Enabled: true, RecoveryCodesLeft: 8 });
    });

    it('asks to log in again when the pending login expired or never was (400, translated)', async () => {
      const account = await newAccount(app, { twoFactor: true });
      const pending = sidOf(await passwordStep(account))!;
      await app.db
        .update(sessions)
        .set({ pendingUntil: sql`now() - interval '1 second'` })
        .where(eq(sessions.id, sessionIdOf(pending)));
      const expired = await codeStep(pending, { Code: await codeAt(account.secret!) });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({
        message: 'Cette connexion a expiré. Connectez-vous à nouveau avec votre mot de passe.',
      });
      const none = await codeStep(undefined, { Code: '123456' }, 'nl');
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(
        'Deze aanmelding is verlopen. Meld u opnieuw aan met uw wachtwoord.',
      );
      const empty = await codeStep(sidOf(await passwordStep(account)), {});
      expect(empty.json()).toEqual({
        message: 'Saisissez le code de votre application ou un code de secours.',
        field: 'Code',
      });
    });
  });

  describe('setup', () => {
    it('gives a secret with its otpauth URI and QR code, used only once enabled', async () => {
      const account = await newAccount(app);
      const sid = await logIn(call, account);
      const off = await call('GET', '/api/v1/account/twofactor', { sid });
      expect(off.json()).toEqual({ Enabled: false, RecoveryCodesLeft: 0 });
      const setup = await call('POST', '/api/v1/account/twofactor/setup', { sid });
      expect(setup.statusCode).toBe(200);
      expect(setup.headers['cache-control']).toBe('no-store');
      const { Secret, OtpauthUri, QrSvg } = setup.json();
      expect(Secret).toMatch(/^[A-Z2-7]{32}$/);
      const uri = new URL(OtpauthUri);
      expect(uri.protocol).toBe('otpauth:');
      expect(uri.host).toBe('totp');
      expect(decodeURIComponent(uri.pathname)).toBe(`/Vitrine:${account.email}`);
      expect(uri.searchParams.get('secret')).toBe(Secret);
      expect(uri.searchParams.get('issuer')).toBe('Vitrine');
      expect(QrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      // Not in use yet: the login still needs only the password.
      expect((await passwordStep(account)).json().TwoFactorRequired).toBe(false);

      const wrong = await call('POST', '/api/v1/account/twofactor/enable', {
        sid,
        lang: 'nl',
        body: { Code: (await codeAt(Secret, 3)) as string },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().field).toBe('Code');
      const enabled = await call('POST', '/api/v1/account/twofactor/enable', {
        sid,
        body: { Code: await codeAt(Secret) },
      });
      expect(enabled.statusCode).toBe(200);
      const codes: string[] = enabled.json().RecoveryCodes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
      const stored = await app.db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.customerId, account.id));
      expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
      expect(stored).toHaveLength(10);
      const [mail] = await mailsTo(app, account.email, 'twoFactorChanged');
      expect(mail?.data).toEqual({
        FirstName: 'Noor',
        Enabled: true,
        Link: '/fr/security/forgotpassword',
      });
      expect((await passwordStep(account)).json().TwoFactorRequired).toBe(true);
      const again = await call('POST', '/api/v1/account/twofactor/setup', { sid });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('La validation en deux étapes est déjà activée.');
    });

    it('enables only after a setup', async () => {
      const account = await newAccount(app);
      const sid = await logIn(call, account);
      const res = await call('POST', '/api/v1/account/twofactor/enable', {
        sid,
        body: { Code: '123456' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Commencez par afficher un nouveau code QR et scannez-le avec votre application.',
      );
    });

    it('disables with the password and a current code; new codes replace the old ones', async () => {
      const account = await newAccount(app, { twoFactor: true });
      const sid = await logIn(call, account, -1);
      const secret = account.secret!;
      const renewed = await call('POST', '/api/v1/account/twofactor/recoverycodes', {
        sid,
        body: { Password: account.password, Code: await codeAt(secret) },
      });
      expect(renewed.statusCode).toBe(200);
      const [oldHashes, codes] = [
        await app.db.select().from(recoveryCodes).where(eq(recoveryCodes.customerId, account.id)),
        renewed.json().RecoveryCodes as string[],
      ];
      expect(codes).toHaveLength(10);
      expect(oldHashes).toHaveLength(10);
      const badPassword = await call('POST', '/api/v1/account/twofactor/disable', {
        sid,
        body: { Password: 'not-it-at-all', Code: await codeAt(secret, 1) },
      });
      expect(badPassword.json()).toEqual({
        message: 'Le mot de passe est incorrect.',
        field: 'Password',
      });
      // A code already used (the renewal's) does not count twice.
      const replayed = await call('POST', '/api/v1/account/twofactor/disable', {
        sid,
        body: { Password: account.password, Code: await codeAt(secret) },
      });
      expect(replayed.json().field).toBe('Code');
      const off = await call('POST', '/api/v1/account/twofactor/disable', {
        sid,
        lang: 'nl',
        body: { Password: account.password, Code: await codeAt(secret, 1) },
      });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ message: 'Tweestapsverificatie is uitgeschakeld.' });
      const [row] = await app.db.select().from(customers).where(eq(customers.id, account.id));
      expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
      expect(
        await app.db.select().from(recoveryCodes).where(eq(recoveryCodes.customerId, account.id)),
      ).toHaveLength(0);
      const [mail] = await mailsTo(app, account.email, 'twoFactorChanged');
      expect(mail?.data).toMatchObject({ Enabled: false });
      expect((await passwordStep(account)).json().TwoFactorRequired).toBe(false);
      const notOn = await call('POST', '/api/v1/account/twofactor/disable', {
        sid,
        body: { Password: account.password, Code: '123456' },
      });
      expect(notOn.statusCode).toBe(409);
    });

    it('needs a logged-in customer', async () => {
      for (const [method, url] of [
        ['GET', '/api/v1/account/twofactor'],
        ['POST', '/api/v1/account/twofactor/setup'],
      ] as const) {
        expect((await call(method, url)).statusCode).toBe(401);
      }
    });
  });
});
