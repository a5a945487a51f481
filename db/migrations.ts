/**
 * The campaign file's schema, as migrations in the manner of Signal-Desktop
 * (ts/sql/migrations/index.ts): an ordered array of steps; each runs in one transaction that also
 * sets `user_version`, so a file is always at exactly one schema version. A file whose version is
 * newer than the last step is refused (and never written to): an older console must not guess at a
 * newer format.
 *
 * Never edit a step once released: add a new one. tests/db/fixtures/ holds a file of every older
 * version; each must migrate to the same schema as a new file.
 */
import type Database from 'better-sqlite3';
import { writeChains } from './chain';
import { headFollowsTheLog, headWithoutText } from './migrationHead';

/** `PRAGMA application_id` of a campaign file: 'POLK' in ASCII. Tells our files from other SQLite files. */
export const APPLICATION_ID = 0x504f4c4b;

export interface Migration {
  /** The `user_version` the file has after this step. Steps are numbered 1, 2, 3… */
  readonly version: number;
  readonly name: string;
  readonly up: (db: Database.Database, hooks: MigrationHooks) => void;
}

export interface MigrationHooks {
  /**
   * Does the file verify (the chain left out)? Asked by step 4 before it chains the
   * existing rows: a file that does not is left unchained, opens as before, and `verify` reports it.
   * Without the hook nothing is chained.
   */
  readonly verifies?: (db: Database.Database) => boolean;
}

const V1_SCHEMA = `
-- One row: what the campaign is. The map is static, so it is stored here once, not in every snapshot.
CREATE TABLE campaign (
  id            INTEGER PRIMARY KEY CHECK (id = 1),
  name          TEXT    NOT NULL,
  created_at    TEXT    NOT NULL,
  app_version   TEXT    NOT NULL,  -- the console version that created the file
  rules_version INTEGER NOT NULL,
  options       TEXT    NOT NULL,  -- JSON: the variants (goal, turn limit, horse battery move)
  source        TEXT    NOT NULL,  -- JSON: { kind: 'preset', preset } or { kind: 'scenario' }
  map           TEXT    NOT NULL,  -- JSON: the map (cells and fortresses)
  map_hash      TEXT    NOT NULL   -- sha256 of map
) STRICT;

-- The append-only order log. Entry 0 is the start (the scenario); then orders, ends of move,
-- marshal appointments and depot corrections, each with the events it caused and the hash of the
-- state it led to. Rows are never updated; only the last one may be removed (undo).
CREATE TABLE log (
  seq        INTEGER PRIMARY KEY CHECK (seq >= 0),
  turn       INTEGER NOT NULL,       -- the turn when it was given
  army       TEXT    NOT NULL,       -- the army to move when it was given
  commander  TEXT,                   -- the commander who gave an order
  kind       TEXT    NOT NULL CHECK (kind IN ('create', 'setup', 'order', 'end_move', 'appoint', 'correction')),
  payload    TEXT    NOT NULL,       -- canonical JSON: the scenario, the order, the appointment cell, the correction
  events     TEXT    NOT NULL,       -- canonical JSON: the events it caused
  state_hash TEXT    NOT NULL,       -- sha256 of the canonical JSON of the resulting state (map left out)
  at         TEXT    NOT NULL        -- ISO time recorded
) STRICT;

CREATE TRIGGER log_append_only BEFORE INSERT ON log
  WHEN NEW.seq <> COALESCE((SELECT MAX(seq) FROM log) + 1, 0)
  BEGIN SELECT RAISE(ABORT, 'log: entries are appended in sequence'); END;
CREATE TRIGGER log_no_update BEFORE UPDATE ON log
  BEGIN SELECT RAISE(ABORT, 'log: entries are never changed'); END;
CREATE TRIGGER log_undo_from_the_end BEFORE DELETE ON log
  WHEN OLD.seq <> (SELECT MAX(seq) FROM log)
  BEGIN SELECT RAISE(ABORT, 'log: only the last entry may be removed'); END;

-- Snapshots of the state at the start and at every end of move: the canonical JSON (map left out),
-- deflated (raw DEFLATE).
CREATE TABLE snapshot (
  seq        INTEGER PRIMARY KEY REFERENCES log (seq) ON DELETE CASCADE,
  state      BLOB    NOT NULL,
  state_hash TEXT    NOT NULL
) STRICT;

-- The current state: one row, rewritten with every log entry in the same transaction. The canonical
-- JSON as plain text (not deflated: it is rewritten by every order).
CREATE TABLE current (
  id         INTEGER PRIMARY KEY CHECK (id = 1),
  seq        INTEGER NOT NULL REFERENCES log (seq) DEFERRABLE INITIALLY DEFERRED,
  state      TEXT    NOT NULL,
  state_hash TEXT    NOT NULL
) STRICT;

-- Every change of an army's depots (half-depots), with the log entry that caused it.
CREATE TABLE ledger (
  id      INTEGER PRIMARY KEY,
  seq     INTEGER NOT NULL REFERENCES log (seq) ON DELETE CASCADE,
  turn    INTEGER NOT NULL,
  army    TEXT    NOT NULL,
  amount  INTEGER NOT NULL,
  balance INTEGER NOT NULL,
  reason  TEXT    NOT NULL CHECK (reason IN ('start', 'recruit', 'trophy', 'marshal', 'correction')),
  note    TEXT
) STRICT;
CREATE INDEX ledger_by_seq ON ledger (seq);

-- The game master's interventions (depot corrections, undos, setup edits): an audit trail that
-- survives undo. Never changed, never removed.
CREATE TABLE correction (
  id     INTEGER PRIMARY KEY,
  at     TEXT    NOT NULL,
  kind   TEXT    NOT NULL CHECK (kind IN ('depots', 'undo', 'setup')),
  seq    INTEGER NOT NULL,  -- the log position it produced
  army   TEXT,
  amount INTEGER,           -- half-depots, for a depot correction
  reason TEXT,
  detail TEXT    NOT NULL   -- JSON
) STRICT;
CREATE TRIGGER correction_no_update BEFORE UPDATE ON correction
  BEGIN SELECT RAISE(ABORT, 'correction: the audit trail is never changed'); END;
CREATE TRIGGER correction_no_delete BEFORE DELETE ON correction
  BEGIN SELECT RAISE(ABORT, 'correction: the audit trail is never changed'); END;

-- Interactive sessions (the window), for "since the last session".
CREATE TABLE session (
  id          INTEGER PRIMARY KEY,
  opened_at   TEXT    NOT NULL,
  open_seq    INTEGER NOT NULL,
  closed_at   TEXT,
  close_seq   INTEGER,
  app_version TEXT    NOT NULL,
  mode        TEXT    NOT NULL
) STRICT;

-- Per-campaign settings: key → JSON value.
CREATE TABLE setting (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;
`;

