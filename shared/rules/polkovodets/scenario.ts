/**
 * Scenario files (`polkovodets-scenario/1`, ../shared/contract.md) and the only way to a valid
 * state. As in chessops, unvalidated input (`ScenarioSetup`) is kept apart from validated state
 * (`GameState`): `parseScenario` checks the shape, `createGame` the meaning, and both name the
 * offending field. `makeScenario` writes a state back; `createGame(parseScenario(makeScenario(s)))`
 * gives `s` again.
 *
 * Extensions beyond the contract's example (all optional, so every contract file still loads):
 * `horseBatteryMove`, per-unit `acted`, `ordered`, `out`, `serial`, `status`, `winner` — what a
 * position in the middle of a move needs to round-trip exactly.
 */
import { boardOf, canEnter, isTerrainChar, T } from './board';
import { DEFAULT_MAP } from './defaultMap';
import { nextIdOf, normaliseStart } from './apply';
import { toHalves } from './depots';
import type { Army, FortressState, GameEvent, GameState, Goal, Hold, HorseBatteryMove, MapDef, RefusalDetails, Result, RulesVersion, SetupCode, SetupError, Unit, UnitType } from './types';
import { ARMIES, LATEST_RULES_VERSION } from './types';
import { DROWN_AFTER, HOLDS_TO_CAPTURE, UNIT_SPECS, isCommanderType } from './units';

export const SCENARIO_FORMAT = 'polkovodets-scenario/1';

export type { SetupError } from './types';

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
  readonly fortressOwners: Readonly<Record<string, Army>>;
  readonly holds: Readonly<Record<string, Hold>>;
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

