import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { csrf } from '../../support/testServer';

/*
 * Uploads as a browser sends them: multipart bodies built by hand (so a test controls every
 * byte, the file name and the declared type), and visitors that keep their cookies.
 */

export type Part =
  | { name: string; filename: string; content: Buffer; type?: string }
  | { name: string; value: string };

export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = '----vitrine-test-boundary-7d1c';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export const file = (content: Buffer, filename: string, type?: string): Part => ({
  name: 'file',
  filename,
  content,
  ...(type ? { type } : {}),
});

/** A visitor: its CSRF token and whatever cookies the app set (the session after an upload). */
export interface Visitor {
  inject(options: {
    method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object | Buffer;
    headers?: Record<string, string>;
    lang?: string;
  }): Promise<LightMyRequestResponse>;
  upload(parts: Part[], lang?: string): Promise<LightMyRequestResponse>;
  cookies: Map<string, string>;
}

export async function visitor(app: FastifyInstance): Promise<Visitor> {
  const token = await csrf(app);
  const cookies = new Map<string, string>([['vitrine.csrf', token.token]]);
  const inject: Visitor['inject'] = async ({ method = 'GET', url, payload, headers, lang }) => {
    const res = await app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': token.token,
        accept: 'application/json',
        'accept-language': lang ?? 'fr',
        ...headers,
      },
    });
    for (const c of res.cookies) cookies.set(c.name, c.value);
    return res;
  };
  return {
    inject,
    cookies,
    upload: (parts, lang) => {
      const { payload, contentType } = multipart(parts);
      return inject({
        method: 'POST',
        url: '/api/v1/assetslibrary/upload',
        payload,
        headers: { 'content-type': contentType },
        lang,
      });
    },
  };
}

export async function countAssets(app: FastifyInstance): Promise<number> {
  const res = (await app.db.execute(
    sql`select count(*)::int as n from library_assets`,
  )) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n);
}

export async function countSessions(app: FastifyInstance): Promise<number> {
  const res = (await app.db.execute(sql`select count(*)::int as n from sessions`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(res.rows[0]?.n);
}

/** A plain picture: a gradient, so the encoders have something to encode. */
export async function picture(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'gif' | 'webp',
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    raw[i * 3] = (i % width) % 256;
    raw[i * 3 + 1] = Math.floor(i / width) % 256;
    raw[i * 3 + 2] = 128;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}