const V2_SCHEMA = `
-- Battles fought on the table with the tabletop referee (issue 7). A battle belongs to the campaign,
-- optionally to a turn and a fortress (by name); it is not part of the order log, so undoing orders
-- never touches it.
CREATE TABLE battle (
  id         INTEGER PRIMARY KEY,
  name       TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  turn       INTEGER CHECK (turn IS NULL OR turn >= 1),
  fortress   TEXT    CHECK (fortress IS NULL OR length(fortress) BETWEEN 1 AND 120),
  created_at TEXT    NOT NULL
) STRICT;

-- Every procedure run of a battle, numbered 1, 2, 3… within it: the inputs as given, where the dice
-- came from (the values typed at the table, or the seed the console rolled with: a seeded run replays
-- to the same dice) and the whole result with its working. Refused runs are never stored. Rows are
-- never changed; only the last run of a battle may be removed (the game master's slip).
CREATE TABLE battle_run (
  id         INTEGER PRIMARY KEY,
  battle_id  INTEGER NOT NULL REFERENCES battle (id),
  seq        INTEGER NOT NULL CHECK (seq >= 1),
  ruleset    TEXT    NOT NULL,
  procedure  TEXT    NOT NULL,
  input      TEXT    NOT NULL,  -- JSON: the inputs as given
  dice_kind  TEXT    NOT NULL CHECK (dice_kind IN ('typed', 'seeded')),
  dice       TEXT,              -- JSON array of the typed values (typed)
  seed       INTEGER,           -- the generator's seed (seeded)
  result     TEXT    NOT NULL,  -- JSON: the procedure's result (dice, modifiers, table row, outcome, working, readings)
  at         TEXT    NOT NULL,
  UNIQUE (battle_id, seq),
  CHECK ((dice_kind = 'typed' AND dice IS NOT NULL AND seed IS NULL) OR (dice_kind = 'seeded' AND seed IS NOT NULL AND dice IS NULL))
) STRICT;

CREATE TRIGGER battle_run_in_sequence BEFORE INSERT ON battle_run
  WHEN NEW.seq <> COALESCE((SELECT MAX(seq) FROM battle_run WHERE battle_id = NEW.battle_id), 0) + 1
  BEGIN SELECT RAISE(ABORT, 'battle_run: runs are appended in sequence'); END;
CREATE TRIGGER battle_run_no_update BEFORE UPDATE ON battle_run
  BEGIN SELECT RAISE(ABORT, 'battle_run: runs are never changed'); END;
CREATE TRIGGER battle_run_undo_from_the_end BEFORE DELETE ON battle_run
  WHEN OLD.seq <> (SELECT MAX(seq) FROM battle_run WHERE battle_id = OLD.battle_id)
  BEGIN SELECT RAISE(ABORT, 'battle_run: only the last run of a battle may be removed'); END;
`;

