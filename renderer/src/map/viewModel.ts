/**
 * The map's headless view model (chessground's lesson: no rules inside the board). Legal orders come
 * in as data from the engine (`game.legalOrders` over the bridge); this module only indexes them,
 * turns the selection into highlights, and turns a click on a cell into an intent. It never decides
 * what is legal: a pick that no listed order matches becomes a `try` intent, which is sent anyway
 * so that the engine refuses it with its reason in words.
 */
import { COMMAND_RADIUS, RECRUITABLE_TYPES, UNIT_SPECS, isCommanderType } from '../../../shared/rules/polkovodets';
import type { Army, Cell, GameState, LegalOrder, Order, Unit, UnitType } from '../../../shared/rules/polkovodets';

export interface Selection {
  readonly commander: string | null;
  readonly unit: string | null;
}

export const NO_SELECTION: Selection = { commander: null, unit: null };

import type { Hint } from '../i18n/messages';

export type { Hint };

export interface StrikeMark {
  readonly cell: Cell;
  readonly target: string;
  /** A battery's shot: the battery stays where it is. */
  readonly ranged: boolean;
}

export interface Rect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface Highlights {
  readonly commander: string | null;
  /** The selected commander's 13×13 square, clipped to the map. */
  readonly square: Rect | null;
  /** Units the selected commander may order (those with at least one listed order). */
  readonly orderable: ReadonlySet<string>;
  readonly unit: string | null;
  readonly moves: readonly Cell[];
  /** Cells reached only by a road march. */
  readonly roads: readonly Cell[];
  readonly strikes: readonly StrikeMark[];
  /** The commander's own step. */
  readonly steps: readonly Cell[];
  /** Free fortress cells where the commander may recruit. */
  readonly recruits: readonly Cell[];
}

export const NO_HIGHLIGHTS: Highlights = { commander: null, square: null, orderable: new Set(), unit: null, moves: [], roads: [], strikes: [], steps: [], recruits: [] };

export type Intent =
  | { readonly kind: 'select'; readonly selection: Selection; readonly hint?: Hint }
  /** An order the engine listed: apply it. */
  | { readonly kind: 'order'; readonly order: Order }
  /** An order the engine did not list: send it anyway, the refusal says why. */
  | { readonly kind: 'try'; readonly order: Order }
  /** A free fortress cell of the selected commander: open the recruitment dialog there. */
  | { readonly kind: 'recruit'; readonly commander: string; readonly cell: Cell }
  | { readonly kind: 'none'; readonly hint?: Hint };

// ---------------------------------------------------------------------------------------------
// Indexes (memoised by identity: the state and the legal list are immutable values)

/** A cell as one number (a map is at most 100 000 columns wide). */
export const cellKey = (x: number, y: number): number => y * 100_000 + x;

interface UnitOrders {
  readonly moves: Map<number, LegalOrder>;
  readonly roads: Map<number, LegalOrder>;
  readonly strikes: Map<number, LegalOrder & { kind: 'strike' }>;
}

interface CommanderOrders {
  readonly units: Map<string, UnitOrders>;
  readonly steps: Map<number, LegalOrder>;
  /** Recruit orders per cell. */
  readonly recruits: Map<number, (LegalOrder & { kind: 'recruit' })[]>;
  readonly recruitTypes: Set<UnitType>;
}

export type LegalIndex = ReadonlyMap<string, CommanderOrders>;

const legalIndexes = new WeakMap<readonly LegalOrder[], Map<string, CommanderOrders>>();

