/**
 * Where a single unit may go and whom it may strike, on the current board, in the shape callers
 * outside the hot loops want (the bots' evaluation, the tests). The walks themselves are
 * position.ts's (the same `legalOrders` lists its orders from); this knows nothing about
 * commanders, turns or depots.
 */
import { isRough, type Board } from './board';
import { destsAt, occupantAt, positionOf } from './position';
import type { GameState } from './types';
import type { UnitSpec } from './units';

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
  const pos = positionOf(state);
  const d = destsAt(state, pos, unitIndex);
  const road = 3 + d[0];
  const strikes = road + d[1];
  return {
    moves: d.slice(3, road),
    roadMoves: d.slice(road, strikes),
    strikes: d.slice(strikes).map((cell) => ({ cell, target: occupantAt(pos, cell) })),
  };
}

/**
 * Whom one unit could strike from where it stands (the geometry only: whether it may be ordered
 * is the caller's). For callers that scan many units on one board, such as the bots' evaluation;
 * `board` and `occ` must be the state's own (`boardOf`, `occupancyOf`).
 */
export function strikeTargetsOf(state: GameState, _board: Board, _occ: Int32Array, unitIndex: number): StrikeTarget[] {
  return destinationsOf(state, unitIndex).strikes;
}

/** May this unit fight with itself or its target on this pair of cells? */
export function terrainAllowsStrike(board: Board, spec: UnitSpec, from: number, to: number): boolean {
  if (spec.roughFighter) return true;
  return !isRough(board.terrain[from]) && !isRough(board.terrain[to]);
}
