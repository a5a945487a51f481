/**
 * `legalOrders` — the single source of truth for legality. `checkOrder` accepts exactly the orders
 * `legalOrders` lists; when it refuses, `explainRefusal` finds the reason a person needs
 * (out of the square, blocked path, not enough depots…). Order checking, the map's highlights,
 * `polk legal` and any bot all go through here.
 */
import { blocksFire, boardOf, canEnter, chebyshev, inBounds, isRough, occupancyOf, type Board } from './board';
import { terrainAllowsStrike } from './moves';
import { cellAt, destsAt, positionOf, type Packed } from './position';
import { rosterOf } from './roster';
import type { Army, Cell, GameState, Order, RecruitOrder, Refusal, RefusalCode, RefusalDetails, StepOrder, Terrain, Unit, UnitType } from './types';
import { BATTERY_RANGE, COMMAND_RADIUS, RECRUITABLE_TYPES, UNIT_SPECS, isCommanderType, maxMoveLength, movePattern } from './units';

/** A listed order, in the shape of the contract's `polk legal --json`. */
export type LegalOrder =
  | { readonly kind: 'move'; readonly commander: string; readonly unit: string; readonly to: Cell; readonly road?: true }
  | { readonly kind: 'strike'; readonly commander: string; readonly unit: string; readonly to: Cell; readonly target: string }
  | { readonly kind: 'step'; readonly commander: string; readonly unit: string; readonly to: Cell }
  | { readonly kind: 'recruit'; readonly commander: string; readonly recruit: UnitType; readonly to: Cell };

export const armyHasMarshal = (state: GameState, army: Army): boolean => rosterOf(state.units).marshals[army];

/** The army to move has lost its marshal and must appoint one before it gives any order. */
export const needsMarshal = (state: GameState): boolean => state.status === 'playing' && !armyHasMarshal(state, state.toMove);

/** Indices in `state.units` of the commanders of the army to move who may still give an order. */
export function commanderIndices(state: GameState): number[] {
  const out: number[] = [];
  if (state.status !== 'playing') return out;
  const roster = rosterOf(state.units);
  if (!roster.marshals[state.toMove]) return out;
  for (const i of roster.commanders[state.toMove]) if (mayOrder(state, i)) out.push(i);
  return out;
}

/** Commander `i` of the army to move has neither ordered nor been raised in this move. */
const mayOrder = (state: GameState, i: number): boolean => !state.units[i].acted && !state.ordered.includes(state.units[i].id);

/** Commanders of the army to move who may still give an order. */
export function commandersToOrder(state: GameState): Unit[] {
  return commanderIndices(state).map((i) => state.units[i]);
}

/** Free cells of fortresses the army owns, optionally only within a commander's square. */
export function freeOwnFortressCells(state: GameState, army: Army, around?: { x: number; y: number }): Cell[] {
  const rows = positionOf(state).rows;
  const out: Cell[] = [];
  state.fortresses.forEach((f, i) => {
    if (f.owner !== army) return;
    for (const [x, y] of state.map.fortresses[i].cells) {
      if (rows[y][x] !== -1) continue;
      if (around && chebyshev(around.x, around.y, x, y) > COMMAND_RADIUS) continue;
      out.push([x, y]);
    }
  });
  return out;
}

// Read in the hot loops: module constants, not imported bindings (a CommonJS build reads those through a getter).
const RADIUS = COMMAND_RADIUS;
const RECRUITABLE: readonly UnitType[] = RECRUITABLE_TYPES;
const COSTS: readonly number[] = RECRUITABLE.map((t) => UNIT_SPECS[t].cost);
const CHEAPEST = Math.min(...COSTS);
const DEAREST = Math.max(...COSTS);
const NOTHING: readonly UnitType[] = [];
const affordableByBalance = new Map<number, readonly UnitType[]>();

/** The recruitable types a balance pays for, in the table's order (one shared list per balance). */
export function affordableWith(balance: number): readonly UnitType[] {
  if (balance < CHEAPEST) return NOTHING;
  if (balance >= DEAREST) return RECRUITABLE;
  let a = affordableByBalance.get(balance);
  if (!a) affordableByBalance.set(balance, (a = RECRUITABLE.filter((_, k) => COSTS[k] <= balance)));
  return a;
}

/**
 * Every legal order of the army to move (or of one commander), in a fixed order: commander by
 * commander, his units' moves, road marches and strikes unit by unit, then his own steps, then the
 * recruits type by type over the free cells of the army's fortresses in his square. Empty when the
 * game is over or the army must first appoint a marshal.
 */
