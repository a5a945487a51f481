/**
 * The map's colours, shared by the window's map (renderer/src/map/palette.ts re-exports them) and the
 * printed field and counters (shared/print/). Every terrain also has its own pattern (peaks, trees,
 * tufts, waves, a cased road), so the map reads in greyscale and for colour-blind players. The army
 * cards' colours are the piece catalogue's (shared/pieces): they differ in lightness as well as hue
 * (A dark green, N mid blue, F white with a dark outline).
 */
import { ARMIES, type Army } from '../rules/polkovodets';
import { ARMY_PIECES, PIECE_HALO, luminance, withAlpha, type ArmyColours as PieceColours } from '../pieces';

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

/** An army's colours on the map: the piece catalogue's, with the halo and the tint of what it owns. */
export interface ArmyColours extends PieceColours {
  /** A light ring outside the outline: the card stays set off on dark ground (a bridge, walls). */
  readonly halo: string;
  /** For tinting fortress cells the army owns. */
  readonly tint: string;
}

/** A white face tints little: its fortresses are tinted near-opaque, a coloured face lets the ground through. */
const tintOf = (fill: string): string => withAlpha(fill, luminance(fill) > 0.9 ? 0.78 : 0.45);

export const ARMY_COLOURS: Readonly<Record<Army, ArmyColours>> = Object.fromEntries(
  ARMIES.map((army) => {
    const c = ARMY_PIECES[army].colours;
    return [army, { ...c, halo: PIECE_HALO, tint: tintOf(c.fill) }];
  }),
) as Record<Army, ArmyColours>;
