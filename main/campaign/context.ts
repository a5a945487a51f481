/**
 * What every room of an open campaign shares: its connection and log, the head (the current state,
 * kept in memory and checked against the file), the map and the name, and the two ways a call meets
 * a file problem — a failure value for actions (`guard`), a thrown FileProblem for reads (`read`).
 * Another connection (another window, `polk`) may write the same file: `refresh` and `syncHead`
 * notice and reload.
 */
import type Database from 'better-sqlite3';
import { CampaignLog, FileProblem, StateBytes, UNHASHED, asFileProblem, canonicalJson, decodeStored, missingSafeguards, inflateText, isStartKind, packState, parseStored, sha256Hex, stateFromText, type LogKind, type LogRow, type StateRow } from '../../db';
import type { GameState, MapDef } from '../../shared/rules/polkovodets';
import { fileFailed, type Outcome } from './failure';
import { applyEntry } from './replay';
import type { ServiceOptions } from './types';

/** The service an open campaign belongs to: its options, clock and where warnings go. */
export interface ServiceHost {
  readonly options: ServiceOptions;
  now(): Date;
  warn(problem: FileProblem): void;
  /** The newest good backup goes into the detail of failures a backup can help with. */
  withBackupOffer(problem: FileProblem): FileProblem;
}

/** The head of the log: the entry the current state comes from. */
export interface Head {
  readonly seq: number;
  readonly parent: number | null;
  readonly kind: LogKind;
  readonly state: GameState;
  /** The state's hash; null after an order, whose entry keeps none (schema 7): `hashOf` makes it. */
  readonly hash: string | null;
}

export class CampaignContext {
  readonly log: CampaignLog;
  /** The map of the head's start (and its hash, to notice when an undo or redo changed it). */
  map: MapDef;
  mapHash: string;
  name: string;
  head: Head;
  /** The canonical bytes of the parts of the states this campaign hashes, reused from one order to the next. */
  readonly stateBytes = new StateBytes();
  closed = false;
  /** Called after every change worth showing in the recent list (set by the campaign). */
  touched: () => void = () => {};
  private dataVersion: number;
  /** The schema cookie the safeguards were last found whole at (any DDL, by any connection, bumps it). */
  private safeguardsWholeAt: number | null = null;
  /** `data_version` when `syncHead` last found the file whole and the head its own (null: not yet). */
  private syncedAt: number | null = null;
  /** The write transaction, built once: better-sqlite3 builds four wrappers for every `transaction` call. */
  private readonly writeTx: Database.Transaction<(fn: () => unknown) => unknown>;

  constructor(
    readonly service: ServiceHost,
    readonly path: string,
    readonly db: Database.Database,
    checkCurrent: boolean,
  ) {
    this.log = new CampaignLog(db);
    this.writeTx = db.transaction((fn: () => unknown) => fn());
    const meta = this.log.meta();
    if (!meta) throw new FileProblem('file/inconsistent', path, { seq: 0, reason: 'no campaign row' });
    this.map = decodeStored({ table: 'campaign', column: 'map' }, () => this.log.mapOf(meta));
    this.mapHash = meta.map_hash;
    this.name = meta.name;
    this.head = this.loadHead(checkCurrent);
    this.dataVersion = this.log.store.dataVersion();
    this.openedAtVersion = this.dataVersion;
  }

  /** `data_version` when the file was opened: what another process's commit is told from (watch.ts). */
  readonly openedAtVersion: number;

  /** The time to record, as ISO text. */
  now(): string {
    return this.service.now().toISOString();
  }

  /** `fn` in one IMMEDIATE transaction (the write lock taken at once): all of it is written, or nothing. */
  immediate<T>(fn: () => T): T {
    return this.writeTx.immediate(fn) as T;
  }

  /** Another connection committed: reload what may have changed. */
  refresh(): void {
    if (this.closed) throw new Error('Campaign: used after close');
    try {
      const version = this.log.store.dataVersion();
      if (version === this.dataVersion) return;
      this.dataVersion = version;
      this.reloadMeta();
      this.head = this.loadHead(true);
    } catch (e) {
      const problem = asFileProblem(e, this.path);
      throw problem ? this.service.withBackupOffer(problem) : e;
    }
  }

