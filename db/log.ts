/**
 * The campaign's log as whole operations (schema 3, see migrations.ts): append an entry with its
 * ledger lines, snapshot, audit row and the new current state; move the head (undo, redo) with its
 * redo path and audit row; read the current chain. Each write runs in one transaction (a savepoint
 * when the caller has one open already, as the campaign service does around its checks).
 * No rules here: the caller has applied the action; this only writes what it was given.
 */
import type Database from 'better-sqlite3';
import type { Army, GameEvent, MapDef } from '../shared/rules/polkovodets';
import { FileProblem } from './errors';
import { auditChainHash, canonicalJson, entryChainHash, sha256Hex } from './hash';
import { deflateText, parseStored, type PackedState } from './snapshot';
import { CampaignStore, UNHASHED, isStartKind, type CampaignRow, type CorrectionKind, type LedgerReason, type LedgerRow, type LogKind, type LogRow, type StartEntryRow } from './store';

/** A ledger line of a new entry (half-depots). */
export interface NewLedgerLine {
  readonly army: Army;
  readonly amount: number;
  readonly balance: number;
  readonly reason: LedgerReason;
  readonly note: string | null;
}

/** An audit row that goes with a write (its seq is the head the write leaves). */
export interface NewAudit {
  readonly kind: CorrectionKind;
  readonly army?: string | null;
  readonly amount?: number | null;
  readonly reason?: string | null;
  readonly detail: unknown;
}

/** The setup a start entry begins with: options, source and map, as canonical JSON. */
export interface NewStart {
  readonly options: string;
  readonly source: string;
  readonly map: string;
}

export interface NewEntry {
  readonly kind: LogKind;
  readonly turn: number;
  readonly army: Army;
  readonly commander: string | null;
  readonly payload: unknown;
  readonly events: readonly GameEvent[];
  /** The resulting state. */
  readonly state: PackedState;
  readonly at: string;
  readonly ledger: readonly NewLedgerLine[];
  /** Store a snapshot of the resulting state (every start and end of move). */
  readonly snapshot: boolean;
  /** For a start entry: its setup (the campaign row takes it too). */
  readonly start?: NewStart;
  readonly audit?: NewAudit;
}

/** Where the head goes and how the redo path changes on the way. */
export interface HeadMove {
  readonly to: number;
  /** The hash of the state at `to` (the head's row keeps no text since schema 6, and an order's entry no hash since 7). */
  readonly hash: string;
  readonly at: string;
  /** Undo: the entries passed, head first (the last of them is redone first). Redo: how many were taken. */
  readonly redo: { readonly push: readonly number[] } | { readonly pop: number };
  readonly audit: NewAudit;
}

export class CampaignLog {
  readonly store: CampaignStore;
  private readonly maps = new Map<string, MapDef>();

  /** append's transaction, built once: better-sqlite3 builds four wrappers for every `transaction` call. */
  private readonly appendTx: (parent: number | null, e: NewEntry) => number;

  constructor(readonly db: Database.Database) {
    this.store = new CampaignStore(db);
    this.appendTx = db.transaction((parent: number | null, e: NewEntry) => this.writeEntry(parent, e));
  }

  meta(): CampaignRow | undefined {
    return this.store.campaign();
  }

  entry(seq: number): LogRow | undefined {
    return this.store.logEntry(seq);
  }

  /** The entries of the chain that ends at `head`, with after < seq ≤ upTo, in order. */
  chain(head: number, after = -1, upTo = Number.MAX_SAFE_INTEGER): LogRow[] {
    return this.store.chainRange(head, after, upTo);
  }

  /** How many steps back the chain that ends at `head` reaches (0 at the first entry). */
  depth(head: number): number {
    return this.store.chainLength(head) - 1;
  }

  /** `n` entries from `seq` up its chain, `seq` first (fewer when the first entry is reached). */
  ancestors(seq: number, n: number): LogRow[] {
    const out: LogRow[] = [];
    let row = this.store.logEntry(seq);
    while (row && out.length < n) {
      out.push(row);
      row = row.parent === null ? undefined : this.store.logEntry(row.parent);
    }
    return out;
  }

  /** The setup of the start the state at `seq` comes from. */
  startOf(seq: number): StartEntryRow | undefined {
    const start = this.store.chainStart(seq);
    return start === null ? undefined : this.store.startEntry(start);
  }

  /** A start's map, parsed once per map. */
  mapOf(start: Pick<StartEntryRow, 'map' | 'map_hash'>): MapDef {
    let map = this.maps.get(start.map_hash);
    if (!map) {
      map = parseStored<MapDef>(start.map, { table: 'start_entry', column: 'map' });
      if (!looksLikeMap(map)) throw new FileProblem('file/damaged', '', { table: 'start_entry', column: 'map', what: 'not a map' });
      this.maps.set(start.map_hash, map);
    }
    return map;
  }

