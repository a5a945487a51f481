/**
 * Colours of the map. Every terrain also has its own pattern (peaks, trees, tufts, waves, a cased
 * road), so the map reads in greyscale and for colour-blind players; army cards differ in lightness
 * as well as hue (A dark green, N mid blue, F white with a dark outline). Every card has a dark
 * outline inside a light halo, so one of the two stands off any ground (tests/renderer/palette.test.ts).
 */
// The terrain and army colours live in shared/ (the printed field and counters use them too).
export { TERRAIN_COLOURS, ARMY_COLOURS, type ArmyColours } from '../../../shared/print/palette';

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
