/**
 * Log rows as the bridge's types, and the ledger lines an entry's events give: the same function
 * writes them when an action is recorded and checks them when `verify` replays it.
 */
import { FileProblem, LOG_KINDS, parseStored, type CampaignRow, type LedgerRow, type LogRow, type NewLedgerLine } from '../../db';
import type { HistoryEntry, LedgerEntry } from '../../shared/bridge/contract';
import { ARMIES, RULES_VERSIONS, type GameEvent, type GameState, type RulesVersion } from '../../shared/rules/polkovodets';

type DepotEvent = Extract<GameEvent, { type: 'depots' }>;

export const depotEvents = (events: readonly GameEvent[]): DepotEvent[] => events.filter((e): e is DepotEvent => e.type === 'depots');

/** The ledger lines of an action's events. */
export const ledgerLinesOf = (events: readonly GameEvent[]): NewLedgerLine[] => depotEvents(events).map((e) => ({ army: e.army, amount: e.amount, balance: e.balance, reason: e.reason, note: e.note ?? null }));

/** The ledger lines of a start: every army's starting depots. */
export const startLedgerLines = (state: GameState): NewLedgerLine[] =>
  state.armies.map((army) => ({ army, amount: state.depots[army] ?? 0, balance: state.depots[army] ?? 0, reason: 'start', note: null }));

/** A ledger line as one comparable text. */
export const ledgerKey = (l: Pick<NewLedgerLine, 'army' | 'amount' | 'balance' | 'reason' | 'note'>): string => `${l.army}:${l.amount}:${l.balance}:${l.reason}:${l.note ?? ''}`;

export function toHistoryEntry(row: LogRow): HistoryEntry {
  checkLogRow(row);
  return { seq: row.seq, turn: row.turn, army: row.army, kind: row.kind, payload: parseStored(row.payload, { table: 'log', column: 'payload', seq: row.seq }), events: storedEvents(row), at: row.at };
}

export function toLedgerEntry(r: LedgerRow): LedgerEntry {
  return { seq: r.seq, turn: r.turn, army: r.army, amount: r.amount / 2, balance: r.balance / 2, reason: r.reason, note: r.note };
}

/** The rules version a stored campaign is played under (files from before version 2 say 1). */
export function rulesVersionOf(meta: CampaignRow): RulesVersion {
  return RULES_VERSIONS.find((v) => v === meta.rules_version) ?? 1;
}

/** Did this transition end a turn (or the game)? Then an automatic backup is due. */
export const endsATurn = (events: readonly GameEvent[]): boolean => events.some((e) => e.type === 'turn_started' || e.type === 'game_over');

/** An entry's events as stored: an array of events (each an object with a `type`), else the file is damaged. */
export function storedEvents(row: Pick<LogRow, 'seq' | 'events'>): GameEvent[] {
  const events = parseStored<unknown>(row.events, { table: 'log', column: 'events', seq: row.seq });
  if (!Array.isArray(events) || !events.every((e) => typeof e === 'object' && e !== null && typeof (e as { type?: unknown }).type === 'string')) {
    throw new FileProblem('file/damaged', '', { table: 'log', column: 'events', seq: row.seq, what: 'not a list of events' });
  }
  return events as GameEvent[];
}

/** A log row's plain columns as the console writes them, else the file is damaged (the row is named). */
export function checkLogRow(row: LogRow): void {
  const bad = (column: string) => new FileProblem('file/damaged', '', { table: 'log', column, seq: Number.isSafeInteger(row.seq) ? row.seq : null, what: `${column} = ${String(row[column as keyof LogRow]).slice(0, 40)}` });
  if (!Number.isSafeInteger(row.seq) || row.seq < 0) throw bad('seq');
  if (row.parent !== null && (!Number.isSafeInteger(row.parent) || row.parent < 0)) throw bad('parent');
  if (!Number.isSafeInteger(row.turn) || row.turn < 0) throw bad('turn');
  if (!ARMIES.includes(row.army)) throw bad('army');
  if (!(LOG_KINDS as readonly string[]).includes(row.kind)) throw bad('kind');
  if (row.commander !== null && typeof row.commander !== 'string') throw bad('commander');
  if (typeof row.at !== 'string') throw bad('at');
}
