/**
 * Scenario files (`polkovodets-scenario/1`, ../shared/contract.md) and the only way to a valid
 * state. As in chessops, unvalidated input (`ScenarioSetup`) is kept apart from validated state
 * (`GameState`): `parseScenario` checks the shape, `createGame` the meaning, and both name the
 * offending field. `makeScenario` writes a state back; `createGame(parseScenario(makeScenario(s)))`
 * gives `s` again.
 *
 * A scenario is hostile input. Unknown keys are refused at every depth (never stored), every number
 * has a range and every list a length (limits.ts), names are plain data: parsed with own-property
 * checks and kept in Maps (a fortress may be called `constructor` or `__proto__`).
 *
 * Extensions beyond the contract's example (all optional, so every contract file still loads):
 * `horseBatteryMove`, per-unit `acted`, `ordered`, `out`, `serial`, `nextIds`, `status`, `winner` —
 * what a position in the middle of a move needs to round-trip exactly — and a fortress's `nameEn`.
 */
import { boardOf, canEnter, T } from './board';
import { DEFAULT_MAP } from './defaultMap';
import { nextIdOf, normaliseStart } from './apply';
import { toHalves } from './depots';
import { nameProblem, preview, SCENARIO_LIMITS as LIMIT, typeOf, unitIdProblem } from './limits';
import { parseMap, type ScenarioMapJson } from './scenarioMap';
import { setupFailure as fail, type SetupError, type SetupFailure } from './setupErrors';
import type { Army, FortressState, GameEvent, GameState, Goal, Hold, HorseBatteryMove, MapDef, Result, RulesVersion, Unit, UnitType } from './types';
import { ARMIES, LATEST_RULES_VERSION, MAX_ARMIES, MIN_ARMIES } from './types';
import { DROWN_AFTER, HOLDS_TO_CAPTURE, UNIT_SPECS, isCommanderType } from './units';
import { field, isInt, isPlainObject, orDefault, own, unknownField, zero } from './scenarioShape';

export type { SetupError, SetupCode, SetupDetails } from './setupErrors';
export { SETUP_CODES } from './setupErrors';

export const SCENARIO_FORMAT = 'polkovodets-scenario/1';

export interface UnitSetup {
  readonly id: string;
  readonly army: Army;
  readonly type: UnitType;
  readonly x: number;
  readonly y: number;
  readonly riverMoves: number;
  readonly acted: boolean;
}

/** A scenario whose shape has been checked; its meaning is checked by `createGame`. */
export interface ScenarioSetup {
  readonly map: 'default' | MapDef;
  readonly armies: readonly Army[];
  readonly toMove: Army;
  readonly turn: number;
  readonly turnLimit: number;
  readonly goal: Goal;
  readonly horseBatteryMove: HorseBatteryMove;
  /** Regimental depots, as in the file. */
  readonly depots: Readonly<Partial<Record<Army, number>>>;
  /** By fortress name: names are data, so a Map (never an object whose prototype could answer). */
  readonly fortressOwners: ReadonlyMap<string, Army>;
  readonly holds: ReadonlyMap<string, Hold>;
  readonly units: readonly UnitSetup[];
  readonly seed: number | null;
  readonly ordered: readonly string[];
  readonly out: readonly Army[];
  readonly serial: number | null;
  /** Rules version 2: each army's next own id number. */
  readonly nextIds: Readonly<Partial<Record<Army, number>>> | null;
  readonly status: 'playing' | 'finished';
  readonly winner: Army | 'draw' | null;
}

/** The JSON file, as written by `makeScenario` (objects keyed by fortress names have no prototype). */
export interface ScenarioJson {
  format: typeof SCENARIO_FORMAT;
  map: 'default' | ScenarioMapJson;
  armies: Army[];
  toMove: Army;
  turn: number;
  turnLimit: number;
  goal: Goal;
  depots: Partial<Record<Army, number>>;
  fortressOwners: Record<string, Army>;
  units: { id: string; army: Army; type: UnitType; x: number; y: number; riverMoves?: number; acted?: boolean }[];
  holds?: Record<string, { army: Army; count: number }>;
  seed?: number;
  horseBatteryMove?: HorseBatteryMove;
  ordered?: string[];
  out?: Army[];
  serial?: number;
  nextIds?: Partial<Record<Army, number>>;
  status?: 'finished';
  winner?: Army | 'draw';
}

