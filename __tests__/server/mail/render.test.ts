/**
 * The shop's mail templates in fr and nl: subject, text and HTML from the site's strings,
 * values escaped, links absolute at PUBLIC_URL + APP_BASE, data that does not fit refused.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { RESET_TOKEN_TTL_MINUTES } from '../../../rules/account';
import { renderMail, type RenderSettings } from '../../../server/services/mail/render';
import type { MailTemplate } from '../../../server/services/mail/queue';
import { buildTestApp } from '../../support/testServer';
import { orderData } from './mailFixtures';

let app: FastifyInstance;
let settings: RenderSettings;
beforeAll(async () => {
  app = await buildTestApp('pglite');
  settings = { site: app.site, links: 'https://shop.example/boutique', appBase: '/boutique' };
}, 60_000);
afterAll(async () => {
  await app.close();
});

const render = (template: MailTemplate, culture: string, data: Record<string, unknown>) =>
  renderMail({ template, culture, data }, settings);

const hostile = 'Zoë <script>alert("x")</script> & Co';

describe('account mail', () => {
  const cases: [MailTemplate, Record<string, unknown>, Record<'fr' | 'nl', string>][] = [
    [
      'accountVerification',
      { FirstName: 'Zoë', Link: '/fr/security/verifyemail?token=abc' },
      {
        fr: 'Confirmez votre adresse e-mail pour Vitrine',
        nl: 'Bevestig uw e-mailadres voor Vitrine',
      },
    ],
    [
      'registrationConfirm',
      { FirstName: 'Zoë', Link: '/fr/security/verifyemail?token=abc' },
      {
        fr: 'Confirmez votre adresse e-mail pour Vitrine',
        nl: 'Bevestig uw e-mailadres voor Vitrine',
      },
    ],
    [
      'passwordReset',
      { FirstName: 'Zoë', Link: '/fr/security/resetpassword?token=abc' },
      {
        fr: 'Réinitialisez votre mot de passe Vitrine',
        nl: 'Stel uw Vitrine-wachtwoord opnieuw in',
      },
    ],
    [
      'passwordChanged',
      { FirstName: 'Zoë', Link: '/fr/security/forgotpassword' },
      { fr: 'Votre mot de passe Vitrine a été modifié', nl: 'Uw Vitrine-wachtwoord is gewijzigd' },
    ],
    [
      'twoFactorChanged',
      { FirstName: 'Zoë', Enabled: true, Link: '/fr/security/forgotpassword' },
      {
        fr: 'Validation en deux étapes activée sur votre compte Vitrine',
        nl: 'Tweestapsverificatie ingeschakeld voor uw Vitrine-account',
      },
    ],
    [
      'twoFactorChanged',
      { FirstName: 'Zoë', Enabled: false, Link: '/fr/security/forgotpassword' },
      {
        fr: 'Validation en deux étapes désactivée sur votre compte Vitrine',
        nl: 'Tweestapsverificatie uitgeschakeld voor uw Vitrine-account',
      },
    ],
  ];

  it.each(cases)(
    '%s in fr and nl: subject, greeting, absolute link in both parts',
    (name, data, subjects) => {
      for (const culture of ['fr', 'nl'] as const) {
        const mail = render(name, culture, data);
        expect(mail.subject).toBe(subjects[culture]);
        const link = `https://shop.example/boutique${data.Link as string}`;
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`href="${link}"`);
        expect(mail.html).toContain(`<html lang="${culture}">`);
        expect(mail.html).toContain(`<title>${mail.subject}</title>`);
        expect(mail.text).toContain(culture === 'fr' ? 'Bonjour Zoë,' : 'Beste Zoë,');
        // Every key was found: no raw "Mail.…" key in either part.
        expect(`${mail.text}${mail.html}`).not.toMatch(/Mail\.\w/);
      }
    },
  );

  it('registrationAttempt tells a known address’s owner: log in, or choose a new password', () => {
    const data = {
      FirstName: 'Zoë',
      LogInLink: '/nl/security/login',
      ResetLink: '/nl/security/forgotpassword',
    };
    for (const [culture, subject, heading] of [
      ['fr', 'Une inscription avec votre adresse e-mail sur Vitrine', 'Vous avez déjà un compte'],
      ['nl', 'Een registratie met uw e-mailadres bij Vitrine', 'U hebt al een account'],
    ] as const) {
      const mail = render('registrationAttempt', culture, data);
      expect(mail.subject).toBe(subject);
      expect(mail.html).toContain(heading);
      for (const path of [data.LogInLink, data.ResetLink]) {
        expect(mail.text).toContain(`https://shop.example/boutique${path}`);
        expect(mail.html).toContain(`href="https://shop.example/boutique${path}"`);
      }
      expect(`${mail.text}${mail.html}`).not.toMatch(/Mail\.\w/);
    }
  });

  it('passwordReset says the link works once, for RESET_TOKEN_TTL_MINUTES', () => {
    const data = { FirstName: 'Zoë', Link: '/nl/security/resetpassword?token=abc' };
    expect(render('passwordReset', 'fr', data).text).toContain(
      `Ce lien ne fonctionne qu’une fois, pendant ${RESET_TOKEN_TTL_MINUTES} minutes.`,
    );
    expect(render('passwordReset', 'nl', data).html).toContain(
      `Deze link werkt één keer, gedurende ${RESET_TOKEN_TTL_MINUTES} minuten.`,
    );
  });

  it('escapes every value in the HTML and keeps it readable in the text', () => {
    const mail = render('accountVerification', 'fr', {
      FirstName: hostile,
      Link: '/fr/security/verifyemail?token=a&b="c"',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Zoë &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.html).toContain(
      'href="https://shop.example/boutique/fr/security/verifyemail?token=a&amp;b=&quot;c&quot;"',
    );
    expect(mail.text).toContain(`Bonjour ${hostile},`);
  });

  it('takes link paths with the app base in front as well, and refuses links elsewhere', () => {
    const data = (Link: string) => ({ FirstName: 'A', Link });
    expect(
      render('passwordChanged', 'fr', data('/boutique/fr/security/forgotpassword')).text,
    ).toContain('https://shop.example/boutique/fr/security/forgotpassword');
    for (const bad of ['https://evil.example/x', '//evil.example/x', 'fr/x', '/\\evil.example']) {
      expect(() => render('passwordChanged', 'fr', data(bad))).toThrow(/link must be a path/);
    }
  });

  it('refuses data that does not fit the template, and unknown templates', () => {
    expect(() => render('passwordReset', 'fr', { FirstName: 'A' })).toThrow(
      /passwordReset data: \/Link/,
    );
    expect(() => render('twoFactorChanged', 'fr', { FirstName: 'A', Link: '/x' })).toThrow(
      /Enabled/,
    );
    expect(() => renderMail({ template: 'newsletter', culture: 'fr', data: {} }, settings)).toThrow(
      /unknown mail template newsletter/,
    );
  });

  it('falls back to the default culture for a culture the site no longer offers', () => {
    const mail = render('passwordChanged', 'de', { FirstName: 'A', Link: '/fr/x' });
    expect(mail.subject).toBe('Votre mot de passe Vitrine a été modifié');
  });
});

describe('orderConfirmation', () => {
  it.each([
    ['fr', 'Confirmation de votre commande VT-2025-000042 chez Vitrine', 'Articles commandés'],
    ['nl', 'Bevestiging van uw bestelling VT-2025-000042 bij Vitrine', 'Bestelde artikelen'],
  ])('%s: lines, totals, addresses and the confirmation link', (culture, subject, caption) => {
    const mail = render(
      'orderConfirmation',
      culture,
      orderData({ Link: `/${culture}/shoppingcarts/confirmation/VT-2025-000042` }),
    );
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(
      `<caption style="text-align:left;font-weight:bold;padding:0 0 4px;">${caption}</caption>`,
    );
    expect(mail.html).toMatch(/<th scope="col"[^>]*>[^<]+<\/th>/);
    expect(mail.html).toContain('Chaise &lt;Oslo&gt;');
    expect(mail.html).toContain('€ 240,00');
    expect(mail.html).toContain('Rue Haute 1<br>1000 Bruxelles');
    expect(mail.text).toContain('- Chaise <Oslo> | ');
    expect(mail.text).toContain('Total: € 250,00');
    expect(mail.text).toContain(
      `https://shop.example/boutique/${culture}/shoppingcarts/confirmation/VT-2025-000042`,
    );
    expect(`${mail.text}${mail.html}`).not.toMatch(/Mail\.\w/);
  });
});