  /** Inside a write transaction: make sure the file may be written, and the head is its latest. */
  syncHead(): void {
    if (this.closed) throw new Error('Campaign: used after close');
    // `data_version` moves only when another connection commits: while it stays, the schema and the
    // head are the ones this connection last found or wrote, and one read of it is the whole check.
    // The mark is `syncedAt`, not `refresh`'s `dataVersion`: `refresh` takes in another connection's
    // commit without checking the schema, so its mark cannot stand for this check.
    const version = this.log.store.dataVersion();
    if (version === this.syncedAt) return;
    // A file whose append-only triggers were dropped was tampered with: readable, verifiable, never written.
    // The check reads sqlite_master; it runs again only when the schema cookie moved (a dropped trigger moves it).
    const schemaVersion = this.log.store.schemaVersion();
    if (schemaVersion !== this.safeguardsWholeAt) {
      const unsafe = missingSafeguards(this.db, this.path, this.service.options.migrations);
      if (unsafe) throw unsafe;
      this.safeguardsWholeAt = schemaVersion;
    }
    // A seq names one entry for good (the log only grows), so the same seq is the same head.
    if (this.log.store.headSeq() !== this.head.seq) {
      this.reloadMeta();
      this.head = this.loadHead(true);
    }
    this.syncedAt = version;
  }

  /**
   * A head's state hash, made from its state when its entry keeps none (an order's, schema 7: a move
   * packet names it); the campaign's own head keeps it once made.
   */
  hashOf(head: Head = this.head): string {
    if (head.hash !== null) return head.hash;
    const { hash } = packState(head.state, { cache: this.stateBytes });
    if (head === this.head) this.head = { ...head, hash };
    return hash;
  }

  /** After the head moved (or another writer moved it): the name and the map of the head's start. */
  reloadMeta(): void {
    const meta = this.log.meta();
    if (!meta) throw new FileProblem('file/inconsistent', this.path, { seq: 0, reason: 'no campaign row' });
    this.name = meta.name;
    if (this.mapHash !== meta.map_hash) {
      this.map = decodeStored({ table: 'campaign', column: 'map' }, () => this.log.mapOf(meta));
      this.mapHash = meta.map_hash;
    }
  }

  /**
   * Load the head's state, checking it against the head's log entry. Since schema 6 the head's row
   * holds no text: the state is the nearest snapshot up its chain with the entries after it replayed
   * (`reconstruct`, which checks the hash it reaches). A row of an older file keeps its text, used
   * and checked while it is there.
   */
  loadHead(check: boolean): Head {
    const row = this.log.store.current();
    if (!row) throw new FileProblem('file/inconsistent', this.path, { seq: 0, reason: 'no current state' });
    const entry = this.log.entry(row.seq);
    // An order's entry keeps no hash (schema 7): then only the row's own, checked by the replay.
    if (!entry || (check && entry.state_hash !== UNHASHED && entry.state_hash !== row.state_hash)) throw this.service.withBackupOffer(new FileProblem('file/inconsistent', this.path, { seq: row.seq }));
    // A moved head's row keeps its hash (an order's too): checked, unless opening for verify (which reports it).
    if (row.state === null) return this.reconstruct(row.seq, { skipDamaged: !check, hash: row.moved && check ? row.state_hash : undefined, events: check });
    if (typeof row.state !== 'string') throw this.damaged({ table: 'current', column: 'state', seq: row.seq }, 'not text');
    if (check && sha256Hex(row.state) !== row.state_hash) throw this.service.withBackupOffer(new FileProblem('file/inconsistent', this.path, { seq: row.seq }));
    const state = decodeStored({ table: 'current', column: 'state', seq: row.seq }, () => stateFromText(row.state as string, this.map));
    return { seq: row.seq, parent: entry.parent, kind: entry.kind, state, hash: row.state_hash };
  }

