/**
 * Presets on any map: which fortresses are each army's home, and a deployment around them.
 *
 * Home fortresses (docs/polk.md, «Пресеты на своей карте»):
 * 1. A fortress whose `home` names an army is that army's home.
 * 2. The armies in play that have no such fortress share the fortresses no `home` names: sorted
 *    west to east (by the mean column of their cells, then the mean row, then the name), they are
 *    cut into as many runs as there are such armies, in the order A, N, F (the first army gets the
 *    westmost run); each army takes up to two fortresses of its run (as on the default map), the
 *    ones on the side of the run facing away from the others (the first the westmost, the last the
 *    eastmost, a middle one the middle). Fewer unnamed fortresses than armies: one each, west to
 *    east, as far as they go.
 * An army in play owns its homes at the start; a home of an army not in play starts ownerless.
 *
 * Deployment: each army's corps (its commander, then his units, as the preset lists them) stand
 * around its homes. The commander takes the free cell nearest the homes' centre (the marshal's corps
 * first), each of his units the free cell nearest to him within his 13×13 square. A cell is free when
 * the unit may stand there (the engine's terrain rule), it is not a fortress cell (they stay free for
 * recruitment), not a river cell, not next to another army's unit, and nearer this army's homes than
 * any other army's (so the armies start apart). Nearest: by squared distance, then row, then column.
 * An army with no home at all deploys around the centre of its own vertical band of the map (the
 * armies' bands west to east in the order A, N, F).
 */
import { boardOf, canEnter, chebyshev, T } from './board';
import type { Army, Cell, MapDef, UnitType } from './types';
import { ARMIES } from './types';
import { COMMAND_RADIUS, UNIT_SPECS } from './units';

/** Each army in play and the names of its home fortresses (an army with none has an empty list). */
export function homeFortresses(map: MapDef, armies: readonly Army[]): Record<Army, string[]> {
  const homes = { A: [], N: [], F: [] } as Record<Army, string[]>;
  for (const f of map.fortresses) if (f.home) homes[f.home].push(f.name);
  const lacking = ARMIES.filter((a) => armies.includes(a) && homes[a].length === 0);
  const free = map.fortresses
    .filter((f) => !f.home && f.cells.length)
    .map((f) => ({ name: f.name, x: mean(f.cells.map((c) => c[0])), y: mean(f.cells.map((c) => c[1])) }))
    .sort((a, b) => a.x - b.x || a.y - b.y || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const k = lacking.length;
  const n = free.length;
  if (k === 0 || n === 0) return homes;
  if (n < k) {
    free.forEach((f, i) => homes[lacking[i]].push(f.name));
    return homes;
  }
  // Runs of the west-to-east list: run i is free[start(i) … start(i+1) − 1].
  const start = (i: number) => Math.round((i * n) / k);
  lacking.forEach((army, i) => {
    const run = free.slice(start(i), start(i + 1));
    const take = Math.min(2, run.length);
    const from = k === 1 ? 0 : i === 0 ? 0 : i === k - 1 ? run.length - take : Math.floor((run.length - take) / 2);
    for (const f of run.slice(from, from + take)) homes[army].push(f.name);
  });
  return homes;
}

const mean = (xs: readonly number[]): number => xs.reduce((s, v) => s + v, 0) / xs.length;

/** One corps of an army: its commander and the units he is meant to command. */
export interface CorpsPlan {
  readonly commander: UnitType;
  readonly units: readonly UnitType[];
}

/** What an army deploys and around which fortresses. */
export interface ArmyPlan {
  readonly army: Army;
  readonly homes: readonly string[];
  readonly corps: readonly CorpsPlan[];
}

export interface DeployedUnit {
  readonly army: Army;
  readonly type: UnitType;
  readonly x: number;
  readonly y: number;
}

export type DeployResult = { readonly ok: true; readonly value: DeployedUnit[] } | { readonly ok: false; readonly error: { readonly code: 'deploy/no_room'; readonly army: Army; readonly type: UnitType } };

/** Deploy the armies' corps around their homes (the rule above). Pure and deterministic. */
export function deployOnMap(map: MapDef, plans: readonly ArmyPlan[]): DeployResult {
  const board = boardOf(map);
  const { width, height } = map;
  const anchors = plans.map((p, i) => anchorOf(map, p, i, plans.length));
  const taken = new Int8Array(width * height).fill(-1); // index of the plan whose unit stands there
  const placed: DeployedUnit[] = [];
  const d2 = (x: number, y: number, a: { x: number; y: number }) => (x - a.x) ** 2 + (y - a.y) ** 2;

  const freeFor = (pi: number, type: UnitType, x: number, y: number): boolean => {
    const i = y * width + x;
    const t = board.terrain[i];
    if (taken[i] >= 0 || board.fortressAt[i] >= 0 || t === T.River || !canEnter(UNIT_SPECS[type], t)) return false;
    const mine = d2(x, y, anchors[pi]);
    for (let q = 0; q < anchors.length; q++) if (q !== pi && d2(x, y, anchors[q]) <= mine) return false;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && taken[ny * width + nx] >= 0 && taken[ny * width + nx] !== pi) return false;
      }
    }
    return true;
  };
  /** The free cell nearest `to` (within `radius` of it, Chebyshev, when given). */
  const nearest = (pi: number, type: UnitType, to: { x: number; y: number }, radius?: number): Cell | null => {
    let best: Cell | null = null;
    let bestD = Infinity;
    const x0 = radius === undefined ? 0 : Math.max(0, Math.ceil(to.x) - radius);
    const x1 = radius === undefined ? width - 1 : Math.min(width - 1, Math.floor(to.x) + radius);
    const y0 = radius === undefined ? 0 : Math.max(0, Math.ceil(to.y) - radius);
    const y1 = radius === undefined ? height - 1 : Math.min(height - 1, Math.floor(to.y) + radius);
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d = d2(x, y, to);
        if (d < bestD && (radius === undefined || chebyshev(x, y, to.x, to.y) <= radius) && freeFor(pi, type, x, y)) {
          best = [x, y];
          bestD = d;
        }
      }
    }
    return best;
  };
  const put = (pi: number, type: UnitType, [x, y]: Cell) => {
    taken[y * width + x] = pi;
    placed.push({ army: plans[pi].army, type, x, y });
  };

  for (const [pi, plan] of plans.entries()) {
    for (const corps of plan.corps) {
      const at = nearest(pi, corps.commander, anchors[pi]);
      if (!at) return { ok: false, error: { code: 'deploy/no_room', army: plan.army, type: corps.commander } };
      put(pi, corps.commander, at);
      const commander = { x: at[0], y: at[1] };
      for (const type of corps.units) {
        const cell = nearest(pi, type, commander, COMMAND_RADIUS);
        if (!cell) return { ok: false, error: { code: 'deploy/no_room', army: plan.army, type } };
        put(pi, type, cell);
      }
    }
  }
  return { ok: true, value: placed };
}

/** The centre of an army's homes, or of its band of the map when it has none. */
function anchorOf(map: MapDef, plan: ArmyPlan, index: number, count: number): { x: number; y: number } {
  const cells = map.fortresses.filter((f) => plan.homes.includes(f.name)).flatMap((f) => f.cells);
  if (cells.length) return { x: mean(cells.map((c) => c[0])), y: mean(cells.map((c) => c[1])) };
  return { x: ((index + 0.5) * map.width) / count - 0.5, y: (map.height - 1) / 2 };
}
