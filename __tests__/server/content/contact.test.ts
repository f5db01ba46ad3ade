import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactMessages } from '../../../server/db/schema';
import { buildTestApp, csrf, engines } from '../../support/testServer';

describe.each(engines)('contact form (%s)', (engine) => {
  let app: FastifyInstance;
  let token: { cookie: string; token: string };
  beforeAll(async () => {
    app = await buildTestApp(engine);
    token = await csrf(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const send = (culture: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/content/${culture}/forms/contact`,
      payload,
      headers: { cookie: token.cookie, 'x-csrf-token': token.token },
    });
  /** An address no other test writes, to find this test's rows on a shared database. */
  const uniqueEmail = () => `visitor-${randomUUID()}@example.test`;
  const rowsOf = (email: string) =>
    app.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  it('stores the message and thanks the visitor with their name escaped', async () => {
    const email = uniqueEmail();
    const name = '<img src=x onerror=alert(1)> & "Jo"';
    const res = await send('fr', { Name: name, Email: email, Message: ' Bonjour ! ' });
    expect(res.statusCode).toBe(200);
    const { Html } = res.json();
    expect(Html).toBe(
      '<p class="contact-thanks">Merci &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Jo&quot;, ' +
        'votre message a bien été envoyé. Nous vous répondrons au plus vite.</p>',
    );
    expect(Html).not.toContain('<img');
    const rows = await rowsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ culture: 'fr', name, message: 'Bonjour !' });
  });

  it('answers in the culture of the address', async () => {
    const res = await send('nl', { Name: 'An', Email: uniqueEmail(), Message: 'Hallo' });
    expect(res.json().Html).toContain('Bedankt An');
  });

  it.each([
    ['Email', { Name: 'Jo', Email: 'not-an-address', Message: 'Hi' }],
    ['Name', { Name: '   ', Email: 'jo@example.test', Message: 'Hi' }],
    ['Message', { Name: 'Jo', Email: 'jo@example.test' }],
    ['Message', { Name: 'Jo', Email: 'jo@example.test', Message: 'x'.repeat(4001) }],
    ['Name', { Name: 'J'.repeat(101), Email: 'jo@example.test', Message: 'Hi' }],
  ])('refuses a bad %s with a translated 400 naming it, storing nothing', async (field, body) => {
    const email = typeof body.Email === 'string' ? body.Email : '';
    const before = (await rowsOf(email)).length;
    const fr = await send('fr', body);
    expect(fr.statusCode).toBe(400);
    expect(fr.json().field).toBe(field);
    expect(fr.json().message).toContain(`Le champ « ${field} » n’est pas valide.`);
    const nl = await send('nl', body);
    expect(nl.json().message).toContain(`Het veld ‘${field}’ is ongeldig.`);
    expect((await rowsOf(email)).length).toBe(before);
  });

  it('needs the CSRF header and a known culture', async () => {
    const body = { Name: 'Jo', Email: uniqueEmail(), Message: 'Hi' };
    const forged = await app.inject({
      method: 'POST',
      url: '/api/v1/content/fr/forms/contact',
      payload: body,
      headers: { cookie: token.cookie },
    });
    expect(forged.statusCode).toBe(403);
    expect((await send('xx', body)).statusCode).toBe(404);
    expect(await rowsOf(body.Email)).toHaveLength(0);
  });

  it('limits one address to a few messages in ten minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await send('fr', { Name: 'Bot', Email: uniqueEmail(), Message: `spam ${i}` })).statusCode,
      );
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(5);
  });
});
