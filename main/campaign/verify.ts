/**
 * `verify`: replay every entry of the log — the current chain and every branch an undo left behind
 * — from its parent's state (a start from its scenario, on the map stored for it) and compare every
 * stored hash: each entry's resulting state, its events and ledger lines, every snapshot (its stored
 * text too), the setup of every start, the current state, the campaign row and the redo path.
 */
import { canonicalJson, inflateText, integrityCheck, isStartKind, sha256Hex, stateHash, type LogKind } from '../../db';
import type { GameEvent, GameState } from '../../shared/rules/polkovodets';
import type { CampaignContext } from './context';
import { ledgerKey, ledgerLinesOf, rulesVersionOf, startLedgerLines } from './entries';
import { applyEntry, startFromScenario } from './replay';
import type { VerifyProblem, VerifyReport } from './types';

const MAX_PROBLEMS = 20;

export function verifyCampaign(ctx: CampaignContext, options: { integrity?: boolean } = {}): VerifyReport {
  const { store } = ctx.log;
  return ctx.read(() =>
    ctx.db
      .transaction((): VerifyReport => {
        const problems: VerifyProblem[] = [];
        const note = (p: VerifyProblem) => {
          if (problems.length < MAX_PROBLEMS) problems.push(p);
        };
        const integrity = options.integrity === false ? 'skipped' : integrityCheck(ctx.db);
        if (integrity !== 'ok' && integrity !== 'skipped') note({ seq: null, what: 'integrity', detail: integrity });

        const meta = store.campaign();
        if (!meta || sha256Hex(meta.map) !== meta.map_hash) note({ seq: null, what: 'map', detail: 'the stored map does not match its hash' });
        const rulesVersion = meta ? rulesVersionOf(meta) : undefined;
        const starts = new Map(store.startEntries().map((s) => [s.seq, s]));
        for (const s of starts.values()) if (sha256Hex(s.map) !== s.map_hash) note({ seq: s.seq, what: 'map', detail: 'the map stored for this start does not match its hash' });

        const snapshots = new Map<number, { text: string; hash: string }>();
        for (const s of store.iterateSnapshots()) snapshots.set(s.seq, { text: inflateText(s.state), hash: s.state_hash });
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
        const kinds = new Map<number, LogKind>();
        const unreplayable = new Set<number>();
        let expectedSeq = 0;
        let entries = 0;
        for (const row of store.iterateLog(-1, Number.MAX_SAFE_INTEGER)) {
          entries++;
          kinds.set(row.seq, row.kind);
          if (row.seq !== expectedSeq) note({ seq: row.seq, what: 'sequence', detail: `expected entry ${expectedSeq}` });
          expectedSeq = row.seq + 1;
          if ((row.seq === 0) !== (row.parent === null) || (row.parent !== null && !kinds.has(row.parent))) {
            note({ seq: row.seq, what: 'sequence', detail: `entry ${row.seq} does not follow an earlier entry (parent ${row.parent})` });
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
          let state: GameState;
          let events: readonly GameEvent[];
          if (isStartKind(row.kind)) {
            if (parent !== null && !isStartKind(kinds.get(parent) ?? 'order')) note({ seq: row.seq, what: 'start', detail: 'a setup edit after the game had begun' });
            const setup = starts.get(row.seq);
            if (!setup) note({ seq: row.seq, what: 'start', detail: 'no setup stored for this start' });
            const start = startFromScenario(JSON.parse(row.payload), setup ? ctx.log.mapOf(setup) : ctx.map, rulesVersion);
            release();
            if (!start.ok) {
              note({ seq: row.seq, what: 'replay_refused', detail: `${start.error.code} (${start.error.field})` });
              unreplayable.add(row.seq);
              continue;
            }
            ({ state, events } = start.value);
          } else {
            const before = parent === null ? undefined : states.get(parent);
            release();
            if (!before) {
              // Its parent was refused (noted there), or the log does not begin with its start.
              if (parent === null || !unreplayable.has(parent)) note({ seq: row.seq, what: 'start', detail: 'the entry before it has no state' });
              unreplayable.add(row.seq);
              continue;
            }
            const r = applyEntry(before, row.kind, JSON.parse(row.payload));
            if (!r.ok) {
              note({ seq: row.seq, what: 'replay_refused', detail: r.error.code });
              unreplayable.add(row.seq);
              continue;
            }
            ({ state, events } = r.value);
          }
          if ((waiting.get(row.seq) ?? 0) > 0 || row.seq === head?.seq) states.set(row.seq, state);

          const hash = stateHash(state, { memo: true });
          if (hash !== row.state_hash) note({ seq: row.seq, what: 'state_hash', detail: 'the replayed state differs from the one recorded' });
          if (canonicalJson(events) !== row.events) note({ seq: row.seq, what: 'events', detail: 'the replayed events differ from the ones recorded' });
          const expectedLedger = (isStartKind(row.kind) ? startLedgerLines(state) : ledgerLinesOf(events)).map(ledgerKey);
          if ((ledger.get(row.seq) ?? []).join('|') !== expectedLedger.join('|')) note({ seq: row.seq, what: 'ledger', detail: 'the depot ledger differs from the replayed depot changes' });
          const snap = snapshots.get(row.seq);
          if (snap) {
            if (sha256Hex(snap.text) !== snap.hash || snap.hash !== hash) note({ seq: row.seq, what: 'snapshot', detail: 'the stored snapshot differs from the replayed state' });
            snapshots.delete(row.seq);
          } else if (isStartKind(row.kind) || row.kind === 'end_move') {
            note({ seq: row.seq, what: 'snapshot_missing', detail: 'no snapshot stored for this end of move' });
          }
        }
        for (const seq of snapshots.keys()) note({ seq, what: 'snapshot', detail: 'a snapshot without its log entry' });
        for (const seq of starts.keys()) if (!isStartKind(kinds.get(seq) ?? 'order')) note({ seq, what: 'start', detail: 'a stored setup without its start entry' });

        const end = head ? states.get(head.seq) : undefined;
        if (!head || !kinds.has(head.seq)) note({ seq: head?.seq ?? null, what: 'current', detail: 'the current state is not at an entry of the log' });
        else if (!end || sha256Hex(head.state) !== head.state_hash || head.state_hash !== stateHash(end)) note({ seq: head.seq, what: 'current', detail: 'the current state differs from the replayed one' });
        if (head && meta) {
          const start = ctx.log.startOf(head.seq);
          if (!start || start.map_hash !== meta.map_hash || start.options !== meta.options || start.source !== meta.source) note({ seq: head.seq, what: 'map', detail: "the campaign's setup is not the one of the head's start" });
        }
        let at = head?.seq ?? -1;
        for (const seq of store.redoPath()) {
          const row = store.logEntry(seq);
          if (!row || row.parent !== at) {
            note({ seq, what: 'redo', detail: 'the redo path does not lead down from the head' });
            break;
          }
          at = seq;
        }
        return { ok: problems.length === 0, entries, snapshots: store.snapshotCount(), integrity, problems };
      })
      .deferred(),
  );
}
