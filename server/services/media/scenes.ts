import { createHash } from 'node:crypto';
import { fmt, shade } from './svg';
import { silhouetteFor } from './silhouettes';

/**
 * The home page's pictures (issue 19): banner backgrounds and category tiles, drawn like the
 * catalog's pictures (the shop has no photo files). A CMS page names them by address,
 * `/media/scene/{name}.svg`; the texts over them are the page's HTML, so they are translated
 * and readable by everyone.
 */

/** A banner: wide for desktops (the caption on the left), tall for phones (caption on top). */
interface BannerScene {
  kind: 'banner';
  color: string;
  /** Product types drawn, left to right (French seed words, as silhouetteFor reads them). */
  items: string[];
}

interface TileScene {
  kind: 'tile';
  color: string;
  /** The product type drawn. */
  item: string;
}

export const BANNER_SIZES = {
  wide: { width: 1600, height: 640 },
  tall: { width: 800, height: 960 },
} as const;

export const TILE_SIZE = { width: 600, height: 450 } as const;

const banners: Record<string, BannerScene> = {
  winter: { kind: 'banner', color: '#8a5a44', items: ['caban', 'pull col roulé', 'écharpe'] },
  home: { kind: 'banner', color: '#5c7a6b', items: ['coussin', 'plaid', 'nappe'] },
  film: { kind: 'banner', color: '#3f5673', items: ['robe midi', 'sac', 'veste'] },
  gifts: { kind: 'banner', color: '#a23b3b', items: ['sac', 'bonnet', 'coussin'] },
};

const tiles: Record<string, TileScene> = {
  women: { kind: 'tile', color: '#b5656f', item: 'robe portefeuille' },
  men: { kind: 'tile', color: '#4d6a8a', item: 'chemise' },
  home: { kind: 'tile', color: '#7d8f5a', item: 'coussin' },
  accessories: { kind: 'tile', color: '#a07a3c', item: 'sac' },
};

/** Every scene address the route serves: banner-{key}-{wide|tall} and category-{code}. */
export function sceneNames(): string[] {
  return [
    ...Object.keys(banners).flatMap((key) => [`banner-${key}-wide`, `banner-${key}-tall`]),
    ...Object.keys(tiles).map((code) => `category-${code}`),
  ];
}

function item(caption: string, x: number, y: number, size: number, color: string): string {
  const shape = silhouetteFor(caption);
  const k = size / 100;
  const stroke = shade(color, -0.35);
  const lines = shape.lines
    ? `<path d="${shape.lines}" fill="none" stroke="${stroke}" stroke-width="1.2" stroke-linecap="round"/>`
    : '';
  return (
    `<ellipse cx="${fmt(x)}" cy="${fmt(y + size * 0.47)}" rx="${fmt(size * 0.36)}" ry="${fmt(size * 0.04)}" fill="#000" opacity=".12"/>` +
    `<g transform="translate(${fmt(x - 50 * k)} ${fmt(y - 50 * k)}) scale(${fmt(k)})"><path d="${shape.body}" fill="${color}" stroke="${stroke}" stroke-width="1" stroke-linejoin="round"/>${lines}</g>`
  );
}

function renderBanner(scene: BannerScene, layout: keyof typeof BANNER_SIZES): string {
  const { width: w, height: h } = BANNER_SIZES[layout];
  const { color } = scene;
  const wide = layout === 'wide';
  // Items on the right half (wide) or the lower half (tall); the caption's side stays calm.
  const size = wide ? h * 0.42 : w * 0.34;
  const placed = scene.items.map((caption, i) => {
    const x = wide ? w * (0.6 + i * 0.14) : w * (0.22 + i * 0.28);
    const y = wide ? h * (i % 2 === 0 ? 0.5 : 0.58) : h * (i % 2 === 0 ? 0.7 : 0.76);
    const tone = shade(color, i === 1 ? 0.15 : -0.05 * i);
    return item(caption, x, y, size * (i === 1 ? 1.1 : 0.9), tone);
  });
  const floorY = wide ? h * 0.8 : h * 0.88;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(color, -0.35)}"/><stop offset="1" stop-color="${shade(color, 0.25)}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${fmt(wide ? w * 0.74 : w * 0.5)}" cy="${fmt(wide ? h * 0.45 : h * 0.66)}" r="${fmt(wide ? h * 0.5 : w * 0.5)}" fill="${shade(color, 0.7)}" opacity=".35"/>` +
    `<rect y="${fmt(floorY)}" width="${w}" height="${fmt(h - floorY)}" fill="${shade(color, -0.45)}" opacity=".35"/>` +
    placed.join('') +
    `</svg>`
  );
}

/** A category tile: the type on a floor, no words (the tile's name is the page's text). */
function renderTile(scene: TileScene): string {
  const { width: w, height: h } = TILE_SIZE;
  const { color } = scene;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, 0.85)}"/><stop offset="1" stop-color="${shade(color, 0.6)}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<rect y="${fmt(h * 0.78)}" width="${w}" height="${fmt(h * 0.22)}" fill="${shade('#d8c3a0', -0.1)}"/>` +
    item(scene.item, w / 2, h * 0.5, h * 0.6, color) +
    `</svg>`
  );
}

export interface Scene {
  svg: string;
  etag: string;
}

/** The scene at `/media/scene/{name}.svg`, or null for an unknown name. */
export function renderScene(name: string): Scene | null {
  let svg: string | null = null;
  const banner = /^banner-([a-z]+)-(wide|tall)$/.exec(name);
  const tile = /^category-([a-z]+)$/.exec(name);
  if (banner && Object.hasOwn(banners, banner[1]!)) {
    svg = renderBanner(banners[banner[1]!]!, banner[2] as keyof typeof BANNER_SIZES);
  } else if (tile && Object.hasOwn(tiles, tile[1]!)) {
    svg = renderTile(tiles[tile[1]!]!);
  }
  if (svg === null) return null;
  return { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"` };
}
