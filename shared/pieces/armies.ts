/**
 * The armies as pieces: the letter on their cards, their colours and the pattern that tells them
 * apart without colour, with their names from the catalog. The brochure's cards are green «A»
 * (Russia), blue «N» (France) and white «F» (Austria); their faces differ in lightness as well as hue
 * (dark, middle, white), so they part in greyscale and for colour-blind players, and each army has a
 * shape, a line dash and a hatch of its own for the places where even lightness is not enough (the
 * summaries' maps and charts).
 *
 * Everything that shows an army takes it from here: the print's and the window's counters
 * (shared/print/palette.ts), the summaries' unit shapes and charts.
 */
import { ARMIES, type Army } from '../rules/polkovodets/types';
import { ARMY_NAMES, type ArmyWords } from '../vocab/names';
import { contrast, lighten } from './colour';

export interface ArmyColours {
  /** The card's face. */
  readonly fill: string;
  /** The card's outline: dark, so the card stands out on the paper and every terrain. */
  readonly edge: string;
  /** Letters and symbols printed on the face. */
  readonly ink: string;
}

/** The army's mark where colour cannot tell (a unit on the summary's map, a chart's marker). */
export type ArmyShape = 'square' | 'circle' | 'diamond';
/** How an area the army holds is filled over its colour (a fortress band in a chart). */
export type ArmyHatch = 'none' | 'lines' | 'dots';

export interface ArmyPattern {
  readonly shape: ArmyShape;
  /** A chart line's SVG `stroke-dasharray` ('' solid). */
  readonly dash: string;
  readonly hatch: ArmyHatch;
}

export interface ArmyPiece {
  readonly army: Army;
  /** The letter on its cards. */
  readonly letter: string;
  /** Its names (the catalog's): Russian, English, and the Russian genitive. */
  readonly names: ArmyWords;
  readonly colours: ArmyColours;
  readonly pattern: ArmyPattern;
}

type Look = Omit<ArmyPiece, 'army' | 'names'>;

const LOOKS: Readonly<Record<Army, Look>> = {
  A: { letter: 'A', colours: { fill: '#1f5f24', edge: '#0b2a0e', ink: '#ffffff' }, pattern: { shape: 'square', dash: '', hatch: 'none' } },
  N: { letter: 'N', colours: { fill: '#3274d4', edge: '#15366b', ink: '#ffffff' }, pattern: { shape: 'circle', dash: '7 3.5', hatch: 'lines' } },
  F: { letter: 'F', colours: { fill: '#ffffff', edge: '#1f1f1f', ink: '#1f1f1f' }, pattern: { shape: 'diamond', dash: '2 2.6', hatch: 'dots' } },
};

export const ARMY_PIECES: Readonly<Record<Army, ArmyPiece>> = Object.fromEntries(
  ARMIES.map((army) => [army, { army, names: ARMY_NAMES[army], ...LOOKS[army] }]),
) as Record<Army, ArmyPiece>;

/**
 * The light ring around every card, outside its outline: it keeps a card set off on dark ground
 * (a bridge's planks, a fortress wall), where the dark outline alone would not be seen.
 */
export const PIECE_HALO = '#fffaf0';

/** White paper, as the print and the summaries are printed on. */
export const PAPER = '#ffffff';

/**
 * The army's colour as a line or a mark on paper: its face where the face reads on white (3:1),
 * else its outline (white Austria draws in its dark outline).
 */
export function colourOnPaper(army: Army): string {
  const c = ARMY_PIECES[army].colours;
  return contrast(c.fill, PAPER) >= 3 ? c.fill : c.edge;
}

/** A light tint of the army's colour on paper: the ground of what it owns (a fortress it holds). */
export const tintOnPaper = (army: Army): string => lighten(colourOnPaper(army), 0.88);

/**
 * The window's army classes (`.army-A` …): each sets `--chip`, `--chip-edge` and `--chip-ink` to the
 * army's face, outline and ink, for the chips, the notices' bands and every other mark of an army in
 * the panels. Made from the pieces, so a new army has its class with its colours.
 */
export function armyClassesCss(): string {
  return ARMIES.map((army) => {
    const c = ARMY_PIECES[army].colours;
    return `.army-${army} { --chip: ${c.fill}; --chip-edge: ${c.edge}; --chip-ink: ${c.ink}; }`;
  }).join('\n');
}

/** The armies chosen with `army` taken out or put in, in the armies' own order (a choice of armies in a form). */
export function toggleArmy(chosen: readonly Army[], army: Army): Army[] {
  return chosen.includes(army) ? chosen.filter((a) => a !== army) : ARMIES.filter((a) => a === army || chosen.includes(a));
}
