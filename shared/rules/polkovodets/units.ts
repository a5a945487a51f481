/**
 * The table of units: how each moves and strikes, what it costs, where it may stand.
 * This is the brochure's "table" restated as data (rulings.md, "Movement and strikes").
 */
import type { GameOptions, HalfDepots, UnitType } from './types';

export type Direction = readonly [dx: number, dy: number];

export const ORTHOGONAL: readonly Direction[] = [[1, 0], [-1, 0], [0, 1], [0, -1]];
export const DIAGONAL: readonly Direction[] = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
export const ALL_DIRECTIONS: readonly Direction[] = [...ORTHOGONAL, ...DIAGONAL];

/** A pattern: along which directions, and how many cells at most. */
export interface Ray {
  readonly directions: readonly Direction[];
  readonly max: number;
}

export type UnitClass = 'infantry' | 'cavalry' | 'cossack' | 'artillery' | 'commander';

export interface UnitSpec {
  readonly type: UnitType;
  readonly unitClass: UnitClass;
  /** Recruitment cost (marshal: the appointment cost), in half-depots. Also its weight in strength. */
  readonly cost: HalfDepots;
  readonly moves: readonly Ray[];
  /** Strike pattern for infantry and cavalry (the striker ends on the target's cell). */
  readonly strikes: readonly Ray[];
  /** Batteries fire and stay in place. */
  readonly fires: boolean;
  /** May fight (strike, be the striker) on or into mountain, forest and swamp. */
  readonly roughFighter: boolean;
  /** May enter mountain, forest and swamp. */
  readonly roughWalker: boolean;
  /** May be recruited by an order (the marshal is appointed, not recruited). */
  readonly recruitable: boolean;
}

const one = (directions: readonly Direction[]): Ray => ({ directions, max: 1 });
const upTo = (directions: readonly Direction[], max: number): Ray => ({ directions, max });

const DRAGOON_PATTERN: readonly Ray[] = [upTo(DIAGONAL, 2), one(ORTHOGONAL)];
const LIGHT_CAVALRY_PATTERN: readonly Ray[] = [upTo(DIAGONAL, 3)];
const STEP: readonly Ray[] = [one(ALL_DIRECTIONS)];

function spec(type: UnitType, unitClass: UnitClass, costDepots: number, moves: readonly Ray[], strikes: readonly Ray[], extra: Partial<UnitSpec> = {}): UnitSpec {
  return {
    type,
    unitClass,
    cost: Math.round(costDepots * 2),
    moves,
    strikes,
    fires: false,
    roughFighter: false,
    roughWalker: unitClass === 'infantry' || unitClass === 'cossack' || unitClass === 'commander',
    recruitable: type !== 'marshal',
    ...extra,
  };
}

export const UNIT_SPECS: Readonly<Record<UnitType, UnitSpec>> = {
  musketeer: spec('musketeer', 'infantry', 1, STEP, [one(DIAGONAL)]),
  jager: spec('jager', 'infantry', 2, STEP, [one(DIAGONAL)], { roughFighter: true }),
  grenadier: spec('grenadier', 'infantry', 2, STEP, [one(ALL_DIRECTIONS)]),
  dragoon: spec('dragoon', 'cavalry', 3, DRAGOON_PATTERN, DRAGOON_PATTERN),
  hussar: spec('hussar', 'cavalry', 3, LIGHT_CAVALRY_PATTERN, LIGHT_CAVALRY_PATTERN),
  uhlan: spec('uhlan', 'cavalry', 3, LIGHT_CAVALRY_PATTERN, LIGHT_CAVALRY_PATTERN),
  cossack: spec('cossack', 'cossack', 3.5, LIGHT_CAVALRY_PATTERN, LIGHT_CAVALRY_PATTERN, { roughFighter: true }),
  cuirassier: spec('cuirassier', 'cavalry', 4, [upTo(ORTHOGONAL, 4)], [upTo(ORTHOGONAL, 4)]),
  battery: spec('battery', 'artillery', 10, STEP, [], { fires: true }),
  horse_battery: spec('horse_battery', 'artillery', 15, DRAGOON_PATTERN, [], { fires: true }),
  general: spec('general', 'commander', 5, STEP, []),
  marshal: spec('marshal', 'commander', 15, STEP, []),
};

export const UNIT_TYPES = Object.keys(UNIT_SPECS) as UnitType[];
export const RECRUITABLE_TYPES: readonly UnitType[] = UNIT_TYPES.filter((t) => UNIT_SPECS[t].recruitable);

/** Battery range in cells, in any of the 8 directions. */
export const BATTERY_RANGE = 5;
/** The command square is 13×13: Chebyshev distance ≤ 6 from the commander. */
export const COMMAND_RADIUS = 6;
/** Appointing a new marshal costs 15 depots. */
export const MARSHAL_COST: HalfDepots = 30;
/** Trophies: one corps depot (5) per fortress cell. */
export const TROPHY_PER_CELL: HalfDepots = 10;
/** A unit drowns at the end of its army's second consecutive move on a river cell. */
export const DROWN_AFTER = 2;
/** Holding a fortress at the end of two consecutive own moves captures it. */
export const HOLDS_TO_CAPTURE = 2;

/**
 * The commander class (`unitClass` 'commander'), spelt out for speed: it is asked in the hottest
 * loops of legalOrders. tests/pieces checks it against the class of every type.
 */
export const isCommanderType = (t: UnitType): boolean => t === 'general' || t === 'marshal';

/** The move pattern, taking the horse-battery variant into account. */
export function movePattern(type: UnitType, options: GameOptions): readonly Ray[] {
  if (type === 'horse_battery' && options.horseBatteryMove === 'battery') return STEP;
  return UNIT_SPECS[type].moves;
}

/** Longest single normal move: a road march may go twice this far. */
export function maxMoveLength(type: UnitType, options: GameOptions): number {
  return Math.max(...movePattern(type, options).map((r) => r.max));
}