export function legalOrders(state: GameState, commanderId?: string): LegalOrder[] {
  const commanders = commanderIndices(state);
  if (!commanders.length) return [];
  const units = state.units;
  const army = state.toMove;
  const pos = positionOf(state);
  const { rows, dests, cells } = pos;
  const w = pos.board.width;
  const troops = rosterOf(units).troops[army];
  const affordable = affordableWith(state.depots[army] ?? 0);
  let freeCells: Cell[] | undefined;
  // The units' orders are counted first, so the list is allocated once at (about) its size.
  let unitOrders = 0;
  for (const ci of commanders) {
    const c = units[ci];
    if (commanderId !== undefined && c.id !== commanderId) continue;
    for (const i of troops) {
      const u = units[i];
      if (u.acted || Math.abs(u.x - c.x) > RADIUS || Math.abs(u.y - c.y) > RADIUS) continue;
      const d = dests[i] ?? destsAt(state, pos, i);
      unitOrders += d.length - 3;
    }
  }
  const out: LegalOrder[] = new Array<LegalOrder>(unitOrders);
  let n = 0;
  for (const ci of commanders) {
    const c = units[ci];
    const cid = c.id;
    if (commanderId !== undefined && cid !== commanderId) continue;
    const cx = c.x;
    const cy = c.y;
    for (const i of troops) {
      const u = units[i];
      if (u.acted || Math.abs(u.x - cx) > RADIUS || Math.abs(u.y - cy) > RADIUS) continue;
      const uid = u.id;
      const d = dests[i] as Packed;
      const roadFrom = 3 + d[0];
      const strikeFrom = roadFrom + d[1];
      for (let k = 3; k < roadFrom; k++) out[n++] = { kind: 'move', commander: cid, unit: uid, to: cells[d[k]] ?? cellAt(pos, d[k]) };
      for (let k = roadFrom; k < strikeFrom; k++) out[n++] = { kind: 'move', commander: cid, unit: uid, to: cells[d[k]] ?? cellAt(pos, d[k]), road: true };
      for (let k = strikeFrom; k < d.length; k++) {
        const t = d[k];
        const tx = t % w;
        out[n++] = { kind: 'strike', commander: cid, unit: uid, to: cells[t] ?? cellAt(pos, t), target: units[rows[(t - tx) / w][tx]].id };
      }
    }
    const own = dests[ci] ?? destsAt(state, pos, ci);
    for (let k = 3; k < 3 + own[0]; k++) out[n++] = { kind: 'step', commander: cid, unit: cid, to: cells[own[k]] ?? cellAt(pos, own[k]) };
    if (affordable.length) {
      // The army's free fortress cells are found once, then narrowed to each commander's square.
      freeCells ??= freeOwnFortressCells(state, army);
      const near = freeCells.filter((cell) => Math.abs(cell[0] - cx) <= RADIUS && Math.abs(cell[1] - cy) <= RADIUS);
      for (const t of affordable) for (const cell of near) out[n++] = { kind: 'recruit', commander: cid, recruit: t, to: cell };
    }
  }
  return out;
}

export type CheckResult = { readonly ok: true } | { readonly ok: false; readonly error: Refusal };
const OK: CheckResult = { ok: true };
const fail = <C extends RefusalCode>(code: C, detail: RefusalDetails[C]): { readonly ok: false; readonly error: Refusal } => ({ ok: false, error: { code, detail } as Refusal });
const no: <C extends RefusalCode>(code: C, detail: RefusalDetails[C]) => CheckResult = fail;

const isCell = (v: unknown): v is Cell => Array.isArray(v) && v.length === 2 && Number.isInteger(v[0]) && Number.isInteger(v[1]);

/** Is the order legal now? Exactly the orders of `legalOrders` pass. Never throws, whatever it is given. */
export function checkOrder(state: GameState, order: Order): CheckResult {
  const found = findLegal(state, order);
  return found.ok ? OK : { ok: false, error: found.error };
}

/** A legal order as listed, with the indices in `state.units` of its commander and its unit (-1: none). */
export interface Found {
  readonly ok: true;
  readonly order: LegalOrder;
  readonly commander: number;
  readonly unit: number;
}

