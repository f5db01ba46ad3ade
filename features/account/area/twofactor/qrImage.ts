/**
 * The server's QR code (an SVG document, qrcode's output) as an image address. An <img> never
 * runs what an SVG might hold, so no sanitizing is needed; the CSP allows data: images.
 */
export const svgImageUrl = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The secret in groups of four, for typing into an app that cannot scan. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? '';