const TOP_FIELDS = new Set(['format', 'map', 'armies', 'toMove', 'turn', 'turnLimit', 'goal', 'depots', 'fortressOwners', 'units', 'holds', 'seed', 'horseBatteryMove', 'ordered', 'out', 'serial', 'nextIds', 'status', 'winner']);
const UNIT_FIELDS = new Set(['id', 'army', 'type', 'x', 'y', 'riverMoves', 'acted']);
const HOLD_FIELDS = new Set(['army', 'count']);

const isArmy = (v: unknown): v is Army => typeof v === 'string' && (ARMIES as readonly string[]).includes(v);

/** The text without a UTF-8 byte-order mark (editors on Windows write one before the JSON). */
export const withoutByteOrderMark = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** Parse the text of a scenario file. */
export function parseScenarioText(text: string): Result<ScenarioSetup, SetupError> {
  if (typeof text !== 'string') return fail('setup/not_object', '', { found: typeOf(text) });
  if (text.length > LIMIT.textChars) return fail('setup/too_large', '', { length: text.length, max: LIMIT.textChars });
  let json: unknown;
  try {
    json = JSON.parse(withoutByteOrderMark(text));
  } catch (e) {
    return fail('setup/not_json', '', { reason: preview(e instanceof Error ? e.message : String(e), 160) });
  }
  return parseScenario(json);
}

