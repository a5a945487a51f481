/**
 * Opening a campaign file as one operation: probe its header (nothing written), open a connection
 * with the campaign pragmas, check its pages, and migrate it to the latest schema — after a backup,
 * when it holds a campaign of an older schema. Every failure is a FileProblem; the connection is
 * closed on the way out.
 */
import Database from 'better-sqlite3';
import { makeBackup } from './backups';
import { FileProblem, asFileProblem } from './errors';
import { checkSchema, checkSchemaReadOnly, checkWritable, missingSafeguards, openConnection, probeCampaignFile, quickCheck, readDatabaseImage } from './file';
import { MIGRATIONS, latestVersion, migrate, schemaVersionOf, type Migration, type MigrationHooks } from './migrations';

export interface OpenFileOptions extends MigrationHooks {
  readonly migrations?: readonly Migration[];
  readonly busyTimeoutMs?: number;
  /** The time stamped on a pre-migration backup. */
  readonly now?: () => Date;
  /** Take a backup before migrating (default true; an import migrates its own fresh copy without one). */
  readonly backupBeforeMigrating?: boolean;
  /** Probe the file first (default true; a file the caller has just copied was probed as its source). */
  readonly probe?: boolean;
}

/** A checked, migrated connection to the campaign file `file`. */
export function openCampaignFile(file: string, options: OpenFileOptions = {}): Database.Database {
  const migrations = options.migrations ?? MIGRATIONS;
  const supported = latestVersion(migrations);
  if (options.probe !== false) probeCampaignFile(file, supported, options.busyTimeoutMs);
  checkSchemaReadOnly(file, migrations, options.busyTimeoutMs);
  checkWritable(file);
  let db: Database.Database | undefined;
  try {
    db = openConnection(file, { busyTimeoutMs: options.busyTimeoutMs });
    const opened = db;
    // Check the pages before anything is written (a migration, a session).
    const check = quickCheck(opened);
    if (check !== 'ok') throw new FileProblem('file/corrupt', file, { what: check.slice(0, 300) });
    checkSchema(opened, file, migrations);
    // An old file whose safeguards (the log's triggers) were dropped can be read and verified, but
    // migrating it is a write: refused before any backup or change (the read-only path migrates in memory).
    if (schemaVersionOf(opened) < supported) {
      const unsafe = missingSafeguards(opened, file, migrations);
      if (unsafe) throw unsafe;
    }
    migrate(opened, {
      migrations,
      verifies: options.verifies,
      beforeMigrating: options.backupBeforeMigrating === false ? undefined : () => makeBackup(opened, file, { kind: 'pre-migration', number: supported }, { now: options.now?.() ?? new Date() }),
    });
    return opened;
  } catch (e) {
    db?.close();
    throw asFileProblem(e, file) ?? e;
  }
}

/**
 * A campaign file opened for reading only: its bytes are read (nothing written, no journal mode
 * switched, no -wal or -shm created — see readDatabaseImage) into an in-memory database, which is
 * checked and, for a file of an older schema, migrated there and only there: the file on disk stays
 * exactly as it was, and a later read-write open migrates it for real, after a backup. The
 * connection refuses writes (`query_only`): a reading command that tried one would be a bug.
 */
export function openCampaignFileReadOnly(file: string, options: Pick<OpenFileOptions, 'migrations' | 'busyTimeoutMs' | 'verifies'> = {}): Database.Database {
  const migrations = options.migrations ?? MIGRATIONS;
  probeCampaignFile(file, latestVersion(migrations), options.busyTimeoutMs);
  let db: Database.Database | undefined;
  try {
    db = new Database(readDatabaseImage(file, options.busyTimeoutMs));
    db.pragma('foreign_keys = ON');
    const check = quickCheck(db);
    if (check !== 'ok') throw new FileProblem('file/corrupt', file, { what: check.slice(0, 300) });
    checkSchema(db, file, migrations);
    migrate(db, { migrations, verifies: options.verifies });
    db.pragma('query_only = ON');
    return db;
  } catch (e) {
    db?.close();
    throw asFileProblem(e, file) ?? e;
  }
}

/** A new, empty campaign file at `file` (which must not exist), at the latest schema. */
export function createCampaignFile(file: string, options: Pick<OpenFileOptions, 'migrations' | 'busyTimeoutMs'> = {}): Database.Database {
  const db = openConnection(file, { busyTimeoutMs: options.busyTimeoutMs, mustExist: false });
  try {
    migrate(db, { migrations: options.migrations ?? MIGRATIONS });
    return db;
  } catch (e) {
    db.close();
    throw asFileProblem(e, file) ?? e;
  }
}
