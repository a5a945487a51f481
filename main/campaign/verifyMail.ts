/**
 * `verify`'s check of the move packets' keys (schema 5) against the log: a key marked spent must
 * stand for a move the log has — the entries from its packet's position down to the end of move it
 * was spent at, every one written by a move file with that key (`note by:'mail'` with its keyId) —
 * and every entry written by a move file must name a key of this campaign that its move spent. The
 * key rows are not chained (a key is a cursor), so this is what ties them to the chained log. Keys
 * still out or replaced are checked against each other: issuing a key replaces its army's key still
 * out, in the same transaction, so a key is replaced exactly when a newer key of its army was issued
 * at that moment, and a key still out is its army's newest.
 */
import type Database from 'better-sqlite3';
import type { LogKind } from '../../db';
import { sourceOfEntry } from '../../shared/rules/polkovodets';
import { VERIFY_WORDS as W } from '../../shared/vocab';
import type { Note } from './verifyTrail';

interface EntryFacts {
  readonly parent: number | null;
  readonly kind: LogKind;
  readonly army: string | null;
  readonly payload: string;
}

interface KeyRow {
  readonly id: number;
  readonly key_id: string;
  readonly army: string;
  readonly based_seq: number;
  readonly status: string;
  readonly settled_seq: number | null;
  readonly issued_at: string;
  readonly settled_at: string | null;
}

const mailNoteOf = (payload: string): { campaign: string; keyId: string } | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload) as unknown;
  } catch {
    return null; // Reported by the replay.
  }
  const source = sourceOfEntry(parsed);
  return source.by === 'mail' ? source : null;
};

export function verifyMailKeys(db: Database.Database, entries: ReadonlyMap<number, EntryFacts>, note: Note): void {
  const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'mail_key'").get() !== undefined;
  if (!hasTable) return; // A file before schema 5 has no keys, and no entry written by a move file.
  const uid = (db.prepare('SELECT uid FROM campaign WHERE id = 1').get() as { uid: string | null } | undefined)?.uid ?? null;
  const keys = db.prepare('SELECT id, key_id, army, based_seq, status, settled_seq, issued_at, settled_at FROM mail_key ORDER BY id').all() as KeyRow[];
  const byKeyId = new Map(keys.map((k) => [k.key_id, k]));
  const entryProblem = (seq: number, detail: Parameters<Note>[0]['detail']) => note({ seq, what: 'mail', table: 'log', row: seq, detail });
  const keyProblem = (k: KeyRow, detail: Parameters<Note>[0]['detail']) => note({ seq: k.settled_seq, what: 'mail', table: 'mail_key', row: k.id, detail });

  /** The entries of the move that spent a key: from its end of move up to (not including) its packet's position. */
  const moveOf = (k: KeyRow): number[] | null => {
    if (k.settled_seq === null) return null;
    const path: number[] = [];
    let at: number | null = k.settled_seq;
    while (at !== null && at !== k.based_seq) {
      if (!entries.has(at) || at < k.based_seq) return null;
      path.push(at);
      at = entries.get(at)?.parent ?? null;
    }
    return at === k.based_seq && path.length > 0 ? path : null;
  };

  // Each entry written by a move file: a spent key of this campaign, for its army, whose move it is in.
  const moves = new Map<string, Set<number> | null>();
  for (const [seq, e] of entries) {
    const mail = mailNoteOf(e.payload);
    if (!mail) continue;
    const k = byKeyId.get(mail.keyId);
    if (mail.campaign !== uid) entryProblem(seq, W.mailOtherCampaign(seq));
    else if (!k) entryProblem(seq, W.mailNoKey(seq, mail.keyId));
    else if (k.status !== 'spent') entryProblem(seq, W.mailKeyNotSpent(seq, mail.keyId));
    else {
      if (!moves.has(k.key_id)) moves.set(k.key_id, new Set(moveOf(k) ?? []));
      if (k.army !== e.army || !moves.get(k.key_id)?.has(seq)) entryProblem(seq, W.mailOutsideMove(seq, mail.keyId));
    }
  }

  // Each spent key: its move is in the log, ends with an end of move, and was written with that key.
  for (const k of keys) {
    if (k.status !== 'spent') continue;
    const move = moveOf(k);
    const written = move?.every((seq) => {
      const e = entries.get(seq);
      return e?.army === k.army && mailNoteOf(e.payload)?.keyId === k.key_id;
    });
    if (!move || !written || entries.get(move[0])?.kind !== 'end_move') keyProblem(k, W.mailSpentWithoutMove(k.key_id, k.settled_seq));
  }

  // Keys out and replaced: replaced by the next key of its army, issued at the moment it was replaced;
  // out only while no newer key of its army exists.
  for (const k of keys) {
    const next = keys.find((n) => n.army === k.army && n.id > k.id);
    if (k.status === 'replaced' && (!next || next.issued_at !== k.settled_at)) keyProblem(k, W.mailReplacedByNone(k.key_id));
    if (k.status === 'out' && next) keyProblem(k, W.mailOutBehindNewer(k.key_id, next.key_id));
  }
}
