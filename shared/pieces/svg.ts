/**
 * The unit types' symbols on paper (the printed counters, the summaries' maps): each type's glyph,
 * the same path data the window's canvas draws with Path2D, placed and scaled uniformly as SVG
 * `<path>`s. Pure string building, in the caller's units.
 */
import type { UnitType } from '../rules/polkovodets/types';
import { GLYPH_LINE, UNIT_GLYPHS } from './glyphs';

const f = (n: number): string => (Math.round(n * 1000) / 1000).toString();

export interface GlyphInk {
  /** The colour of the lines and the filled shapes. */
  readonly ink: string;
  /** An outline around the filled shapes (a gold star on a coloured card), in the caller's units. */
  readonly outline?: { readonly colour: string; readonly width: number };
}

/** The type's symbol, its unit box `size` square with its top left at (x, y). */
export function glyphSvg(type: UnitType, x: number, y: number, size: number, paint: GlyphInk): string {
  const g = UNIT_GLYPHS[type];
  const o = paint.outline;
  const lines = g.stroke ? `<path d="${g.stroke}" fill="none" stroke="${paint.ink}" stroke-width="${GLYPH_LINE}" stroke-linecap="round" stroke-linejoin="round"/>` : '';
  const shapes = g.fill ? `<path d="${g.fill}" fill="${paint.ink}"${o ? ` stroke="${o.colour}" stroke-width="${f(o.width / size)}" stroke-linejoin="round"` : ''}/>` : '';
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(size)})">${lines}${shapes}</g>`;
}

/** The type's symbol centred at (cx, cy), its unit box `size` square. */
export const glyphSvgAt = (type: UnitType, cx: number, cy: number, size: number, paint: GlyphInk): string => glyphSvg(type, cx - size / 2, cy - size / 2, size, paint);
