/**
 * How a log entry changes a state. The same function applies an entry when it is first given and
 * when the log is replayed (undo, history, verify), so a replay cannot drift from the original.
 */
import {
  appointMarshal,
  applyOrder,
  correctDepots,
  createGameWithEvents,
  endMove,
  parseScenario,
  type Army,
  type Cell,
  type GameEvent,
  type GameState,
  type MapDef,
  type Order,
  type Result,
  type SetupError,
  type Transition,
} from '../../shared/rules/polkovodets';
import type { LogKind } from '../../db';

/** The payload of a depot correction in the log: half-depots, so replay is exact. */
export interface CorrectionPayload {
  readonly army: Army;
  readonly halfDepots: number;
  readonly reason: string;
}

export interface AppointPayload {
  readonly at: Cell;
}

/** Apply one entry (not the start) to the state before it. */
export function applyEntry(state: GameState, kind: LogKind, payload: unknown): Result<Transition> {
  switch (kind) {
    case 'order':
      return applyOrder(state, payload as Order);
    case 'end_move':
      return endMove(state);
    case 'appoint':
      return appointMarshal(state, (payload as AppointPayload).at);
    case 'correction': {
      const c = payload as CorrectionPayload;
      return correctDepots(state, c.army, c.halfDepots, c.reason);
    }
    case 'create':
    case 'setup':
      return { ok: false, error: { code: 'log/start_entry_in_the_middle', detail: { kind } } };
  }
}

/**
 * The start of a campaign from its scenario. The campaign keeps its own copy of the map: when the
 * scenario names the default map, that copy is used, so a later console whose default map differs
 * still replays the campaign on the map it was played on.
 */
export function startFromScenario(scenario: unknown, map?: MapDef): Result<{ state: GameState; events: readonly GameEvent[] }, SetupError> {
  const parsed = parseScenario(scenario);
  if (!parsed.ok) return parsed;
  const made = createGameWithEvents(parsed.value);
  if (!made.ok || !map) return made;
  return { ok: true, value: { state: { ...made.value.state, map }, events: made.value.events } };
}

/**
 * An order as the log keeps it: only the fields that mean something (the hints `road` and
 * `target` of a listed order are dropped; the engine ignores them).
 */
export function normaliseOrder(order: unknown): unknown {
  if (typeof order !== 'object' || order === null) return order;
  const o = order as Record<string, unknown>;
  const to = Array.isArray(o.to) ? [...o.to] : o.to;
  switch (o.kind) {
    case 'move':
    case 'strike':
      return { kind: o.kind, commander: o.commander, unit: o.unit, to };
    case 'step':
      return { kind: o.kind, commander: o.commander, to };
    case 'recruit':
      return { kind: o.kind, commander: o.commander, recruit: o.recruit, to };
    default:
      return { ...o };
  }
}

/** Did this transition end a turn (or the game)? Then an automatic backup is due. */
export const endsATurn = (events: readonly GameEvent[]): boolean => events.some((e) => e.type === 'turn_started' || e.type === 'game_over');
