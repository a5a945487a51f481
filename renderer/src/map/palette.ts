/**
 * Colours of the map. Every terrain also has its own pattern (peaks, trees, tufts, waves, a cased
 * road), so the map reads in greyscale and for colour-blind players; army cards differ in lightness
 * as well as hue (A dark green, N mid blue, F white with a dark outline). Every card has a dark
 * outline inside a light halo, so one of the two stands off any ground (tests/renderer/palette.test.ts).
 */
import type { Army } from '../../../shared/rules/polkovodets';

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

export const MARK_COLOURS = {
  square: 'rgba(255, 190, 60, 0.30)',
  squareEdge: 'rgba(160, 110, 0, 0.95)',
  orderable: '#e3a600',
  move: '#1d5e34',
  road: '#8a4f00',
  strike: '#c62828',
  step: '#6a3d9a',
  recruit: '#00707a',
  appoint: '#b8860b',
  selected: '#111111',
  hover: 'rgba(20, 20, 20, 0.55)',
  setup: '#c2185b',
  acted: 'rgba(70, 70, 70, 0.55)',
  riverBadge: '#1565c0',
  blocked: '#5b5b5b',
} as const;

export const FONT_SANS = '"PT Sans", "Segoe UI", Arial, sans-serif';
export const FONT_SERIF = '"PT Serif", Georgia, serif';
