/**
 * The reference: `legalOrders` as it was before the fast engine (issue 24 item 1), copied here with
 * its destinations, ray walk and road march, so the fast engine can be checked against it. It
 * computes its own occupancy grid; only the compiled terrain (`boardOf`) and the unit tables are shared.
 */
import { boardOf, chebyshev } from '../../../shared/rules/polkovodets/board';
import type { Army, Cell, GameState, Unit } from '../../../shared/rules/polkovodets/types';
import type { LegalOrder } from '../../../shared/rules/polkovodets/legal';
import { ALL_DIRECTIONS, BATTERY_RANGE, COMMAND_RADIUS, RECRUITABLE_TYPES, UNIT_SPECS, isCommanderType, maxMoveLength, movePattern, type Ray, type UnitSpec } from '../../../shared/rules/polkovodets/units';

type B = ReturnType<typeof boardOf>;
const isRough = (t: number) => t === 2 || t === 3 || t === 4;
const isRoad = (t: number) => t === 1 || t === 6;
const canEnter = (spec: UnitSpec, t: number) => (isRough(t) ? spec.roughWalker : t === 5 ? spec.unitClass !== 'artillery' : true);
const blocksFire = (b: B, i: number) => b.terrain[i] === 2 || b.terrain[i] === 3 || b.fortressAt[i] >= 0;

function occupancy(state: GameState): Int32Array {
  const w = state.map.width;
  const occ = new Int32Array(w * state.map.height).fill(-1);
  state.units.forEach((u, i) => (occ[u.y * w + u.x] = i));
  return occ;
}

function walkRays(b: B, x0: number, y0: number, rays: readonly Ray[], visit: (cell: number) => boolean): void {
  for (const ray of rays)
    for (const [dx, dy] of ray.directions) {
      let x = x0;
      let y = y0;
      for (let k = 1; k <= ray.max; k++) {
        x += dx;
        y += dy;
        if (x < 0 || y < 0 || x >= b.width || y >= b.height || !visit(y * b.width + x)) break;
      }
    }
}

function breadthFirst(b: B, start: number, maxDepth: number, enter: (cell: number) => boolean): void {
  const w = b.width;
  const reached = new Set<number>([start]);
  let frontier = [start];
  for (let depth = 1; depth <= maxDepth && frontier.length; depth++) {
    const next: number[] = [];
    for (const c of frontier) {
      const cx = c % w;
      const cy = (c - cx) / w;
      for (const [dx, dy] of ALL_DIRECTIONS) {
        const x = cx + dx;
        const y = cy + dy;
        if (x < 0 || y < 0 || x >= w || y >= b.height) continue;
        const i = y * w + x;
        if (reached.has(i) || !enter(i)) continue;
        reached.add(i);
        next.push(i);
      }
    }
    frontier = next;
  }
}

const LINE_OF_FIRE: readonly Ray[] = [{ directions: ALL_DIRECTIONS, max: BATTERY_RANGE }];

function destinations(state: GameState, b: B, occ: Int32Array, unit: Unit) {
  const spec = UNIT_SPECS[unit.type];
  const moves: number[] = [];
  walkRays(b, unit.x, unit.y, movePattern(unit.type, state.options), (i) => {
    if (occ[i] !== -1 || !canEnter(spec, b.terrain[i])) return false;
    moves.push(i);
    return true;
  });
  const roadMoves: number[] = [];
  const start = unit.y * b.width + unit.x;
  if (spec.unitClass !== 'commander' && isRoad(b.terrain[start])) {
    breadthFirst(b, start, 2 * maxMoveLength(unit.type, state.options), (i) => {
      if (!isRoad(b.terrain[i]) || occ[i] !== -1 || !canEnter(spec, b.terrain[i])) return false;
      if (!moves.includes(i)) roadMoves.push(i);
      return true;
    });
  }
  const strikes: { cell: number; target: number }[] = [];
  if (spec.fires) {
    walkRays(b, unit.x, unit.y, LINE_OF_FIRE, (i) => {
      const o = occ[i];
      if (o === -1) return !blocksFire(b, i);
      if (state.units[o].army !== unit.army && !isRough(b.terrain[i])) strikes.push({ cell: i, target: o });
      return false;
    });
  } else if (spec.strikes.length) {
    walkRays(b, unit.x, unit.y, spec.strikes, (i) => {
      const o = occ[i];
      if (o === -1) return canEnter(spec, b.terrain[i]);
      const terrainOk = spec.roughFighter || (!isRough(b.terrain[start]) && !isRough(b.terrain[i]));
      if (state.units[o].army !== unit.army && canEnter(spec, b.terrain[i]) && terrainOk) strikes.push({ cell: i, target: o });
      return false;
    });
  }
  return { moves, roadMoves, strikes };
}

