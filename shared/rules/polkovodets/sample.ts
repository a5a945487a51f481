/**
 * A uniformly random member of `legalOrders(state)` (or of one commander's `legalOrders(state, id)`)
 * without building the list (issue 24 item 1). The orders are counted per commander from the
 * position's packed destinations (no order object is made), one index is drawn with the caller's
 * `randomInt` (the engine draws nothing itself: it stays pure and replayable), and only the order at
 * that index of the list is materialised: the draw with index k is exactly `legalOrders(state)[k]`
 * (`legalOrders(state, commanderId)[k]` when a commander is given).
 */
import { affordableWith, commanderIndices, type LegalOrder } from './legal';
import { cellAt, destsAt, occupantAt, positionOf, type Position } from './position';
import { rosterOf } from './roster';
import type { Cell, GameState, UnitType } from './types';
import { COMMAND_RADIUS } from './units';

const RADIUS = COMMAND_RADIUS;

/** `randomInt(n)` returns an integer in [0, n). Null when there is no legal order. */
export function sampleLegalOrder(state: GameState, randomInt: (n: number) => number, commanderId?: string): LegalOrder | null {
  let commanders = commanderIndices(state);
  if (commanderId !== undefined) commanders = commanders.filter((i) => state.units[i].id === commanderId);
  if (!commanders.length) return null;
  const units = state.units;
  const army = state.toMove;
  const pos = positionOf(state);
  const troops = rosterOf(units).troops[army];
  const affordable = affordableWith(state.depots[army] ?? 0);
  // Count: how many orders each commander has, in the list's order (units, his steps, recruits).
  const perCommander: number[] = [];
  let total = 0;
  for (const ci of commanders) {
    const cx = units[ci].x;
    const cy = units[ci].y;
    let n = (pos.dests[ci] ?? destsAt(state, pos, ci))[0];
    for (const i of troops) {
      const u = units[i];
      if (u.acted || Math.abs(u.x - cx) > RADIUS || Math.abs(u.y - cy) > RADIUS) continue;
      const d = pos.dests[i] ?? destsAt(state, pos, i);
      n += d[0] + d[1] + d[2];
    }
    if (affordable.length) n += affordable.length * freeCellsNear(state, pos, cx, cy);
    perCommander.push(n);
    total += n;
  }
  if (total === 0) return null;
  // Draw, then walk to the drawn order: first its commander, then its unit (or step, or recruit).
  let k = randomInt(total);
  let at = 0;
  while (k >= perCommander[at]) k -= perCommander[at++];
  return nthOrder(state, pos, commanders[at], k, affordable);
}

/** The k-th order of commander `ci` in `legalOrders`'s order (k below his count). */
function nthOrder(state: GameState, pos: Position, ci: number, k: number, affordable: readonly UnitType[]): LegalOrder {
  const units = state.units;
  const c = units[ci];
  for (const i of rosterOf(units).troops[state.toMove]) {
    const u = units[i];
    if (u.acted || Math.abs(u.x - c.x) > RADIUS || Math.abs(u.y - c.y) > RADIUS) continue;
    const d = pos.dests[i] ?? destsAt(state, pos, i);
    const n = d[0] + d[1] + d[2];
    if (k >= n) {
      k -= n;
      continue;
    }
    const cell = d[3 + k];
    if (k < d[0]) return { kind: 'move', commander: c.id, unit: u.id, to: cellAt(pos, cell) };
    if (k < d[0] + d[1]) return { kind: 'move', commander: c.id, unit: u.id, to: cellAt(pos, cell), road: true };
    return { kind: 'strike', commander: c.id, unit: u.id, to: cellAt(pos, cell), target: units[occupantAt(pos, cell)].id };
  }
  const own = pos.dests[ci] ?? destsAt(state, pos, ci);
  if (k < own[0]) return { kind: 'step', commander: c.id, unit: c.id, to: cellAt(pos, own[3 + k]) };
  k -= own[0];
  // Recruits are listed type by type, each over the free cells in his square.
  const cells: Cell[] = [];
  freeCellsNear(state, pos, c.x, c.y, cells);
  return { kind: 'recruit', commander: c.id, recruit: affordable[Math.floor(k / cells.length)], to: cells[k % cells.length] };
}

/**
 * How many free cells of the army's fortresses lie in the square around (cx, cy), in the order of
 * `freeOwnFortressCells` (collected into `into` when given).
 */
function freeCellsNear(state: GameState, pos: Position, cx: number, cy: number, into?: Cell[]): number {
  let n = 0;
  for (let f = 0; f < state.fortresses.length; f++) {
    if (state.fortresses[f].owner !== state.toMove) continue;
    for (const cell of state.map.fortresses[f].cells) {
      if (pos.rows[cell[1]][cell[0]] !== -1 || Math.abs(cell[0] - cx) > RADIUS || Math.abs(cell[1] - cy) > RADIUS) continue;
      n++;
      into?.push(cell);
    }
  }
  return n;
}
