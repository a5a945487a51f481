/**
 * The compact position (issue 24 item 1): what `legalOrders`, `sampleLegalOrder` and `checkOrder`
 * read, cached OUTSIDE the state (which stays plain JSON).
 *
 * - Per map: one byte of flags per cell (who may enter it, road, rough, stops a line of fire).
 * - Per units array (every action makes a new one; roster.ts holds the recently used ones): the
 *   occupancy by rows, and each unit's destinations, computed when first asked for. When
 *   `applyOrder`, `endMove` or `appointMarshal` derives the next state from a state whose position
 *   is cached, the next position is derived from the action's known effect (`carryPosition`): the
 *   rows the action touched are copied and patched, and every unit's destinations are kept unless a
 *   changed cell lies within that unit's reach (on its lines, off a road). Any other state gets its
 *   position rebuilt from its units on first use.
 *
 * The hot loops are here in one module, with the tables they read copied into module constants.
 * Every walk visits cells in the order of grid.ts's `walkRays` and `breadthFirst`, so the orders
 * come out exactly as before.
 */
import { boardOf, type Board } from './board';
import { cachedOf, cacheOf, carryCache } from './roster';
import type { Cell, GameState, HorseBatteryMove, MapDef, Unit, UnitType } from './types';
import { ALL_DIRECTIONS, BATTERY_RANGE, UNIT_SPECS, UNIT_TYPES, movePattern, type Ray } from './units';

// Cell flags.
const ENTER_WALKER = 1; // infantry, cossacks, commanders: every terrain
const ENTER_CAVALRY = 2; // not rough
const ENTER_ARTILLERY = 4; // not rough, not river
const ROAD = 8;
const ROUGH = 16;
const STOPS_FIRE = 32;

const cellFlags = new WeakMap<Board, Uint8Array>();

/** The per-cell flags of a board (terrain codes as in board.ts's `T`). */
export function flagsOf(board: Board): Uint8Array {
  let f = cellFlags.get(board);
  if (f) return f;
  f = new Uint8Array(board.terrain.length);
  for (let i = 0; i < f.length; i++) {
    const t = board.terrain[i];
    const rough = t === 2 || t === 3 || t === 4;
    let v = ENTER_WALKER;
    if (!rough) v |= ENTER_CAVALRY;
    if (!rough && t !== 5) v |= ENTER_ARTILLERY;
    if (t === 1 || t === 6) v |= ROAD;
    if (rough) v |= ROUGH;
    if (t === 2 || t === 3 || board.fortressAt[i] >= 0) v |= STOPS_FIRE;
    f[i] = v;
  }
  cellFlags.set(board, f);
  return f;
}

/** How one unit type moves and strikes, flattened: rays as triples (dx, dy, max) in the table's order. */
export interface Mobility {
  readonly moves: Int8Array;
  readonly strikes: Int8Array;
  readonly fires: boolean;
  readonly roughFighter: boolean;
  readonly enter: number;
  /** Depth of a road march (twice the longest normal move); 0: no road march (commanders). */
  readonly roadDepth: number;
  /** The farthest cell (Chebyshev) whose change can change this unit's destinations. */
  readonly reach: number;
  /** The same off a road (no road march starts there): its longest move or strike. */
  readonly reachOffRoad: number;
  readonly commander: boolean;
}

const flatten = (rays: readonly Ray[]): Int8Array => Int8Array.from(rays.flatMap((r) => r.directions.flatMap(([dx, dy]) => [dx, dy, r.max])));
const longest = (rays: readonly Ray[]): number => rays.reduce((m, r) => Math.max(m, r.max), 0);
const LINE_OF_FIRE: readonly Ray[] = [{ directions: ALL_DIRECTIONS, max: BATTERY_RANGE }];

function mobilityOf(type: UnitType, horse: HorseBatteryMove): Mobility {
  const spec = UNIT_SPECS[type];
  const pattern = movePattern(type, { goal: 'rout', turnLimit: 1, horseBatteryMove: horse });
  const strikes = spec.fires ? LINE_OF_FIRE : spec.strikes;
  const commander = spec.unitClass === 'commander';
  const roadDepth = commander ? 0 : 2 * longest(pattern);
  return {
    moves: flatten(pattern),
    strikes: flatten(strikes),
    fires: spec.fires,
    roughFighter: spec.roughFighter,
    enter: spec.roughWalker ? ENTER_WALKER : spec.unitClass === 'artillery' ? ENTER_ARTILLERY : ENTER_CAVALRY,
    roadDepth,
    reach: Math.max(roadDepth, longest(pattern), longest(strikes)),
    reachOffRoad: Math.max(longest(pattern), longest(strikes)),
    commander,
  };
}