export function indexLegal(legal: readonly LegalOrder[]): LegalIndex {
  let index = legalIndexes.get(legal);
  if (index) return index;
  index = new Map();
  const forCommander = (id: string): CommanderOrders => {
    let c = index!.get(id);
    if (!c) index!.set(id, (c = { units: new Map(), steps: new Map(), recruits: new Map(), recruitTypes: new Set() }));
    return c;
  };
  for (const o of legal) {
    const c = forCommander(o.commander);
    const k = cellKey(o.to[0], o.to[1]);
    switch (o.kind) {
      case 'step':
        c.steps.set(k, o);
        break;
      case 'recruit': {
        let list = c.recruits.get(k);
        if (!list) c.recruits.set(k, (list = []));
        list.push(o);
        c.recruitTypes.add(o.recruit);
        break;
      }
      default: {
        let u = c.units.get(o.unit);
        if (!u) c.units.set(o.unit, (u = { moves: new Map(), roads: new Map(), strikes: new Map() }));
        if (o.kind === 'strike') u.strikes.set(k, o);
        else if (o.road) u.roads.set(k, o);
        else u.moves.set(k, o);
      }
    }
  }
  legalIndexes.set(legal, index);
  return index;
}

const occupancies = new WeakMap<readonly Unit[], Map<number, Unit>>();

export function unitAt(state: GameState, x: number, y: number): Unit | null {
  let occ = occupancies.get(state.units);
  if (!occ) {
    occ = new Map(state.units.map((u) => [cellKey(u.x, u.y), u]));
    occupancies.set(state.units, occ);
  }
  return occ.get(cellKey(x, y)) ?? null;
}

export const unitById = (state: GameState, id: string | null): Unit | null => (id === null ? null : (state.units.find((u) => u.id === id) ?? null));

// ---------------------------------------------------------------------------------------------
// Commanders of the army to move

export type CommanderStatus = 'left' | 'given' | 'new';

export interface CommanderEntry {
  readonly unit: Unit;
  /** Digit key 1–9 that picks him, or null past the ninth. */
  readonly digit: number | null;
  /** left: may still give his order; given: has given it; new: raised this move, gives none yet. */
  readonly status: CommanderStatus;
  /** Number of orders the engine lists for him now. */
  readonly orders: number;
}

const naturalId = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });

/** The marshal first, then the generals by id: the order of the list and of the digit keys. */
export function commanderEntries(state: GameState, legal: readonly LegalOrder[]): CommanderEntry[] {
  const index = indexLegal(legal);
  const list = state.units
    .filter((u) => u.army === state.toMove && isCommanderType(u.type))
    .sort((a, b) => (a.type === b.type ? naturalId(a.id, b.id) : a.type === 'marshal' ? -1 : 1));
  return list.map((unit, i) => {
    const c = index.get(unit.id);
    let orders = 0;
    if (c) {
      orders += c.steps.size;
      for (const r of c.recruits.values()) orders += r.length;
      for (const u of c.units.values()) orders += u.moves.size + u.roads.size + u.strikes.size;
    }
    const status: CommanderStatus = state.ordered.includes(unit.id) ? 'given' : unit.acted ? 'new' : 'left';
    return { unit, digit: i < 9 ? i + 1 : null, status, orders };
  });
}

// ---------------------------------------------------------------------------------------------
// Highlights

const cellOf = (k: number): Cell => [k % 100_000, Math.floor(k / 100_000)];

export function highlights(state: GameState, legal: readonly LegalOrder[], selection: Selection): Highlights {
  const commander = unitById(state, selection.commander);
  if (!commander) return NO_HIGHLIGHTS;
  const c = indexLegal(legal).get(commander.id);
  const r = COMMAND_RADIUS;
  const square: Rect = {
    x0: Math.max(0, commander.x - r),
    y0: Math.max(0, commander.y - r),
    x1: Math.min(state.map.width - 1, commander.x + r),
    y1: Math.min(state.map.height - 1, commander.y + r),
  };
  const orderable = new Set(c ? c.units.keys() : []);
  const unit = unitById(state, selection.unit);
  const u = unit && c ? c.units.get(unit.id) : undefined;
  const strikes: StrikeMark[] = [];
  if (u && unit) {
    const ranged = UNIT_SPECS[unit.type].fires;
    for (const o of u.strikes.values()) strikes.push({ cell: o.to, target: o.target, ranged });
  }
  return {
    commander: commander.id,
    square,
    orderable,
    unit: unit?.id ?? null,
    moves: u ? [...u.moves.keys()].map(cellOf) : [],
    roads: u ? [...u.roads.keys()].filter((k) => !u.moves.has(k)).map(cellOf) : [],
    strikes,
    // While a unit is picked, the commander's own step and recruitment step aside.
    steps: c && !unit ? [...c.steps.keys()].map(cellOf) : [],
    recruits: c && !unit ? [...c.recruits.keys()].map(cellOf) : [],
  };
}

