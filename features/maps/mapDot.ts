/**
 * 001 §3 "Default marker icon is a dot image": a filled circle with a white ring, shipped as a
 * data URL (tiny, in the maps chunk, allowed by img-src data:) so no extra request is made.
 * The selected marker uses the larger dot with a second ring, so it stands out without colour alone.
 */
const svg = (body: string, size: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24">${body}</svg>`,
  )}`;

export const MAP_DOT_ICON = svg(
  '<circle cx="12" cy="12" r="9" fill="#0d6efd" stroke="#fff" stroke-width="3"/>',
  24,
);
export const MAP_DOT_SELECTED_ICON = svg(
  '<circle cx="12" cy="12" r="11" fill="#fff" stroke="#842029" stroke-width="2"/><circle cx="12" cy="12" r="7" fill="#dc3545"/>',
  24,
);
/** Shown sizes (px): the selected marker is larger. */
export const MAP_DOT_SIZE = 18;
export const MAP_DOT_SELECTED_SIZE = 28;