/** Check a scenario's shape, types and ranges; never throws, never walks into what it does not know. */
export function parseScenario(input: unknown): Result<ScenarioSetup, SetupError> {
  if (!isPlainObject(input)) return fail('setup/not_object', '', { found: typeOf(input) });
  const unknown = unknownField(input, TOP_FIELDS, '');
  if (unknown) return unknown;
  const format = own(input, 'format');
  if (format !== SCENARIO_FORMAT) return fail('setup/format', 'format', { found: preview(format), expected: SCENARIO_FORMAT });

  const map = parseMap(own(input, 'map'));
  if (!map.ok) return map;

  const armiesRaw = own(input, 'armies');
  if (!Array.isArray(armiesRaw)) return fail('setup/type', 'armies', { expected: 'array', found: typeOf(armiesRaw) });
  if (armiesRaw.length > MAX_ARMIES) return fail('setup/armies_count', 'armies', { count: armiesRaw.length });
  const armies: Army[] = [];
  for (const [i, a] of armiesRaw.entries()) {
    if (!isArmy(a)) return fail('setup/army_unknown', `armies[${i}]`, { army: preview(a) });
    if (armies.includes(a)) return fail('setup/army_duplicate', `armies[${i}]`, { army: a });
    armies.push(a);
  }
  if (armies.length < MIN_ARMIES) return fail('setup/armies_count', 'armies', { count: armies.length });
  const inPlay = (v: unknown): v is Army => isArmy(v) && armies.includes(v);
  const toMove = own(input, 'toMove');
  if (!inPlay(toMove)) return fail('setup/to_move', 'toMove', { army: preview(toMove) });

  const turnLimit = orDefault(own(input, 'turnLimit'), 80);
  if (!isInt(turnLimit) || turnLimit < 1) return fail('setup/turn_limit', 'turnLimit', { value: preview(turnLimit) });
  if (turnLimit > LIMIT.turnLimit) return fail('setup/out_of_range', 'turnLimit', { value: preview(turnLimit), min: 1, max: LIMIT.turnLimit });
  const turn = orDefault(own(input, 'turn'), 1);
  // A turn written as text ("1") is shown as text (quoted), never as if it were the number.
  if (!isInt(turn) || turn < 1 || turn > turnLimit) return fail('setup/turn_range', 'turn', { turn: typeof turn === 'string' ? JSON.stringify(preview(turn)) : preview(turn), turnLimit });
  const goal = orDefault(own(input, 'goal'), 'rout');
  if (goal !== 'rout' && goal !== 'fortresses') return fail('setup/goal', 'goal', { goal: preview(goal) });
  const hbm = orDefault(own(input, 'horseBatteryMove'), 'dragoon');
  if (hbm !== 'dragoon' && hbm !== 'battery') return fail('setup/horse_battery_move', 'horseBatteryMove', { value: preview(hbm) });

  const depots: Partial<Record<Army, number>> = {};
  const depotsRaw = own(input, 'depots');
  if (depotsRaw !== undefined) {
    if (!isPlainObject(depotsRaw)) return fail('setup/type', 'depots', { expected: 'object', found: typeOf(depotsRaw) });
    for (const k of Object.keys(depotsRaw)) {
      const f = field('depots', k);
      if (!inPlay(k)) return fail('setup/army_unknown', f, { army: preview(k) });
      const v = depotsRaw[k];
      if (typeof v !== 'number' || !Number.isFinite(v)) return fail('setup/type', f, { expected: 'number', found: typeOf(v) });
      if (v < 0) return fail('setup/depots_negative', f, { value: v });
      if (v > LIMIT.depots) return fail('setup/out_of_range', f, { value: preview(v), min: 0, max: LIMIT.depots });
      if (toHalves(v) === null) return fail('setup/depots_half', f, { value: v });
      depots[k] = zero(v);
    }
  }

  const fortressOwners = new Map<string, Army>();
  const ownersRaw = own(input, 'fortressOwners');
  if (ownersRaw !== undefined) {
    if (!isPlainObject(ownersRaw)) return fail('setup/type', 'fortressOwners', { expected: 'object', found: typeOf(ownersRaw) });
    const names = Object.keys(ownersRaw);
    if (names.length > LIMIT.fortresses) return fail('setup/too_many', 'fortressOwners', { count: names.length, max: LIMIT.fortresses });
    for (const k of names) {
      const f = field('fortressOwners', k);
      if (nameProblem(k)) return fail('setup/fortress_unknown', f, { name: preview(k) });
      const v = ownersRaw[k];
      if (!inPlay(v)) return fail('setup/army_unknown', f, { army: preview(v) });
      fortressOwners.set(k, v);
    }
  }

  const holds = new Map<string, Hold>();
  const holdsRaw = own(input, 'holds');
  if (holdsRaw !== undefined) {
    if (!isPlainObject(holdsRaw)) return fail('setup/type', 'holds', { expected: 'object', found: typeOf(holdsRaw) });
    const names = Object.keys(holdsRaw);
    if (names.length > LIMIT.fortresses) return fail('setup/too_many', 'holds', { count: names.length, max: LIMIT.fortresses });
    for (const k of names) {
      const f = field('holds', k);
      if (nameProblem(k)) return fail('setup/fortress_unknown', f, { name: preview(k) });
      const v = holdsRaw[k];
      if (!isPlainObject(v)) return fail('setup/type', f, { expected: 'object', found: typeOf(v) });
      const extra = unknownField(v, HOLD_FIELDS, f);
      if (extra) return extra;
      const army = own(v, 'army');
      const count = own(v, 'count');
      if (!inPlay(army)) return fail('setup/army_unknown', `${f}.army`, { army: preview(army) });
      if (!isInt(count) || count < 1 || count >= HOLDS_TO_CAPTURE) return fail('setup/hold_count', `${f}.count`, { value: preview(count) });
      holds.set(k, { army, count });
    }
  }

  const unitsRaw = own(input, 'units');
  if (!Array.isArray(unitsRaw)) return fail('setup/type', 'units', { expected: 'array', found: typeOf(unitsRaw) });
  if (unitsRaw.length > LIMIT.units) return fail('setup/too_many', 'units', { count: unitsRaw.length, max: LIMIT.units });
  const units: UnitSetup[] = [];
  for (const [i, raw] of unitsRaw.entries()) {
    const unit = parseUnit(raw, `units[${i}]`, inPlay);
    if (!unit.ok) return unit;
    units.push(unit.value);
  }

  let seed: number | null = null;
  const seedRaw = own(input, 'seed');
  if (seedRaw !== undefined) {
    if (!isInt(seedRaw)) return fail('setup/type', 'seed', { expected: 'integer', found: typeOf(seedRaw) });
    if (Math.abs(seedRaw) > LIMIT.seed) return fail('setup/out_of_range', 'seed', { value: preview(seedRaw), min: -LIMIT.seed, max: LIMIT.seed });
    seed = zero(seedRaw);
  }
  const ordered = orDefault(own(input, 'ordered'), []);
  if (!Array.isArray(ordered)) return fail('setup/type', 'ordered', { expected: 'array', found: typeOf(ordered) });
  if (ordered.length > LIMIT.units) return fail('setup/too_many', 'ordered', { count: ordered.length, max: LIMIT.units });
  for (const [i, o] of ordered.entries()) {
    if (typeof o !== 'string') return fail('setup/type', `ordered[${i}]`, { expected: 'string', found: typeOf(o) });
    if (ordered.indexOf(o) !== i) return fail('setup/ordered_duplicate', `ordered[${i}]`, { id: preview(o) });
  }
  const out = orDefault(own(input, 'out'), []);
  if (!Array.isArray(out)) return fail('setup/type', 'out', { expected: 'array', found: typeOf(out) });
  if (out.length > armies.length) return fail('setup/too_many', 'out', { count: out.length, max: armies.length });
  for (const [i, a] of out.entries()) {
    if (!inPlay(a)) return fail('setup/army_unknown', `out[${i}]`, { army: preview(a) });
    if (out.indexOf(a) !== i) return fail('setup/army_duplicate', `out[${i}]`, { army: a });
  }
  let serial: number | null = null;
  const serialRaw = own(input, 'serial');
  if (serialRaw !== undefined) {
    if (!isInt(serialRaw)) return fail('setup/type', 'serial', { expected: 'integer', found: typeOf(serialRaw) });
    if (serialRaw < 0 || serialRaw > LIMIT.counter) return fail('setup/out_of_range', 'serial', { value: preview(serialRaw), min: 0, max: LIMIT.counter });
    serial = zero(serialRaw);
  }
  let nextIds: Partial<Record<Army, number>> | null = null;
  const nextIdsRaw = own(input, 'nextIds');
  if (nextIdsRaw !== undefined) {
    if (!isPlainObject(nextIdsRaw)) return fail('setup/type', 'nextIds', { expected: 'object', found: typeOf(nextIdsRaw) });
    nextIds = {};
    for (const a of Object.keys(nextIdsRaw)) {
      const f = field('nextIds', a);
      if (!inPlay(a)) return fail('setup/army_unknown', f, { army: preview(a) });
      const n = nextIdsRaw[a];
      if (!isInt(n)) return fail('setup/type', f, { expected: 'integer', found: typeOf(n) });
      if (n < 1 || n > LIMIT.counter) return fail('setup/out_of_range', f, { value: preview(n), min: 1, max: LIMIT.counter });
      nextIds[a] = n;
    }
  }
  const statusRaw = own(input, 'status');
  if (statusRaw !== undefined && statusRaw !== 'finished' && statusRaw !== 'playing') return fail('setup/status', 'status', { value: preview(statusRaw) });
  const status = statusRaw === 'finished' ? 'finished' : 'playing';
  let winner: Army | 'draw' | null = null;
  const winnerRaw = own(input, 'winner');
  if (winnerRaw !== undefined) {
    if (winnerRaw !== 'draw' && !inPlay(winnerRaw)) return fail('setup/winner', 'winner', { value: preview(winnerRaw) });
    winner = winnerRaw as Army | 'draw';
  }
  if ((status === 'finished') !== (winner !== null)) return fail('setup/winner', 'winner', { value: preview(winner) });

  return {
    ok: true,
    value: { map: map.value, armies, toMove, turn, turnLimit, goal, horseBatteryMove: hbm, depots, fortressOwners, holds, units, seed, ordered: ordered as string[], out: out as Army[], serial, nextIds, status, winner },
  };
}

