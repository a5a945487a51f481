/**
 * A uniformly random member of `legalOrders(state)` without building the list (issue 24 item 1):
 * the orders are counted per unit and commander, one index is drawn with the caller's `randomInt`
 * (the engine draws nothing itself: it stays pure and replayable), and only that order is materialised.
 */
import { chebyshev } from './board';
import { commandersToOrder, freeOwnFortressCells, type LegalOrder } from './legal';
import { destinationsOf, type Destinations } from './moves';
import type { Cell, GameState } from './types';
import { COMMAND_RADIUS, RECRUITABLE_TYPES, UNIT_SPECS, isCommanderType } from './units';

/** `randomInt(n)` returns an integer in [0, n). Null when there is no legal order. */
export function sampleLegalOrder(state: GameState, randomInt: (n: number) => number): LegalOrder | null {
  const commanders = commandersToOrder(state);
  if (!commanders.length) return null;
  const army = state.toMove;
  const w = state.map.width;
  const at = (i: number): Cell => [i % w, Math.floor(i / w)];
  const balance = state.depots[army] ?? 0;
  const affordable = RECRUITABLE_TYPES.filter((t) => UNIT_SPECS[t].cost <= balance);
  const free = affordable.length ? freeOwnFortressCells(state, army) : [];
  const dests = new Map<number, Destinations>();
  const destOf = (i: number): Destinations => {
    let d = dests.get(i);
    if (!d) dests.set(i, (d = destinationsOf(state, i)));
    return d;
  };
  // One pass counts; the second (with a drawn index) walks the same order to materialise one.
  const walk = (pick: number): number | LegalOrder => {
    let n = 0;
    for (const c of commanders) {
      for (let i = 0; i < state.units.length; i++) {
        const u = state.units[i];
        if (u.army !== army || u.acted || isCommanderType(u.type) || chebyshev(c.x, c.y, u.x, u.y) > COMMAND_RADIUS) continue;
        const d = destOf(i);
        const k = pick - n;
        if (k >= 0 && k < d.moves.length) return { kind: 'move', commander: c.id, unit: u.id, to: at(d.moves[k]) };
        if (k >= d.moves.length && k < d.moves.length + d.roadMoves.length) return { kind: 'move', commander: c.id, unit: u.id, to: at(d.roadMoves[k - d.moves.length]), road: true };
        const s = k - d.moves.length - d.roadMoves.length;
        if (s >= 0 && s < d.strikes.length) return { kind: 'strike', commander: c.id, unit: u.id, to: at(d.strikes[s].cell), target: state.units[d.strikes[s].target].id };
        n += d.moves.length + d.roadMoves.length + d.strikes.length;
      }
      const own = destOf(state.units.indexOf(c)).moves;
      if (pick - n >= 0 && pick - n < own.length) return { kind: 'step', commander: c.id, unit: c.id, to: at(own[pick - n]) };
      n += own.length;
      const cells = free.filter(([x, y]) => chebyshev(c.x, c.y, x, y) <= COMMAND_RADIUS);
      const r = pick - n;
      if (r >= 0 && r < affordable.length * cells.length) return { kind: 'recruit', commander: c.id, recruit: affordable[Math.floor(r / cells.length)], to: cells[r % cells.length] };
      n += affordable.length * cells.length;
    }
    return n;
  };
  const total = walk(-1) as number;
  if (total === 0) return null;
  return walk(randomInt(total)) as LegalOrder;
}
