/**
 * State transitions: orders, the end of an army's move, the marshal's appointment. Each returns a
 * new state and the events that happened, or a refusal — and a refused call changes nothing.
 */
import { boardOf, T } from './board';
import { findLegal, freeOwnFortressCells, armyHasMarshal, needsMarshal } from './legal';
import { carryPosition, NO_CHANGE, type BoardChange } from './position';
import { carryRoster, rosterOf } from './roster';
import { armiesInPlay, leader } from './standings';
import type { Army, Cell, GameEvent, GameState, Order, Result, Transition, Unit } from './types';
import { refuse } from './types';
import { DROWN_AFTER, HOLDS_TO_CAPTURE, MARSHAL_COST, TROPHY_PER_CELL, UNIT_SPECS } from './units';

type Draft = { -readonly [K in keyof GameState]: GameState[K] };

/**
 * A unit with its place, `acted` and river count set. Every unit the engine makes is built with these
 * keys in this order (as createGame builds them), so all share one hidden class and the hot loops'
 * property reads stay monomorphic; a spread copy's hidden class drifts from its source's. (The log
 * hashes states by sorted keys, and the order is the one every engine-made unit already has.)
 */
const unitAt = (u: Unit, x: number, y: number, acted: boolean, riverMoves: number): Unit => ({ id: u.id, army: u.army, type: u.type, x, y, acted, riverMoves });

/**
 * A fresh id for a new unit. Rules version 1: the army letter and the next campaign-wide serial
 * number not yet in use. Version 2: the army's own next number (A29 after A28), never reused.
 */
function newUnitId(draft: Draft, army: Army): string {
  if (draft.rulesVersion >= 2) {
    const n = draft.nextIds?.[army] ?? nextIdOf(draft.units, army);
    draft.nextIds = { ...draft.nextIds, [army]: n + 1 };
    return `${army}${n}`;
  }
  const taken = new Set(draft.units.map((u) => u.id));
  let n = draft.serial;
  while (taken.has(`${army}${n}`)) n++;
  draft.serial = n + 1;
  return `${army}${n}`;
}

/** One more than the highest number among an army's ids of the form letter + digits (1 when none). */
export function nextIdOf(units: readonly Unit[], army: Army): number {
  let max = 0;
  for (const u of units) {
    if (u.army !== army || u.id[0] !== army) continue;
    const digits = u.id.slice(1);
    if (/^[0-9]{1,15}$/.test(digits)) max = Math.max(max, Number(digits));
  }
  return max + 1;
}

function addDepots(draft: Draft, events: GameEvent[], army: Army, amount: number, reason: 'recruit' | 'trophy' | 'marshal' | 'correction', note?: string): void {
  const balance = (draft.depots[army] ?? 0) + amount;
  draft.depots = { ...draft.depots, [army]: balance };
  events.push(note === undefined ? { type: 'depots', army, amount, balance, reason } : { type: 'depots', army, amount, balance, reason, note });
}

