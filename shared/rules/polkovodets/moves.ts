/**
 * Where a single unit may go and whom it may strike, on the current board. This is the geometry
 * behind `legalOrders`; it knows nothing about commanders, turns or depots.
 */
import { blocksFire, boardOf, canEnter, isRough, isRoad, occupancyOf, type Board } from './board';
import type { GameState, Unit } from './types';
import { breadthFirst, walkRays } from './grid';
import { ALL_DIRECTIONS, BATTERY_RANGE, UNIT_SPECS, maxMoveLength, movePattern, type Ray, type UnitSpec } from './units';

export interface StrikeTarget {
  /** Cell index of the target. */
  readonly cell: number;
  /** Index of the target in state.units. */
  readonly target: number;
}

export interface Destinations {
  /** Cells reached by a normal move (cell indices). */
  readonly moves: number[];
  /** Cells reached only by a road march. */
  readonly roadMoves: number[];
  readonly strikes: StrikeTarget[];
}

/** Every destination of one unit. The caller checks that the unit may be ordered at all. */
export function destinationsOf(state: GameState, unitIndex: number): Destinations {
  const board = boardOf(state.map);
  const occ = occupancyOf(state);
  const unit = state.units[unitIndex];
  const spec = UNIT_SPECS[unit.type];
  const moves = slideMoves(state, board, occ, unit, spec);
  const roadMoves = spec.unitClass === 'commander' ? [] : roadMarch(state, board, occ, unit, spec, moves);
  return { moves, roadMoves, strikes: strikesFrom(state, board, occ, unit, spec) };
}

/**
 * Whom one unit could strike from where it stands (the geometry only: whether it may be ordered
 * is the caller's). For callers that scan many units on one board, such as the bots' evaluation.
 */
export function strikeTargetsOf(state: GameState, board: Board, occ: Int32Array, unitIndex: number): StrikeTarget[] {
  const unit = state.units[unitIndex];
  return strikesFrom(state, board, occ, unit, UNIT_SPECS[unit.type]);
}

function strikesFrom(state: GameState, board: Board, occ: Int32Array, unit: Unit, spec: UnitSpec): StrikeTarget[] {
  return spec.fires ? batteryTargets(state, board, occ, unit) : spec.strikes.length ? contactTargets(state, board, occ, unit, spec) : [];
}

function slideMoves(state: GameState, board: Board, occ: Int32Array, unit: Unit, spec: UnitSpec): number[] {
  const out: number[] = [];
  walkRays(board, unit.x, unit.y, movePattern(unit.type, state.options), (i) => {
    if (occ[i] !== -1 || !canEnter(spec, board.terrain[i])) return false;
    out.push(i);
    return true;
  });
  return out;
}

/**
 * Road march: from a road cell, along 8-connected empty road cells, up to twice the unit's
 * longest normal move. Breadth-first, so the distance is the shortest way along the road.
 * Cells a normal move also reaches are left out (they are listed as normal moves).
 */
function roadMarch(state: GameState, board: Board, occ: Int32Array, unit: Unit, spec: UnitSpec, normal: readonly number[]): number[] {
  const start = unit.y * board.width + unit.x;
  if (!isRoad(board.terrain[start])) return [];
  const out: number[] = [];
  breadthFirst(board, [start], 2 * maxMoveLength(unit.type, state.options), (i) => {
    if (!isRoad(board.terrain[i]) || occ[i] !== -1 || !canEnter(spec, board.terrain[i])) return false;
    if (!normal.includes(i)) out.push(i);
    return true;
  });
  return out;
}

/** May this unit fight with itself or its target on this pair of cells? */
export function terrainAllowsStrike(board: Board, spec: UnitSpec, from: number, to: number): boolean {
  if (spec.roughFighter) return true;
  return !isRough(board.terrain[from]) && !isRough(board.terrain[to]);
}

function contactTargets(state: GameState, board: Board, occ: Int32Array, unit: Unit, spec: UnitSpec): StrikeTarget[] {
  const out: StrikeTarget[] = [];
  const from = unit.y * board.width + unit.x;
  walkRays(board, unit.x, unit.y, spec.strikes, (i) => {
    const o = occ[i];
    if (o === -1) return canEnter(spec, board.terrain[i]);
    if (state.units[o].army !== unit.army && canEnter(spec, board.terrain[i]) && terrainAllowsStrike(board, spec, from, i)) out.push({ cell: i, target: o });
    return false;
  });
  return out;
}

/** A battery's line of fire: every direction, BATTERY_RANGE cells. */
const LINE_OF_FIRE: readonly Ray[] = [{ directions: ALL_DIRECTIONS, max: BATTERY_RANGE }];

function batteryTargets(state: GameState, board: Board, occ: Int32Array, unit: Unit): StrikeTarget[] {
  const out: StrikeTarget[] = [];
  walkRays(board, unit.x, unit.y, LINE_OF_FIRE, (i) => {
    const o = occ[i];
    if (o === -1) return !blocksFire(board, i);
    if (state.units[o].army !== unit.army && !isRough(board.terrain[i])) out.push({ cell: i, target: o });
    return false;
  });
  return out;
}
