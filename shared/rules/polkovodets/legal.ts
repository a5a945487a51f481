/**
 * `legalOrders` — the single source of truth for legality. `checkOrder` accepts exactly the orders
 * `legalOrders` lists; when it refuses, `explainRefusal` finds the reason a person needs
 * (out of the square, blocked path, not enough depots…). Order checking, the map's highlights,
 * `polk legal` and any bot all go through here.
 */
import { blocksFire, boardOf, canEnter, chebyshev, inBounds, isRough, occupancyOf, type Board } from './board';
import { terrainAllowsStrike } from './moves';
import { cellAt, commandersOf, destsAt, occupantAt, positionOf, rosterOf, troopsOf } from './position';
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
  if (state.status !== 'playing' || needsMarshal(state)) return [];
  const units = state.units;
  return commandersOf(units, state.toMove).filter((i) => !units[i].acted && !state.ordered.includes(units[i].id));
}

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

/** Narrows an enumeration to one kind of order or one unit (checkOrder asks only about the order at hand). */
export interface OrderFilter {
  readonly kind?: Order['kind'];
  readonly unit?: string;
}

/**
 * Every legal order of the army to move (or of one commander). Empty when the game is over or the
 * army must first appoint a marshal.
 */
export function legalOrders(state: GameState, commanderId?: string, only?: OrderFilter): LegalOrder[] {
  const units = state.units;
  let commanders = commanderIndices(state);
  if (commanderId !== undefined) commanders = commanders.filter((i) => units[i].id === commanderId);
  if (!commanders.length) return [];
  const out: LegalOrder[] = [];
  const army = state.toMove;
  const pos = positionOf(state);
  const radius = COMMAND_RADIUS;
  const wantUnits = !only?.kind || only.kind === 'move' || only.kind === 'strike';
  // The army's orderable units, found once; each unit's destinations are the position's (computed once).
  const orderable = wantUnits ? troopsOf(units, army).filter((i) => !units[i].acted && (only?.unit === undefined || units[i].id === only.unit)) : [];
  const balance = state.depots[army] ?? 0;
  const affordable = RECRUITABLE_TYPES.filter((t) => UNIT_SPECS[t].cost <= balance);
  let freeCells: Cell[] | undefined;
  for (const ci of commanders) {
    const c = units[ci];
    const cx = c.x;
    const cy = c.y;
    for (const i of orderable) {
      const u = units[i];
      if (Math.abs(u.x - cx) > radius || Math.abs(u.y - cy) > radius) continue;
      const d = destsAt(state, pos, i);
      const roadFrom = 3 + d[0];
      const strikeFrom = roadFrom + d[1];
      for (let k = 3; k < roadFrom; k++) out.push({ kind: 'move', commander: c.id, unit: u.id, to: cellAt(pos, d[k]) });
      for (let k = roadFrom; k < strikeFrom; k++) out.push({ kind: 'move', commander: c.id, unit: u.id, to: cellAt(pos, d[k]), road: true });
      for (let k = strikeFrom; k < d.length; k++) out.push({ kind: 'strike', commander: c.id, unit: u.id, to: cellAt(pos, d[k]), target: units[occupantAt(pos, d[k])].id });
    }
    if (!only?.kind || only.kind === 'step') {
      const own = destsAt(state, pos, ci);
      for (let k = 3; k < 3 + own[0]; k++) out.push({ kind: 'step', commander: c.id, unit: c.id, to: cellAt(pos, own[k]) });
    }
    if (affordable.length && (!only?.kind || only.kind === 'recruit')) {
      // The army's free fortress cells are found once, then narrowed to each commander's square.
      freeCells ??= freeOwnFortressCells(state, army);
      for (const t of affordable) for (const cell of freeCells) if (chebyshev(cx, cy, cell[0], cell[1]) <= COMMAND_RADIUS) out.push({ kind: 'recruit', commander: c.id, recruit: t, to: cell });
    }
  }
  return out;
}