export function applyOrder(state: GameState, order: Order): Result<Transition> {
  const found = findLegal(state, order);
  if (!found.ok) return { ok: false, error: found.error };
  const legal = found.order;
  const draft: Draft = { ...state };
  const events: GameEvent[] = [];
  const army = state.toMove;
  const commander = order.commander;
  draft.ordered = [...state.ordered, commander];
  const [x, y] = order.to;
  const w = state.map.width;
  // The new units array: a copy of the references, with only the acting unit's object replaced.
  const units = state.units;
  let change: BoardChange;
  switch (order.kind) {
    case 'step': {
      const i = found.commander;
      const c = units[i];
      const next = units.slice();
      next[i] = unitAt(c, x, y, true, c.riverMoves);
      draft.units = next;
      events.push({ type: 'stepped', army, unit: commander, from: [c.x, c.y], to: [x, y] });
      change = { removed: -1, added: 0, vacated: [c.y * w + c.x], placed: [i] };
      break;
    }
    case 'move': {
      const i = found.unit;
      const unit = units[i];
      const road = legal.kind === 'move' && legal.road === true;
      const next = units.slice();
      next[i] = unitAt(unit, x, y, true, unit.riverMoves);
      draft.units = next;
      events.push({ type: 'moved', army, unit: unit.id, unitType: unit.type, from: [unit.x, unit.y], to: [x, y], road, commander });
      change = { removed: -1, added: 0, vacated: [unit.y * w + unit.x], placed: [i] };
      break;
    }
    case 'strike': {
      const i = found.unit;
      const unit = units[i];
      const t = units.findIndex((u) => u.x === x && u.y === y);
      const target = units[t];
      const ranged = UNIT_SPECS[unit.type].fires;
      const next: Unit[] = [];
      for (let j = 0; j < units.length; j++) if (j !== t) next.push(j === i ? (ranged ? unitAt(unit, unit.x, unit.y, true, unit.riverMoves) : unitAt(unit, x, y, true, unit.riverMoves)) : units[j]);
      draft.units = next;
      events.push({ type: 'struck', army, unit: unit.id, unitType: unit.type, from: [unit.x, unit.y], to: [x, y], target: target.id, targetArmy: target.army, targetType: target.type, commander, ranged });
      if (target.type === 'marshal') events.push({ type: 'marshal_lost', army: target.army, unit: target.id });
      const moved = i > t ? i - 1 : i;
      change = ranged ? { removed: t, added: 0, vacated: [y * w + x], placed: [] } : { removed: t, added: 0, vacated: [unit.y * w + unit.x, y * w + x], placed: [moved] };
      break;
    }
    case 'recruit': {
      const cost = UNIT_SPECS[order.recruit].cost;
      const id = newUnitId(draft, army);
      // A recruit cannot act in the move it was raised (a new general gives no order either).
      const recruit: Unit = { id, army, type: order.recruit, x, y, acted: true, riverMoves: 0 };
      draft.units = [...units, recruit];
      const fi = boardOf(state.map).fortressAt[y * state.map.width + x];
      events.push({ type: 'recruited', army, unit: id, unitType: order.recruit, at: [x, y], cost, commander, fortress: state.fortresses[fi].name });
      addDepots(draft, events, army, -cost, 'recruit');
      change = { removed: -1, added: 1, vacated: [], placed: [units.length] };
      break;
    }
  }
  // Only a strike takes a unit off the map: after any other order, when every army in play had
  // units before (the cached roster tells, without a scan), every one still has.
  if (order.kind === 'strike' || !everyArmyInPlayHasUnits(state)) settleEliminations(draft, events);
  else finishIfLastArmy(draft, events);
  // The next position (occupancy, destinations) is derived from this one's by the order's effect.
  carryPosition(state, draft, change);
  return { ok: true, value: { state: draft, events } };
}

/** No army in play is without units (read from the cached roster, no scan of the units). */
function everyArmyInPlayHasUnits(state: GameState): boolean {
  const roster = rosterOf(state.units);
  for (const army of state.armies) if (!state.out.includes(army) && roster.commanders[army].length + roster.troops[army].length === 0) return false;
  return true;
}

/** Armies with no units left are out; the last army in play wins at once. */
function settleEliminations(draft: Draft, events: GameEvent[], hasUnits = (army: Army): boolean => draft.units.some((u) => u.army === army)): void {
  for (const army of armiesInPlay(draft)) {
    if (!hasUnits(army)) eliminate(draft, events, army, 'no_units');
  }
  finishIfLastArmy(draft, events);
}

function finishIfLastArmy(draft: Draft, events: GameEvent[]): boolean {
  if (draft.status !== 'playing') return true;
  const left = armiesInPlay(draft);
  if (left.length > 1) return false;
  draft.status = 'finished';
  draft.winner = left.length === 1 ? left[0] : 'draw';
  draft.ordered = [];
  events.push({ type: 'game_over', winner: draft.winner, reason: 'last_army' });
  return true;
}

/** Capitulation or rout: units leave the map, fortresses become ownerless, holds are void. */
function eliminate(draft: Draft, events: GameEvent[], army: Army, reason: 'no_units' | 'capitulated'): void {
  draft.units = draft.units.filter((u) => u.army !== army);
  draft.fortresses = draft.fortresses.map((f) => ({
    ...f,
    owner: f.owner === army ? null : f.owner,
    hold: f.hold?.army === army ? null : f.hold,
  }));
  draft.out = [...draft.out, army];
  events.push({ type: 'army_out', army, reason });
}

const ARMY_BIT: Readonly<Record<Army, number>> = { A: 1, N: 2, F: 4 };

/**
 * End the current army's move: drowning, fortress holds and captures with trophies, then the next
 * army's move (with its marshal check), the turn count and the victory at the turn limit.
 */