const MOBILITY: Readonly<Record<HorseBatteryMove, Readonly<Record<string, Mobility>>>> = {
  dragoon: Object.fromEntries(UNIT_TYPES.map((t) => [t, mobilityOf(t, 'dragoon')])),
  battery: Object.fromEntries(UNIT_TYPES.map((t) => [t, mobilityOf(t, 'battery')])),
};

/** Every ray of every table steps to one of the 8 neighbours, so a ray walk stays on its unit's 8 lines. */
const RAYS_ON_LINES = Object.values(MOBILITY).every((t) => Object.values(t).every((m) => [m.moves, m.strikes].every((r) => r.every((v, k) => k % 3 === 2 || Math.abs(v) <= 1))));

/** The largest reach of any unit type. */
const MAX_REACH = Math.max(...Object.values(MOBILITY).flatMap((t) => Object.values(t).map((m) => m.reach)));

export const mobility = (type: UnitType, horse: HorseBatteryMove): Mobility => MOBILITY[horse][type];

/**
 * Where one unit may go and whom it may strike, packed: [moves, roadMoves, strikes, ...move cells,
 * ...road-march cells, ...target cells] (cell = y * width + x; a target is whoever stands there).
 */
export type Packed = readonly number[];

export interface Position {
  readonly map: MapDef;
  readonly horse: HorseBatteryMove;
  readonly board: Board;
  readonly flags: Uint8Array;
  /**
   * Index into `units` of the unit on each cell, or -1, row by row: `rows[y][x]`. Never changed once
   * built. Plain arrays of small integers, not typed arrays: a row is copied on every action that
   * touches it, and a small typed array costs an off-heap buffer each time. A row without units is
   * the board's one shared empty row; the next position copies only the rows an action changed.
   */
  readonly rows: readonly (readonly number[])[];
  /** Per unit index: its destinations on this position, once asked for. */
  readonly dests: (Packed | undefined)[];
  /** One [x, y] per cell, made once per board and shared by the listed orders (read-only). */
  readonly cells: (Cell | undefined)[];
}

const cellTuples = new WeakMap<Board, (Cell | undefined)[]>();

function tuplesOf(board: Board): (Cell | undefined)[] {
  let t = cellTuples.get(board);
  if (!t) cellTuples.set(board, (t = new Array<Cell | undefined>(board.width * board.height)));
  return t;
}

/** The cell `i` as [x, y]: one shared tuple per cell of the board. */
export function cellAt(pos: Position, i: number): Cell {
  const w = pos.board.width;
  return pos.cells[i] ?? (pos.cells[i] = [i % w, (i - (i % w)) / w]);
}

const emptyRows = new WeakMap<Board, readonly number[]>();

/** The board's row without units (shared by every position: never written). */
function emptyRowOf(board: Board): readonly number[] {
  let row = emptyRows.get(board);
  if (!row) {
    const r: number[] = [];
    for (let x = 0; x < board.width; x++) r.push(-1);
    emptyRows.set(board, (row = r));
  }
  return row;
}

export function positionOf(state: GameState): Position {
  const cache = cacheOf(state.units);
  const p = cache.position as Position | undefined; // roster.ts keeps it opaque
  if (p && p.map === state.map && p.horse === state.options.horseBatteryMove) return p;
  const board = boardOf(state.map);
  const empty = emptyRowOf(board);
  const rows: (readonly number[])[] = [];
  for (let y = 0; y < board.height; y++) rows.push(empty);
  const units = state.units;
  for (let i = 0; i < units.length; i++) {
    const { x, y } = units[i];
    let row = rows[y];
    if (row === empty) rows[y] = row = empty.slice();
    (row as number[])[x] = i;
  }
  const built: Position = { map: state.map, horse: state.options.horseBatteryMove, board, flags: flagsOf(board), rows, dests: new Array<Packed | undefined>(units.length), cells: tuplesOf(board) };
  cache.position = built;
  return built;
}

/** Index into the units of the unit on cell `c`, or -1. */
export function occupantAt(pos: Position, c: number): number {
  const w = pos.board.width;
  const x = c % w;
  return pos.rows[(c - x) / w][x];
}

