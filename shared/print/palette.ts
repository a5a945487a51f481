/**
 * The map's colours, shared by the window's map (renderer/src/map/palette.ts re-exports them) and the
 * printed field and counters (shared/print/). Every terrain also has its own pattern (peaks, trees,
 * tufts, waves, a cased road), so the map reads in greyscale and for colour-blind players; army
 * cards differ in lightness as well as hue (A dark green, N mid blue, F white with a dark outline).
 */
import type { Army } from '../rules/polkovodets';

export const TERRAIN_COLOURS = {
  plain: '#efe6cd',
  plainAlt: '#e9dfc3',
  mountain: '#cdb894',
  mountainInk: '#6e5533',
  forest: '#a8c88c',
  forestInk: '#2f5a2a',
  swamp: '#cdd6b0',
  swampInk: '#4f6b3c',
  river: '#8cbfe3',
  riverInk: '#f4fbff',
  riverEdge: '#4d86b3',
  roadCasing: '#6f4e2e',
  roadFill: '#e8c27c',
  bridge: '#8b5e34',
  fortress: '#d9d0c0',
  fortressWall: '#4a3f35',
  grid: 'rgba(90, 70, 45, 0.16)',
  gridFive: 'rgba(90, 70, 45, 0.30)',
  sheet: '#3a2d22',
} as const;

export interface ArmyColours {
  readonly fill: string;
  readonly edge: string;
  readonly ink: string;
  /** A light ring outside the outline: the card stays set off on dark ground (a bridge, walls). */
  readonly halo: string;
  /** For tinting fortress cells the army owns. */
  readonly tint: string;
}

export const ARMY_COLOURS: Readonly<Record<Army, ArmyColours>> = {
  // Three clearly different lightnesses (dark, middle, white), so the armies part in greyscale too.
  A: { fill: '#1f5f24', edge: '#0b2a0e', ink: '#ffffff', halo: '#fffaf0', tint: 'rgba(31, 95, 36, 0.45)' },
  N: { fill: '#3274d4', edge: '#15366b', ink: '#ffffff', halo: '#fffaf0', tint: 'rgba(50, 116, 212, 0.45)' },
  F: { fill: '#ffffff', edge: '#1f1f1f', ink: '#1f1f1f', halo: '#fffaf0', tint: 'rgba(255, 255, 255, 0.78)' },
};

const hex2 = (n: number): string => Math.round(Math.max(0, Math.min(255, n))).toString(16).padStart(2, '0');

function rgbOf(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not an opaque #rrggbb colour: ${hex}`);
  return [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16)];
}

/** A colour mixed with white (`amount` 0 keeps it, 1 is white): the window's fills, lighter on paper. */
export function lighten(hex: string, amount: number): string {
  const [r, g, b] = rgbOf(hex);
  return `#${hex2(r + (255 - r) * amount)}${hex2(g + (255 - g) * amount)}${hex2(b + (255 - b) * amount)}`;
}

/** The grey of the same lightness (Rec. 709 luma): what a black-and-white printer makes of a colour. */
export function toGrey(hex: string): string {
  const [r, g, b] = rgbOf(hex);
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return `#${hex2(y)}${hex2(y)}${hex2(y)}`;
}
