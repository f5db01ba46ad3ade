/**
 * A3 register and e-mail verification: every server-side rule in fr and nl; one answer (202,
 * "check your mail") whether the address has an account or not, no faster either way; a new
 * address gets the link that makes the account (verified, logged in), a known one's owner a
 * mail; the links' single use and expiry; a new verification link on demand.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  accountTokens,
  authAttempts,
  customers,
  pendingRegistrations,
} from '../../../server/db/schema';
import { sha256 } from '../../../server/services/account/tokens';
import { buildTestApp, csrf, engines } from '../../support/testServer';
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

const form = (extra: Record<string, unknown> = {}) => ({
  Email: newEmail('register'),
  Password: 'Tulipes-en-mai!',
  FirstName: 'Lotte',
  LastName: 'Wouters',
  Culture: 'nl',
  AcceptTerms: true,
  ...extra,
});

describe.each(engines)('A3 register and e-mail verification (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let token: { cookie: string; token: string };
  beforeAll(async () => {
    app = await buildTestApp(engine);
    token = await csrf(app);
    call = client(app, token).call;
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  // Each from an address of its own: registering is limited per address (20 an hour).
  const register = (body: Record<string, unknown>, lang = 'fr', sid?: string) =>
    client(app, token).call('POST', '/api/v1/security/register', { body, lang, sid });

  it.each([
    [
      'a malformed e-mail',
      { Email: 'lotte@' },
      'Email',
      'Cette adresse e-mail n’est pas valide.',
      'Dit e-mailadres is ongeldig.',
    ],
    [
      'a blank e-mail',
      { Email: '   ' },
      'Email',
      'Saisissez votre adresse e-mail.',
      'Vul uw e-mailadres in.',
    ],
    [
      'a short password',
      { Password: 'Ab-1' },
      'Password',
      'Le mot de passe doit compter au moins 10 caractères, dont au moins 1 qui ne soit ni une lettre ni un chiffre.',
      'Het wachtwoord moet minstens 10 tekens tellen, waarvan minstens 1 geen letter of cijfer.',
    ],
    [
      'a password of letters and digits only',
      { Password: 'Tulipesenmai2026' },
      'Password',
      'Le mot de passe doit compter au moins 10 caractères, dont au moins 1 qui ne soit ni une lettre ni un chiffre.',
      'Het wachtwoord moet minstens 10 tekens tellen, waarvan minstens 1 geen letter of cijfer.',
    ],
    [
      'a blank first name',
      { FirstName: ' ' },
      'FirstName',
      'Saisissez votre prénom.',
      'Vul uw voornaam in.',
    ],
    [
      'a blank last name',
      { LastName: '\t' },
      'LastName',
      'Saisissez votre nom.',
      'Vul uw achternaam in.',
    ],
    [
      'a language the shop does not offer',
      { Culture: 'de' },
      'Culture',
      'Choisissez une des langues de la boutique.',
      'Kies een van de talen van de winkel.',
    ],
    [
      'terms not accepted',
      { AcceptTerms: false },
      'AcceptTerms',
      'Vous devez accepter les conditions générales pour créer un compte.',
      'U moet de algemene voorwaarden aanvaarden om een account aan te maken.',
    ],
    [
      'a VAT number without its country',
      { VAT: '0403019261' },
      'VAT',
      'Écrivez le numéro de TVA avec le code de son pays devant, par exemple BE0403019261.',
      'Schrijf het btw-nummer met de landcode ervoor, bijvoorbeeld BE0403019261.',
    ],
    [
      'a VAT number whose check digits fail',
      { VAT: 'BE0403019262' },
      'VAT',
      'Ce numéro de TVA n’existe pas : ses chiffres de contrôle ne correspondent pas. Vérifiez-le.',
      'Dit btw-nummer bestaat niet: de controlecijfers kloppen niet. Kijk het na.',
    ],
  ])('refuses %s, naming the field, in fr and nl', async (_name, change, field, fr, nl) => {
    const body = form(change);
    const inFrench = await register(body, 'fr');
    expect(inFrench.statusCode).toBe(400);
    expect(inFrench.json()).toEqual({ message: fr, field });
    const inDutch = await register(body, 'nl');
    expect(inDutch.json()).toEqual({ message: nl, field });
    const stored = await app.db
      .select()
      .from(customers)
      .where(eq(customers.email, String(body.Email).trim().toLowerCase()));
    expect(stored).toHaveLength(0);
  });

  const sent = (email: string, lang: 'fr' | 'nl') =>
    lang === 'fr'
      ? `Nous avons envoyé un e-mail à ${email}. Suivez son lien dans les 48 heures pour terminer votre inscription.`
      : `We hebben een e-mail gestuurd naar ${email}. Volg de link erin binnen 48 uur om uw registratie af te ronden.`;
  const verify = (Token: string, sid?: string, lang = 'fr') =>
    call('POST', '/api/v1/security/verifyemail', { body: { Token }, sid, lang });
  const customerNamed = async (email: string) =>
    (await app.db.select().from(customers).where(eq(customers.email, email)))[0];

  it('makes no account yet: 202 "check your mail", the link that makes it, in the form’s language', async () => {
    const body = form({
      Email: '  Lotte.W@Vitrine.TEST ',
      VAT: 'be 0403.019.261',
      CompanyName: ' Atelier W ',
      Newsletter: true,
      ReturnUrl: '/nl/checkout',
    });
    const res = await register(body, 'fr');
    expect(res.statusCode).toBe(202);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ message: sent('lotte.w@vitrine.test', 'fr') });
    // Nobody is logged in, and no account exists until the link is followed.
    expect(sidOf(res)).toBeUndefined();
    expect(await customerNamed('lotte.w@vitrine.test')).toBeUndefined();
    const [waiting] = await app.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, 'lotte.w@vitrine.test'));
    expect(waiting?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(waiting).toMatchObject({
      culture: 'nl',
      vat: 'BE0403019261',
      returnUrl: '/nl/checkout',
    });
    // The mail: in the account's language, a path with the token; the table keeps its hash.
    const [mail] = await mailsTo(app, 'lotte.w@vitrine.test', 'registrationConfirm');
    expect(mail).toMatchObject({ culture: 'nl', data: { FirstName: 'Lotte' } });
    const { token: link, link: path } = await mailedToken(
      app,
      'lotte.w@vitrine.test',
      'registrationConfirm',
    );
    expect(path).toBe(`/nl/security/verifyemail?token=${link}`);
    expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(waiting?.id).toBe(sha256(link));
    const hours = (waiting!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
  });

  it('the link makes the account, verified, logs in and says where to go; once', async () => {
    const body = form({ Newsletter: true, CompanyName: ' Atelier W ', ReturnUrl: '/nl/checkout' });
    await register(body, 'nl');
    const { token: link } = await mailedToken(app, body.Email, 'registrationConfirm');
    const res = await verify(link, undefined, 'fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Votre compte est créé et votre adresse e-mail confirmée : vous êtes connecté.',
      ReturnUrl: '/nl/checkout',
      Customer: {
        Email: body.Email,
        FirstName: 'Lotte',
        LastName: 'Wouters',
        Role: 'customer',
        EmailVerified: true,
        Culture: 'nl',
        Phone: null,
        Newsletter: true,
        CompanyName: 'Atelier W',
        VAT: null,
        TwoFactorEnabled: false,
      },
    });
    const sid = sidOf(res);
    expect((await call('GET', '/api/v1/account/me', { sid })).json().Email).toBe(body.Email);
    const row = await customerNamed(body.Email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    // The password of the form logs in.
    const login = await call('POST', '/api/v1/security/login', {
      body: { Email: body.Email, Password: body.Password },
    });
    expect(login.statusCode).toBe(200);
    const again = await verify(link, undefined, 'nl');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'Deze link werd al gebruikt. Elke link werkt maar één keer.',
      field: 'Token',
    });
    expect(
      await app.db.select().from(customers).where(eq(customers.email, body.Email)),
    ).toHaveLength(1);
  });

  it('answers a known address exactly like a new one, no faster, and mails its owner instead', async () => {
    const owner = await newAccount(app, { culture: 'nl' });
    const [before] = await app.db.select().from(customers).where(eq(customers.id, owner.id));
    const known = await register(
      form({ Email: owner.email.toUpperCase(), FirstName: 'Eve' }),
      'fr',
    );
    const fresh = form();
    const unknown = await register(fresh, 'fr');
    for (const [res, email] of [
      [known, owner.email],
      [unknown, fresh.Email],
    ] as const) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: sent(email, 'fr') });
      expect(res.cookies.map((c) => c.name)).toEqual(unknown.cookies.map((c) => c.name));
      expect(sidOf(res)).toBeUndefined();
    }
    // The account is as it was: no new password, no waiting registration for its address.
    const [after] = await app.db.select().from(customers).where(eq(customers.id, owner.id));
    expect(after).toEqual(before);
    expect(
      await app.db
        .select()
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.email, owner.email)),
    ).toHaveLength(0);
    expect(await mailsTo(app, owner.email, 'registrationConfirm')).toHaveLength(0);
    // Its owner is told, in the account's language: log in, or choose a new password.
    const [mail] = await mailsTo(app, owner.email, 'registrationAttempt');
    expect(mail).toMatchObject({
      culture: 'nl',
      data: {
        FirstName: 'Noor',
        LogInLink: '/nl/security/login',
        ResetLink: '/nl/security/forgotpassword',
      },
    });
    // Hashed and evened out either way: a known address is no quicker or slower to tell. (Its
    // own counter, 5 an hour, would refuse these repeats with a quick 429: rateLimits.test.ts.)
    await app.db
      .delete(authAttempts)
      .where(eq(authAttempts.key, `register|account|${owner.email}`));
    const knownMs = await medianMs(5, () => register(form({ Email: owner.email })));
    const freshMs = await medianMs(5, () => register(form()));
    expect(knownMs).toBeGreaterThan(freshMs * 0.8);
    expect(freshMs).toBeGreaterThan(knownMs * 0.8);
  });

  it('registering again replaces the waiting registration: the older link is dead', async () => {
    const body = form();
    await register(body);
    const { token: first } = await mailedToken(app, body.Email, 'registrationConfirm');
    await register({ ...body, FirstName: 'Lieve', Password: 'Another-one-2026!' });
    const { token: second } = await mailedToken(app, body.Email, 'registrationConfirm');
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);
    const made = await verify(second);
    expect(made.statusCode).toBe(200);
    expect(made.json().Customer.FirstName).toBe('Lieve');
  });

  it('refuses an expired registration link, and one whose address got an account meanwhile', async () => {
    const late = form();
    await register(late);
    const { token: lateLink } = await mailedToken(app, late.Email, 'registrationConfirm');
    await app.db
      .update(pendingRegistrations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(pendingRegistrations.id, sha256(lateLink)));
    const expired = await verify(lateLink);
    expect(expired.json()).toEqual({
      message: 'Ce lien a expiré. Demandez-en un nouveau.',
      field: 'Token',
    });
    expect(await customerNamed(late.Email)).toBeUndefined();
    const raced = form();
    await register(raced);
    const { token: racedLink } = await mailedToken(app, raced.Email, 'registrationConfirm');
    await app.db.insert(customers).values({
      email: raced.Email,
      passwordHash: 'x',
      firstName: 'First',
      lastName: 'Come',
      culture: 'fr',
    });
    const taken = await verify(racedLink, undefined, 'nl');
    expect(taken.statusCode).toBe(400);
    expect(sidOf(taken)).toBeUndefined();
    expect((await customerNamed(raced.Email))?.firstName).toBe('First');
  });

  // Accounts whose address is not verified yet (made before the link made the account, or by
  // staff): the e-mail verification link, sent again on demand.
  describe('verification link', () => {
    const unverified = async () => {
      const account = await newAccount(app, { culture: 'fr' });
      const sid = await logIn(call, account);
      const res = await call('POST', '/api/v1/account/verification', { sid });
      expect(res.statusCode).toBe(200);
      const { token: link } = await mailedToken(app, account.email, 'accountVerification');
      return { account, sid, link };
    };

    it('verifies once; the customer comes back when the session is theirs', async () => {
      const { account, sid, link } = await unverified();
      const res = await verify(link, sid);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Merci, votre adresse e-mail est vérifiée.',
        Customer: { Email: account.email, EmailVerified: true },
      });
      const again = await verify(link, sid, 'nl');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        message: 'Deze link werd al gebruikt. Elke link werkt maar één keer.',
        field: 'Token',
      });
    });

    it('verifies from another browser too, without telling whose account it is', async () => {
      const { account, link } = await unverified();
      const res = await verify(link, undefined, 'nl');
      expect(res.json()).toEqual({
        message: 'Bedankt, uw e-mailadres is bevestigd.',
        Customer: null,
      });
      expect((await customerNamed(account.email))?.emailVerifiedAt).toBeInstanceOf(Date);
    });

    it('refuses an expired link and an unknown one, translated', async () => {
      const { account, link } = await unverified();
      await app.db
        .update(accountTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(accountTokens.id, sha256(link)));
      const expired = await verify(link);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe('Ce lien a expiré. Demandez-en un nouveau.');
      const unknown = await verify('A'.repeat(43), undefined, 'nl');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(
        'Deze link is ongeldig. Controleer of hij volledig werd gekopieerd.',
      );
      expect((await customerNamed(account.email))?.emailVerifiedAt).toBeNull();
    });

    it('mails a new link on demand (3 an hour); 409 once verified; 401 without a session', async () => {
      const { account, sid } = await unverified();
      const resend = () => call('POST', '/api/v1/account/verification', { sid, lang: 'nl' });
      const first = await resend();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        message: `Er is zonet een nieuwe bevestigingslink naar ${account.email} gestuurd.`,
      });
      expect(await mailsTo(app, account.email, 'accountVerification')).toHaveLength(2);
      expect((await resend()).statusCode).toBe(200);
      const limited = await resend();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      const { token: link } = await mailedToken(app, account.email, 'accountVerification');
      expect((await verify(link, sid)).statusCode).toBe(200);
      // Another account (this one has used its 3): verified, it gets no new link.
      const other = await unverified();
      expect((await verify(other.link, other.sid)).statusCode).toBe(200);
      const verified = await call('POST', '/api/v1/account/verification', { sid: other.sid });
      expect(verified.statusCode).toBe(409);
      expect(verified.json().message).toBe('Votre adresse e-mail est déjà vérifiée.');
      expect((await call('POST', '/api/v1/account/verification')).statusCode).toBe(401);
    });
  });
});
