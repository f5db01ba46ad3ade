import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { file, multipart } from '../assets/assetFixtures';
import type { Token } from './cartFixtures';

/*
 * An upload (S5) made by one session, for the forms that keep uploads (profile picture, refund
 * photos): the same multipart body a browser sends, with that session's cookie.
 */

/** A plain PNG of this size (sharp, one colour). */
export function png(width: number, height: number, colour = '#c2410c'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Uploads one file as the session `sid`; answers the tmpName the widget would hold. */
export async function uploadAs(
  app: FastifyInstance,
  token: Token,
  sid: string,
  content: Buffer,
  filename = 'photo.png',
): Promise<string> {
  const body = multipart([file(content, filename, 'image/png')]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/assetslibrary/upload',
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      cookie: `${token.cookie}; vitrine.sid=${sid}`,
      'x-csrf-token': token.token,
      accept: 'application/json',
    },
  });
  if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  const [asset] = res.json() as { tmpName: string }[];
  return asset!.tmpName;
}