// ---------------------------------------------------------------------------------------------
// Clicks → intents

/** The first commander (in list order) for whom the engine lists an order of this unit. */
export function commanderFor(state: GameState, legal: readonly LegalOrder[], unitId: string, prefer?: string | null): string | null {
  const index = indexLegal(legal);
  if (prefer && index.get(prefer)?.units.has(unitId)) return prefer;
  for (const e of commanderEntries(state, legal)) if (index.get(e.unit.id)?.units.has(unitId)) return e.unit.id;
  return null;
}

/**
 * Picking a unit of the army to move by its id (a list, a key), as a click on its counter with no
 * unit picked would: a commander is picked as himself, a unit with the commander the engine lists
 * for it (the current one preferred). Null for another army's unit or an unknown id.
 */
export function pickIntent(state: GameState, legal: readonly LegalOrder[], unitId: string, current: string | null): (Intent & { readonly kind: 'select' }) | null {
  const unit = unitById(state, unitId);
  if (!unit || unit.army !== state.toMove || state.status !== 'playing') return null;
  if (isCommanderType(unit.type)) return { kind: 'select', selection: { commander: unit.id, unit: null } };
  return selectUnit(state, legal, unit, current);
}

function selectUnit(state: GameState, legal: readonly LegalOrder[], unit: Unit, current: string | null): Intent & { readonly kind: 'select' } {
  const commander = commanderFor(state, legal, unit.id, current);
  if (commander) return { kind: 'select', selection: { commander, unit: unit.id } };
  // No commander lists an order for it: keep it picked, so that a cell pick asks the engine why.
  const hint: Hint = unit.acted ? { key: 'unitActed', params: { unit: unit.id } } : { key: 'noCommanderForUnit', params: { unit: unit.id } };
  return { kind: 'select', selection: { commander: current, unit: unit.id }, hint };
}

/**
 * What a click on cell (x, y) means, given the state, the engine's legal orders and the selection.
 * Only the army to move is ever picked; enemy units are targets or information.
 */