/** The listed order matching `order` (with `road` and `target` filled in), or the refusal. */
export function findLegal(state: GameState, order: Order): Found | { ok: false; error: Refusal } {
  const pre = checkPreconditions(state, order);
  if (typeof pre !== 'number') return pre;
  const found = findListed(state, order, pre);
  if (found) return found;
  const why = explainRefusal(state, order);
  return why.ok ? { ok: false, error: { code: 'order/illegal', detail: { kind: order.kind } } } : why;
}
const ORDER_KINDS: readonly string[] = ['move', 'strike', 'step', 'recruit'];

/**
 * Game over, marshal to appoint, the order's shape, the commander. Shared by check and explain.
 * Passed: the commander's index in `state.units`.
 */
function checkPreconditions(state: GameState, order: Order): number | { readonly ok: false; readonly error: Refusal } {
  if (state.status !== 'playing') return fail('game/finished', { winner: state.winner });
  if (needsMarshal(state)) return fail('order/needs_marshal', { army: state.toMove });
  if (typeof order !== 'object' || order === null || !ORDER_KINDS.includes((order as Order).kind)) return fail('order/malformed', { field: 'kind' });
  if (typeof order.commander !== 'string') return fail('order/malformed', { field: 'commander' });
  if (!isCell(order.to)) return fail('order/malformed', { field: 'to' });
  const ci = indexOfId(state.units, order.commander);
  const commander = state.units[ci];
  if (ci < 0) return fail('order/unknown_commander', { commander: order.commander });
  if (!isCommanderType(commander.type)) return fail('order/not_a_commander', { commander: commander.id, unitType: commander.type });
  if (commander.army !== state.toMove) return fail('order/not_your_move', { commander: commander.id, army: commander.army, toMove: state.toMove });
  if (state.ordered.includes(commander.id)) return fail('order/commander_already_ordered', { commander: commander.id });
  if (commander.acted) return fail('order/commander_just_recruited', { commander: commander.id });
  const [x, y] = order.to;
  if (!inBounds(boardOf(state.map), x, y)) return fail('order/off_map', { x, y, width: state.map.width, height: state.map.height });
  if ((order.kind === 'move' || order.kind === 'strike') && typeof order.unit !== 'string') return fail('order/malformed', { field: 'unit' });
  if (order.kind === 'recruit' && typeof order.recruit !== 'string') return fail('order/malformed', { field: 'recruit' });
  return ci;
}

/** The index of the first unit with this id, or -1. */
function indexOfId(units: readonly Unit[], id: string): number {
  for (let i = 0; i < units.length; i++) if (units[i].id === id) return i;
  return -1;
}

/**
 * The order of `legalOrders(state, order.commander)` that matches `order` (kind, cell, unit or
 * recruit), found without listing: the same conditions read straight from the position. Called
 * after `checkPreconditions`, with the commander's index.
 */
function findListed(state: GameState, order: Order, ci: number): Found | undefined {
  const units = state.units;
  const c = units[ci];
  const army = state.toMove;
  const pos = positionOf(state);
  const w = pos.board.width;
  const [x, y] = order.to;
  const cell = y * w + x;
  const to = cellAt(pos, cell);
  if (order.kind === 'step') {
    const own = destsAt(state, pos, ci);
    for (let k = 3; k < 3 + own[0]; k++) if (own[k] === cell) return { ok: true, order: { kind: 'step', commander: c.id, unit: c.id, to }, commander: ci, unit: ci };
    return undefined;
  }
  if (order.kind === 'recruit') {
    const fi = pos.board.fortressAt[cell];
    if (!affordableWith(state.depots[army] ?? 0).includes(order.recruit) || fi < 0 || state.fortresses[fi].owner !== army) return undefined;
    if (pos.rows[y][x] !== -1 || Math.abs(x - c.x) > RADIUS || Math.abs(y - c.y) > RADIUS) return undefined;
    return { ok: true, order: { kind: 'recruit', commander: c.id, recruit: order.recruit, to }, commander: ci, unit: -1 };
  }
  // Only the army's own troops can be ordered: the unit is looked for among them.
  let ui = -1;
  for (const i of rosterOf(units).troops[army]) {
    if (units[i].id === order.unit) {
      ui = i;
      break;
    }
  }
  const u = units[ui];
  if (ui < 0 || u.acted || Math.abs(u.x - c.x) > RADIUS || Math.abs(u.y - c.y) > RADIUS) return undefined;
  const d = destsAt(state, pos, ui);
  const roadFrom = 3 + d[0];
  const strikeFrom = roadFrom + d[1];
  if (order.kind === 'move') {
    for (let k = 3; k < strikeFrom; k++) {
      if (d[k] !== cell) continue;
      const listed: LegalOrder = k < roadFrom ? { kind: 'move', commander: c.id, unit: u.id, to } : { kind: 'move', commander: c.id, unit: u.id, to, road: true };
      return { ok: true, order: listed, commander: ci, unit: ui };
    }
    return undefined;
  }
  for (let k = strikeFrom; k < d.length; k++) {
    if (d[k] === cell) return { ok: true, order: { kind: 'strike', commander: c.id, unit: u.id, to, target: units[pos.rows[y][x]].id }, commander: ci, unit: ui };
  }
  return undefined;
}

