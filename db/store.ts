/**
 * The campaign file's tables behind typed, prepared statements. No rules here and no transactions:
 * the whole operations over them (append an entry, move the head) are in log.ts.
 */
import type Database from 'better-sqlite3';
import type { LedgerLineOf } from '../shared/bridge/data';
import { ACTION_KINDS, type ActionKind, type Army, type HalfDepots } from '../shared/rules/polkovodets';
import type { LedgerReason } from '../shared/vocab/names';
import { NEAREST_SNAPSHOT } from './migrationHead';

/** The kinds of a start entry: a new campaign, and a setup edit (a fresh start from a new deployment). */
export const START_KINDS = ['create', 'setup'] as const;
export type StartKind = (typeof START_KINDS)[number];
/** What the log's kind column holds: a start, or one of the engine's actions. */
export const LOG_KINDS = [...START_KINDS, ...ACTION_KINDS] as const;
export type LogKind = StartKind | ActionKind;
export const isStartKind = (kind: string): kind is StartKind => (START_KINDS as readonly string[]).includes(kind);
/** Why a ledger line changed the depots: the catalog's list, beside its words. */
export type { LedgerReason };
export type CorrectionKind = 'depots' | 'undo' | 'redo' | 'setup';

export interface CampaignRow {
  readonly name: string;
  readonly created_at: string;
  readonly app_version: string;
  readonly rules_version: number;
  readonly options: string;
  readonly source: string;
  readonly map: string;
  readonly map_hash: string;
}

export interface LogRow {
  readonly seq: number;
  /** The entry whose resulting state this one was applied to; null for the first entry. */
  readonly parent: number | null;
  readonly turn: number;
  readonly army: Army;
  readonly commander: string | null;
  readonly kind: LogKind;
  readonly payload: string;
  readonly events: string;
  readonly state_hash: string;
  readonly at: string;
}

/** A snapshot: the state deflated. */
export interface StateRow {
  readonly seq: number;
  readonly state: Buffer;
  readonly state_hash: string;
}

/**
 * The head: its seq and its state's hash. `state`, the state's canonical text, is what files before
 * schema 6 kept here; since then it is NULL and the state is rebuilt from the nearest snapshot.
 * Since schema 7 an appended entry becomes the head without this row (migrationHead.ts): `moved`
 * says whether the row is the head (an undo, a redo or a take-back put it there, or the file is
 * older), or the head is the log's last entry, whose hash is its entry's (empty for an order).
 */
export interface CurrentRow {
  readonly seq: number;
  readonly state: string | null;
  readonly state_hash: string;
  /** The nearest snapshot up the head's chain (schema 6; null in a row written before it). */
  readonly base: number | null;
  /** The row itself names the head (always so before schema 7). */
  readonly moved: boolean;
}

/** Schema 7's rule: the row names the head while its `log_seq` is the log's last entry (or it has none). */
function headOf(row: { seq: number; log_seq?: number | null }, last: number | null): { seq: number; moved: boolean } {
  const moved = row.log_seq === undefined || row.log_seq === null || last === null || row.log_seq >= last;
  return { seq: moved ? row.seq : (last as number), moved };
}

/** An order's `state_hash` since schema 7: not kept (its move's end keeps one; migrationHead.ts). */
export const UNHASHED = '';

/** The setup a start entry began with. */
export interface StartEntryRow {
  readonly seq: number;
  readonly options: string;
  readonly source: string;
  readonly map: string;
  readonly map_hash: string;
}

/** A ledger row as stored: amount and balance in half-depots. */
export type LedgerRow = LedgerLineOf<HalfDepots>;

export interface CorrectionRow {
  readonly id: number;
  readonly at: string;
  readonly kind: CorrectionKind;
  readonly seq: number;
  readonly army: string | null;
  readonly amount: number | null;
  readonly reason: string | null;
  readonly detail: string;
}

/** An audit row as stored since schema 4: where it stands among the log entries, and its chained hash. */
export interface AuditRow extends CorrectionRow {
  /** The last log entry when it was written (null for rows written before schema 4). */
  readonly log_seq: number | null;
  readonly chain: string | null;
}

export interface SessionRow {
  readonly id: number;
  readonly opened_at: string;
  readonly open_seq: number;
  readonly closed_at: string | null;
  readonly close_seq: number | null;
  readonly app_version: string;
  readonly mode: string;
}

/** The chain that ends at the head bound as the first parameter: the head and its ancestors. */
const CHAIN = 'WITH RECURSIVE chain(seq) AS (SELECT ? UNION ALL SELECT l.parent FROM log l JOIN chain c ON l.seq = c.seq WHERE l.parent IS NOT NULL)';

export class CampaignStore {
  private readonly s;

