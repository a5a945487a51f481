/**
 * `verify`: a proof that every stored fact follows from the log. It replays every entry of the log —
 * the current chain and every branch an undo left behind — from its parent's state (a start from its
 * scenario, on the map stored for it) and compares what is stored: each entry's resulting state
 * hash, its events and ledger lines, every snapshot (its stored text too), the setup of every start,
 * the current state and head, the campaign row; it recomputes the chain (each entry's hash over its
 * parent's, its columns and a start's inputs: map, options, source), checks the audit trail
 * against the log and the cursor moves (verifyTrail.ts), and replays every referee run from its
 * input and dice. Holds are part of the state, so the state hashes cover them. The first difference
 * is reported by table and row. What it cannot detect is documented in docs/polk.md.
 */
import { UNHASHED, canonicalJson, chainedStarts, entryChainHash, inflateText, integrityCheck, isStartKind, sha256Hex, stateHash, type CampaignLog, type LogKind } from '../../db';
import type { GameEvent, GameState } from '../../shared/rules/polkovodets';
import type { CampaignContext } from './context';
import { ledgerKey, ledgerLinesOf, rulesVersionOf, startLedgerLines } from './entries';
import { applyEntry, startFromScenario } from './replay';
import type { VerifyProblem, VerifyReport, VerifyTable } from './types';
import { VERIFY_WORDS as W } from '../../shared/vocab';
import { verifyBattleRuns, verifyTrail, type Note, type NoteInput } from './verifyTrail';
import { verifyMailKeys } from './verifyMail';

const MAX_PROBLEMS = 20;

export interface VerifyOptions {
  /** Run SQLite's integrity_check (default true). */
  readonly integrity?: boolean;
  /** Check the chained hashes (default true; the migration that first writes them checks without). */
  readonly chain?: boolean;
}

/** The table a kind of difference is found in, when the check does not say. */
const TABLE_OF: Partial<Record<VerifyProblem['what'], VerifyTable>> = {
  sequence: 'log', replay_refused: 'log', state_hash: 'log', events: 'log', ledger: 'ledger', snapshot: 'snapshot', snapshot_missing: 'snapshot',
  current: 'current', start: 'start_entry', redo: 'redo', chain: 'log', correction: 'correction', battle: 'battle_run', map: 'campaign',
};

export function verifyCampaign(ctx: CampaignContext, options: VerifyOptions = {}): VerifyReport {
  return ctx.read(() => verifyLog(ctx.log, options));
}

