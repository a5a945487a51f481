/**
 * Reading the order log: replays history entries in sequence through the engine — each entry back
 * as an action (`actionFromEntry`), then `reduce` — so the units and fortress owners before every
 * entry are the engine's own state (every event can name a unit's type and the place it was lost),
 * and turns the entries' events into the summary's orders, events, losses and recruits. Pure.
 *
 * The entries must follow one another from `start` (a turn, everything since the last session, the
 * whole current chain); an entry that does not replay is a damaged history and throws.
 */
import type { HistoryEntry } from '../bridge/contract';
import { actionFromEntry, noteOfEntry, reduce, sourceOfEntry, type Army, type Cell, type GameEvent, type GameState, type UnitType } from '../rules/polkovodets';
import type { EventPhase, Loss, MapArrow, MoveRef, Recruit, SummaryEvent, SummaryEventBody, SummaryOrder, UnitRef } from './model';
import { describeStoredReason } from '../vocab/reasons';

const half = (h: number): number => h / 2;

interface RosterUnit {
  id: string;
  army: Army;
  type: UnitType;
  x: number;
  y: number;
}

export interface ReplayOutput {
  moves: (MoveRef & { seq: number })[];
  orders: SummaryOrder[];
  events: SummaryEvent[];
  losses: Loss[];
  recruits: Recruit[];
  arrows: MapArrow[];
  /** Depot changes read from the events (used when no ledger is given). */
  depotLines: { seq: number; turn: number; army: Army; amount: number; balance: number; reason: 'recruit' | 'trophy' | 'marshal' | 'correction'; note: string | null }[];
  /** Fortress changes in the order they happened. */
  fortressChanges: { fortress: string; change: 'captured' | 'abandoned' | 'hold' | 'hold_broken' }[];
  /** Kills per army (enemy units destroyed). */
  kills: Partial<Record<Army, number>>;
  /** The units left at the end of the replay (checked against the end state by the tests). */
  roster: RosterUnit[];
}

const PHASE_OF_KIND: Readonly<Record<string, EventPhase>> = {
  order: 'order',
  end_move: 'end_move',
  appoint: 'appoint',
  correction: 'correction',
};

function fortressAt(state: GameState, at: Cell): string | null {
  for (const f of state.map.fortresses) if (f.cells.some(([x, y]) => x === at[0] && y === at[1])) return f.name;
  return null;
}

/** An entry of the history the engine refuses to replay: the campaign file's history is damaged. */
export class HistoryDoesNotReplay extends Error {
  constructor(
    readonly seq: number,
    readonly kind: string,
    readonly code: string,
  ) {
    super(`summary: entry ${seq} (${kind}) does not replay: ${code}`);
    this.name = 'HistoryDoesNotReplay';
  }
}

/**
 * Replays `entries` (already chosen: a turn, or everything since the last session) from the units and
 * fortress owners of `start`. Entries of kind 'create' and 'setup' are skipped: `start` is after them.
 */
