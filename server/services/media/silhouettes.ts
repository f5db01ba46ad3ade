/**
 * Simple outlines of what the shop sells, drawn in a 100 × 100 box. The picture generator picks
 * one from the words of the asset's caption (the product type comes first: "robe midi noir").
 */
export interface Silhouette {
  /** Filled with the picture's main colour. */
  body: string;
  /** Stroked details (seams, handles, openings), optional. */
  lines?: string;
}

const shapes: Record<string, Silhouette> = {
  dress: {
    body: 'M39 6h22l3 16-6 12 22 60H20l22-60-6-12z',
    lines: 'M41 34h18',
  },
  top: {
    body: 'M30 12l12-4q8 7 16 0l12 4 20 22-10 10-8-8v54H28V36l-8 8-10-10z',
    lines: 'M42 8q8 10 16 0',
  },
  trousers: { body: 'M30 6h40l5 88H58L50 34l-8 60H25z', lines: 'M30 12h40' },
  coat: {
    body: 'M30 8l12-4 8 24 8-24 12 4 18 22-4 42h-8l-2-32v58H26V38l-2 32h-8l-4-42z',
    lines: 'M50 28v66M44 48h0M44 62h0',
  },
  bed: { body: 'M6 44h88v36H6z', lines: 'M12 30h30v14H12zM58 30h30v14H58zM6 56h88' },
  cushion: { body: 'M20 20q30-7 60 0 7 30 0 60-30 7-60 0-7-30 0-60z', lines: 'M30 30l40 40' },
  table: { body: 'M10 30h80l6 42q-46 10-92 0z', lines: 'M10 30l-6 42M90 30l6 42' },
  bag: { body: 'M22 38h56l6 54H16z', lines: 'M36 38q0-26 14-26t14 26' },
  scarf: { body: 'M28 8h18v60l10 24H40L28 70zM46 8h26v16H46z', lines: 'M30 86h10M32 90h10' },
  item: { body: 'M50 12a38 38 0 1 1 0 76a38 38 0 1 1 0-76z' },
};

/** Caption starts (French product types of the seed) → outline; the first match wins. */
const words: [RegExp, keyof typeof shapes][] = [
  [/^robe/, 'dress'],
  [/^(pull|gilet|cardigan|chemisier|blouse|t-shirt|débardeur|chemise|surchemise|polo)/, 'top'],
  [/^(pantalon|jean|bermuda)/, 'trousers'],
  [/^(veste|caban|parka|trench)/, 'coat'],
  [/^(housse de coussin|coussin|plaid)/, 'cushion'],
  [/^(housse de couette|drap|parure)/, 'bed'],
  [/^(nappe|lot de|set de table|tablier)/, 'table'],
  [/^(sac|trousse)/, 'bag'],
  [/^(écharpe|bonnet|gants)/, 'scarf'],
];

export function silhouetteFor(caption: string): Silhouette {
  const text = caption.trim().toLowerCase();
  const found = words.find(([pattern]) => pattern.test(text));
  return shapes[found ? found[1] : 'item']!;
}
