/**
 * The unit types as pieces: the symbol of each, its class (the engine's own: what moves how is the
 * rules' business, the engine's UNIT_SPECS), and its names from the catalog. What a summary, a help
 * text or a card needs to know of a type is asked here, by class, never by listing types.
 */
import { UNIT_SPECS, UNIT_TYPES, type UnitClass } from '../rules/polkovodets/units';
import type { UnitType } from '../rules/polkovodets/types';
import { UNIT_NAMES, type Bilingual } from '../vocab';
import { UNIT_GLYPHS, type Glyph } from './glyphs';

export interface UnitPiece {
  readonly type: UnitType;
  readonly unitClass: UnitClass;
  /** Its names (the catalog's; the cossack class has a name of its own in each army: `unitName`). */
  readonly names: Bilingual;
  readonly glyph: Glyph;
}

export const UNIT_PIECES: Readonly<Record<UnitType, UnitPiece>> = Object.fromEntries(
  UNIT_TYPES.map((type) => [type, { type, unitClass: UNIT_SPECS[type].unitClass, names: UNIT_NAMES[type], glyph: UNIT_GLYPHS[type] }]),
) as Record<UnitType, UnitPiece>;

/** Mounted fighting units: the cavalry and the cossack class (both charge; neither fires). */
export const isMounted = (type: UnitType): boolean => UNIT_SPECS[type].unitClass === 'cavalry' || UNIT_SPECS[type].unitClass === 'cossack';
export const isArtillery = (type: UnitType): boolean => UNIT_SPECS[type].unitClass === 'artillery';

/** The gold of a commander's frame and star, on every army's card. */
export const COMMANDER_GOLD = '#d4a017';