/** The JSON file, as written by `makeScenario`. */
export interface ScenarioJson {
  format: typeof SCENARIO_FORMAT;
  map: 'default' | { width: number; height: number; rows: string[]; fortresses: { name: string; cells: [number, number][] }[] };
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

type Fail = { ok: false; error: SetupError };
type SetupDetail<C extends SetupCode> = Omit<RefusalDetails[C], 'field'>;
const fail = <C extends SetupCode>(code: C, field: string, ...[detail]: Record<never, never> extends SetupDetail<C> ? [detail?: SetupDetail<C>] : [detail: SetupDetail<C>]): Fail => ({ ok: false, error: { code, field, detail: { field, ...detail } } as SetupError });

const TOP_FIELDS = new Set(['format', 'map', 'armies', 'toMove', 'turn', 'turnLimit', 'goal', 'depots', 'fortressOwners', 'units', 'holds', 'seed', 'horseBatteryMove', 'ordered', 'out', 'serial', 'nextIds', 'status', 'winner']);
const UNIT_FIELDS = new Set(['id', 'army', 'type', 'x', 'y', 'riverMoves', 'acted']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isArmy = (v: unknown): v is Army => typeof v === 'string' && (ARMIES as readonly string[]).includes(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const typeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Parse the text of a scenario file. */
export function parseScenarioText(text: string): Result<ScenarioSetup, SetupError> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return fail('setup/not_json', '', { reason: (e as Error).message });
  }
  return parseScenario(json);
}

/** Check a scenario's shape and types; never throws. */
export function parseScenario(input: unknown): Result<ScenarioSetup, SetupError> {
  if (!isObject(input)) return fail('setup/not_object', '', { found: typeOf(input) });
  for (const k of Object.keys(input)) if (!TOP_FIELDS.has(k)) return fail('setup/unknown_field', k);
  if (input.format !== SCENARIO_FORMAT) return fail('setup/format', 'format', { found: String(input.format), expected: SCENARIO_FORMAT });

  const map = parseMap(input.map);
  if (!map.ok) return map;

  if (!Array.isArray(input.armies)) return fail('setup/type', 'armies', { expected: 'array', found: typeOf(input.armies) });
  const armies: Army[] = [];
  for (const [i, a] of input.armies.entries()) {
    if (!isArmy(a)) return fail('setup/army_unknown', `armies[${i}]`, { army: String(a) });
    if (armies.includes(a)) return fail('setup/army_duplicate', `armies[${i}]`, { army: a });
    armies.push(a);
  }
  if (armies.length < 2 || armies.length > 3) return fail('setup/armies_count', 'armies', { count: armies.length });
  if (!isArmy(input.toMove) || !armies.includes(input.toMove)) return fail('setup/to_move', 'toMove', { army: String(input.toMove) });

  const turnLimit = input.turnLimit === undefined ? 80 : input.turnLimit;
  if (!isInt(turnLimit) || turnLimit < 1) return fail('setup/turn_limit', 'turnLimit', { value: String(turnLimit) });
  const turn = input.turn === undefined ? 1 : input.turn;
  if (!isInt(turn) || turn < 1 || turn > turnLimit) return fail('setup/turn_range', 'turn', { turn: String(turn), turnLimit });
  const goal = input.goal === undefined ? 'rout' : input.goal;
  if (goal !== 'rout' && goal !== 'fortresses') return fail('setup/goal', 'goal', { goal: String(goal) });
  const hbm = input.horseBatteryMove === undefined ? 'dragoon' : input.horseBatteryMove;
  if (hbm !== 'dragoon' && hbm !== 'battery') return fail('setup/horse_battery_move', 'horseBatteryMove', { value: String(hbm) });

  const depots: Partial<Record<Army, number>> = {};
  if (input.depots !== undefined) {
    if (!isObject(input.depots)) return fail('setup/type', 'depots', { expected: 'object', found: typeOf(input.depots) });
    for (const [k, v] of Object.entries(input.depots)) {
      if (!isArmy(k) || !armies.includes(k)) return fail('setup/army_unknown', `depots.${k}`, { army: k });
      if (typeof v !== 'number' || !Number.isFinite(v)) return fail('setup/type', `depots.${k}`, { expected: 'number', found: typeOf(v) });
      if (v < 0) return fail('setup/depots_negative', `depots.${k}`, { value: v });
      if (toHalves(v) === null) return fail('setup/depots_half', `depots.${k}`, { value: v });
      depots[k] = v;
    }
  }

  const fortressOwners: Record<string, Army> = {};
  if (input.fortressOwners !== undefined) {
    if (!isObject(input.fortressOwners)) return fail('setup/type', 'fortressOwners', { expected: 'object', found: typeOf(input.fortressOwners) });
    for (const [k, v] of Object.entries(input.fortressOwners)) {
      if (!isArmy(v) || !armies.includes(v)) return fail('setup/army_unknown', `fortressOwners.${k}`, { army: String(v) });
      fortressOwners[k] = v;
    }
  }

  const holds: Record<string, Hold> = {};
  if (input.holds !== undefined) {
    if (!isObject(input.holds)) return fail('setup/type', 'holds', { expected: 'object', found: typeOf(input.holds) });
    for (const [k, v] of Object.entries(input.holds)) {
      if (!isObject(v)) return fail('setup/type', `holds.${k}`, { expected: 'object', found: typeOf(v) });
      if (!isArmy(v.army) || !armies.includes(v.army)) return fail('setup/army_unknown', `holds.${k}.army`, { army: String(v.army) });
      if (!isInt(v.count) || v.count < 1 || v.count >= HOLDS_TO_CAPTURE) return fail('setup/hold_count', `holds.${k}.count`, { value: String(v.count) });
      holds[k] = { army: v.army, count: v.count };
    }
  }

  if (!Array.isArray(input.units)) return fail('setup/type', 'units', { expected: 'array', found: typeOf(input.units) });
  const units: UnitSetup[] = [];
  for (const [i, raw] of input.units.entries()) {
    const f = `units[${i}]`;
    if (!isObject(raw)) return fail('setup/type', f, { expected: 'object', found: typeOf(raw) });
    for (const k of Object.keys(raw)) if (!UNIT_FIELDS.has(k)) return fail('setup/unknown_field', `${f}.${k}`);
    if (typeof raw.id !== 'string' || !raw.id.trim() || raw.id.length > 40) return fail('setup/unit_id', `${f}.id`, { id: String(raw.id) });
    if (!isArmy(raw.army) || !armies.includes(raw.army)) return fail('setup/army_unknown', `${f}.army`, { army: String(raw.army) });
    if (typeof raw.type !== 'string' || !Object.prototype.hasOwnProperty.call(UNIT_SPECS, raw.type)) return fail('setup/unit_type', `${f}.type`, { type: String(raw.type) });
    if (!isInt(raw.x)) return fail('setup/type', `${f}.x`, { expected: 'integer', found: typeOf(raw.x) });
    if (!isInt(raw.y)) return fail('setup/type', `${f}.y`, { expected: 'integer', found: typeOf(raw.y) });
    const riverMoves = raw.riverMoves === undefined ? 0 : raw.riverMoves;
    if (!isInt(riverMoves) || riverMoves < 0 || riverMoves >= DROWN_AFTER) return fail('setup/river_moves', `${f}.riverMoves`, { value: String(riverMoves) });
    const acted = raw.acted === undefined ? false : raw.acted;
    if (typeof acted !== 'boolean') return fail('setup/type', `${f}.acted`, { expected: 'boolean', found: typeOf(acted) });
    units.push({ id: raw.id, army: raw.army, type: raw.type as UnitType, x: raw.x, y: raw.y, riverMoves, acted });
  }

  let seed: number | null = null;
  if (input.seed !== undefined) {
    if (!isInt(input.seed)) return fail('setup/type', 'seed', { expected: 'integer', found: typeOf(input.seed) });
    seed = input.seed;
  }
  const ordered = input.ordered === undefined ? [] : input.ordered;
  if (!Array.isArray(ordered) || !ordered.every((o) => typeof o === 'string')) return fail('setup/type', 'ordered', { expected: 'array', found: typeOf(ordered) });
  const out = input.out === undefined ? [] : input.out;
  if (!Array.isArray(out)) return fail('setup/type', 'out', { expected: 'array', found: typeOf(out) });
  for (const [i, a] of out.entries()) if (!isArmy(a) || !armies.includes(a)) return fail('setup/army_unknown', `out[${i}]`, { army: String(a) });
  let serial: number | null = null;
  if (input.serial !== undefined) {
    if (!isInt(input.serial) || input.serial < 0) return fail('setup/type', 'serial', { expected: 'integer', found: typeOf(input.serial) });
    serial = input.serial;
  }
  let nextIds: Partial<Record<Army, number>> | null = null;
  if (input.nextIds !== undefined) {
    if (!isObject(input.nextIds)) return fail('setup/type', 'nextIds', { expected: 'object', found: typeOf(input.nextIds) });
    nextIds = {};
    for (const [a, n] of Object.entries(input.nextIds)) {
      if (!isArmy(a) || !armies.includes(a)) return fail('setup/army_unknown', `nextIds.${a}`, { army: a });
      if (!isInt(n) || n < 1) return fail('setup/type', `nextIds.${a}`, { expected: 'integer', found: typeOf(n) });
      nextIds[a] = n;
    }
  }
  if (input.status !== undefined && input.status !== 'finished' && input.status !== 'playing') return fail('setup/status', 'status', { value: String(input.status) });
  const status = input.status === 'finished' ? 'finished' : 'playing';
  let winner: Army | 'draw' | null = null;
  if (input.winner !== undefined) {
    if (input.winner !== 'draw' && !(isArmy(input.winner) && armies.includes(input.winner))) return fail('setup/winner', 'winner', { value: String(input.winner) });
    winner = input.winner as Army | 'draw';
  }
  if ((status === 'finished') !== (winner !== null)) return fail('setup/winner', 'winner', { value: String(winner) });

  return {
    ok: true,
    value: { map: map.value, armies, toMove: input.toMove, turn, turnLimit, goal, horseBatteryMove: hbm, depots, fortressOwners, holds, units, seed, ordered: ordered as string[], out: out as Army[], serial, nextIds, status, winner },
  };
}

const MAX_SIDE = 200;

function parseMap(raw: unknown): Result<'default' | MapDef, SetupError> {
  if (raw === 'default') return { ok: true, value: 'default' };
  if (!isObject(raw)) return fail('setup/map', 'map', { found: typeOf(raw) });
  for (const k of Object.keys(raw)) if (!['width', 'height', 'rows', 'fortresses'].includes(k)) return fail('setup/unknown_field', `map.${k}`);
  const { width, height, rows, fortresses } = raw;
  if (!isInt(width) || width < 1 || width > MAX_SIDE) return fail('setup/map_size', 'map.width', { value: String(width), max: MAX_SIDE });
  if (!isInt(height) || height < 1 || height > MAX_SIDE) return fail('setup/map_size', 'map.height', { value: String(height), max: MAX_SIDE });
  if (!Array.isArray(rows) || rows.length !== height) return fail('setup/map_rows', 'map.rows', { expected: height, found: Array.isArray(rows) ? rows.length : typeOf(rows) });
  for (const [y, row] of rows.entries()) {
    if (typeof row !== 'string' || row.length !== width) return fail('setup/map_row_width', `map.rows[${y}]`, { expected: width, found: typeof row === 'string' ? row.length : typeOf(row) });
    for (let x = 0; x < width; x++) if (!isTerrainChar(row[x])) return fail('setup/map_char', `map.rows[${y}]`, { char: row[x], x, y });
  }
  if (!Array.isArray(fortresses)) return fail('setup/type', 'map.fortresses', { expected: 'array', found: typeOf(fortresses) });
  if (fortresses.length > 100) return fail('setup/type', 'map.fortresses', { expected: 'at most 100', found: fortresses.length });
  const names = new Set<string>();
  const taken = new Set<number>();
  const defs: { name: string; cells: [number, number][] }[] = [];
  for (const [i, f] of fortresses.entries()) {
    const field = `map.fortresses[${i}]`;
    if (!isObject(f)) return fail('setup/type', field, { expected: 'object', found: typeOf(f) });
    if (typeof f.name !== 'string' || !f.name.trim() || names.has(f.name)) return fail('setup/fortress_name', `${field}.name`, { name: String(f.name) });
    names.add(f.name);
    if (!Array.isArray(f.cells) || f.cells.length === 0) return fail('setup/fortress_cells', `${field}.cells`, {});
    const cells: [number, number][] = [];
    for (const [j, c] of f.cells.entries()) {
      const cf = `${field}.cells[${j}]`;
      if (!Array.isArray(c) || c.length !== 2 || !isInt(c[0]) || !isInt(c[1])) return fail('setup/type', cf, { expected: '[x, y]', found: typeOf(c) });
      const [x, y] = c as [number, number];
      if (x < 0 || y < 0 || x >= width || y >= height) return fail('setup/off_map', cf, { x, y });
      const ch = (rows as string[])[y][x];
      if (ch !== '.' && ch !== '=') return fail('setup/fortress_terrain', cf, { x, y, terrain: ch });
      if (taken.has(y * width + x)) return fail('setup/fortress_overlap', cf, { x, y });
      taken.add(y * width + x);
      cells.push([x, y]);
    }
    defs.push({ name: f.name, cells });
  }
  return { ok: true, value: { width, height, rows: rows as string[], fortresses: defs } };
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
  const names = map.fortresses.map((f) => f.name);
  for (const name of Object.keys(setup.fortressOwners)) if (!names.includes(name)) return fail('setup/fortress_unknown', `fortressOwners.${name}`, { name });
  for (const [name, hold] of Object.entries(setup.holds)) {
    if (!names.includes(name)) return fail('setup/fortress_unknown', `holds.${name}`, { name });
    if (setup.fortressOwners[name] === hold.army) return fail('setup/hold_own_fortress', `holds.${name}`, { name, army: hold.army });
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
    if (u.riverMoves > 0 && t !== T.River) return fail('setup/river_moves', `${f}.riverMoves`, { value: u.riverMoves });
    if (u.acted && u.army !== setup.toMove) return fail('setup/acted', `${f}.acted`, { id: u.id });
  }
  for (const [i, a] of setup.out.entries()) {
    if (setup.units.some((u) => u.army === a)) return fail('setup/out_army_has_units', `out[${i}]`, { army: a });
    // An army that is out owns nothing and holds nothing (capitulation makes them ownerless and void).
    for (const [name, owner] of Object.entries(setup.fortressOwners)) if (owner === a) return fail('setup/out_army_owns', `fortressOwners.${name}`, { army: a, name });
    for (const [name, hold] of Object.entries(setup.holds)) if (hold.army === a) return fail('setup/out_army_owns', `holds.${name}`, { army: a, name });
    if (a === setup.toMove && setup.status === 'playing') return fail('setup/to_move', 'toMove', { army: a });
  }
  for (const [i, id] of setup.ordered.entries()) {
    const u = setup.units.find((v) => v.id === id);
    if (!u || u.army !== setup.toMove || !isCommanderType(u.type)) return fail('setup/ordered', `ordered[${i}]`, { id });
  }
  const fortresses: FortressState[] = map.fortresses.map((f) => ({ name: f.name, owner: setup.fortressOwners[f.name] ?? null, hold: setup.holds[f.name] ?? null }));
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

/** Write a state as a scenario file's JSON value. */
export function makeScenario(state: GameState): ScenarioJson {
  const fortressOwners: Record<string, Army> = {};
  const holds: Record<string, { army: Army; count: number }> = {};
  for (const f of state.fortresses) {
    if (f.owner) fortressOwners[f.name] = f.owner;
    if (f.hold) holds[f.name] = { army: f.hold.army, count: f.hold.count };
  }
  const depots: Partial<Record<Army, number>> = {};
  for (const a of state.armies) depots[a] = (state.depots[a] ?? 0) / 2;
  const json: ScenarioJson = {
    format: SCENARIO_FORMAT,
    map: state.mapRef === 'default' ? 'default' : { width: state.map.width, height: state.map.height, rows: [...state.map.rows], fortresses: state.map.fortresses.map((f) => ({ name: f.name, cells: f.cells.map(([x, y]) => [x, y] as [number, number]) })) },
    armies: [...state.armies],
    toMove: state.toMove,
    turn: state.turn,
    turnLimit: state.options.turnLimit,
    goal: state.options.goal,
    depots,
    fortressOwners,
    units: state.units.map((u) => {
      const o: ScenarioJson['units'][number] = { id: u.id, army: u.army, type: u.type, x: u.x, y: u.y };
      if (u.riverMoves) o.riverMoves = u.riverMoves;
      if (u.acted) o.acted = true;
      return o;
    }),
  };
  if (Object.keys(holds).length) json.holds = holds;
  if (state.seed !== null) json.seed = state.seed;
  if (state.options.horseBatteryMove !== 'dragoon') json.horseBatteryMove = state.options.horseBatteryMove;
  if (state.ordered.length) json.ordered = [...state.ordered];
  if (state.out.length) json.out = [...state.out];
  json.serial = state.serial;
  if (state.nextIds) json.nextIds = { ...state.nextIds };
  if (state.status === 'finished' && state.winner !== null) {
    json.status = 'finished';
    json.winner = state.winner;
  }
  return json;
}