export function endMove(state: GameState): Result<Transition> {
  if (state.status !== 'playing') return refuse('game/finished', { winner: state.winner });
  if (needsMarshal(state)) return refuse('marshal/appoint_first', { army: state.toMove });
  const draft: Draft = { ...state };
  const events: GameEvent[] = [];
  const army = state.toMove;
  const board = boardOf(state.map);
  const w = board.width;

  // 1. River: two consecutive own ends of move on a river cell (not a bridge) drown the unit.
  //    The same pass clears every unit's `acted` for the next move.
  //    And it notes which armies stand on each fortress (for 2): one bit per army.
  const kept: Unit[] = [];
  const left: Record<Army, boolean> = { A: false, N: false, F: false };
  const present = new Array<number>(state.fortresses.length).fill(0);
  for (const u of state.units) {
    if (u.army !== army) {
      kept.push(u.acted ? unitAt(u, u.x, u.y, false, u.riverMoves) : u);
      left[u.army] = true;
      const fi = board.fortressAt[u.y * w + u.x];
      if (fi >= 0) present[fi] |= ARMY_BIT[u.army];
      continue;
    }
    const onRiver = board.terrain[u.y * w + u.x] === T.River;
    const riverMoves = onRiver ? u.riverMoves + 1 : 0;
    if (riverMoves >= DROWN_AFTER) {
      events.push({ type: 'drowned', army, unit: u.id, unitType: u.type, at: [u.x, u.y] });
      if (u.type === 'marshal') events.push({ type: 'marshal_lost', army, unit: u.id });
      continue;
    }
    if (onRiver) events.push({ type: 'river_warning', army, unit: u.id, at: [u.x, u.y] });
    kept.push(riverMoves === u.riverMoves && !u.acted ? u : unitAt(u, u.x, u.y, false, riverMoves));
    left[army] = true;
    const fi = board.fortressAt[u.y * w + u.x];
    if (fi >= 0) present[fi] |= ARMY_BIT[army];
  }
  draft.units = kept;
  // Nobody drowned: the next army's checks read the same roster (the position is carried at the end).
  if (kept.length === state.units.length) carryRoster(state.units, kept);

  // 2. Fortress holds: at the end of its own move the army holds a fortress it does not own if it
  //    alone stands there. Two holds in a row capture it; any break resets the count.
  draft.fortresses = state.fortresses.map((f, fi) => {
    if (f.owner === army) return f;
    const holds = present[fi] === ARMY_BIT[army];
    if (!holds) {
      if (f.hold?.army === army) {
        events.push({ type: 'hold_broken', army, fortress: f.name });
        return { ...f, hold: null };
      }
      return f;
    }
    const count = f.hold?.army === army ? f.hold.count + 1 : 1;
    events.push({ type: 'hold', army, fortress: f.name, count });
    if (count < HOLDS_TO_CAPTURE) return { ...f, hold: { army, count } };
    const trophies = TROPHY_PER_CELL * state.map.fortresses[fi].cells.length;
    events.push({ type: 'captured', army, fortress: f.name, from: f.owner, trophies });
    addDepots(draft, events, army, trophies, 'trophy');
    return { ...f, owner: army, hold: null };
  });

  events.push({ type: 'move_ended', army, turn: state.turn });
  draft.ordered = [];
  settleEliminations(draft, events, (a) => left[a]);
  if (draft.status === 'playing') passTheMove(draft, events);
  // Nobody moved: when nobody drowned or left either, the position carries over whole.
  carryPosition(state, draft, NO_CHANGE);
  return { ok: true, value: { state: draft, events } };
}

/** Hand the move to the next army in play, counting turns, and start its move. */
function passTheMove(draft: Draft, events: GameEvent[]): void {
  for (;;) {
    const from = draft.armies.indexOf(draft.toMove);
    let next = -1;
    for (let k = 1; k <= draft.armies.length; k++) {
      const i = (from + k) % draft.armies.length;
      if (!draft.out.includes(draft.armies[i])) {
        next = i;
        break;
      }
    }
    if (next <= from) {
      // The round is over.
      if (draft.turn >= draft.options.turnLimit) {
        draft.status = 'finished';
        draft.winner = leader(draft);
        events.push({ type: 'game_over', winner: draft.winner, reason: 'turn_limit' });
        return;
      }
      draft.turn += 1;
      events.push({ type: 'turn_started', turn: draft.turn });
    }
    draft.toMove = draft.armies[next];
    if (beginMove(draft, events)) return;
    if (finishIfLastArmy(draft, events)) return;
  }
}

/**
 * Start of an army's move. Without a marshal it must appoint one (15 depots, a free cell of an own
 * fortress) or capitulate at once. Returns false when the army capitulated and the move passes on.
 */