export function resolveClick(state: GameState, legal: readonly LegalOrder[], selection: Selection, cell: Cell): Intent {
  const [x, y] = cell;
  if (state.status !== 'playing') return { kind: 'none', hint: { key: 'gameOver' } };
  const army: Army = state.toMove;
  const occupant = unitAt(state, x, y);
  const own = occupant && occupant.army === army ? occupant : null;
  const index = indexLegal(legal);
  const k = cellKey(x, y);
  const commander = unitById(state, selection.commander);
  const picked = unitById(state, selection.unit);

  // A unit is picked: a listed destination is an order; an own unit is a new pick; anything else
  // is sent as it is, for the engine's reason.
  if (picked) {
    const orders = commander ? index.get(commander.id)?.units.get(picked.id) : undefined;
    const listed = orders?.moves.get(k) ?? orders?.strikes.get(k) ?? orders?.roads.get(k);
    if (listed) return { kind: 'order', order: listed };
    if (occupant && occupant.id === picked.id) return { kind: 'select', selection: { commander: commander?.id ?? null, unit: null } };
    if (own) {
      if (isCommanderType(own.type)) return { kind: 'select', selection: { commander: own.id, unit: null } };
      return selectUnit(state, legal, own, commander?.id ?? null);
    }
    const giver = commander?.id ?? commanderEntries(state, legal).find((e) => e.status === 'left')?.unit.id;
    if (!giver) return { kind: 'none', hint: { key: 'noCommanderLeft' } };
    const order: Order = occupant ? { kind: 'strike', commander: giver, unit: picked.id, to: [x, y] } : { kind: 'move', commander: giver, unit: picked.id, to: [x, y] };
    return { kind: 'try', order };
  }

  // A commander is picked: his step, his recruitment, or a new pick.
  if (commander) {
    const c = index.get(commander.id);
    const step = c?.steps.get(k);
    if (step) return { kind: 'order', order: step };
    if (c?.recruits.has(k)) return { kind: 'recruit', commander: commander.id, cell: [x, y] };
    if (own) {
      if (own.id === commander.id) return { kind: 'select', selection: NO_SELECTION };
      if (isCommanderType(own.type)) return { kind: 'select', selection: { commander: own.id, unit: null } };
      return selectUnit(state, legal, own, commander.id);
    }
    if (occupant) return { kind: 'none', hint: { key: 'pickUnitFirst' } };
    // A neighbouring cell he may not step to: ask the engine why. Elsewhere: let go.
    if (Math.max(Math.abs(commander.x - x), Math.abs(commander.y - y)) === 1) return { kind: 'try', order: { kind: 'step', commander: commander.id, unit: commander.id, to: [x, y] } };
    return { kind: 'select', selection: NO_SELECTION };
  }

  // Nothing picked.
  if (own) {
    if (isCommanderType(own.type)) return { kind: 'select', selection: { commander: own.id, unit: null } };
    return selectUnit(state, legal, own, null);
  }
  if (occupant) return { kind: 'none', hint: { key: 'notYourMove', params: { unit: occupant.id } } };
  return { kind: 'none' };
}

/** Keep a selection only while it still makes sense in a new state (after an order, an undo…). */
export function reconcileSelection(state: GameState, legal: readonly LegalOrder[], selection: Selection): Selection {
  const commander = unitById(state, selection.commander);
  if (!commander || commander.army !== state.toMove || state.ordered.includes(commander.id)) return NO_SELECTION;
  const unit = unitById(state, selection.unit);
  if (!unit || unit.army !== state.toMove || !indexLegal(legal).get(commander.id)?.units.has(unit.id)) return { commander: commander.id, unit: null };
  return selection;
}

// ---------------------------------------------------------------------------------------------
// Recruitment

export type RecruitBlock = { readonly code: 'depots'; readonly need: number; readonly have: number } | { readonly code: 'no_cell' };

export interface RecruitOption {
  readonly type: UnitType;
  /** Cost in half-depots. */
  readonly cost: number;
  /** Cells where the engine lists this recruitment for the commander. */
  readonly cells: readonly Cell[];
  /** Why the engine lists no such order (null when it lists one). */
  readonly blocked: RecruitBlock | null;
}

/**
 * Every recruitable type with its cost and where it may be raised, from the engine's list. A type the
 * engine does not list is explained: its cost above the balance (not enough depots), or no free
 * cell of an own fortress in the commander's square.
 */
export function recruitOptions(state: GameState, legal: readonly LegalOrder[], commanderId: string): RecruitOption[] {
  const c = indexLegal(legal).get(commanderId);
  const have = state.depots[state.toMove] ?? 0;
  return RECRUITABLE_TYPES.map((type) => {
    const cost = UNIT_SPECS[type].cost;
    const cells: Cell[] = [];
    if (c) for (const list of c.recruits.values()) for (const o of list) if (o.recruit === type) cells.push(o.to);
    let blocked: RecruitBlock | null = null;
    if (!cells.length) blocked = cost > have ? { code: 'depots', need: cost, have } : { code: 'no_cell' };
    return { type, cost, cells, blocked };
  });
}
