/**
 * The parts of `verify` beside the replay of the log: the audit trail (its chain; every depot
 * correction and setup edit of the log with exactly its audit row; the undo and redo rows replayed
 * as cursor moves between the entries, which must bring the head and the redo path to where the
 * file has them) and the referee's battle runs (each replayed from its input and its dice or seed).
 */
import type Database from 'better-sqlite3';
import { auditChainHash, canonicalJson, type AuditRow, type CampaignStore, type LogKind } from '../../db';
import { referee, type DiceSource } from '../../shared/rules/referee';
import { sameJudgement } from '../../shared/rules/referee/judgement';
import { VERIFY_WORDS as W, type Bilingual } from '../../shared/vocab';
import type { VerifyProblem } from './types';

/** A difference as a check notes it: its words in both languages (the detail is their English). */
export type NoteInput = Omit<VerifyProblem, 'detail' | 'words'> & { readonly detail: Bilingual };
export type Note = (p: NoteInput) => void;

interface EntryFacts {
  readonly parent: number | null;
  readonly kind: LogKind;
  readonly payload: string;
}

const parsed = (text: string | null): unknown => {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

export function verifyTrail(store: CampaignStore, entries: ReadonlyMap<number, EntryFacts>, where: { head: number | null; redo: readonly number[]; chain: boolean }, note: Note): void {
  const rows = store.auditRows();
  const problem = (a: AuditRow | null, seq: number | null, detail: Bilingual) => note({ seq, what: 'correction', table: 'correction', row: a?.id ?? null, detail });

  // Every depot correction and setup edit of the log has its one audit row, and says the same. Rows
  // written before schema 4 (no log_seq) may name a seq that an undo of schema 1 or 2 deleted and a
  // later entry took again: for them it is enough that one of them matches.
  const anchored = new Map<number, AuditRow[]>();
  for (const a of rows) {
    if (a.kind !== 'depots' && a.kind !== 'setup') continue;
    const list = anchored.get(a.seq) ?? [];
    list.push(a);
    anchored.set(a.seq, list);
    const entry = entries.get(a.seq);
    const kind = a.kind === 'depots' ? 'correction' : 'setup';
    if (a.log_seq !== null && (!entry || entry.kind !== kind)) problem(a, a.seq, W.auditWithoutEntry(a.kind, kind));
  }
  const matches = (e: EntryFacts, a: AuditRow): boolean => {
    if (e.kind === 'setup') return a.kind === 'setup';
    const p = parsed(e.payload) as { army?: unknown; halfDepots?: unknown; reason?: unknown } | undefined;
    return a.kind === 'depots' && !!p && p.army === a.army && p.halfDepots === a.amount && p.reason === a.reason;
  };
  for (const [seq, e] of entries) {
    if (e.kind !== 'correction' && e.kind !== 'setup') continue;
    const found = (anchored.get(seq) ?? []).filter((a) => a.kind === (e.kind === 'setup' ? 'setup' : 'depots'));
    const current = found.filter((a) => a.log_seq !== null);
    const what = e.kind === 'setup' ? 'setup' : 'correction';
    if (current.length > 1) problem(current[1], seq, W.auditRows(seq, current.length));
    else if (current.length === 1 && !matches(e, current[0])) problem(current[0], seq, W.auditDiffers(what, seq));
    else if (current.length === 0 && !found.some((a) => matches(e, a))) problem(found[0] ?? null, seq, found.length ? W.auditDiffers(what, seq) : W.auditMissing(what, seq));
  }

  // The chain of the audit trail.
  if (where.chain) {
    let previous: string | null = null;
    for (const a of rows) {
      previous = auditChainHash(previous, a);
      if (a.chain !== previous) {
        note({ seq: a.seq, what: 'chain', table: 'correction', row: a.id, detail: a.chain === null ? W.auditNoChain : W.auditChain });
        break;
      }
    }
  }

  // The cursor: undo and redo rows replayed between the entries. Rows written before schema 4 do not
  // say where they stand among the entries; a trail that holds any is checked only by the above.
  const moves = rows.filter((a) => a.kind === 'undo' || a.kind === 'redo');
  if (moves.some((a) => a.log_seq === null)) return;
  const after = new Map<number, AuditRow[]>();
  for (const m of moves) {
    const list = after.get(m.log_seq as number) ?? [];
    list.push(m);
    after.set(m.log_seq as number, list);
  }
  let head: number | null = null;
  let redo: number[] = [];
  for (const [seq, e] of entries) {
    if (e.parent !== head) {
      problem(null, seq, W.appendedElsewhere(seq, e.parent, head));
      return;
    }
    head = seq;
    redo = [];
    for (const m of after.get(seq) ?? []) {
      const detail = parsed(m.detail) as { from?: unknown; to?: unknown } | undefined;
      if (!detail || detail.from !== head || detail.to !== m.seq) {
        problem(m, m.seq, W.moveNotAtHead(m.kind, head));
        return;
      }
      if (m.kind === 'undo') {
        const passed: number[] = [];
        let at: number | null = head;
        while (at !== null && at !== m.seq) {
          passed.push(at);
          at = entries.get(at)?.parent ?? null;
        }
        if (at === null || passed.length === 0) {
          problem(m, m.seq, W.undoNotBefore(m.seq, head));
          return;
        }
        redo.push(...passed);
      } else {
        while (head !== m.seq) {
          const next = redo.pop();
          if (next === undefined || entries.get(next)?.parent !== head) {
            problem(m, m.seq, W.redoOffPath(m.seq));
            return;
          }
          head = next;
        }
      }
      head = m.seq;
    }
  }
  if (head !== where.head) problem(null, where.head, W.trailHead(head, where.head));
  else if (canonicalJson([...redo].reverse()) !== canonicalJson(where.redo)) note({ seq: where.head, what: 'redo', table: 'redo', row: null, detail: W.trailRedo });
}

interface RunRow {
  readonly id: number;
  readonly battle_id: number;
  readonly seq: number;
  readonly ruleset: string;
  readonly procedure: string;
  readonly input: string;
  readonly dice_kind: string;
  readonly dice: string | null;
  readonly seed: number | null;
  readonly result: string;
}

/** Every referee run replayed from its input and its dice (typed or seeded), against its stored result. */
export function verifyBattleRuns(db: Database.Database, note: Note): void {
  const runs = db.prepare('SELECT id, battle_id, seq, ruleset, procedure, input, dice_kind, dice, seed, result FROM battle_run ORDER BY battle_id, seq').all() as RunRow[];
  const problem = (r: RunRow, detail: Bilingual) => note({ seq: null, what: 'battle', table: 'battle_run', row: r.id, detail: W.run(r.battle_id, r.seq, detail) });
  let battle = -1;
  let expected = 1;
  for (const r of runs) {
    if (r.battle_id !== battle) {
      battle = r.battle_id;
      expected = 1;
    }
    if (r.seq !== expected) problem(r, W.runGap(expected));
    expected = r.seq + 1;
    const input = parsed(r.input);
    const values = parsed(r.dice);
    const dice: DiceSource | null =
      r.dice_kind === 'typed' && Array.isArray(values) ? { kind: 'typed', values: values as number[] } : r.dice_kind === 'seeded' && r.seed !== null ? { kind: 'seeded', seed: r.seed } : null;
    if (input === undefined || !dice) {
      problem(r, W.runUnreadable);
      continue;
    }
    const replayed = referee(r.ruleset, r.procedure, input, dice);
    const stored = parsed(r.result);
    if (!replayed.ok) problem(r, W.runRefused(replayed.error.code));
    // The judgement (dice, modifiers, outcome, seed), not the words: a later console words a result better.
    else if (stored === undefined || !sameJudgement(replayed.result, stored)) problem(r, W.runDiffers);
  }
}
