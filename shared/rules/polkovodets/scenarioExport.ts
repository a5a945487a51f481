/**
 * A state written back as a scenario file's JSON value (`polk export`): the inverse of
 * `parseScenario` + `createGame`, so `createGame(parseScenario(makeScenario(s)))` gives `s` again.
 * Names are plain data: owner and hold tables have no prototype.
 */
import type { Army, GameState } from './types';
import { SCENARIO_FORMAT, type ScenarioJson } from './scenario';
import { mapToJson } from './mapFormat';

/** An object keyed by fortress names: no prototype, so `__proto__` or `constructor` is just a name. */
const byName = <V>(): Record<string, V> => Object.create(null) as Record<string, V>;

/** Write a state as a scenario file's JSON value. */
export function makeScenario(state: GameState): ScenarioJson {
  const fortressOwners = byName<Army>();
  const holds = byName<{ army: Army; count: number }>();
  let anyHold = false;
  for (const f of state.fortresses) {
    if (f.owner) fortressOwners[f.name] = f.owner;
    if (f.hold) {
      holds[f.name] = { army: f.hold.army, count: f.hold.count };
      anyHold = true;
    }
  }
  const depots: Partial<Record<Army, number>> = {};
  for (const a of state.armies) depots[a] = (state.depots[a] ?? 0) / 2;
  const json: ScenarioJson = {
    format: SCENARIO_FORMAT,
    map:
      state.mapRef === 'default' ? 'default' : mapToJson(state.map),
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
  if (anyHold) json.holds = holds;
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