export type CheckResult = { readonly ok: true } | { readonly ok: false; readonly error: Refusal };
const OK: CheckResult = { ok: true };
const no = <C extends RefusalCode>(code: C, detail: RefusalDetails[C]): CheckResult => ({ ok: false, error: { code, detail } as Refusal });

const isCell = (v: unknown): v is Cell => Array.isArray(v) && v.length === 2 && Number.isInteger(v[0]) && Number.isInteger(v[1]);

/** Is the order legal now? Exactly the orders of `legalOrders` pass. Never throws, whatever it is given. */
export function checkOrder(state: GameState, order: Order): CheckResult {
  const found = findLegal(state, order);
  return found.ok ? OK : { ok: false, error: found.error };
}

/** The listed order matching `order` (with `road` and `target` filled in), or the refusal. */
export function findLegal(state: GameState, order: Order): { ok: true; order: LegalOrder } | { ok: false; error: Refusal } {
  const pre = checkPreconditions(state, order);
  if (!pre.ok) return pre;
  const found = findListed(state, order);
  if (found) return { ok: true, order: found };
  const why = explainRefusal(state, order);
  return why.ok ? { ok: false, error: { code: 'order/illegal', detail: { kind: order.kind } } } : why;
}

/** Game over, marshal to appoint, the order's shape, the commander. Shared by check and explain. */
function checkPreconditions(state: GameState, order: Order): CheckResult {
  if (state.status !== 'playing') return no('game/finished', { winner: state.winner });
  if (needsMarshal(state)) return no('order/needs_marshal', { army: state.toMove });
  if (typeof order !== 'object' || order === null || !['move', 'strike', 'step', 'recruit'].includes((order as Order).kind)) return no('order/malformed', { field: 'kind' });
  if (typeof order.commander !== 'string') return no('order/malformed', { field: 'commander' });
  if (!isCell(order.to)) return no('order/malformed', { field: 'to' });
  const commander = state.units.find((u) => u.id === order.commander);
  if (!commander) return no('order/unknown_commander', { commander: order.commander });
  if (!isCommanderType(commander.type)) return no('order/not_a_commander', { commander: commander.id, unitType: commander.type });
  if (commander.army !== state.toMove) return no('order/not_your_move', { commander: commander.id, army: commander.army, toMove: state.toMove });
  if (state.ordered.includes(commander.id)) return no('order/commander_already_ordered', { commander: commander.id });
  if (commander.acted) return no('order/commander_just_recruited', { commander: commander.id });
  const [x, y] = order.to;
  if (!inBounds(boardOf(state.map), x, y)) return no('order/off_map', { x, y, width: state.map.width, height: state.map.height });
  if ((order.kind === 'move' || order.kind === 'strike') && typeof order.unit !== 'string') return no('order/malformed', { field: 'unit' });
  if (order.kind === 'recruit' && typeof order.recruit !== 'string') return no('order/malformed', { field: 'recruit' });
  return OK;
}

function findListed(state: GameState, order: Order): LegalOrder | undefined {
  const [x, y] = order.to;
  const unit = order.kind === 'move' || order.kind === 'strike' ? order.unit : undefined;
  return legalOrders(state, order.commander, { kind: order.kind, unit }).find((o) => {
    if (o.kind !== order.kind || o.to[0] !== x || o.to[1] !== y) return false;
    switch (o.kind) {
      case 'move':
      case 'strike':
        return o.unit === (order as { unit: string }).unit;
      case 'step':
        return true;
      case 'recruit':
        return o.recruit === (order as RecruitOrder).recruit;
    }
    return false;
  });
}

/** Why an order that `legalOrders` does not list is refused. */
export function explainRefusal(state: GameState, order: Order): CheckResult {
  const pre = checkPreconditions(state, order);
  if (!pre.ok) return pre;
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

