/**
 * A scripted campaign built with the rules engine alone, recorded the way the campaign service
 * records it (a 'create' entry at seq 0, then one history entry per order, end of move, appointment
 * or correction, with the turn and army at the time it was given and the events it caused, and the
 * depot ledger). Two turns on the default map with three armies:
 *
 *   Turn 1  A: dragoon A2 onto Фольварк (hold 1/2), marshal recruits a cuirassier in Белый город,
 *              musketeer A3 wades into the river (1/2);
 *           N: hussar N2 strikes musketeer A4;   F: the marshal steps.
 *   Turn 2  A: general A-G1 steps; end of move: A3 drowns, A holds Фольварк 2/2 and captures it (+10);
 *           game master's correction: N +2.5;   N: battery N3 fires at A5;   F: ends.
 */
import type { HistoryEntry, LedgerEntry } from '../../shared/bridge/contract';
import { appointMarshal, applyOrder, correctDepots, createGameWithEvents, endMove, parseScenario, type Cell, type GameEvent, type GameState, type Order, type Transition, type Result } from '../../shared/rules/polkovodets';

export interface Recorded {
  readonly name: string;
  readonly entries: HistoryEntry[];
  readonly ledger: LedgerEntry[];
  /** The state after each seq. */
  readonly states: GameState[];
  readonly current: GameState;
}

export class Recorder {
  readonly entries: HistoryEntry[] = [];
  readonly ledger: LedgerEntry[] = [];
  readonly states: GameState[] = [];
  state: GameState;

  constructor(state: GameState, events: readonly GameEvent[]) {
    this.state = state;
    this.push('create', null, events, state);
    for (const army of state.armies) {
      this.ledger.push({ seq: 0, turn: state.turn, army, amount: (state.depots[army] ?? 0) / 2, balance: (state.depots[army] ?? 0) / 2, reason: 'start', note: null });
    }
  }

  /** Record an action applied elsewhere (a random playout's step). */
  record(kind: HistoryEntry['kind'], payload: unknown, events: readonly GameEvent[], after: GameState): void {
    this.push(kind, payload, events, after);
  }

  private push(kind: HistoryEntry['kind'], payload: unknown, events: readonly GameEvent[], after: GameState): void {
    const seq = this.entries.length;
    const before = this.states.length ? this.state : after;
    // The payload as the log stores it (the summary replays entries through the engine's reduce).
    const appointed = events.find((e) => e.type === 'marshal_appointed');
    const logged = kind === 'end_move' ? {} : kind === 'appoint' && payload === null && appointed ? { at: appointed.at } : payload;
    this.entries.push({ seq, turn: before.turn, army: before.toMove, kind, payload: logged, events, at: `2025-01-01T10:${String(seq % 60).padStart(2, '0')}:00.000Z` });
    for (const e of events) {
      if (e.type === 'depots') this.ledger.push({ seq, turn: before.turn, army: e.army, amount: e.amount / 2, balance: e.balance / 2, reason: e.reason, note: e.note ?? null });
    }
    this.states.push(after);
    this.state = after;
  }

  private take(kind: HistoryEntry['kind'], payload: unknown, r: Result<Transition>): readonly GameEvent[] {
    if (!r.ok) throw new Error(`scripted campaign: ${kind} refused: ${r.error.code} ${JSON.stringify(r.error.detail)}`);
    this.push(kind, payload, r.value.events, r.value.state);
    return r.value.events;
  }

  order(order: Order): readonly GameEvent[] {
    return this.take('order', order, applyOrder(this.state, order));
  }
  end(): readonly GameEvent[] {
    return this.take('end_move', null, endMove(this.state));
  }
  appoint(at: Cell): readonly GameEvent[] {
    return this.take('appoint', { at }, appointMarshal(this.state, at));
  }
  correct(army: 'A' | 'N' | 'F', amount: number, reason: string): readonly GameEvent[] {
    return this.take('correction', { army, halfDepots: Math.round(amount * 2), reason }, correctDepots(this.state, army, Math.round(amount * 2), reason));
  }
  done(name: string): Recorded {
    return { name, entries: this.entries, ledger: this.ledger, states: this.states, current: this.state };
  }
}

export const SCRIPTED_SCENARIO = {
  format: 'polkovodets-scenario/1',
  map: 'default',
  armies: ['A', 'N', 'F'],
  toMove: 'A',
  turn: 1,
  turnLimit: 80,
  goal: 'rout',
  depots: { A: 20, N: 12.5, F: 15 },
  fortressOwners: { Цитадель: 'A', 'Белый город': 'A', Фольварк: 'N', Загорье: 'N', 'Лесной замок': 'F', 'Дальний монастырь': 'F' },
  units: [
    { id: 'A-M', army: 'A', type: 'marshal', x: 11, y: 17 },
    { id: 'A-G1', army: 'A', type: 'general', x: 41, y: 12 },
    { id: 'A-G2', army: 'A', type: 'general', x: 30, y: 18 },
    { id: 'A1', army: 'A', type: 'grenadier', x: 15, y: 18 },
    { id: 'A2', army: 'A', type: 'dragoon', x: 43, y: 10 },
    { id: 'A3', army: 'A', type: 'musketeer', x: 32, y: 18 },
    { id: 'A4', army: 'A', type: 'musketeer', x: 38, y: 22 },
    { id: 'A5', army: 'A', type: 'cossack', x: 44, y: 21 },
    { id: 'N-M', army: 'N', type: 'marshal', x: 48, y: 30 },
    { id: 'N-G1', army: 'N', type: 'general', x: 42, y: 26 },
    { id: 'N1', army: 'N', type: 'grenadier', x: 45, y: 28 },
    { id: 'N2', army: 'N', type: 'hussar', x: 40, y: 24 },
    { id: 'N3', army: 'N', type: 'battery', x: 44, y: 25 },
    { id: 'F-M', army: 'F', type: 'marshal', x: 76, y: 12 },
    { id: 'F1', army: 'F', type: 'uhlan', x: 79, y: 14 },
    { id: 'F2', army: 'F', type: 'battery', x: 74, y: 8 },
  ],
};

export function scriptedCampaign(): Recorded {
  const setup = parseScenario(SCRIPTED_SCENARIO);
  if (!setup.ok) throw new Error(`scripted scenario: ${JSON.stringify(setup.error)}`);
  const created = createGameWithEvents(setup.value);
  if (!created.ok) throw new Error(`scripted scenario: ${JSON.stringify(created.error)}`);
  const r = new Recorder(created.value.state, created.value.events);
  // Turn 1
  r.order({ kind: 'move', commander: 'A-G1', unit: 'A2', to: [44, 9] });
  r.order({ kind: 'recruit', commander: 'A-M', recruit: 'cuirassier', to: [12, 19] });
  r.order({ kind: 'move', commander: 'A-G2', unit: 'A3', to: [33, 18] });
  r.end();
  r.order({ kind: 'strike', commander: 'N-G1', unit: 'N2', to: [38, 22] });
  r.end();
  r.order({ kind: 'step', commander: 'F-M', to: [77, 11] });
  r.end();
  // Turn 2
  r.order({ kind: 'step', commander: 'A-G1', to: [41, 11] });
  r.end();
  r.correct('N', 2.5, 'найдена карточка склада');
  r.order({ kind: 'strike', commander: 'N-G1', unit: 'N3', to: [44, 21] });
  r.end();
  r.end();
  return r.done('Кампания у Фольварка');
}
