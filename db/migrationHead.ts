/**
 * Schema 6 (issue 24): the `current` row is the head — its seq, its state's hash, and `base`, the
 * snapshot its state is rebuilt from — and no longer a copy of the whole state rewritten by every
 * order. The state's text (about 13 KB on the large three-army preset: four overflow pages in every
 * order's commit) goes into the file only with a snapshot, at each start and end of move; the head's
 * state is that snapshot with the head's own entries after it replayed — those entries are the
 * delta, and the log holds them anyway (main/campaign/context.ts `loadHead`). A row migrated from
 * an older file keeps its text, which is still checked and used while it is there. SQLite cannot
 * drop a NOT NULL, so the one-row table is rebuilt (nothing refers to it).
 */
import type Database from 'better-sqlite3';

/** The nearest entry at or above the one bound (the head) on its chain that has a snapshot. */
export const NEAREST_SNAPSHOT = `WITH RECURSIVE up(seq, parent, depth) AS (
  SELECT seq, parent, 0 FROM log WHERE seq = ?
  UNION ALL SELECT l.seq, l.parent, up.depth + 1 FROM log l JOIN up ON l.seq = up.parent WHERE NOT EXISTS (SELECT 1 FROM snapshot s WHERE s.seq = up.seq)
) SELECT up.seq FROM up JOIN snapshot s ON s.seq = up.seq ORDER BY up.depth LIMIT 1`;

const V6_SCHEMA = `
CREATE TABLE current_v6 (
  id         INTEGER PRIMARY KEY CHECK (id = 1),
  seq        INTEGER NOT NULL REFERENCES log (seq) DEFERRABLE INITIALLY DEFERRED,
  state      TEXT,              -- files before schema 6: the state's canonical text; since, NULL
  state_hash TEXT    NOT NULL,  -- sha256 of the canonical JSON of the head's state (map left out)
  base       INTEGER REFERENCES snapshot (seq) DEFERRABLE INITIALLY DEFERRED  -- the nearest snapshot up the head's chain
) STRICT;
INSERT INTO current_v6 (id, seq, state, state_hash) SELECT id, seq, state, state_hash FROM current;
DROP TABLE current;
ALTER TABLE current_v6 RENAME TO current;
`;

/** Step 6's work (migrations.ts lists it): the one-row table rebuilt, its head's snapshot found. */
export function headWithoutText(db: Database.Database): void {
  db.exec(V6_SCHEMA);
  const head = db.prepare('SELECT seq FROM current WHERE id = 1').pluck().get() as number | undefined;
  if (head !== undefined) db.prepare('UPDATE current SET base = ? WHERE id = 1').run(db.prepare(NEAREST_SNAPSHOT).pluck().get(head) ?? null);
}

/**
 * Schema 7 (issue 24: an order's commit is one page of the log). Three things an order no longer writes:
 * - **The head's row.** An entry appended becomes the head without touching `current`: the head is
 *   the log's last entry, unless `current.log_seq` — the log's last entry when an undo, a redo or a
 *   take-back last moved the head — is still the last (`CampaignStore.current`). An append after an
 *   undo starts a new branch at the end of the log, so it is the head again.
 * - **Its state's hash.** An order's entry keeps `state_hash` empty (`UNHASHED`): its state is the
 *   delta of its payload on its parent's, checked by its events at every replay and by the hash kept at
 *   its move's end (and at every other kind of entry). Entries written before keep their hashes.
 * - **An index leaf.** `log_by_parent` served no query that needs it: the chains walk up by seq,
 *   and verify counts the children of every entry once, in one pass over the log.
 */
const V7_SCHEMA = `
ALTER TABLE current ADD COLUMN log_seq INTEGER;
UPDATE current SET log_seq = (SELECT MAX(seq) FROM log);
DROP INDEX IF EXISTS log_by_parent;
`;

/** Step 7's work (migrations.ts lists it): the head's row says which log it was written against. */
export function headFollowsTheLog(db: Database.Database): void {
  db.exec(V7_SCHEMA);
}