  /**
   * The state after any entry: the nearest snapshot up its chain, then the entries after it.
   * `skipDamaged` (opening for verify): a snapshot that does not read back is passed over for an
   * earlier one, so the file opens and verify reports the snapshot instead of refusing the file.
   * The state reached is checked against `hash` (the head's row), else its entry's; an order's entry
   * keeps none (schema 7), so each order replayed must give the events it logged (unless `events` is
   * false: opening for verify, which reports them).
   */
  reconstruct(seq: number, options: { skipDamaged?: boolean; hash?: string; events?: boolean } = {}): Head & { readonly hash: string } {
    const target = this.log.entry(seq);
    if (!target) throw new FileProblem('file/inconsistent', this.path, { seq, reason: 'no entry' });
    const after: LogRow[] = [];
    let row: LogRow | undefined = target;
    let state: GameState | null = null;
    while (!state) {
      if (!row) throw new FileProblem('file/inconsistent', this.path, { seq, reason: 'no snapshot' });
      const snap = this.log.store.snapshotAt(row.seq);
      if (snap) {
        try {
          state = this.snapshotState(snap);
        } catch (e) {
          // A start's state comes only from its snapshot; any other entry can be replayed from an earlier one.
          if (!options.skipDamaged || isStartKind(row.kind) || !asFileProblem(e, this.path)) throw e;
        }
      }
      if (!state) {
        after.push(row);
        row = row.parent === null ? undefined : this.log.entry(row.parent);
      }
    }
    for (const entry of after.reverse()) {
      if (isStartKind(entry.kind)) throw new FileProblem('file/inconsistent', this.path, { seq: entry.seq, reason: 'start without snapshot' });
      const r = applyEntry(state, entry.kind, parseStored(entry.payload, { table: 'log', column: 'payload', seq: entry.seq }));
      if (!r.ok) throw new FileProblem('file/inconsistent', this.path, { seq: entry.seq, reason: r.error.code });
      if (options.events !== false && entry.state_hash === UNHASHED && canonicalJson(r.value.events) !== entry.events) throw new FileProblem('file/inconsistent', this.path, { seq: entry.seq, reason: 'events' });
      state = r.value.state;
    }
    const { hash } = packState(state, { cache: this.stateBytes });
    const expected = options.hash ?? target.state_hash;
    if (expected !== UNHASHED && hash !== expected) throw new FileProblem('file/inconsistent', this.path, { seq, reason: 'replay' });
    return { seq, parent: target.parent, kind: target.kind, state, hash };
  }

  /** A snapshot's state, checked against its hash, on the map of its start. */
  private snapshotState(snap: StateRow): GameState {
    const at = { table: 'snapshot', column: 'state', seq: snap.seq };
    const text = decodeStored(at, () => inflateText(snap.state));
    if (sha256Hex(text) !== snap.state_hash) throw new FileProblem('file/inconsistent', this.path, { seq: snap.seq, reason: 'snapshot' });
    const start = this.log.startOf(snap.seq);
    const map = start ? decodeStored({ table: 'start_entry', column: 'map', seq: start.seq }, () => this.log.mapOf(start)) : this.map;
    return decodeStored(at, () => stateFromText(text, map));
  }

  /** Run an action; a file problem becomes a failure value, anything else (a bug) is thrown. */
  guard<T>(fn: () => Outcome<T>, file = this.path): Outcome<T> {
    try {
      return fn();
    } catch (e) {
      const problem = asFileProblem(e, file);
      if (!problem) throw e;
      return fileFailed(this.service.withBackupOffer(problem));
    }
  }

  /** A stored value that is not what the console wrote, with the newest good backup offered. */
  damaged(place: { table: string; column?: string; seq?: number }, what: string): FileProblem {
    return this.service.withBackupOffer(new FileProblem('file/damaged', this.path, { ...place, what }));
  }

  /** Run a read; a file problem is thrown as a FileProblem (reads have no failure value). */
  read<T>(fn: () => T): T {
    try {
      this.refresh();
      return fn();
    } catch (e) {
      const problem = asFileProblem(e, this.path);
      throw problem ? this.service.withBackupOffer(problem) : e;
    }
  }
}
