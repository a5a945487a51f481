/**
 * Colour arithmetic for the pieces and the maps they stand on: mixing with white (the paper's
 * lighter fills), greyscale (what a black-and-white printer makes of a colour) and the WCAG 2
 * contrast ratio the pieces are checked against. Opaque `#rrggbb` colours only.
 */

export type Rgb = readonly [r: number, g: number, b: number];

export function rgbOf(hex: string): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not an opaque #rrggbb colour: ${hex}`);
  return [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16)];
}

const hex2 = (n: number): string => Math.round(Math.max(0, Math.min(255, n))).toString(16).padStart(2, '0');
const hexOf = ([r, g, b]: Rgb): string => `#${hex2(r)}${hex2(g)}${hex2(b)}`;

/** A colour mixed with white (`amount` 0 keeps it, 1 is white): the window's fills, lighter on paper. */
export function lighten(hex: string, amount: number): string {
  const [r, g, b] = rgbOf(hex);
  return hexOf([r + (255 - r) * amount, g + (255 - g) * amount, b + (255 - b) * amount]);
}

/** The grey of the same lightness (Rec. 709 luma): what a black-and-white printer makes of a colour. */
export function toGrey(hex: string): string {
  const [r, g, b] = rgbOf(hex);
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return hexOf([y, y, y]);
}

/** `rgba(r, g, b, alpha)` of an opaque colour. */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = rgbOf(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours: 1 (the same) to 21 (black on white). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
