/**
 * Opening a campaign file as one operation: probe its header (nothing written), open a connection
 * with the campaign pragmas, check its pages, and migrate it to the latest schema — after a backup,
 * when it holds a campaign of an older schema. Every failure is a FileProblem; the connection is
 * closed on the way out.
 */
import type Database from 'better-sqlite3';
import { makeBackup } from './backups';
import { FileProblem, asFileProblem } from './errors';
import { checkSchema, checkSchemaReadOnly, openConnection, probeCampaignFile, quickCheck } from './file';
import { MIGRATIONS, latestVersion, migrate, type Migration } from './migrations';

export interface OpenFileOptions {
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
  let db: Database.Database | undefined;
  try {
    db = openConnection(file, { busyTimeoutMs: options.busyTimeoutMs });
    const opened = db;
    // Check the pages before anything is written (a migration, a session).
    const check = quickCheck(opened);
    if (check !== 'ok') throw new FileProblem('file/corrupt', file, { what: check.slice(0, 300) });
    checkSchema(opened, file, migrations);
    migrate(opened, {
      migrations,
      beforeMigrating: options.backupBeforeMigrating === false ? undefined : () => makeBackup(opened, file, { kind: 'pre-migration', number: supported }, { now: options.now?.() ?? new Date() }),
    });
    return opened;
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
