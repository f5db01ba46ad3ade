import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { newsPictures } from '../../db/schema';

export interface NewsPicture {
  svg: string;
  etag: string;
}

function channel(hex: string, shift: number): number {
  const value = /^#[0-9a-f]{6}$/i.test(hex) ? parseInt(hex.slice(1), 16) : 0x999999;
  return (value >> shift) & 255;
}

/** The colour moved towards white by `amount` (0..1). */
function lighter(hex: string, amount: number): string {
  return `#${[16, 8, 0]
    .map((s) => {
      const c = channel(hex, s);
      return Math.round(c + (255 - c) * amount)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}

/**
 * A news picture (the shop has no photo files): a wash of the picture's colour with soft
 * shapes placed from its id, so two pictures of a post differ. No text in it: one address
 * serves every culture, and the page shows the caption and alt in the shopper's.
 */
export function renderNewsPicture(p: {
  id: number;
  width: number;
  height: number;
  color: string;
}): string {
  const { width: w, height: h, color } = p;
  const shapes = [0, 1, 2]
    .map((i) => {
      const seed = (p.id * 37 + i * 53) % 100;
      const cx = Math.round((w * (15 + ((seed * 7) % 70))) / 100);
      const cy = Math.round((h * (20 + ((seed * 3) % 55))) / 100);
      const r = Math.round((Math.min(w, h) * (12 + (seed % 18))) / 100);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${lighter(color, 0.2 + i * 0.2)}" opacity=".55"/>`;
    })
    .join('');
  const band = Math.round(h / 4);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="n" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighter(color, 0.85)}"/><stop offset="1" stop-color="${lighter(color, 0.45)}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#n)"/>${shapes}` +
    `<rect y="${h - band}" width="${w}" height="${band}" fill="${lighter(color, 0.1)}" opacity=".35"/>` +
    `</svg>`
  );
}

/**
 * The picture with this id and name (the name is part of the address, so a renamed picture has
 * a new one); null when there is none.
 */
export async function newsPicture(
  db: AppDb,
  id: number,
  name: string,
): Promise<NewsPicture | null> {
  const [row] = await db
    .select()
    .from(newsPictures)
    .where(and(eq(newsPictures.id, id), eq(newsPictures.name, name)));
  if (!row) return null;
  const svg = renderNewsPicture(row);
  return { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"` };
}