/**
 * Schema 3: undo and redo over an append-only log (issue 10).
 *
 * The log becomes a tree. Every entry but the first names its `parent`, the entry whose resulting
 * state it was applied to (existing rows: seq - 1). The head — the `current` row's seq — is a cursor
 * kept outside the hashed state:
 *   - a new action appends a child of the head (its seq is still MAX(seq) + 1) and clears the redo path;
 *   - undo moves the head to an ancestor; the entries it passed go onto the redo path;
 *   - redo moves the head back down that path, exactly the way it came;
 *   - a setup edit (allowed while the head is a start entry) appends a new start entry, kind 'setup',
 *     as a child of the head: it starts afresh from its scenario, and undoing it brings the earlier
 *     deployment back (its map and options are kept per start entry in `start_entry`).
 * No row of log, ledger, snapshot or start_entry is ever changed or deleted: the entries an undo
 * left behind stay in the file, and `verify` replays every entry from its parent's state. What the
 * campaign shows (history, ledger, summaries) is the current chain: the head and its ancestors.
 * Undo and redo are recorded in the audit trail (correction kinds 'undo' and 'redo'; SQLite cannot
 * change a CHECK, so the table is rebuilt — nothing refers to it by a foreign key).
 */
const V3_SCHEMA = `
DROP TRIGGER IF EXISTS log_append_only;
DROP TRIGGER IF EXISTS log_no_update;
DROP TRIGGER IF EXISTS log_undo_from_the_end;

ALTER TABLE log ADD COLUMN parent INTEGER REFERENCES log (seq);
UPDATE log SET parent = seq - 1 WHERE seq > 0;

CREATE TRIGGER log_append_only BEFORE INSERT ON log
  WHEN NEW.seq <> COALESCE((SELECT MAX(seq) FROM log) + 1, 0)
  BEGIN SELECT RAISE(ABORT, 'log: entries are appended in sequence'); END;
CREATE TRIGGER log_parent_before BEFORE INSERT ON log
  WHEN (NEW.seq = 0) <> (NEW.parent IS NULL) OR NEW.parent >= NEW.seq
  BEGIN SELECT RAISE(ABORT, 'log: every entry but the first follows an earlier one'); END;
CREATE TRIGGER log_no_update BEFORE UPDATE ON log
  BEGIN SELECT RAISE(ABORT, 'log: entries are never changed'); END;
CREATE TRIGGER log_no_delete BEFORE DELETE ON log
  BEGIN SELECT RAISE(ABORT, 'log: entries are never removed (undo moves the head)'); END;
CREATE INDEX log_by_parent ON log (parent);

CREATE TRIGGER snapshot_no_update BEFORE UPDATE ON snapshot
  BEGIN SELECT RAISE(ABORT, 'snapshot: snapshots are never changed'); END;
CREATE TRIGGER snapshot_no_delete BEFORE DELETE ON snapshot
  BEGIN SELECT RAISE(ABORT, 'snapshot: snapshots are never removed'); END;
CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
  BEGIN SELECT RAISE(ABORT, 'ledger: lines are never changed'); END;
CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
  BEGIN SELECT RAISE(ABORT, 'ledger: lines are never removed'); END;

-- The setup each start entry began with (the campaign row holds the one of the head's start).
CREATE TABLE start_entry (
  seq      INTEGER PRIMARY KEY REFERENCES log (seq),
  options  TEXT    NOT NULL,  -- JSON: the variants
  source   TEXT    NOT NULL,  -- JSON: where the deployment came from
  map      TEXT    NOT NULL,  -- JSON: the map
  map_hash TEXT    NOT NULL   -- sha256 of map
) STRICT;
INSERT INTO start_entry (seq, options, source, map, map_hash) SELECT 0, options, source, map, map_hash FROM campaign;
CREATE TRIGGER start_entry_no_update BEFORE UPDATE ON start_entry
  BEGIN SELECT RAISE(ABORT, 'start_entry: never changed'); END;
CREATE TRIGGER start_entry_no_delete BEFORE DELETE ON start_entry
  BEGIN SELECT RAISE(ABORT, 'start_entry: never removed'); END;

-- The redo path: the entries the last undos passed, as a stack (the highest step is redone first;
-- its parent is the head). Cleared by every new action. A cursor, like the head: not history.
CREATE TABLE redo (
  step INTEGER PRIMARY KEY CHECK (step >= 1),
  seq  INTEGER NOT NULL UNIQUE REFERENCES log (seq)
) STRICT;

CREATE TABLE correction_v3 (
  id     INTEGER PRIMARY KEY,
  at     TEXT    NOT NULL,
  kind   TEXT    NOT NULL CHECK (kind IN ('depots', 'undo', 'redo', 'setup')),
  seq    INTEGER NOT NULL,  -- the log position it produced (the head after it)
  army   TEXT,
  amount INTEGER,           -- half-depots, for a depot correction
  reason TEXT,
  detail TEXT    NOT NULL   -- JSON
) STRICT;
INSERT INTO correction_v3 (id, at, kind, seq, army, amount, reason, detail) SELECT id, at, kind, seq, army, amount, reason, detail FROM correction;
DROP TABLE correction;
ALTER TABLE correction_v3 RENAME TO correction;
CREATE TRIGGER correction_no_update BEFORE UPDATE ON correction
  BEGIN SELECT RAISE(ABORT, 'correction: the audit trail is never changed'); END;
CREATE TRIGGER correction_no_delete BEFORE DELETE ON correction
  BEGIN SELECT RAISE(ABORT, 'correction: the audit trail is never changed'); END;
`;