/** Why an order that `legalOrders` does not list is refused. */
export function explainRefusal(state: GameState, order: Order): CheckResult {
  const pre = checkPreconditions(state, order);
  if (typeof pre !== 'number') return pre;
  const board = boardOf(state.map);
  const occ = occupancyOf(state);
  const commander = state.units.find((u) => u.id === order.commander) as Unit;
  const [x, y] = order.to;
  const w = board.width;
  const at = y * w + x;
  const terrainChar = state.map.rows[y][x] as Terrain;
  switch (order.kind) {
    case 'step':
      return explainStep(state, commander, order, occ[at]);
    case 'recruit':
      return explainRecruit(state, commander, order, occ[at]);
  }
  const unit = state.units.find((u) => u.id === order.unit);
  if (!unit) return no('order/unknown_unit', { unit: order.unit });
  if (unit.army !== state.toMove) return no('order/not_own_unit', { unit: unit.id, army: unit.army });
  if (unit.id === commander.id) return no('order/use_step', { commander: commander.id });
  if (isCommanderType(unit.type)) return no('order/commander_not_orderable', { unit: unit.id });
  if (unit.acted) return no('order/unit_already_acted', { unit: unit.id });
  const distance = chebyshev(commander.x, commander.y, unit.x, unit.y);
  if (distance > COMMAND_RADIUS) return no('order/out_of_command_square', { commander: commander.id, unit: unit.id, distance, radius: COMMAND_RADIUS });
  const spec = UNIT_SPECS[unit.type];
  const dx = x - unit.x;
  const dy = y - unit.y;
  const from = unit.y * w + unit.x;
  if (order.kind === 'move') {
    if (dx === 0 && dy === 0) return no('order/not_in_pattern', { unit: unit.id, unitType: unit.type });
    const o = occ[at];
    if (o !== -1) return no('order/cell_occupied', { x, y, by: state.units[o].id, enemy: state.units[o].army !== unit.army });
    if (!canEnter(spec, board.terrain[at])) return no(spec.unitClass === 'artillery' && terrainChar === '~' ? 'order/battery_river' : 'order/terrain_closed', { unit: unit.id, unitType: unit.type, terrain: terrainChar });
    const ray = rayTo(movePattern(unit.type, state.options), dx, dy);
    if (!ray) {
      const roadLimit = 2 * maxMoveLength(unit.type, state.options);
      if (board.terrain[from] === 1 || board.terrain[from] === 6) return no('order/road_unreachable', { unit: unit.id, limit: roadLimit });
      return no('order/not_in_pattern', { unit: unit.id, unitType: unit.type });
    }
    const blocker = firstBlocker(board, occ, spec, unit, ray.step, ray.k);
    if (blocker) return no('order/blocked_path', blocker);
    return no('order/illegal', { kind: order.kind });
  }
  // strike
  if (spec.unitClass === 'commander') return no('order/commanders_never_strike', { unit: unit.id });
  const o = occ[at];
  if (o === -1) return no('order/no_target', { x, y });
  const target = state.units[o];
  if (target.army === unit.army) return no('order/own_target', { x, y, target: target.id });
  if (spec.fires) {
    const step = directionTo(dx, dy);
    if (!step) return no('order/not_in_pattern', { unit: unit.id, unitType: unit.type });
    const k = Math.max(Math.abs(dx), Math.abs(dy));
    if (k > BATTERY_RANGE) return no('order/out_of_range', { unit: unit.id, distance: k, range: BATTERY_RANGE });
    if (isRough(board.terrain[at])) return no('order/terrain_forbids_strike', { unit: unit.id, unitType: unit.type, terrain: terrainChar, battery: true });
    for (let i = 1; i < k; i++) {
      const c = (unit.y + step[1] * i) * w + unit.x + step[0] * i;
      if (occ[c] !== -1) return no('order/line_of_fire_blocked', { x: c % w, y: Math.floor(c / w), by: 'unit' });
      if (blocksFire(board, c)) return no('order/line_of_fire_blocked', { x: c % w, y: Math.floor(c / w), by: board.fortressAt[c] >= 0 ? 'fortress' : (state.map.rows[Math.floor(c / w)][c % w] as Terrain) });
    }
    return no('order/illegal', { kind: order.kind });
  }
  const ray = rayTo(spec.strikes, dx, dy);
  if (!ray) return no('order/not_in_pattern', { unit: unit.id, unitType: unit.type });
  if (!terrainAllowsStrike(board, spec, from, at) || !canEnter(spec, board.terrain[at])) {
    return no('order/terrain_forbids_strike', { unit: unit.id, unitType: unit.type, terrain: isRough(board.terrain[from]) ? (state.map.rows[unit.y][unit.x] as Terrain) : terrainChar, battery: false });
  }
  const blocker = firstBlocker(board, occ, spec, unit, ray.step, ray.k);
  if (blocker) return no('order/blocked_path', blocker);
  return no('order/illegal', { kind: order.kind });
}