/** Verify the campaign a log belongs to (the connection may be a file or its image in memory). */
export function verifyLog(log: CampaignLog, options: VerifyOptions = {}): VerifyReport {
  const { store, db } = log;
  return db
    .transaction((): VerifyReport => {
      const problems: VerifyProblem[] = [];
      const note: Note = (p) => {
        if (problems.length < MAX_PROBLEMS) problems.push({ ...p, detail: p.detail.en, words: p.detail, table: p.table === undefined ? (TABLE_OF[p.what] ?? null) : p.table, row: p.row === undefined ? p.seq : p.row });
      };
      const parse = (text: string, p: Omit<NoteInput, 'detail'>): unknown => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          note({ ...p, detail: W.unparsable });
          return undefined;
        }
      };
      const checkChain = options.chain !== false;
      const integrity = options.integrity === false ? 'skipped' : integrityCheck(db);
      if (integrity !== 'ok' && integrity !== 'skipped') note({ seq: null, what: 'integrity', detail: W.integrity(integrity), table: null });

      const meta = store.campaign();
      if (!meta || sha256Hex(meta.map) !== meta.map_hash) note({ seq: null, what: 'map', detail: W.mapHash });
      const rulesVersion = meta ? rulesVersionOf(meta) : undefined;
      const fallbackMap = meta ? log.mapOf(meta) : undefined;
      const starts = new Map(store.startEntries().map((s) => [s.seq, s]));
      for (const s of starts.values()) if (sha256Hex(s.map) !== s.map_hash) note({ seq: s.seq, what: 'map', table: 'start_entry', detail: W.startMapHash });
      const chainInputs = chainedStarts(db);
      const storedChains = checkChain ? store.chains() : new Map<number, string | null>();
      const chains = new Map<number, string>();
      let chainReported = false;

      const snapshots = new Map<number, { text: string | null; hash: string }>();
      for (const s of store.iterateSnapshots()) {
        let text: string | null = null;
        try {
          text = inflateText(s.state);
        } catch {
          // Reported as a snapshot that differs, at its entry.
        }
        snapshots.set(s.seq, { text, hash: s.state_hash });
      }
      const ledger = new Map<number, string[]>();
      for (const r of store.ledger()) {
        const list = ledger.get(r.seq) ?? [];
        list.push(ledgerKey(r));
        ledger.set(r.seq, list);
      }

      // The states still needed: an entry's state is kept until its last child is replayed.
      const waiting = store.childCounts();
      const head = store.current();
      const states = new Map<number, GameState>();
      const entriesBySeq = new Map<number, { parent: number | null; kind: LogKind; army: string | null; payload: string }>();
      const unreplayable = new Set<number>();
      let expectedSeq = 0;
      let entries = 0;
      for (const row of store.iterateLog(-1, Number.MAX_SAFE_INTEGER)) {
        entries++;
        entriesBySeq.set(row.seq, { parent: row.parent, kind: row.kind, army: row.army, payload: row.payload });
        if (checkChain && !chainReported) {
          const parentChain = row.parent === null ? null : (chains.get(row.parent) ?? null);
          const chain = entryChainHash(parentChain, row, isStartKind(row.kind) ? (chainInputs.get(row.seq) ?? null) : null);
          chains.set(row.seq, chain);
          const stored = storedChains.get(row.seq) ?? null;
          if (stored !== chain) {
            chainReported = true;
            note({
              seq: row.seq, what: 'chain',
              detail: stored === null
                ? W.noChain
                : isStartKind(row.kind)
                  ? W.startChain
                  : W.entryChain,
            });
          }
        }
        if (row.seq !== expectedSeq) note({ seq: row.seq, what: 'sequence', detail: W.expectedEntry(expectedSeq) });
        expectedSeq = row.seq + 1;
        if ((row.seq === 0) !== (row.parent === null) || (row.parent !== null && !entriesBySeq.has(row.parent))) {
          note({ seq: row.seq, what: 'sequence', detail: W.noEarlier(row.seq, row.parent) });
          unreplayable.add(row.seq);
          continue;
        }
        const parent = row.parent;
        const release = () => {
          if (parent === null) return;
          const left = (waiting.get(parent) ?? 1) - 1;
          waiting.set(parent, left);
          if (left <= 0 && parent !== head?.seq) states.delete(parent);
        };
        const payload = parse(row.payload, { seq: row.seq, what: 'replay_refused' });
        let state: GameState;
        let events: readonly GameEvent[];
        if (isStartKind(row.kind)) {
          if (parent !== null && !isStartKind(entriesBySeq.get(parent)?.kind ?? 'order')) note({ seq: row.seq, what: 'start', detail: W.setupAfterStart });
          const setup = starts.get(row.seq);
          if (!setup) note({ seq: row.seq, what: 'start', detail: W.noSetup });
          const start = startFromScenario(payload, setup && sha256Hex(setup.map) === setup.map_hash ? log.mapOf(setup) : fallbackMap, rulesVersion);
          release();
          if (!start.ok) {
            note({ seq: row.seq, what: 'replay_refused', detail: W.startRefused(start.error.code, start.error.field) });
            unreplayable.add(row.seq);
            continue;
          }
          ({ state, events } = start.value);
        } else {
          const before = parent === null ? undefined : states.get(parent);
          release();
          if (!before) {
            // Its parent was refused (noted there), or the log does not begin with its start.
            if (parent === null || !unreplayable.has(parent)) note({ seq: row.seq, what: 'start', detail: W.noStateBefore });
            unreplayable.add(row.seq);
            continue;
          }
          const r = applyEntry(before, row.kind, payload);
          if (!r.ok) {
            note({ seq: row.seq, what: 'replay_refused', detail: W.refused(r.error.code) });
            unreplayable.add(row.seq);
            continue;
          }
          ({ state, events } = r.value);
        }
        if ((waiting.get(row.seq) ?? 0) > 0 || row.seq === head?.seq) states.set(row.seq, state);

        // An order's entry keeps no hash since schema 7: its events (below) and its move's end check it.
        const snap = snapshots.get(row.seq);
        const unhashed = row.state_hash === UNHASHED && row.kind === 'order';
        const hash = unhashed && !snap ? null : stateHash(state, { memo: true });
        if (!unhashed && hash !== row.state_hash) note({ seq: row.seq, what: 'state_hash', detail: W.stateHash });
        if (canonicalJson(events) !== row.events) note({ seq: row.seq, what: 'events', detail: W.events });
        const expectedLedger = (isStartKind(row.kind) ? startLedgerLines(state) : ledgerLinesOf(events)).map(ledgerKey);
        if ((ledger.get(row.seq) ?? []).join('|') !== expectedLedger.join('|')) note({ seq: row.seq, what: 'ledger', detail: W.ledger });
        if (snap) {
          if (snap.text === null || sha256Hex(snap.text) !== snap.hash || snap.hash !== hash) note({ seq: row.seq, what: 'snapshot', detail: W.snapshot });
          snapshots.delete(row.seq);
        } else if (isStartKind(row.kind) || row.kind === 'end_move') {
          note({ seq: row.seq, what: 'snapshot_missing', detail: W.noSnapshot });
        }
      }
      for (const seq of snapshots.keys()) note({ seq, what: 'snapshot', detail: W.orphanSnapshot });
      for (const seq of starts.keys()) if (!isStartKind(entriesBySeq.get(seq)?.kind ?? 'order')) note({ seq, what: 'start', detail: W.orphanSetup });

      // The head's row: its hash is the replayed state's; a text (files before schema 6) must be that state's too.
      const end = head ? states.get(head.seq) : undefined;
      if (!head || !entriesBySeq.has(head.seq)) note({ seq: head?.seq ?? null, what: 'current', row: 1, detail: W.currentOff });
      else if (!end || (head.state !== null && sha256Hex(head.state) !== head.state_hash) || ((head.moved || head.state_hash !== UNHASHED) && head.state_hash !== stateHash(end))) note({ seq: head.seq, what: 'current', row: 1, detail: W.current });
      // Since schema 6 the head's row names the snapshot its state is rebuilt from: the nearest one up
      // its chain. Since 7 an entry appended after the row was written is the head, and the row is not read.
      if (head?.moved && entriesBySeq.has(head.seq) && (head.state === null || head.base !== null) && head.base !== store.nearestSnapshot(head.seq)) note({ seq: head.seq, what: 'current', row: 1, detail: W.current });
      if (head && meta) {
        const start = log.startOf(head.seq);
        if (!start || start.map_hash !== meta.map_hash || start.options !== meta.options || start.source !== meta.source) note({ seq: head.seq, what: 'map', row: 1, detail: W.setupOfHead });
      }
      let at = head?.seq ?? -1;
      for (const seq of store.redoPath()) {
        const row = store.logEntry(seq);
        if (!row || row.parent !== at) {
          note({ seq, what: 'redo', detail: W.redoPath });
          break;
        }
        at = seq;
      }
      verifyTrail(store, entriesBySeq, { head: head?.seq ?? null, redo: store.redoPath(), chain: checkChain }, note);
      verifyBattleRuns(db, note);
      verifyMailKeys(db, entriesBySeq, note);
      return { ok: problems.length === 0, entries, snapshots: store.snapshotCount(), integrity, problems };
    })
    .deferred();
}
