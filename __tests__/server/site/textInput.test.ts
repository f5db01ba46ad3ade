/**
 * Text no field may hold (server/plugins/textInput.ts): the rule itself, the translated 400,
 * and the places the OpenAPI harness (badInput.test.ts) cannot reach: page addresses left out
 * of the API docs, dictionary keys, the multipart upload's file names and fields, and headers
 * (refused by Node's own HTTP parser, before any route).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { firstUnstorable, isUnstorable } from '../../../server/plugins/textInput';
import { file, multipart } from '../assets/assetFixtures';
import { buildTestApp, csrf, engines } from '../../support/testServer';

describe('the rule', () => {
  it('refuses NUL and the C0 controls but tab, line feed and carriage return', () => {
    for (let code = 0; code < 0x20; code += 1) {
      const allowed = code === 0x09 || code === 0x0a || code === 0x0d;
      expect([code, isUnstorable(`a${String.fromCharCode(code)}b`)]).toEqual([code, !allowed]);
    }
    // DEL, the C1 controls and the noncharacters are stored as they come.
    expect(isUnstorable('\u007f\u0085\u009f\uFFFE\uFFFF')).toBe(false);
  });

  it('refuses a lone surrogate, high or low, and keeps pairs', () => {
    expect(isUnstorable('a\uD800')).toBe(true);
    expect(isUnstorable('\uDC00a')).toBe(true);
    expect(isUnstorable('\uDC00\uD800')).toBe(true);
    expect(isUnstorable('😀 Ça va, ﬁne, 日本')).toBe(false);
  });

  it('names the first refused text by its JSON pointer, keys by the object holding them', () => {
    expect(firstUnstorable({ a: 'ok', b: ['x', 'y\u0000'], c: '\u0001' })).toBe('/b/1');
    expect(firstUnstorable({ Values: { 'k\u0000': 'v' } })).toBe('/Values');
    expect(firstUnstorable({ 'a/b': { '~': '\u0002' } })).toBe('/a~1b/~0');
    expect(firstUnstorable('\u0000')).toBe('');
    expect(firstUnstorable({ n: 1, t: true, z: null, s: 'fine\ttab\r\n' })).toBeNull();
    // Binary data is not text.
    expect(firstUnstorable({ b: Buffer.from([0, 1, 2]) })).toBeNull();
  });

  it('walks a body nested deeper than the call stack goes', () => {
    let deep: unknown = ['\u0000'];
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(firstUnstorable(deep)).toBe(`${'/0'.repeat(200_000)}/0`);
  });
});

describe.each(engines)('text input on the whole app (%s)', (engine) => {
  let app: FastifyInstance;
  let token: { cookie: string; token: string };
  beforeAll(async () => {
    app = await buildTestApp(engine);
    token = await csrf(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const headers = (lang: string) => ({
    cookie: token.cookie,
    'x-csrf-token': token.token,
    accept: 'application/json',
    'accept-language': lang,
  });

  it('answers the usual translated 400 naming the field, in fr and in nl', async () => {
    const payload = { Email: 'demo@vitrine.test\u0000', Password: 'Vitrine-demo-2026!' };
    const fr = await app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      headers: headers('fr'),
      payload,
    });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({
      message: 'Le champ « Email » n’est pas valide. (contient un caractère non admis)',
      field: 'Email',
    });
    const nl = await app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      headers: headers('nl'),
      payload,
    });
    expect(nl.json()).toEqual({
      message: 'Het veld ‘Email’ is ongeldig. (bevat een niet-toegestaan teken)',
      field: 'Email',
    });
  });

  it('refuses it in page addresses the API docs leave out, path and query', async () => {
    for (const [url, field] of [
      ['/fr/catalog/product/robe%00', 'slug'],
      ['/fr/catalog/category/robes%00', 'slug'],
      ['/fr/news/nouvelles%01', 'slug'],
      ['/fr/a-propos%00', '*'],
      ['/fr/security/login?returnUrl=%2Ffr%2F%00', 'returnUrl'],
      // The list pages take any query string: an undeclared parameter is read all the same.
      ['/fr/catalog?utm_source=news%00letter', 'utm_source'],
      ['/fr/catalog?x%00y=1', 'querystring'],
    ]) {
      for (const accept of ['application/json', 'text/html']) {
        const res = await app.inject({ url: url!, headers: { accept } });
        expect([url, accept, res.statusCode, res.json().field]).toEqual([url, accept, 400, field]);
      }
    }
  });

  it('refuses a NUL in an upload’s file name or field, and stores nothing', async () => {
    const picture = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const upload = (parts: Parameters<typeof multipart>[0]) => {
      const body = multipart(parts);
      return app.inject({
        method: 'POST',
        url: '/api/v1/assetslibrary/upload',
        payload: body.payload,
        headers: { ...headers('fr'), 'content-type': body.contentType },
      });
    };
    const named = await upload([file(picture, 'photo\u0000.png', 'image/png')]);
    expect([named.statusCode, named.json().field]).toEqual([400, 'file.filename']);
    expect(named.json().message).toBe(
      'Le champ « file.filename » n’est pas valide. (contient un caractère non admis)',
    );
    const field = await upload([
      { name: 'accept', value: 'image/png\u0001' },
      file(picture, 'photo.png', 'image/png'),
    ]);
    expect([field.statusCode, field.json().field]).toEqual([400, 'accept']);
    // No session was opened for the visitor: nothing was kept.
    expect(named.cookies.concat(field.cookies).map((c) => c.name)).not.toContain('vitrine.sid');
    // The same upload with a clean name is stored.
    const fine = await upload([file(picture, 'photo.png', 'image/png')]);
    expect(fine.statusCode).toBe(200);
  });

  it('never sees a control character in a header: Node refuses the request first', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const raw = (userAgent: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.write(
            `GET /healthz HTTP/1.1\r\nHost: localhost\r\nUser-Agent: ${userAgent}\r\n` +
              'Connection: close\r\n\r\n',
          ),
        );
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
        socket.on('end', () => resolve(answer.split('\r\n')[0]!));
        socket.on('error', reject);
      });
    expect(await raw('jest')).toBe('HTTP/1.1 200 OK');
    expect(await raw('je\u0000st')).toBe('HTTP/1.1 400 Bad Request');
    expect(await raw('je\u0001st')).toBe('HTTP/1.1 400 Bad Request');
  });
});