/** The destinations of unit `i` on this position (computed once). */
export function destsAt(state: GameState, pos: Position, i: number): Packed {
  return pos.dests[i] ?? (pos.dests[i] = compute(state.units, pos, i));
}

// Scratch space of the walks, reused (its contents never outlive one call).
let scratch = new Int32Array(1024);
let queue = new Int32Array(0);
let reached = new Int32Array(0);
let normal = new Int32Array(0);
let stamp = 0;

function compute(units: readonly Unit[], pos: Position, index: number): Packed {
  const unit = units[index];
  const mob = MOBILITY[pos.horse][unit.type];
  const { rows, flags } = pos;
  const w = pos.board.width;
  const h = pos.board.height;
  const size = w * h;
  const from = unit.y * w + unit.x;
  if (reached.length < size || stamp > 0x7fff0000) {
    reached = new Int32Array(size);
    normal = new Int32Array(size);
    queue = new Int32Array(size);
    stamp = 0;
  }
  // At most every cell once, and 8 strikes.
  if (scratch.length < size + 16) scratch = new Int32Array(size + 16);
  const out = scratch;
  const enter = mob.enter;
  stamp++;
  let n = 3;
  // Normal moves: along each ray while the cells are free and open to the unit.
  const mv = mob.moves;
  for (let r = 0; r < mv.length; r += 3) {
    const dx = mv[r];
    const dy = mv[r + 1];
    let x = unit.x;
    let y = unit.y;
    for (let k = mv[r + 2]; k > 0; k--) {
      x += dx;
      y += dy;
      if (x < 0 || y < 0 || x >= w || y >= h) break;
      const c = y * w + x;
      if (rows[y][x] !== -1 || (flags[c] & enter) === 0) break;
      out[n++] = c;
      normal[c] = stamp;
    }
  }
  const moves = n - 3;
  // Road march: breadth-first along free road cells; cells a normal move reaches are not repeated.
  if (mob.roadDepth > 0 && (flags[from] & ROAD) !== 0) {
    // queue[head..end) is the frontier of one depth.
    let head = 0;
    let tail = 1;
    queue[0] = from;
    reached[from] = stamp;
    for (let depth = 1; depth <= mob.roadDepth && head < tail; depth++) {
      const end = tail;
      for (; head < end; head++) {
        const c = queue[head];
        const cx = c % w;
        const cy = (c - cx) / w;
        for (let d = 0; d < 8; d++) {
          const x = cx + DX[d];
          const y = cy + DY[d];
          if (x < 0 || y < 0 || x >= w || y >= h) continue;
          const i = y * w + x;
          if (reached[i] === stamp) continue;
          const f = flags[i];
          if ((f & ROAD) === 0 || rows[y][x] !== -1 || (f & enter) === 0) continue;
          reached[i] = stamp;
          queue[tail++] = i;
          if (normal[i] !== stamp) out[n++] = i;
        }
      }
    }
  }
  const roadMoves = n - 3 - moves;
  // Strikes: a battery along its line of fire, the others along their strike pattern.
  const st = mob.strikes;
  const army = unit.army;
  for (let r = 0; r < st.length; r += 3) {
    const dx = st[r];
    const dy = st[r + 1];
    let x = unit.x;
    let y = unit.y;
    for (let k = st[r + 2]; k > 0; k--) {
      x += dx;
      y += dy;
      if (x < 0 || y < 0 || x >= w || y >= h) break;
      const c = y * w + x;
      const o = rows[y][x];
      const f = flags[c];
      if (o === -1) {
        if (mob.fires ? (f & STOPS_FIRE) !== 0 : (f & enter) === 0) break;
        continue;
      }
      if (units[o].army !== army) {
        if (mob.fires) {
          if ((f & ROUGH) === 0) out[n++] = c;
        } else if ((f & enter) !== 0 && (mob.roughFighter || ((flags[from] | f) & ROUGH) === 0)) out[n++] = c;
      }
      break;
    }
  }
  const packed = new Array<number>(n);
  packed[0] = moves;
  packed[1] = roadMoves;
  packed[2] = n - 3 - moves - roadMoves;
  for (let k = 3; k < n; k++) packed[k] = out[k];
  return packed;
}

const DX = Int8Array.from(ALL_DIRECTIONS.map((d) => d[0]));
const DY = Int8Array.from(ALL_DIRECTIONS.map((d) => d[1]));