function commandersOf(state: GameState): Unit[] {
  if (state.status !== 'playing' || !state.units.some((u) => u.army === state.toMove && u.type === 'marshal')) return [];
  return state.units.filter((u) => u.army === state.toMove && isCommanderType(u.type) && !u.acted && !state.ordered.includes(u.id));
}

function freeFortressCells(state: GameState, occ: Int32Array, army: Army, around: Unit): Cell[] {
  const w = state.map.width;
  const out: Cell[] = [];
  state.fortresses.forEach((f, i) => {
    if (f.owner !== army) return;
    for (const [x, y] of state.map.fortresses[i].cells) {
      if (occ[y * w + x] !== -1 || chebyshev(around.x, around.y, x, y) > COMMAND_RADIUS) continue;
      out.push([x, y]);
    }
  });
  return out;
}

/** Every legal order of the army to move (or of one commander), the way it was computed before. */
export function legalOrdersReference(state: GameState, commanderId?: string): LegalOrder[] {
  let commanders = commandersOf(state);
  if (commanderId !== undefined) commanders = commanders.filter((c) => c.id === commanderId);
  if (!commanders.length) return [];
  const b = boardOf(state.map);
  const occ = occupancy(state);
  const w = state.map.width;
  const cellOf = (i: number): Cell => [i % w, Math.floor(i / w)];
  const army = state.toMove;
  const balance = state.depots[army] ?? 0;
  const affordable = RECRUITABLE_TYPES.filter((t) => UNIT_SPECS[t].cost <= balance);
  const out: LegalOrder[] = [];
  for (const c of commanders) {
    for (const u of state.units) {
      if (u.army !== army || u.acted || isCommanderType(u.type) || chebyshev(c.x, c.y, u.x, u.y) > COMMAND_RADIUS) continue;
      const d = destinations(state, b, occ, u);
      for (const m of d.moves) out.push({ kind: 'move', commander: c.id, unit: u.id, to: cellOf(m) });
      for (const m of d.roadMoves) out.push({ kind: 'move', commander: c.id, unit: u.id, to: cellOf(m), road: true });
      for (const s of d.strikes) out.push({ kind: 'strike', commander: c.id, unit: u.id, to: cellOf(s.cell), target: state.units[s.target].id });
    }
    for (const m of destinations(state, b, occ, c).moves) out.push({ kind: 'step', commander: c.id, unit: c.id, to: cellOf(m) });
    if (affordable.length) {
      const cells = freeFortressCells(state, occ, army, c);
      for (const t of affordable) for (const cell of cells) out.push({ kind: 'recruit', commander: c.id, recruit: t, to: cell });
    }
  }
  return out;
}

/** An order as a string key, so two lists compare as sets. */
export const orderKey = (o: LegalOrder): string => JSON.stringify([o.kind, o.commander, 'unit' in o ? o.unit : '', o.to, 'road' in o ? 1 : 0, 'target' in o ? o.target : '', 'recruit' in o ? o.recruit : '']);