  /** The redo path, the next entry to redo first. */
  redoPath(): number[] {
    return this.store.redoPath();
  }

  /** Make a new campaign: its row and its first entry (the start). */
  create(row: Omit<CampaignRow, 'map_hash' | 'options' | 'source' | 'map'>, first: NewEntry & { start: NewStart }): void {
    const map_hash = sha256Hex(first.start.map);
    this.db.transaction(() => {
      this.store.insertCampaign({ ...row, ...first.start, map_hash });
      this.append(null, first);
    })();
  }

  /**
   * Append an entry as a child of `parent` (the head): the log row, its ledger lines, its snapshot,
   * a start's setup, its audit row, and the head moves to it; the redo path is dropped (a new action
   * after an undo starts a new branch). Returns the entry's seq.
   */
  append(parent: number | null, e: NewEntry): number {
    // Inside the caller's transaction (the campaign's every write) its all-or-nothing is this one's:
    // a savepoint of its own would cost two more statements on every order.
    return this.db.inTransaction ? this.writeEntry(parent, e) : this.appendTx(parent, e);
  }

  private writeEntry(parent: number | null, e: NewEntry): number {
    if (e.state.hash === UNHASHED && e.kind !== 'order') throw new Error(`CampaignLog.append: a ${e.kind} entry without its state's hash`);
    const point = this.store.appendPoint(parent);
    const seq = (point.last ?? -1) + 1;
    const row: LogRow = { seq, parent, turn: e.turn, army: e.army, commander: e.commander, kind: e.kind, payload: canonicalJson(e.payload), events: canonicalJson(e.events), state_hash: e.state.hash, at: e.at };
    const start = e.start ? { options: e.start.options, source: e.start.source, mapHash: sha256Hex(e.start.map), rulesVersion: this.store.campaign()?.rules_version ?? 0 } : null;
    this.store.appendLog(row, entryChainHash(point.parentChain, row, start));
    for (const l of e.ledger) this.store.addLedger({ seq, turn: e.turn, ...l });
    if (e.snapshot) {
      if (!e.state.bytes) throw new Error('CampaignLog.append: a snapshot entry packed without its bytes');
      this.store.insertSnapshot(seq, deflateText(e.state.bytes), e.state.hash);
    }
    if (e.start) {
      if (!isStartKind(e.kind)) throw new Error(`CampaignLog.append: a setup given with a ${e.kind} entry`);
      const map_hash = sha256Hex(e.start.map);
      this.store.insertStartEntry({ seq, ...e.start, map_hash });
      this.store.updateSetup(e.start.options, e.start.source, e.start.map, map_hash);
    }
    if (e.audit) this.addAudit(e.audit, seq, e.at);
    if (point.redo) this.store.clearRedo();
    // The entry is the head: the log's last (schema 7). Only the first entry writes the head's row.
    if (parent === null) this.store.setCurrent(seq, null, e.state.hash, e.snapshot ? seq : null);
    return seq;
  }

  /** Move the head (undo, redo) to an entry already in the log; the campaign row follows its start. */
  moveHead(move: HeadMove): void {
    this.db.transaction(() => {
      if ('push' in move.redo) this.store.pushRedo(move.redo.push);
      else this.store.popRedo(move.redo.pop);
      const start = this.startOf(move.to);
      const meta = this.store.campaign();
      if (start && meta && (start.map_hash !== meta.map_hash || start.options !== meta.options || start.source !== meta.source)) {
        this.store.updateSetup(start.options, start.source, start.map, start.map_hash);
      }
      this.addAudit(move.audit, move.to, move.at);
      this.store.setCurrent(move.to, null, move.hash, this.store.nearestSnapshot(move.to));
    })();
  }

  /** The ledger lines of the chain that ends at `head`, of entries after `after`. */
  chainLedger(head: number, after = -1): LedgerRow[] {
    return this.store.chainLedger(head, after);
  }

  private addAudit(a: NewAudit, seq: number, at: string): void {
    const last = this.store.lastCorrection();
    const row = { id: (last?.id ?? 0) + 1, at, kind: a.kind, seq, army: a.army ?? null, amount: a.amount ?? null, reason: a.reason ?? null, detail: canonicalJson(a.detail), log_seq: this.store.lastSeq() };
    this.store.addCorrection({ ...row, chain: auditChainHash(last?.chain ?? null, row) });
  }
}

/** The shape a stored map must have before the engine may read it (its contents are verify's). */
function looksLikeMap(m: unknown): m is MapDef {
  if (typeof m !== 'object' || m === null) return false;
  const map = m as Partial<Record<keyof MapDef, unknown>>;
  return Number.isSafeInteger(map.width) && Number.isSafeInteger(map.height) && Array.isArray(map.rows) && map.rows.every((r) => typeof r === 'string') && Array.isArray(map.fortresses);
}
