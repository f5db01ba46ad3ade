import { silhouetteFor } from './silhouettes';

export interface PictureSpec {
  width: number;
  height: number;
  /** Main colour, #rrggbb. */
  color: string;
  caption: string;
}

function channels(hex: string): [number, number, number] {
  const value = /^#[0-9a-f]{6}$/i.test(hex) ? parseInt(hex.slice(1), 16) : 0x999999;
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The colour moved towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  return `#${channels(hex)
    .map((c) =>
      Math.round(c + (target - c) * k)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export const fmt = (n: number) => Number(n.toFixed(3)).toString();

/**
 * A product picture: a soft gradient of the main colour and the product's outline in that
 * colour, with no words: one picture serves every culture (the page's alt text names it in the
 * shopper's language; a French caption drawn in it showed on the Dutch pages). The caption only
 * chooses the outline. "detail" pictures zoom on the outline, "ambiance" ones set it on a floor.
 * `turn` (0..1) rotates the outline about its vertical axis for 360 frames.
 */
export function renderPicture(spec: PictureSpec, turn?: number): string {
  const { width: w, height: h, color } = spec;
  const caption = spec.caption.trim();
  const shape = silhouetteFor(caption);
  const detail = /\bdetail$/.test(caption);
  const ambiance = /\bambiance$/.test(caption);
  const size = Math.min(w, h) * (detail ? 0.95 : ambiance ? 0.55 : 0.72);
  const k = size / 100;
  const cx = w / 2;
  const cy = h * (ambiance ? 0.52 : 0.46);
  let sx = k;
  let fill = color;
  let marker = '';
  if (turn !== undefined) {
    const angle = 2 * Math.PI * turn;
    const cos = Math.cos(angle);
    sx = k * Math.max(0.12, Math.abs(cos));
    // The back of the object is in the shade; a seam mark travels round with the turn.
    if (cos < 0) fill = shade(color, -0.25);
    const mx = cx + Math.sin(angle) * size * 0.3;
    marker = `<circle cx="${fmt(mx)}" cy="${fmt(cy + size * 0.3)}" r="${fmt(size * 0.03)}" fill="${shade(color, cos < 0 ? 0.2 : -0.45)}"/>`;
  }
  const place = `translate(${fmt(cx - 50 * sx)} ${fmt(cy - 50 * k)}) scale(${fmt(sx)} ${fmt(k)})`;
  const stroke = shade(color, -0.35);
  const floor = ambiance
    ? `<rect y="${fmt(h * 0.75)}" width="${w}" height="${fmt(h * 0.25)}" fill="${shade('#d8c3a0', -0.15)}"/>`
    : '';
  const lines = shape.lines
    ? `<path d="${shape.lines}" fill="none" stroke="${stroke}" stroke-width="1.2" stroke-linecap="round"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" aria-hidden="true">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, 0.88)}"/><stop offset="1" stop-color="${shade(color, 0.62)}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#b)"/>${floor}` +
    `<ellipse cx="${fmt(cx)}" cy="${fmt(cy + size * 0.47)}" rx="${fmt(size * 0.38)}" ry="${fmt(size * 0.04)}" fill="#000" opacity=".08"/>` +
    `<g transform="${place}"><path d="${shape.body}" fill="${fill}" stroke="${stroke}" stroke-width="1" stroke-linejoin="round"/>${lines}</g>${marker}` +
    `</svg>`
  );
}