export function replay(start: GameState, entries: readonly HistoryEntry[]): ReplayOutput {
  const out: ReplayOutput = { moves: [], orders: [], events: [], losses: [], recruits: [], arrows: [], depotLines: [], fortressChanges: [], kills: {}, roster: [] };
  let state = start;

  for (const entry of entries) {
    if (entry.kind === 'create' || entry.kind === 'setup') continue;
    const seq = entry.seq;
    const before = state;
    const action = actionFromEntry(entry.kind, entry.payload);
    // A machine order carries its reason into the summary (issue 15); a human's entry has none.
    const note = noteOfEntry(entry.payload);
    const bot = note ? { level: note.level, ru: describeStoredReason(note, 'ru', start.map), en: describeStoredReason(note, 'en', start.map) } : undefined;
    // A player's order (his phone's code, a move file) says so (issue 23); the game master's says nothing.
    const given = sourceOfEntry(entry.payload);
    const source = given.by === 'code' || given.by === 'mail' ? given : undefined;
    const next = action.ok ? reduce(before, action.value) : action;
    if (!next.ok) throw new HistoryDoesNotReplay(seq, entry.kind, next.error.code);
    state = next.value.state;
    // The units as they stood before the entry, and the ones it brought (recruits, a new marshal).
    const roster = new Map<string, RosterUnit>();
    for (const u of [...state.units, ...before.units]) roster.set(u.id, { id: u.id, army: u.army, type: u.type, x: u.x, y: u.y });
    const owners = new Map<string, Army | null>(before.fortresses.map((f) => [f.name, f.owner]));
    const ref = (id: string, fallbackArmy: Army, fallbackType: UnitType = 'musketeer'): UnitRef => {
      const u = roster.get(id);
      return u ? { id, army: u.army, type: u.type } : { id, army: fallbackArmy, type: fallbackType };
    };
    const entryMove: MoveRef = { turn: entry.turn, army: entry.army };
    const lastMove = out.moves[out.moves.length - 1];
    if (!lastMove || lastMove.turn !== entry.turn || lastMove.army !== entry.army) out.moves.push({ ...entryMove, seq });
    let phase: EventPhase = PHASE_OF_KIND[entry.kind] ?? 'order';
    let turn = entry.turn;
    let moveEnded = false;
    let lastStrikeArmy: Army | null = null;
    const evs = entry.events;
    const push = (body: SummaryEventBody, move: MoveRef = entryMove) => out.events.push({ ...body, seq, move, phase });
    /** The balance after the depot change that follows event i in this entry. */
    const balanceAfter = (i: number, army: Army): number | null => {
      for (let k = i + 1; k < evs.length; k++) {
        const e = evs[k];
        if (e.type === 'depots' && e.army === army) return half(e.balance);
      }
      return null;
    };

    for (let i = 0; i < evs.length; i++) {
      const ev: GameEvent = evs[i];
      if (moveEnded && phase === 'end_move' && (ev.type === 'turn_started' || ev.type === 'move_started' || ev.type === 'capitulated' || ev.type === 'marshal_needed')) {
        phase = 'start_move';
      }
      const startMove = (army: Army): MoveRef => (phase === 'start_move' ? { turn, army } : entryMove);
      switch (ev.type) {
        case 'moved': {
          out.orders.push({
            ...(bot ? { bot } : {}), ...(source ? { source } : {}), seq, move: entryMove, army: ev.army, kind: 'move',
            commander: ref(ev.commander, ev.army, 'general'),
            unit: { id: ev.unit, army: ev.army, type: ev.unitType },
            from: ev.from, to: ev.to, result: { kind: 'moved', road: ev.road },
          });
          out.arrows.push({ army: ev.army, unit: ev.unit, type: ev.unitType, from: ev.from, to: ev.to, kind: ev.road ? 'road' : 'move' });
          break;
        }
        case 'stepped': {
          const c = ref(ev.unit, ev.army, 'general');
          out.orders.push({ ...(bot ? { bot } : {}), ...(source ? { source } : {}), seq, move: entryMove, army: ev.army, kind: 'step', commander: c, unit: c, from: ev.from, to: ev.to, result: { kind: 'stepped' } });
          out.arrows.push({ army: ev.army, unit: ev.unit, type: c.type, from: ev.from, to: ev.to, kind: 'step' });
          break;
        }
        case 'struck': {
          const target: UnitRef = { id: ev.target, army: ev.targetArmy, type: ev.targetType };
          const striker: UnitRef = { id: ev.unit, army: ev.army, type: ev.unitType };
          out.orders.push({
            ...(bot ? { bot } : {}), ...(source ? { source } : {}), seq, move: entryMove, army: ev.army, kind: 'strike',
            commander: ref(ev.commander, ev.army, 'general'),
            unit: striker, from: ev.from, to: ev.to, result: { kind: 'struck', ranged: ev.ranged, target },
          });
          out.arrows.push({ army: ev.army, unit: ev.unit, type: ev.unitType, from: ev.from, to: ev.to, kind: ev.ranged ? 'fire' : 'strike' });
          out.losses.push({ seq, unit: target, cause: ev.ranged ? 'fired' : 'struck', by: striker, at: ev.to });
          out.kills[ev.army] = (out.kills[ev.army] ?? 0) + 1;
          roster.delete(ev.target);
          lastStrikeArmy = ev.army;
          break;
        }
        case 'recruited': {
          const unit: UnitRef = { id: ev.unit, army: ev.army, type: ev.unitType };
          out.orders.push({
            ...(bot ? { bot } : {}), ...(source ? { source } : {}), seq, move: entryMove, army: ev.army, kind: 'recruit',
            commander: ref(ev.commander, ev.army, 'general'),
            unit, from: null, to: ev.at,
            result: { kind: 'recruited', fortress: ev.fortress, cost: half(ev.cost), balance: balanceAfter(i, ev.army) },
          });
          out.recruits.push({ seq, unit, at: ev.at, fortress: ev.fortress, cost: half(ev.cost), kind: 'recruited' });
          break;
        }
        case 'depots': {
          out.depotLines.push({ seq, turn: entry.turn, army: ev.army, amount: half(ev.amount), balance: half(ev.balance), reason: ev.reason, note: ev.note ?? null });
          if (ev.reason === 'correction') push({ type: 'correction', army: ev.army, amount: half(ev.amount), balance: half(ev.balance), note: ev.note ?? null });
          break;
        }
        case 'river_warning':
          push({ type: 'river_warning', army: ev.army, unit: ref(ev.unit, ev.army), at: ev.at });
          break;
        case 'drowned': {
          const unit: UnitRef = { id: ev.unit, army: ev.army, type: ev.unitType };
          push({ type: 'drowned', army: ev.army, unit, at: ev.at });
          out.losses.push({ seq, unit, cause: 'drowned', by: null, at: ev.at });
          roster.delete(ev.unit);
          break;
        }
        case 'marshal_lost': {
          const byStrike = entry.kind === 'order' && lastStrikeArmy !== null;
          push({ type: 'marshal_lost', army: ev.army, unit: ev.unit, cause: byStrike ? 'struck' : 'drowned', by: byStrike ? lastStrikeArmy : null });
          break;
        }
        case 'hold':
          push({ type: 'hold', army: ev.army, fortress: ev.fortress, count: ev.count, of: 2 });
          out.fortressChanges.push({ fortress: ev.fortress, change: 'hold' });
          break;
        case 'hold_broken':
          push({ type: 'hold_broken', army: ev.army, fortress: ev.fortress });
          out.fortressChanges.push({ fortress: ev.fortress, change: 'hold_broken' });
          break;
        case 'captured':
          push({ type: 'captured', army: ev.army, fortress: ev.fortress, from: ev.from, trophies: half(ev.trophies), balance: balanceAfter(i, ev.army) });
          out.fortressChanges.push({ fortress: ev.fortress, change: 'captured' });
          owners.set(ev.fortress, ev.army);
          break;
        case 'marshal_needed':
          push({ type: 'marshal_needed', army: ev.army }, startMove(ev.army));
          break;
        case 'capitulated':
          push({ type: 'capitulated', army: ev.army, reason: ev.reason }, startMove(ev.army));
          break;
        case 'army_out': {
          let lost = 0;
          for (const u of [...roster.values()]) {
            // Units of the army that stood before this entry and were not lost earlier in it.
            if (u.army !== ev.army || !before.units.some((b) => b.id === u.id)) continue;
            out.losses.push({ seq, unit: { id: u.id, army: u.army, type: u.type }, cause: 'capitulated', by: null, at: [u.x, u.y] });
            roster.delete(u.id);
            lost++;
          }
          for (const [name, owner] of owners) {
            if (owner === ev.army) {
              owners.set(name, null);
              out.fortressChanges.push({ fortress: name, change: 'abandoned' });
            }
          }
          push({ type: 'army_out', army: ev.army, reason: ev.reason, unitsLost: lost }, startMove(ev.army));
          break;
        }
        case 'marshal_appointed': {
          const unit: UnitRef = { id: ev.unit, army: ev.army, type: 'marshal' };
          const fortress = fortressAt(start, ev.at);
          push({ type: 'marshal_appointed', army: ev.army, unit: ev.unit, at: ev.at, fortress, cost: half(ev.cost), balance: balanceAfter(i, ev.army) });
          out.recruits.push({ seq, unit, at: ev.at, fortress, cost: half(ev.cost), kind: 'appointed' });
          break;
        }
        case 'game_over':
          push({ type: 'game_over', winner: ev.winner, reason: ev.reason });
          break;
        case 'move_ended':
          moveEnded = true;
          break;
        case 'turn_started':
          turn = ev.turn;
          break;
        case 'move_started':
          break;
      }
    }
  }
  out.roster = state.units.map((u) => ({ id: u.id, army: u.army, type: u.type, x: u.x, y: u.y }));
  return out;
}