function beginMove(draft: Draft, events: GameEvent[]): boolean {
  const army = draft.toMove;
  if (!armyHasMarshal(draft, army)) {
    const canPay = (draft.depots[army] ?? 0) >= MARSHAL_COST;
    const hasCell = freeOwnFortressCells(draft, army).length > 0;
    if (!canPay || !hasCell) {
      events.push({ type: 'capitulated', army, reason: canPay ? 'no_fortress_cell' : 'no_depots' });
      eliminate(draft, events, army, 'capitulated');
      return false;
    }
    events.push({ type: 'marshal_needed', army });
  }
  events.push({ type: 'move_started', army, turn: draft.turn });
  return true;
}

/** Used by createGame: a state must never start with an army to move that cannot appoint its marshal. */
export function normaliseStart(state: GameState): Transition {
  const draft: Draft = { ...state };
  const events: GameEvent[] = [];
  settleEliminations(draft, events);
  if (draft.status === 'playing') {
    if (draft.out.includes(draft.toMove)) passTheMove(draft, events);
    else if (!beginMove(draft, events) && !finishIfLastArmy(draft, events)) passTheMove(draft, events);
  }
  return { state: draft, events };
}

/** Appoint a new marshal for the army to move (not an order): 15 depots, a free own fortress cell. */
export function appointMarshal(state: GameState, at: Cell): Result<Transition> {
  if (state.status !== 'playing') return refuse('game/finished', { winner: state.winner });
  if (!needsMarshal(state)) return refuse('marshal/not_needed', { army: state.toMove });
  if (!Array.isArray(at) || !Number.isInteger(at[0]) || !Number.isInteger(at[1])) return refuse('order/malformed', { field: 'at' });
  const [x, y] = at;
  const board = boardOf(state.map);
  if (x < 0 || y < 0 || x >= board.width || y >= board.height) return refuse('order/off_map', { x, y, width: board.width, height: board.height });
  const fi = board.fortressAt[y * board.width + x];
  if (fi < 0) return refuse('order/not_a_fortress', { x, y });
  if (state.fortresses[fi].owner !== state.toMove) return refuse('order/not_own_fortress', { fortress: state.fortresses[fi].name, owner: state.fortresses[fi].owner });
  const occupant = state.units.find((u) => u.x === x && u.y === y);
  if (occupant) return refuse('order/cell_occupied', { x, y, by: occupant.id, enemy: occupant.army !== state.toMove });
  const have = state.depots[state.toMove] ?? 0;
  if (have < MARSHAL_COST) return refuse('order/not_enough_depots', { need: MARSHAL_COST / 2, have: have / 2, unitType: 'marshal' });
  const draft: Draft = { ...state };
  const events: GameEvent[] = [];
  const id = newUnitId(draft, state.toMove);
  // The new marshal may give his order in this same move.
  draft.units = [...state.units, { id, army: state.toMove, type: 'marshal', x, y, acted: false, riverMoves: 0 }];
  events.push({ type: 'marshal_appointed', army: state.toMove, unit: id, at: [x, y], cost: MARSHAL_COST });
  addDepots(draft, events, state.toMove, -MARSHAL_COST, 'marshal');
  carryPosition(state, draft, { removed: -1, added: 1, vacated: [], placed: [state.units.length] });
  return { ok: true, value: { state: draft, events } };
}

/** The game master's audited correction of an army's depots (amount in half-depots, with a reason). */
export function correctDepots(state: GameState, army: Army, amount: number, reason: string): Result<Transition> {
  if (state.status !== 'playing') return refuse('game/finished', { winner: state.winner });
  if (!state.armies.includes(army)) return refuse('depots/unknown_army', { army });
  if (state.out.includes(army)) return refuse('depots/army_out', { army });
  if (!Number.isInteger(amount) || amount === 0) return refuse('depots/bad_amount', { amount: amount / 2 });
  if (typeof reason !== 'string' || !reason.trim()) return refuse('depots/reason_required', {});
  const have = state.depots[army] ?? 0;
  if (have + amount < 0) return refuse('depots/below_zero', { have: have / 2, amount: amount / 2 });
  // An army that must appoint a marshal is waiting to pay 15: a correction may not strand it there
  // (it would neither appoint nor capitulate). Capitulation happens only at the start of a move.
  if (army === state.toMove && needsMarshal(state) && have + amount < MARSHAL_COST) {
    return refuse('depots/marshal_unpayable', { have: have / 2, amount: amount / 2, need: MARSHAL_COST / 2 });
  }
  const draft: Draft = { ...state };
  const events: GameEvent[] = [];
  addDepots(draft, events, army, amount, 'correction', reason.trim());
  return { ok: true, value: { state: draft, events } };
}

