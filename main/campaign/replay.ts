/**
 * How a log entry changes a state. The same function applies an entry when it is first given and
 * when the log is replayed (undo, redo, history, verify), so a replay cannot drift from the original:
 * the entry back as an action (`actionFromEntry`), then the engine's `reduce`.
 */
import {
  actionFromEntry,
  createGameWithEvents,
  parseScenario,
  reduce,
  type GameEvent,
  type GameState,
  type MapDef,
  type Result,
  type RulesVersion,
  type SetupError,
  type Transition,
} from '../../shared/rules/polkovodets';
import { isStartKind, type LogKind } from '../../db';

/** Apply one entry (not a start) to the state before it. */
export function applyEntry(state: GameState, kind: LogKind, payload: unknown): Result<Transition> {
  if (isStartKind(kind)) return { ok: false, error: { code: 'log/start_entry_in_the_middle', detail: { kind } } };
  const action = actionFromEntry(kind, payload);
  return action.ok ? reduce(state, action.value) : action;
}

/**
 * The start of a campaign from its scenario. The campaign keeps its own copy of the map: when the
 * scenario names the default map, that copy is used, so a later console whose default map differs
 * still replays the campaign on the map it was played on.
 */
export function startFromScenario(scenario: unknown, map?: MapDef, rulesVersion?: RulesVersion): Result<{ state: GameState; events: readonly GameEvent[] }, SetupError> {
  const parsed = parseScenario(scenario);
  if (!parsed.ok) return parsed;
  const made = createGameWithEvents(parsed.value, rulesVersion);
  if (!made.ok || !map) return made;
  return { ok: true, value: { state: { ...made.value.state, map }, events: made.value.events } };
}