  constructor(readonly db: Database.Database) {
    const p = <R = unknown>(sql: string) => db.prepare<unknown[], R>(sql);
    this.s = {
      campaign: p<CampaignRow>('SELECT name, created_at, app_version, rules_version, options, source, map, map_hash FROM campaign WHERE id = 1'),
      insertCampaign: p('INSERT INTO campaign (id, name, created_at, app_version, rules_version, options, source, map, map_hash) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)'),
      updateSetup: p('UPDATE campaign SET options = ?, source = ?, map = ?, map_hash = ? WHERE id = 1'),
      rename: p('UPDATE campaign SET name = ? WHERE id = 1'),
      insertLog: p('INSERT INTO log (seq, parent, turn, army, commander, kind, payload, events, state_hash, at, chain) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)'),
      chains: p<{ seq: number; chain: string | null }>('SELECT seq, chain FROM log ORDER BY seq'),
      logEntry: p<LogRow>('SELECT seq, parent, turn, army, commander, kind, payload, events, state_hash, at FROM log WHERE seq = ?'),
      logRange: p<LogRow>('SELECT seq, parent, turn, army, commander, kind, payload, events, state_hash, at FROM log WHERE seq > ? AND seq <= ? ORDER BY seq'),
      chainRange: p<LogRow>(`${CHAIN} SELECT seq, parent, turn, army, commander, kind, payload, events, state_hash, at FROM log WHERE seq IN (SELECT seq FROM chain) AND seq > ? AND seq <= ? ORDER BY seq`),
      chainStart: p<{ seq: number | null }>(`${CHAIN} SELECT MAX(seq) AS seq FROM log WHERE seq IN (SELECT seq FROM chain) AND kind IN ('create', 'setup')`),
      chainLength: p<{ n: number }>(`${CHAIN} SELECT COUNT(*) AS n FROM chain`),
      chainLedger: p<LedgerRow>(`${CHAIN} SELECT seq, turn, army, amount, balance, reason, note FROM ledger WHERE seq IN (SELECT seq FROM chain) AND seq > ? ORDER BY id`),
      childCounts: p<{ parent: number; n: number }>('SELECT parent, COUNT(*) AS n FROM log WHERE parent IS NOT NULL GROUP BY parent'),
      lastSeq: p<{ seq: number | null }>('SELECT MAX(seq) AS seq FROM log'),
      appendPoint: p<{ last: number | null; chain: string | null; redo: number }>('SELECT (SELECT MAX(seq) FROM log) AS last, (SELECT chain FROM log WHERE seq = ?) AS chain, EXISTS (SELECT 1 FROM redo) AS redo'),
      insertSnapshot: p('INSERT INTO snapshot (seq, state, state_hash) VALUES (?, ?, ?)'),
      snapshotAt: p<StateRow>('SELECT seq, state, state_hash FROM snapshot WHERE seq = ?'),
      insertStartEntry: p('INSERT INTO start_entry (seq, options, source, map, map_hash) VALUES (?, ?, ?, ?, ?)'),
      startEntry: p<StartEntryRow>('SELECT seq, options, source, map, map_hash FROM start_entry WHERE seq = ?'),
      startEntries: p<StartEntryRow>('SELECT seq, options, source, map, map_hash FROM start_entry ORDER BY seq'),
      redoPath: p<{ step: number; seq: number }>('SELECT step, seq FROM redo ORDER BY step DESC'),
      redoDepth: p<{ n: number }>('SELECT COUNT(*) AS n FROM redo'),
      pushRedo: p('INSERT INTO redo (step, seq) VALUES (COALESCE((SELECT MAX(step) FROM redo), 0) + 1, ?)'),
      popRedo: p('DELETE FROM redo WHERE step > COALESCE((SELECT MAX(step) FROM redo), 0) - ?'),
      clearRedo: p('DELETE FROM redo'),
      snapshots: p<StateRow>('SELECT seq, state, state_hash FROM snapshot ORDER BY seq'),
      snapshotCount: p<{ n: number }>('SELECT COUNT(*) AS n FROM snapshot'),
      // Every column, so that a file being migrated (the verify of step 4 reads it) has no `base` yet.
      current: p<Omit<CurrentRow, 'base' | 'moved'> & { base?: number | null; log_seq?: number | null }>('SELECT * FROM current WHERE id = 1'),
      nearestSnapshot: db.prepare(NEAREST_SNAPSHOT).pluck(),

      insertLedger: p('INSERT INTO ledger (seq, turn, army, amount, balance, reason, note) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      ledger: p<LedgerRow>('SELECT seq, turn, army, amount, balance, reason, note FROM ledger ORDER BY id'),
      insertCorrection: p('INSERT INTO correction (id, at, kind, seq, army, amount, reason, detail, log_seq, chain) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)'),
      lastCorrection: p<{ id: number; chain: string | null }>('SELECT id, chain FROM correction ORDER BY id DESC LIMIT 1'),
      auditRows: p<AuditRow>('SELECT id, at, kind, seq, army, amount, reason, detail, log_seq, chain FROM correction ORDER BY id'),
      corrections: p<CorrectionRow>('SELECT id, at, kind, seq, army, amount, reason, detail FROM correction ORDER BY id'),
      openSession: p('INSERT INTO session (opened_at, open_seq, app_version, mode) VALUES (?, ?, ?, ?)'),
      closeSession: p('UPDATE session SET closed_at = ?, close_seq = ? WHERE id = ?'),
      sessions: p<SessionRow>('SELECT id, opened_at, open_seq, closed_at, close_seq, app_version, mode FROM session ORDER BY id'),
      previousSession: p<SessionRow>('SELECT id, opened_at, open_seq, closed_at, close_seq, app_version, mode FROM session WHERE id <> ? ORDER BY id DESC LIMIT 1'),
      getSetting: p<{ value: string }>('SELECT value FROM setting WHERE key = ?'),
      setSetting: p('INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value'),
      dataVersion: db.prepare('PRAGMA data_version').pluck(),
      schemaVersion: db.prepare('PRAGMA schema_version').pluck(),
    };
  }

  campaign(): CampaignRow | undefined {
    return this.s.campaign.get();
  }

  insertCampaign(r: CampaignRow): void {
    this.s.insertCampaign.run(r.name, r.created_at, r.app_version, r.rules_version, r.options, r.source, r.map, r.map_hash);
  }

  updateSetup(options: string, source: string, map: string, mapHash: string): void {
    this.s.updateSetup.run(options, source, map, mapHash);
  }

  rename(name: string): void {
    this.s.rename.run(name);
  }

  appendLog(r: LogRow, chain: string): void {
    this.s.insertLog.run(r.seq, r.parent, r.turn, r.army, r.commander, r.kind, r.payload, r.events, r.state_hash, r.at, chain);
  }

  /** An append's reads in one: the last seq, the chain of the entry it follows (null: none yet), a redo path to drop. */
  appendPoint(parent: number | null): { last: number | null; parentChain: string | null; redo: boolean } {
    const r = this.s.appendPoint.get(parent)!;
    return { last: r.last, parentChain: r.chain, redo: r.redo === 1 };
  }

  /** Every entry's chained hash, by seq. */
  chains(): Map<number, string | null> {
    return new Map(this.s.chains.all().map((r) => [r.seq, r.chain]));
  }

  logEntry(seq: number): LogRow | undefined {
    return this.s.logEntry.get(seq);
  }

  /** Iterate entries with after < seq ≤ upTo without loading them all at once. */
  *iterateLog(after: number, upTo: number): IterableIterator<LogRow> {
    yield* this.s.logRange.iterate(after, upTo) as IterableIterator<LogRow>;
  }

  /** Entries of the chain that ends at `head` (the head and its ancestors) with after < seq ≤ upTo, in order. */
  chainRange(head: number, after: number, upTo: number): LogRow[] {
    return this.s.chainRange.all(head, after, upTo);
  }

  /** The last start entry of the chain that ends at `head` (the start the state at `head` comes from). */
  chainStart(head: number): number | null {
    return this.s.chainStart.get(head)?.seq ?? null;
  }

  /** How many entries the chain that ends at `head` holds (the head included). */
  chainLength(head: number): number {
    return this.s.chainLength.get(head)?.n ?? 0;
  }

  /** The ledger lines of the chain that ends at `head`, of entries after `after`. */
  chainLedger(head: number, after = -1): LedgerRow[] {
    return this.s.chainLedger.all(head, after);
  }

  /** How many children each entry has (entries without any are left out). */
  childCounts(): Map<number, number> {
    return new Map(this.s.childCounts.all().map((r) => [r.parent, r.n]));
  }

  lastSeq(): number | null {
    return this.s.lastSeq.get()?.seq ?? null;
  }

  insertSnapshot(seq: number, blob: Buffer, hash: string): void {
    this.s.insertSnapshot.run(seq, blob, hash);
  }

  snapshotAt(seq: number): StateRow | undefined {
    return this.s.snapshotAt.get(seq);
  }

  insertStartEntry(r: StartEntryRow): void {
    this.s.insertStartEntry.run(r.seq, r.options, r.source, r.map, r.map_hash);
  }

  startEntry(seq: number): StartEntryRow | undefined {
    return this.s.startEntry.get(seq);
  }

  startEntries(): StartEntryRow[] {
    return this.s.startEntries.all();
  }

  /** The redo path, the next entry to redo first. */
  redoPath(): number[] {
    return this.s.redoPath.all().map((r) => r.seq);
  }

  redoDepth(): number {
    return this.s.redoDepth.get()?.n ?? 0;
  }

  /** Put entries on the redo path: the last one given is redone first. */
  pushRedo(seqs: readonly number[]): void {
    for (const seq of seqs) this.s.pushRedo.run(seq);
  }

  /** Take the next `n` entries off the redo path. */
  popRedo(n: number): void {
    this.s.popRedo.run(n);
  }

  clearRedo(): void {
    this.s.clearRedo.run();
  }

  *iterateSnapshots(): IterableIterator<StateRow> {
    yield* this.s.snapshots.iterate() as IterableIterator<StateRow>;
  }

  snapshotCount(): number {
    return this.s.snapshotCount.get()?.n ?? 0;
  }

  /**
   * The head (schema 7): the `current` row when it was written against the log as it is (or has no
   * `log_seq`: an older file, or one being migrated), else the log's last entry, appended since.
   */
  current(): CurrentRow | undefined {
    const row = this.s.current.get();
    if (!row) return undefined;
    const { seq, moved } = headOf(row, this.lastSeq());
    if (moved) return { seq, state: row.state, state_hash: row.state_hash, base: row.base ?? null, moved };
    const entry = this.logEntry(seq);
    return entry && { seq, state: null, state_hash: entry.state_hash, base: this.nearestSnapshot(seq), moved };
  }

  /** The head's seq alone (has another connection moved it?). */
  headSeq(): number | undefined {
    const row = this.s.current.get();
    return row && headOf(row, this.lastSeq()).seq;
  }

  /** Move the head (undo, redo, take-back; the first entry); `text` null: the snapshot at `base` and the entries after it. */
  setCurrent(seq: number, text: string | null, hash: string, base: number | null): void {
    this.head().set.run(seq, text, hash, base);
  }

  /** The head's statement of schema 7, prepared on first use: a store may read a file still being migrated. */
  private headStatements?: { set: Database.Statement };
  private head() {
    return (this.headStatements ??= {
      // log_seq: the log's last entry as this row is written — an entry appended later is the head.
      set: this.db.prepare(
        'INSERT INTO current (id, seq, state, state_hash, base, log_seq) VALUES (1, ?, ?, ?, ?, (SELECT MAX(seq) FROM log)) ' +
          'ON CONFLICT (id) DO UPDATE SET seq = excluded.seq, state = excluded.state, state_hash = excluded.state_hash, base = excluded.base, log_seq = excluded.log_seq',
      ),
    });
  }

  /** The nearest entry at or above `seq` on its chain that has a snapshot. */
  nearestSnapshot(seq: number): number | null {
    return (this.s.nearestSnapshot.get(seq) as number | undefined) ?? null;
  }

  addLedger(r: LedgerRow): void {
    this.s.insertLedger.run(r.seq, r.turn, r.army, r.amount, r.balance, r.reason, r.note);
  }

  ledger(): LedgerRow[] {
    return this.s.ledger.all();
  }

  /** The last audit row's id and chained hash. */
  lastCorrection(): { id: number; chain: string | null } | undefined {
    return this.s.lastCorrection.get();
  }

  addCorrection(r: AuditRow): void {
    this.s.insertCorrection.run(r.id, r.at, r.kind, r.seq, r.army, r.amount, r.reason, r.detail, r.log_seq, r.chain);
  }

  /** The audit trail with its chain (schema 4), for verify. */
  auditRows(): AuditRow[] {
    return this.s.auditRows.all();
  }

  corrections(): CorrectionRow[] {
    return this.s.corrections.all();
  }

  openSession(at: string, seq: number, appVersion: string, mode: string): number {
    return Number(this.s.openSession.run(at, seq, appVersion, mode).lastInsertRowid);
  }

  closeSession(id: number, at: string, seq: number): void {
    this.s.closeSession.run(at, seq, id);
  }

  sessions(): SessionRow[] {
    return this.s.sessions.all();
  }

  /** The latest session other than `exceptId` (pass 0 for none). */
  previousSession(exceptId: number): SessionRow | undefined {
    return this.s.previousSession.get(exceptId);
  }

  getSetting(key: string): string | undefined {
    return this.s.getSetting.get(key)?.value;
  }

  setSetting(key: string, value: string): void {
    this.s.setSetting.run(key, value);
  }

  /** The schema cookie: changes whenever any connection changes the schema (a trigger dropped, say). */
  schemaVersion(): number {
    return this.s.schemaVersion.get() as number;
  }

  /** Changes whenever another connection commits: the cue to reload the current state. */
  dataVersion(): number {
    return this.s.dataVersion.get() as number;
  }

}
