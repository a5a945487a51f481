/**
 * What the table screen marks beside the position (issue 14): the last army moves' orders as
 * arrows, the units that fell (struck, drowned) and the fortresses captured — read from the history
 * the console already sends, newest move first. Age 0 is the newest army move in the history, 1
 * the one before…; the screen fades them by age. Pure: no rule is decided here, the engine's
 * events say what happened.
 */
import type { HistoryEntry } from '../../../shared/bridge/contract';
import { MAX_ARMIES, type Army, type Cell, type UnitType } from '../../../shared/rules/polkovodets';

export type TrailKind = 'move' | 'road' | 'strike' | 'fire' | 'step' | 'recruit' | 'appoint';

export interface Trail {
  readonly kind: TrailKind;
  readonly army: Army;
  readonly unit: string;
  readonly from: Cell;
  readonly to: Cell;
  readonly age: number;
}

export interface Fallen {
  readonly at: Cell;
  readonly army: Army;
  readonly unit: string;
  readonly unitType: UnitType;
  readonly cause: 'struck' | 'drowned';
  readonly age: number;
}

export interface Capture {
  readonly fortress: string;
  readonly army: Army;
  readonly from: Army | null;
  readonly age: number;
}

export interface Activity {
  readonly trails: readonly Trail[];
  readonly fallen: readonly Fallen[];
  readonly captures: readonly Capture[];
}

/** How many army moves back the screen shows (one full round when every army plays). */
export const ACTIVITY_MOVES = MAX_ARMIES;

/** Opacity of a mark by the age of its move: the newest solid, then fading out. */
export const fadeOf = (age: number): number => (age <= 0 ? 1 : age === 1 ? 0.5 : age === 2 ? 0.25 : 0);

export function recentActivity(history: readonly HistoryEntry[], moves = ACTIVITY_MOVES): Activity {
  const trails: Trail[] = [];
  const fallen: Fallen[] = [];
  const captures: Capture[] = [];
  let age = -1;
  let move: string | null = null;
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i]!;
    if (h.kind === 'create' || h.kind === 'setup') break;
    // An army move is a run of entries of one army in one turn.
    const key = `${h.turn}:${h.army}`;
    if (key !== move) {
      move = key;
      age++;
      if (age >= moves) break;
    }
    for (const e of h.events) {
      switch (e.type) {
        case 'moved':
          trails.push({ kind: e.road ? 'road' : 'move', army: e.army, unit: e.unit, from: e.from, to: e.to, age });
          break;
        case 'stepped':
          trails.push({ kind: 'step', army: e.army, unit: e.unit, from: e.from, to: e.to, age });
          break;
        case 'struck':
          trails.push({ kind: e.ranged ? 'fire' : 'strike', army: e.army, unit: e.unit, from: e.from, to: e.to, age });
          fallen.push({ at: e.to, army: e.targetArmy, unit: e.target, unitType: e.targetType, cause: 'struck', age });
          break;
        case 'recruited':
          trails.push({ kind: 'recruit', army: e.army, unit: e.unit, from: e.at, to: e.at, age });
          break;
        case 'marshal_appointed':
          trails.push({ kind: 'appoint', army: e.army, unit: e.unit, from: e.at, to: e.at, age });
          break;
        case 'drowned':
          fallen.push({ at: e.at, army: e.army, unit: e.unit, unitType: e.unitType, cause: 'drowned', age });
          break;
        case 'captured':
          captures.push({ fortress: e.fortress, army: e.army, from: e.from, age });
          break;
        default:
          break;
      }
    }
  }
  // Oldest first, so the newest are drawn over them.
  return { trails: trails.reverse(), fallen: fallen.reverse(), captures: captures.reverse() };
}
