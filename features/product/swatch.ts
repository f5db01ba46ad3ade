/** A swatch's background from ColorCode1..3: plain, or two or three equal bands. */
export function swatchBackground(codes: (string | null)[]): string {
  const colours = codes.filter((c): c is string => !!c);
  if (colours.length === 0) return 'transparent';
  if (colours.length === 1) return colours[0]!;
  const band = 100 / colours.length;
  const stops = colours.map((c, i) => `${c} ${i * band}% ${(i + 1) * band}%`);
  return `linear-gradient(135deg, ${stops.join(', ')})`;
}
