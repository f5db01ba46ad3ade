/**
 * A3 register and e-mail verification: every server-side rule in fr and nl, the 409 of a taken
 * address (no faster than a success), the account logged in and unverified, the verification
 * mail queued with its link, the link's single use and expiry, a new link on demand.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountTokens, authAttempts, customers } from '../../../server/db/schema';
import { sha256 } from '../../../server/services/account/tokens';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import {
  client,
  mailedToken,
  mailsTo,
  medianMs,
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

  it('creates the account, logged in and unverified, and queues the verification mail', async () => {
    const body = form({
      Email: '  Lotte.W@Vitrine.TEST ',
      VAT: 'be 0403.019.261',
      CompanyName: ' Atelier W ',
      Newsletter: true,
      ReturnUrl: '/nl/checkout',
    });
    const res = await register(body, 'fr');
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      ReturnUrl: '/nl/checkout',
      TwoFactorRequired: false,
      Customer: {
        Email: 'lotte.w@vitrine.test',
        FirstName: 'Lotte',
        LastName: 'Wouters',
        Role: 'customer',
        EmailVerified: false,
        Culture: 'nl',
        Phone: null,
        Newsletter: true,
        CompanyName: 'Atelier W',
        VAT: 'BE0403019261',
        TwoFactorEnabled: false,
      },
    });
    const sid = sidOf(res);
    expect((await call('GET', '/api/v1/account/me', { sid })).json().Email).toBe(
      'lotte.w@vitrine.test',
    );
    const [row] = await app.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'lotte.w@vitrine.test'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    // The mail: in the account's language, a path with the token; the table keeps its hash.
    const [mail] = await mailsTo(app, 'lotte.w@vitrine.test', 'accountVerification');
    expect(mail).toMatchObject({ culture: 'nl', data: { FirstName: 'Lotte' } });
    const { token: link, link: path } = await mailedToken(
      app,
      'lotte.w@vitrine.test',
      'accountVerification',
    );
    expect(path).toBe(`/nl/security/verifyemail?token=${link}`);
    expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await app.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.id, sha256(link)));
    expect(stored).toMatchObject({ customerId: row!.id, purpose: 'verify', usedAt: null });
    const hours = (stored!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
  });

  it('answers a taken e-mail with a translated 409 that only says so, no faster than a success', async () => {
    const email = newEmail('taken');
    expect((await register(form({ Email: email }))).statusCode).toBe(201);
    const fr = await register(form({ Email: email.toUpperCase(), FirstName: 'Other' }), 'fr');
    expect(fr.statusCode).toBe(409);
    expect(fr.json()).toEqual({
      message:
        'Un compte existe déjà pour cette adresse. Connectez-vous, ou choisissez un nouveau mot de passe si vous l’avez oublié.',
      field: 'Email',
    });
    expect(sidOf(fr)).toBeUndefined();
    const nl = await register(form({ Email: email }), 'nl');
    expect(nl.json().message).toBe(
      'Er bestaat al een account voor dit adres. Meld u aan, of kies een nieuw wachtwoord als u het vergeten bent.',
    );
    expect(await mailsTo(app, email, 'accountVerification')).toHaveLength(1);
    // Hashed and evened out either way: a taken address is no quicker to find out. (Its own
    // counter, 5 an hour, would refuse these repeats with a quick 429: rateLimits.test.ts.)
    await app.db.delete(authAttempts).where(eq(authAttempts.key, `register|account|${email}`));
    const taken = await medianMs(5, () => register(form({ Email: email })));
    const fresh = await medianMs(5, () => register(form()));
    expect(taken).toBeGreaterThan(fresh * 0.8);
  });

  describe('verification link', () => {
    const verify = (Token: string, sid?: string, lang = 'fr') =>
      call('POST', '/api/v1/security/verifyemail', { body: { Token }, sid, lang });

    it('verifies once; the customer comes back when the session is theirs', async () => {
      const body = form();
      const sid = sidOf(await register(body));
      const { token: link } = await mailedToken(app, body.Email, 'accountVerification');
      const res = await verify(link, sid);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Merci, votre adresse e-mail est vérifiée.',
        Customer: { Email: body.Email, EmailVerified: true },
      });
      const again = await verify(link, sid, 'nl');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        message: 'Deze link werd al gebruikt. Elke link werkt maar één keer.',
        field: 'Token',
      });
    });

    it('verifies from another browser too, without telling whose account it is', async () => {
      const body = form();
      await register(body);
      const { token: link } = await mailedToken(app, body.Email, 'accountVerification');
      const res = await verify(link, undefined, 'nl');
      expect(res.json()).toEqual({
        message: 'Bedankt, uw e-mailadres is bevestigd.',
        Customer: null,
      });
      const [row] = await app.db.select().from(customers).where(eq(customers.email, body.Email));
      expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    });

    it('refuses an expired link and an unknown one, translated', async () => {
      const body = form();
      await register(body);
      const { token: link } = await mailedToken(app, body.Email, 'accountVerification');
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
      const [row] = await app.db.select().from(customers).where(eq(customers.email, body.Email));
      expect(row?.emailVerifiedAt).toBeNull();
    });

    it('mails a new link on demand (3 an hour); 409 once verified; 401 without a session', async () => {
      const body = form();
      const sid = sidOf(await register(body));
      const resend = () => call('POST', '/api/v1/account/verification', { sid, lang: 'nl' });
      const first = await resend();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        message: `Er is zonet een nieuwe bevestigingslink naar ${body.Email} gestuurd.`,
      });
      expect(await mailsTo(app, body.Email, 'accountVerification')).toHaveLength(2);
      expect((await resend()).statusCode).toBe(200);
      expect((await resend()).statusCode).toBe(200);
      const limited = await resend();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      const { token: link } = await mailedToken(app, body.Email, 'accountVerification');
      expect((await verify(link, sid)).statusCode).toBe(200);
      const other = form();
      const otherSid = sidOf(await register(other));
      const { token: otherLink } = await mailedToken(app, other.Email, 'accountVerification');
      await verify(otherLink, otherSid);
      const verified = await call('POST', '/api/v1/account/verification', { sid: otherSid });
      expect(verified.statusCode).toBe(409);
      expect(verified.json().message).toBe('Votre adresse e-mail est déjà vérifiée.');
      expect((await call('POST', '/api/v1/account/verification')).statusCode).toBe(401);
    });
  });
});