function parseUnit(raw: unknown, f: string, inPlay: (v: unknown) => v is Army): Result<UnitSetup, SetupError> {
  if (!isPlainObject(raw)) return fail('setup/type', f, { expected: 'object', found: typeOf(raw) });
  const unknown = unknownField(raw, UNIT_FIELDS, f);
  if (unknown) return unknown;
  const id = own(raw, 'id');
  if (typeof id !== 'string') return fail('setup/unit_id', `${f}.id`, { id: preview(id) });
  const problem = unitIdProblem(id);
  if (problem === 'length') return fail('setup/unit_id', `${f}.id`, { id: preview(id) });
  if (problem === 'characters') return fail('setup/unit_id_chars', `${f}.id`, { id: preview(id) });
  if (problem === 'number') return fail('setup/unit_id_number', `${f}.id`, { id: preview(id), max: LIMIT.counter - 1 });
  const army = own(raw, 'army');
  if (!inPlay(army)) return fail('setup/army_unknown', `${f}.army`, { army: preview(army) });
  const type = own(raw, 'type');
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(UNIT_SPECS, type)) return fail('setup/unit_type', `${f}.type`, { type: preview(type) });
  const x = own(raw, 'x');
  const y = own(raw, 'y');
  if (!isInt(x)) return fail('setup/type', `${f}.x`, { expected: 'integer', found: typeOf(x) });
  if (!isInt(y)) return fail('setup/type', `${f}.y`, { expected: 'integer', found: typeOf(y) });
  const riverMoves = orDefault(own(raw, 'riverMoves'), 0);
  if (!isInt(riverMoves) || riverMoves < 0 || riverMoves >= DROWN_AFTER) return fail('setup/river_moves', `${f}.riverMoves`, { value: preview(riverMoves) });
  const acted = orDefault(own(raw, 'acted'), false);
  if (typeof acted !== 'boolean') return fail('setup/type', `${f}.acted`, { expected: 'boolean', found: typeOf(acted) });
  return { ok: true, value: { id, army, type: type as UnitType, x: zero(x), y: zero(y), riverMoves: zero(riverMoves), acted } };
}