/** What an action did to the board, in the terms `carryPosition` needs. */
export interface BoardChange {
  /** Index in the previous units of the unit taken off the map (a strike's target), or -1. */
  readonly removed: number;
  /** Units appended at the end of the units (a recruit, a new marshal). */
  readonly added: number;
  /** Cells left empty by the action (before `placed` are set). */
  readonly vacated: readonly number[];
  /** Indices in the next units of units standing on a new cell (moved or appended). */
  readonly placed: readonly number[];
}

/** Nothing moved, nobody left or came (an end of move without drowning, a correction of depots). */
export const NO_CHANGE: BoardChange = { removed: -1, added: 0, vacated: [], placed: [] };

/**
 * Derive `next`'s position from `prev`'s when `prev`'s is cached and `next` is `prev` after `change`.
 * Otherwise (or when the units do not add up, e.g. an army left the map) nothing is cached, and
 * `next`'s position is built from its units when first asked for.
 */
export function carryPosition(prev: GameState, next: GameState, change: BoardChange): void {
  const cache = cachedOf(prev.units);
  const p = cache?.position as Position | undefined;
  if (!cache || !p || p.map !== prev.map || p.map !== next.map || p.horse !== next.options.horseBatteryMove) return;
  const units = next.units;
  const removed = change.removed;
  if (units.length !== prev.units.length - (removed >= 0 ? 1 : 0) + change.added) return;
  // Nobody came or left: the same armies and types at the same indices, hence the same roster.
  const roster = removed < 0 && change.added === 0 ? cache.roster : undefined;
  const { vacated, placed } = change;
  if (removed < 0 && change.added === 0 && placed.length === 0 && vacated.length === 0) {
    carryCache(units, roster, p);
    return;
  }
  const w = p.board.width;
  const old = p.rows;
  // Copy-on-write by row: a row still shared with the previous position is copied before it is written.
  const rows = old.slice() as number[][];
  // The box around every changed cell: only units whose reach meets it may lose their destinations.
  let x0 = w;
  let y0 = p.board.height;
  let x1 = -1;
  let y1 = -1;
  for (let k = 0; k < vacated.length + placed.length; k++) {
    const vacant = k < vacated.length;
    const j = vacant ? -1 : placed[k - vacated.length];
    const c = vacant ? vacated[k] : units[j].y * w + units[j].x;
    const x = c % w;
    const y = (c - x) / w;
    if (rows[y] === old[y]) rows[y] = old[y].slice();
    rows[y][x] = j;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  // Units after a removed one move down by one index.
  if (removed >= 0) {
    for (let j = removed; j < units.length; j++) {
      const { x, y } = units[j];
      if (rows[y] === old[y]) rows[y] = old[y].slice();
      rows[y][x] = j;
    }
  }
  // A unit keeps its destinations unless a changed cell lies within its reach: the previous
  // position's list is copied whole (shifted past a removed unit), then the few near ones dropped.
  const dests: (Packed | undefined)[] = removed < 0 ? p.dests.slice() : p.dests.slice(0, removed).concat(p.dests.slice(removed + 1));
  while (dests.length < units.length) dests.push(undefined);
  const table = MOBILITY[p.horse];
  const n = vacated.length + placed.length;
  for (let j = 0; j < units.length; j++) {
    const u = units[j];
    // Far from the box for every type (most units), or nothing to drop.
    if (u.x + MAX_REACH < x0 || u.x - MAX_REACH > x1 || u.y + MAX_REACH < y0 || u.y - MAX_REACH > y1 || dests[j] === undefined) continue;
    // On a road its march may reach any cell within its reach; off a road it only walks rays, so
    // only a change on one of its eight lines can matter.
    const onRoad = (p.flags[u.y * w + u.x] & ROAD) !== 0;
    const reach = onRoad ? table[u.type].reach : table[u.type].reachOffRoad;
    if (u.x + reach < x0 || u.x - reach > x1 || u.y + reach < y0 || u.y - reach > y1) continue;
    let near = placed.includes(j);
    for (let k = 0; k < n && !near; k++) {
      const c = k < vacated.length ? vacated[k] : units[placed[k - vacated.length]].y * w + units[placed[k - vacated.length]].x;
      const cx = c % w;
      const dx = Math.abs(cx - u.x);
      const dy = Math.abs((c - cx) / w - u.y);
      near = dx <= reach && dy <= reach && (onRoad || !RAYS_ON_LINES || dx === 0 || dy === 0 || dx === dy);
    }
    if (near) dests[j] = undefined;
  }
  carryCache(units, roster, { map: p.map, horse: p.horse, board: p.board, flags: p.flags, rows, dests, cells: p.cells });
}