function explainStep(state: GameState, commander: Unit, order: StepOrder, occupant: number): CheckResult {
  const [x, y] = order.to;
  const d = chebyshev(commander.x, commander.y, x, y);
  if (d !== 1) return no('order/step_one_cell', { commander: commander.id, distance: d });
  if (occupant !== -1) return no('order/cell_occupied', { x, y, by: state.units[occupant].id, enemy: state.units[occupant].army !== commander.army });
  return no('order/illegal', { kind: order.kind });
}

function explainRecruit(state: GameState, commander: Unit, order: RecruitOrder, occupant: number): CheckResult {
  const type = order.recruit;
  if (!Object.prototype.hasOwnProperty.call(UNIT_SPECS, type)) return no('order/unknown_unit_type', { unitType: String(type) });
  if (!UNIT_SPECS[type].recruitable) return no('order/marshal_not_recruited', {});
  const [x, y] = order.to;
  const fi = boardOf(state.map).fortressAt[y * state.map.width + x];
  if (fi < 0) return no('order/not_a_fortress', { x, y });
  const fortress = state.fortresses[fi];
  if (fortress.owner !== state.toMove) return no('order/not_own_fortress', { fortress: fortress.name, owner: fortress.owner });
  const distance = chebyshev(commander.x, commander.y, x, y);
  if (distance > COMMAND_RADIUS) return no('order/out_of_command_square', { commander: commander.id, unit: null, distance, radius: COMMAND_RADIUS });
  if (occupant !== -1) return no('order/cell_occupied', { x, y, by: state.units[occupant].id, enemy: state.units[occupant].army !== state.toMove });
  const need = UNIT_SPECS[type].cost;
  const have = state.depots[state.toMove] ?? 0;
  if (need > have) return no('order/not_enough_depots', { need: need / 2, have: have / 2, unitType: type });
  return no('order/illegal', { kind: order.kind });
}

/** The unit direction from (0,0) to (dx,dy) when it lies on one of the 8 lines, else null. */
function directionTo(dx: number, dy: number): readonly [number, number] | null {
  if (dx === 0 && dy === 0) return null;
  if (dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy)) return null;
  return [Math.sign(dx), Math.sign(dy)];
}

/** The ray of a pattern that reaches (dx,dy), with the unit step and the distance. */
function rayTo(rays: readonly { directions: readonly (readonly [number, number])[]; max: number }[], dx: number, dy: number) {
  const step = directionTo(dx, dy);
  if (!step) return null;
  const k = Math.max(Math.abs(dx), Math.abs(dy));
  for (const r of rays) {
    if (k <= r.max && r.directions.some(([a, b]) => a === step[0] && b === step[1])) return { step, k };
  }
  return null;
}

/** The first cell before the destination that stops the unit (a unit, or ground it may not cross). */
function firstBlocker(board: Board, occ: Int32Array, spec: (typeof UNIT_SPECS)[UnitType], unit: Unit, step: readonly [number, number], k: number): RefusalDetails['order/blocked_path'] | null {
  for (let i = 1; i < k; i++) {
    const x = unit.x + step[0] * i;
    const y = unit.y + step[1] * i;
    const c = y * board.width + x;
    if (occ[c] !== -1) return { x, y, by: 'unit' };
    if (!canEnter(spec, board.terrain[c])) return { x, y, by: 'terrain' };
  }
  return null;
}

