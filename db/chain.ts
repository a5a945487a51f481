/**
 * Writing the chain (schema 4, see hash.ts) for rows that have none: every row of an older file, in
 * the migration to schema 4 — and only after the file verified, so the chain vouches for facts that
 * were checked. New rows get theirs as they are written (log.ts).
 */
import type Database from 'better-sqlite3';
import { auditChainHash, entryChainHash, sha256Hex, type ChainedAudit, type ChainedEntry, type ChainedStart } from './hash';

/** The inputs of each start entry, as the chain covers them. */
export function chainedStarts(db: Database.Database): Map<number, ChainedStart> {
  const rulesVersion = (db.prepare('SELECT rules_version FROM campaign WHERE id = 1').pluck().get() as number | undefined) ?? 0;
  const rows = db.prepare('SELECT seq, options, source, map FROM start_entry').all() as { seq: number; options: string; source: string; map: string }[];
  return new Map(rows.map((r) => [r.seq, { options: r.options, source: r.source, mapHash: sha256Hex(r.map), rulesVersion }]));
}

/** Compute and store the chained hash of every log entry and audit row (the caller drops the no-update triggers). */
export function writeChains(db: Database.Database): void {
  const starts = chainedStarts(db);
  const chains = new Map<number, string>();
  const setEntry = db.prepare('UPDATE log SET chain = ? WHERE seq = ?');
  const entries = db.prepare('SELECT seq, parent, turn, army, commander, kind, payload, events, state_hash, at FROM log ORDER BY seq').all() as ChainedEntry[];
  for (const e of entries) {
    const chain = entryChainHash(e.parent === null ? null : (chains.get(e.parent) ?? null), e, starts.get(e.seq) ?? null);
    chains.set(e.seq, chain);
    setEntry.run(chain, e.seq);
  }
  let previous: string | null = null;
  const setAudit = db.prepare('UPDATE correction SET chain = ? WHERE id = ?');
  for (const a of db.prepare('SELECT id, at, kind, seq, army, amount, reason, detail, log_seq FROM correction ORDER BY id').all() as ChainedAudit[]) {
    previous = auditChainHash(previous, a);
    setAudit.run(previous, a.id);
  }
}