/**
 * Schema 4: the chain (issue 11; db/hash.ts). Each log entry gets `chain`, the hash over its parent's
 * chain, its columns and — for a start — the inputs it began from; each audit row gets `chain` over
 * the previous row's and `log_seq`, the last log entry when it was written (so verify can place an
 * undo or redo between the entries and replay the cursor). Rows of an older file are chained here,
 * once the file verified; their `log_seq` stays NULL (it cannot be known afterwards).
 */
const V4_SCHEMA = `
DROP TRIGGER IF EXISTS log_no_update;
DROP TRIGGER IF EXISTS correction_no_update;
ALTER TABLE log ADD COLUMN chain TEXT;
ALTER TABLE correction ADD COLUMN log_seq INTEGER;
ALTER TABLE correction ADD COLUMN chain TEXT;
`;
const V4_TRIGGERS = `
CREATE TRIGGER log_no_update BEFORE UPDATE ON log
  BEGIN SELECT RAISE(ABORT, 'log: entries are never changed'); END;
CREATE TRIGGER correction_no_update BEFORE UPDATE ON correction
  BEGIN SELECT RAISE(ABORT, 'correction: the audit trail is never changed'); END;
`;

/**
 * Schema 5: a move by correspondence (issue 23). Every campaign gets a random id (`campaign.uid`,
 * 128 bits as hex; an older file gets its own here, after the pre-migration backup), which a move
 * packet names so that a move file of another campaign is told apart. `mail_key` holds the keys the
 * packets carry — only their SHA-256, never the key — with the army and the position each was issued
 * for, and what became of it: `out` (handed out), `replaced` (a later packet for the same army),
 * `spent` (its move was applied; an undo does not revive it). A key row is a cursor like the head,
 * not history: its state changes, and it is not part of the chain.
 */
