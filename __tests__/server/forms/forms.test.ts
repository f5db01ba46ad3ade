import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, engines } from '../../support/testServer';
import {
  assetState,
  mailsWith,
  submissionsWith,
  upload,
  visitor,
  words,
  workWithUs,
  type Visitor,
} from './formsFixtures';

/** Each call from its own address: the per-IP limit is the subject of one test only. */
let ipCounter = 0;
const nextIp = () => `10.18.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const uniqueEmail = () => `applicant-${randomUUID()}@example.test`;
/** A message that is a translation, not a key left untranslated. */
const isSentence = (text: string) => text.length > 0 && !/^[A-Za-z]+(\.[A-Za-z]+)+$/.test(text);

describe.each(engines)('CMS forms (%s)', (engine) => {
  let app: FastifyInstance;
  let me: Visitor;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    me = await visitor(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const send = (
    code: string,
    culture: string,
    body: Record<string, unknown>,
    options: { as?: Visitor; ip?: string } = {},
  ) => {
    const who = options.as ?? me;
    return app.inject({
      method: 'POST',
      url: `/api/v1/forms/${code}`,
      payload: { culture, ...body },
      headers: { cookie: who.cookie, 'x-csrf-token': who.csrf },
      remoteAddress: options.ip ?? nextIp(),
    });
  };

  describe('the definition', () => {
    it('gives the form in the asked culture, rules as attributes', async () => {
      const fr = await app.inject({ method: 'GET', url: '/api/v1/forms/work-with-us?culture=fr' });
      expect(fr.statusCode).toBe(200);
      const form = fr.json();
      expect(form.Title).toBe('Postuler chez Vitrine');
      const byName = Object.fromEntries(
        form.Fields.map((f: { Name: string }) => [f.Name, f]),
      ) as Record<string, Record<string, unknown>>;
      expect(byName.Phone).toMatchObject({
        Kind: 'tel',
        Label: 'Téléphone',
        Attributes: expect.objectContaining({ 'data-rule-phone': 'BE' }),
      });
      expect(byName.Cv).toMatchObject({
        Kind: 'file',
        Attributes: expect.objectContaining({ required: '' }),
      });
      expect(byName.Position!.Options).toContainEqual({
        Value: 'warehouse',
        Label: 'Entrepôt et expéditions',
      });
      expect(byName.Consent!.Attributes).toEqual({ 'data-rule-enforcetrue': '' });

      const nl = await app.inject({ method: 'GET', url: '/api/v1/forms/work-with-us?culture=nl' });
      expect(nl.json().Title).toBe('Solliciteren bij Vitrine');
      expect(nl.json().Fields[0].Label).toBe('Voornaam');
    });

    it('seeds the contact and product question forms too', async () => {
      for (const code of ['contact', 'product-question']) {
        const res = await app.inject({ method: 'GET', url: `/api/v1/forms/${code}?culture=nl` });
        expect(res.statusCode).toBe(200);
        expect(res.json().Fields.length).toBeGreaterThan(2);
      }
    });

    it('answers a translated 404 for an unknown form', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/forms/nope?culture=nl' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Dit formulier werd niet gevonden.');
    });
  });

  describe('a valid submission', () => {
    it('is stored, keeps the CV and mails the shop with the values and a link', async () => {
      const email = uniqueEmail();
      const cv = await upload(app, me.sessionId, { name: 'mon-cv.pdf' });
      const res = await send('work-with-us', 'fr', workWithUs(email, [cv.tmpName]));
      expect(res.json()).toEqual({
        Message: 'Merci, votre message a bien été envoyé. Nous vous répondrons au plus vite.',
      });
      expect(res.statusCode).toBe(200);

      const [stored, ...more] = await submissionsWith(app, email);
      expect(more).toHaveLength(0);
      expect(stored!.culture).toBe('fr');
      expect(stored!.values).toMatchObject({ Email: email, Position: 'warehouse', Consent: true });
      expect(stored!.values).not.toHaveProperty('Cv');
      expect(stored!.asset_ids).toEqual([cv.id]);
      expect(await assetState(app, cv.id)).toEqual({ tmp_name: null, expires_at: null });

      await app.mailDispatcher.idle();
      const [mail] = await mailsWith(app, email);
      expect(mail).toMatchObject({ to_address: 'jobs@vitrine.test', template: 'cmsFormSubmitted' });
      expect(mail!.subject).toContain('Postuler chez Vitrine');
      expect(mail!.text_body).toContain('Entrepôt et expéditions');
      expect(mail!.text_body).toContain('Camille');
      expect(mail!.text_body).toContain(`/assetslibrary/file/${cv.id}/`);
    });

    it('takes an optional field left empty, in nl', async () => {
      const email = uniqueEmail();
      const res = await send('product-question', 'nl', {
        Values: {
          Email: email,
          ProductReference: 'Trui 42',
          Topic: 'care',
          Question: 'Is deze trui wasbaar?',
          OrderNumber: '',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().Message).toBe(
        'Bedankt, uw bericht werd verzonden. We antwoorden u zo snel mogelijk.',
      );
      expect(await submissionsWith(app, email)).toHaveLength(1);
    });
  });

  describe('each rule, checked by the server when the client is bypassed', () => {
    const contact = (over: Record<string, unknown>) => ({
      Name: 'Jo',
      Email: uniqueEmail(),
      Phone: '',
      Subject: 'order',
      Message: 'Bonjour, ma commande est-elle partie ?',
      ...over,
    });
    const question = (over: Record<string, unknown>) => ({
      Email: uniqueEmail(),
      ProductReference: 'Pull 42',
      Topic: 'size',
      Question: 'Ce pull est-il lavable ?',
      OrderNumber: '',
      ...over,
    });
    /** A question's Values with the Question also sent as a checkbox. */
    const questionAsCheckbox = () => ({ Values: question({}), Checked: { Question: true } });
    const cases: [string, string, string, Record<string, unknown>][] = [
      ['contact', 'required', 'Name', { Values: contact({ Name: '' }) }],
      ['contact', 'email', 'Email', { Values: contact({ Email: 'not-an-address' }) }],
      ['contact', 'phone BE', 'Phone', { Values: contact({ Phone: '12345' }) }],
      ['contact', 'maxwords', 'Message', { Values: contact({ Message: words(301) }) }],
      ['contact', 'an unlisted option', 'Subject', { Values: contact({ Subject: 'hacking' }) }],
      [
        'product-question',
        'required (an enhanced select)',
        'Topic',
        { Values: question({ Topic: '' }) },
      ],
      [
        'product-question',
        'rangewords',
        'Question',
        { Values: question({ Question: 'Lavable ?' }) },
      ],
      [
        'product-question',
        'pattern',
        'OrderNumber',
        { Values: question({ OrderNumber: '12-AB' }) },
      ],
      [
        'product-question',
        'a field not in the form',
        'Extra',
        { Values: question({ Extra: 'x' }) },
      ],
      ['product-question', 'a value of the wrong kind', 'Question', questionAsCheckbox()],
    ];
    it.each(cases)(
      '%s: %s refused on %s in fr and nl, nothing stored',
      async (code, _rule, field, body) => {
        const marker = String((body.Values as Record<string, unknown>).Email);
        const fr = await send(code, 'fr', body);
        expect(fr.statusCode).toBe(400);
        expect(fr.json().field).toBe(field);
        expect(isSentence(fr.json().message)).toBe(true);
        expect(fr.json().Errors[field]).toBe(fr.json().message);
        const nl = await send(code, 'nl', body);
        expect(nl.statusCode).toBe(400);
        expect(nl.json().field).toBe(field);
        expect(isSentence(nl.json().message)).toBe(true);
        expect(nl.json().message).not.toBe(fr.json().message);
        expect(await submissionsWith(app, marker)).toHaveLength(0);
        expect(await mailsWith(app, marker)).toHaveLength(0);
      },
    );

    it('names the word limit in the message', async () => {
      const res = await send('contact', 'fr', { Values: contact({ Message: words(301) }) });
      expect(res.json().message).toContain('300');
    });

    it('refuses the work with us rules one by one, each on its field', async () => {
      const cv = await upload(app, me.sessionId);

      const refusals: [string, Record<string, unknown>][] = [
        ['BirthDate', { BirthDate: '31/02/1995' }],
        ['Motivation', { Motivation: words(3) }],
        ['Motivation', { Motivation: words(301) }],
        ['LinkedIn', { LinkedIn: 'pas une adresse' }],
        ['Consent', { Consent: false }],
        ['Cv', { Cv: [] }],
        ['Position', { Position: '' }],
      ];
      for (const [field, over] of refusals) {
        const email = uniqueEmail();
        const res = await send('work-with-us', 'nl', workWithUs(email, [cv.tmpName], over));
        expect([field, res.statusCode]).toEqual([field, 400]);
        expect([field, res.json().field]).toEqual([field, field]);
        expect(await submissionsWith(app, email)).toHaveLength(0);
      }
      // Refused submissions keep nothing: the upload is still temporary.
      expect((await assetState(app, cv.id))!.tmp_name).toBe(cv.tmpName);
    });

    it('reports every failing field at once', async () => {
      const res = await send('contact', 'fr', {
        Values: contact({ Name: '', Email: 'x', Subject: '' }),
      });
      expect(Object.keys(res.json().Errors).sort()).toEqual(['Email', 'Name', 'Subject']);
    });
  });

  describe('files', () => {
    it.each([
      ['someone else’s', async () => (await upload(app, 'another-session')).tmpName],
      ['an expired', async () => (await upload(app, me.sessionId, { expired: true })).tmpName],
      ['an unknown', async () => `tmp-${randomUUID()}`],
    ])('refuses %s upload on the file field, keeping nothing', async (_what, tmpName) => {
      const email = uniqueEmail();
      const res = await send('work-with-us', 'fr', workWithUs(email, [await tmpName()]));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'Cv',
        message: 'Ce fichier n’est plus disponible : envoyez-le à nouveau.',
      });
      expect(await submissionsWith(app, email)).toHaveLength(0);
    });

    it('checks the stored file, not the browser’s word: a too large or wrong kind of file', async () => {
      const big = await upload(app, me.sessionId, { size: 6 * 1024 * 1024 });
      const image = await upload(app, me.sessionId, { name: 'photo.png', mimeType: 'image/png' });
      for (const file of [big, image]) {
        const email = uniqueEmail();
        const res = await send('work-with-us', 'nl', workWithUs(email, [file.tmpName]));
        expect(res.statusCode).toBe(400);
        expect(res.json().field).toBe('Cv');
        expect(isSentence(res.json().message)).toBe(true);
        expect((await assetState(app, file.id))!.tmp_name).toBe(file.tmpName);
      }
    });
  });

  describe('spam', () => {
    it('thanks a filled honeypot the same way, storing and mailing nothing', async () => {
      const email = uniqueEmail();
      const res = await send('product-question', 'fr', {
        Values: {
          Email: email,
          ProductReference: 'Pull',
          Topic: 'other',
          Question: 'Achetez mes pilules maintenant',
          OrderNumber: '',
        },
        website: 'http://spam.example',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().Message).toContain('Merci');
      expect(await submissionsWith(app, email)).toHaveLength(0);
      expect(await mailsWith(app, email)).toHaveLength(0);
    });

    it('limits one address to a few submissions in ten minutes', async () => {
      const ip = '10.99.99.99';
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const values = {
          Email: uniqueEmail(),
          ProductReference: 'Pull',
          Topic: 'other',
          Question: `question numéro ${i} ici`,
          OrderNumber: '',
        };
        statuses.push(
          (await send('product-question', 'fr', { Values: values }, { ip })).statusCode,
        );
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses[5]).toBe(429);
    });

    it('needs the CSRF header', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/forms/contact',
        payload: { Values: {} },
        headers: { cookie: me.cookie },
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
