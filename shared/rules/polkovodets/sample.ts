/**
 * A uniformly random member of `legalOrders(state)` without building the list (issue 24 item 1).
 * The orders are counted per commander from the position's packed destinations (no order object is
 * made), one index is drawn with the caller's `randomInt` (the engine draws nothing itself: it stays
 * pure and replayable), and only the order at that index of the list is materialised: the draw with
 * index k is exactly `legalOrders(state)[k]`.
 */
import { commanderIndices, freeOwnFortressCells, type LegalOrder } from './legal';
import { cellAt, destsAt, occupantAt, positionOf, troopsOf } from './position';
import type { Cell, GameState } from './types';
import { COMMAND_RADIUS, RECRUITABLE_TYPES, UNIT_SPECS } from './units';

/** `randomInt(n)` returns an integer in [0, n). Null when there is no legal order. */
export function sampleLegalOrder(state: GameState, randomInt: (n: number) => number): LegalOrder | null {
  const commanders = commanderIndices(state);
  if (!commanders.length) return null;
  const units = state.units;
  const army = state.toMove;
  const pos = positionOf(state);
  const orderable = troopsOf(units, army).filter((i) => !units[i].acted);
  const balance = state.depots[army] ?? 0;
  const affordable = RECRUITABLE_TYPES.filter((t) => UNIT_SPECS[t].cost <= balance);
  const free = affordable.length ? freeOwnFortressCells(state, army) : [];
  const near = (c: number, x: number, y: number) => Math.abs(units[c].x - x) <= COMMAND_RADIUS && Math.abs(units[c].y - y) <= COMMAND_RADIUS;
  const countOf = (i: number) => {
    const d = destsAt(state, pos, i);
    return d[0] + d[1] + d[2];
  };
  // Count: how many orders each commander has, in the list's order (units, his steps, recruits).
  const perCommander: number[] = [];
  let total = 0;
  for (const c of commanders) {
    let n = destsAt(state, pos, c)[0];
    for (const i of orderable) if (near(c, units[i].x, units[i].y)) n += countOf(i);
    for (const cell of free) if (near(c, cell[0], cell[1])) n += affordable.length;
    perCommander.push(n);
    total += n;
  }
  if (total === 0) return null;
  // Draw, then walk to the drawn order: first its commander, then its unit (or step, or recruit).
  let k = randomInt(total);
  let ci = 0;
  while (k >= perCommander[ci]) k -= perCommander[ci++];
  const c = units[commanders[ci]];
  for (const i of orderable) {
    if (!near(commanders[ci], units[i].x, units[i].y)) continue;
    const d = destsAt(state, pos, i);
    const n = d[0] + d[1] + d[2];
    if (k >= n) {
      k -= n;
      continue;
    }
    const cell = d[3 + k];
    const u = units[i];
    if (k < d[0]) return { kind: 'move', commander: c.id, unit: u.id, to: cellAt(pos, cell) };
    if (k < d[0] + d[1]) return { kind: 'move', commander: c.id, unit: u.id, to: cellAt(pos, cell), road: true };
    return { kind: 'strike', commander: c.id, unit: u.id, to: cellAt(pos, cell), target: units[occupantAt(pos, cell)].id };
  }
  const own = destsAt(state, pos, commanders[ci]);
  if (k < own[0]) return { kind: 'step', commander: c.id, unit: c.id, to: cellAt(pos, own[3 + k]) };
  k -= own[0];
  // Recruits are listed type by type, each over the free cells in his square.
  const cells: Cell[] = free.filter((cell) => near(commanders[ci], cell[0], cell[1]));
  return { kind: 'recruit', commander: c.id, recruit: affordable[Math.floor(k / cells.length)], to: cells[k % cells.length] };
}