const V5_SCHEMA = `
ALTER TABLE campaign ADD COLUMN uid TEXT CHECK (uid IS NULL OR length(uid) = 32);
UPDATE campaign SET uid = lower(hex(randomblob(16)));
-- A campaign row written by any version of the code gets its id with it.
CREATE TRIGGER campaign_uid_at_creation AFTER INSERT ON campaign WHEN NEW.uid IS NULL
  BEGIN UPDATE campaign SET uid = lower(hex(randomblob(16))) WHERE id = NEW.id; END;
CREATE TRIGGER campaign_uid_kept BEFORE UPDATE OF uid ON campaign WHEN OLD.uid IS NOT NULL
  BEGIN SELECT RAISE(ABORT, 'campaign: the id is never changed'); END;

CREATE TABLE mail_key (
  id         INTEGER PRIMARY KEY,
  key_id     TEXT    NOT NULL UNIQUE,  -- public id of the key (the log's note names it)
  army       TEXT    NOT NULL,
  key_hash   TEXT    NOT NULL UNIQUE,  -- sha256 of the key, hex
  based_seq  INTEGER NOT NULL,         -- the head it was issued at
  state_hash TEXT    NOT NULL,         -- the state hash of that head
  issued_at  TEXT    NOT NULL,
  status     TEXT    NOT NULL DEFAULT 'out' CHECK (status IN ('out', 'replaced', 'spent')),
  settled_at TEXT,                     -- when it was replaced or spent
  settled_seq INTEGER                  -- the head its move left (spent)
) STRICT;
CREATE INDEX mail_key_by_army ON mail_key (army, status);
-- A key never comes back: once replaced or spent, its row is never changed again.
CREATE TRIGGER mail_key_settled BEFORE UPDATE ON mail_key WHEN OLD.status <> 'out'
  BEGIN SELECT RAISE(ABORT, 'mail_key: a replaced or spent key stays so'); END;
CREATE TRIGGER mail_key_no_delete BEFORE DELETE ON mail_key
  BEGIN SELECT RAISE(ABORT, 'mail_key: keys are never removed'); END;
`;

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'campaign, order log, snapshots, ledger, corrections, sessions, settings',
    up: (db) => {
      db.pragma(`application_id = ${APPLICATION_ID}`);
      db.exec(V1_SCHEMA);
    },
  },
  {
    version: 2,
    name: 'battles of the tabletop referee and their procedure runs',
    up: (db) => db.exec(V2_SCHEMA),
  },
  {
    version: 3,
    name: 'the log as a tree: undo and redo move the head, nothing is deleted',
    up: (db) => {
      db.exec(V3_SCHEMA);
      // The rebuilt and new tables must hold together before the step commits.
      const broken = db.pragma('foreign_key_check') as unknown[];
      if (broken.length) throw new Error(`migration 3: ${broken.length} rows break a foreign key`);
    },
  },
  {
    version: 4,
    name: 'the chain: every log entry and audit row hashed with the one before it',
    up: (db, hooks) => {
      db.exec(V4_SCHEMA);
      // Asked with the new columns in place (all empty): the check leaves the chain out.
      if (hooks.verifies?.(db)) writeChains(db);
      db.exec(V4_TRIGGERS);
    },
  },
  {
    version: 5,
    name: 'a move by correspondence: the campaign id and the move packets\' keys',
    up: (db) => db.exec(V5_SCHEMA),
  },
  { version: 6, name: 'the current row is the head, its hash and its snapshot: the state text only at snapshots', up: headWithoutText },
  { version: 7, name: "an order's entry is its delta: no head row rewritten, no state hash of its own, no index by parent", up: headFollowsTheLog },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

export const schemaVersionOf = (db: Database.Database): number => db.pragma('user_version', { simple: true }) as number;

/** The latest version of a list of migrations (a test may pass its own list). */
export const latestVersion = (migrations: readonly Migration[]): number => (migrations.length ? migrations[migrations.length - 1].version : 0);

/**
 * Bring a file up to the latest schema. `beforeMigrating(fromVersion)` runs first when a file that
 * already holds a campaign (version ≥ 1) is about to change — the place to take a backup. All the
 * steps run in one IMMEDIATE transaction, each setting its `user_version`: a step that throws leaves
 * the file exactly at the version it had (never half-way, say at 2 of 1 → 4). Returns the version
 * the file had before.
 */
export function migrate(db: Database.Database, options: { migrations?: readonly Migration[]; beforeMigrating?: (fromVersion: number) => void } & MigrationHooks = {}): number {
  const migrations = options.migrations ?? MIGRATIONS;
  const latest = latestVersion(migrations);
  const from = schemaVersionOf(db);
  if (from > latest) throw new Error(`migrate: version ${from} is newer than ${latest} (the caller refuses such files before migrating)`);
  if (from === latest) return from;
  if (from >= 1) options.beforeMigrating?.(from);
  db.transaction(() => {
    for (const step of migrations) {
      if (step.version <= from) continue;
      step.up(db, { verifies: options.verifies });
      db.pragma(`user_version = ${step.version}`);
    }
  }).immediate();
  return from;
}