/** The only way to a valid state: checks the meaning of a parsed scenario. */
export function createGame(setup: ScenarioSetup, rulesVersion: RulesVersion = LATEST_RULES_VERSION): Result<GameState, SetupError> {
  const made = createGameWithEvents(setup, rulesVersion);
  return made.ok ? { ok: true, value: made.value.state } : made;
}

/**
 * As createGame, with the events of the start (a capitulation at once, for instance). New
 * campaigns play under the latest rules version; a stored campaign is replayed under its own.
 */
export function createGameWithEvents(setup: ScenarioSetup, rulesVersion: RulesVersion = LATEST_RULES_VERSION): Result<{ state: GameState; events: readonly GameEvent[] }, SetupError> {
  const map = setup.map === 'default' ? DEFAULT_MAP : setup.map;
  const board = boardOf(map);
  const names = new Set(map.fortresses.map((f) => f.name));
  for (const name of setup.fortressOwners.keys()) if (!names.has(name)) return fail('setup/fortress_unknown', field('fortressOwners', name), { name });
  for (const [name, hold] of setup.holds) {
    if (!names.has(name)) return fail('setup/fortress_unknown', field('holds', name), { name });
    if (setup.fortressOwners.get(name) === hold.army) return fail('setup/hold_own_fortress', field('holds', name), { name, army: hold.army });
  }
  const ids = new Set<string>();
  const cells = new Map<number, string>();
  for (const [i, u] of setup.units.entries()) {
    const f = `units[${i}]`;
    if (ids.has(u.id)) return fail('setup/unit_id_duplicate', `${f}.id`, { id: u.id });
    ids.add(u.id);
    if (u.x < 0 || u.y < 0 || u.x >= map.width || u.y >= map.height) return fail('setup/off_map', f, { x: u.x, y: u.y, width: map.width, height: map.height });
    const c = u.y * map.width + u.x;
    const other = cells.get(c);
    if (other !== undefined) return fail('setup/cell_taken', f, { x: u.x, y: u.y, other });
    cells.set(c, u.id);
    const t = board.terrain[c];
    const spec = UNIT_SPECS[u.type];
    if (!canEnter(spec, t)) return fail(t === T.River ? 'setup/battery_river' : 'setup/terrain_closed', f, { type: u.type, terrain: map.rows[u.y][u.x], x: u.x, y: u.y });
    // Off the river with a count only mid-move: a unit of the army to move that has left it this move
    // (the count is settled at the army's end of move). `polk export` writes such positions.
    if (u.riverMoves > 0 && t !== T.River && !(u.acted && u.army === setup.toMove)) return fail('setup/river_moves', `${f}.riverMoves`, { value: u.riverMoves });
    if (u.acted && u.army !== setup.toMove) return fail('setup/acted', `${f}.acted`, { id: u.id });
  }
  for (const [i, a] of setup.out.entries()) {
    if (setup.units.some((u) => u.army === a)) return fail('setup/out_army_has_units', `out[${i}]`, { army: a });
    // An army that is out owns nothing and holds nothing (capitulation makes them ownerless and void).
    for (const [name, owner] of setup.fortressOwners) if (owner === a) return fail('setup/out_army_owns', field('fortressOwners', name), { army: a, name });
    for (const [name, hold] of setup.holds) if (hold.army === a) return fail('setup/out_army_owns', field('holds', name), { army: a, name });
    if (a === setup.toMove && setup.status === 'playing') return fail('setup/to_move', 'toMove', { army: a });
  }
  const byId = new Map(setup.units.map((u) => [u.id, u]));
  for (const [i, id] of setup.ordered.entries()) {
    const u = byId.get(id);
    if (!u || u.army !== setup.toMove || !isCommanderType(u.type)) return fail('setup/ordered', `ordered[${i}]`, { id: preview(id) });
  }
  const fortresses: FortressState[] = map.fortresses.map((f) => ({ name: f.name, owner: setup.fortressOwners.get(f.name) ?? null, hold: setup.holds.get(f.name) ?? null }));
  const depots: Partial<Record<Army, number>> = {};
  for (const a of setup.armies) depots[a] = toHalves(setup.depots[a] ?? 0) as number;
  const units: Unit[] = setup.units.map((u) => ({ id: u.id, army: u.army, type: u.type, x: u.x, y: u.y, acted: u.acted, riverMoves: u.riverMoves }));
  let nextIds: Partial<Record<Army, number>> | undefined;
  if (rulesVersion >= 2) {
    nextIds = {};
    for (const a of setup.armies) nextIds[a] = Math.max(setup.nextIds?.[a] ?? 1, nextIdOf(units, a));
  }
  const state: GameState = {
    rulesVersion,
    mapRef: setup.map === 'default' ? 'default' : 'inline',
    map,
    options: { goal: setup.goal, turnLimit: setup.turnLimit, horseBatteryMove: setup.horseBatteryMove },
    armies: setup.armies,
    out: setup.out,
    toMove: setup.toMove,
    turn: setup.turn,
    status: setup.status,
    winner: setup.winner,
    depots,
    units,
    fortresses,
    ordered: setup.ordered,
    serial: setup.serial ?? setup.units.length + 1,
    seed: setup.seed,
    ...(nextIds ? { nextIds } : {}),
  };
  const start = setup.status === 'finished' ? { state, events: [] } : normaliseStart(state);
  return { ok: true, value: start };
}

/** Parse and create in one go (the scenario file's text or its JSON value). */
export function gameFromScenario(input: unknown): Result<GameState, SetupError> {
  const parsed = typeof input === 'string' ? parseScenarioText(input) : parseScenario(input);
  return parsed.ok ? createGame(parsed.value) : parsed;
}

export type { SetupFailure };
