/**
 * Opening a campaign file safely. Before SQLite touches a file we read its header ourselves, so a
 * zero-length file, random bytes, a half-copied file or a file of a newer console version is refused
 * without a single byte written (SQLite would happily turn an empty file into a new database, and
 * checkpoint a newer file's WAL on close). Then every connection gets the same pragmas, as
 * Signal-Desktop's ts/sql/Server.ts sets them: WAL, `synchronous = FULL`, `foreign_keys = ON` and a
 * busy timeout.
 */
import Database from 'better-sqlite3';
import { accessSync, closeSync, constants as fsConstants, existsSync, fsyncSync, openSync, readFileSync, readSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { dirname } from 'node:path';
import { asFileProblem, FileProblem } from './errors';
import { APPLICATION_ID, MIGRATIONS, migrate, type Migration } from './migrations';

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
const HEADER_SIZE = 100;

export const DEFAULT_BUSY_TIMEOUT_MS = 5000;
const WAL_AUTOCHECKPOINT_PAGES = 4000;

export interface ProbeResult {
  /** `user_version`: the schema version of the file. */
  readonly schemaVersion: number;
  readonly sizeBytes: number;
}

/**
 * Check that `file` is a campaign file this console can open, without writing anything.
 * Throws a FileProblem: not_found, empty, not_a_campaign, truncated, newer_version, locked, corrupt.
 */
export function probeCampaignFile(file: string, supportedVersion: number, busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS): ProbeResult {
  let size: number;
  try {
    const st = statSync(file);
    if (st.isDirectory()) throw new FileProblem('file/not_a_campaign', file, { reason: 'directory' });
    size = st.size;
  } catch (e) {
    throw asFileProblem(e, file) ?? e;
  }
  if (size === 0) throw new FileProblem('file/empty', file);
  const header = readHeader(file, Math.min(size, HEADER_SIZE));
  if (size < HEADER_SIZE) {
    // A few bytes of an SQLite header and nothing more: a copy that stopped short.
    const n = Math.min(header.length, SQLITE_MAGIC.length);
    if (header.subarray(0, n).equals(SQLITE_MAGIC.subarray(0, n))) throw new FileProblem('file/truncated', file, { sizeBytes: size });
    throw new FileProblem('file/not_a_campaign', file, { reason: 'not_sqlite' });
  }
  if (!header.subarray(0, SQLITE_MAGIC.length).equals(SQLITE_MAGIC)) throw new FileProblem('file/not_a_campaign', file, { reason: 'not_sqlite' });
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  if (pageSize < 512 || pageSize > 65536 || (pageSize & (pageSize - 1)) !== 0) throw new FileProblem('file/corrupt', file, { reason: 'page_size' });

  if (!hasWalContent(file)) {
    // No WAL: the header on disk is the whole truth.
    if (size % pageSize !== 0) throw new FileProblem('file/truncated', file, { sizeBytes: size, pageSize });
    const pages = header.readUInt32BE(28);
    const sizeValid = header.readUInt32BE(24) === header.readUInt32BE(92);
    if (sizeValid && pages > 0 && size < pages * pageSize) throw new FileProblem('file/truncated', file, { sizeBytes: size, expectedBytes: pages * pageSize });
    return check(file, header.readUInt32BE(68), header.readUInt32BE(60), supportedVersion, size);
  }
  // A WAL with content (the last writer crashed, or is still writing): the newest header may be in
  // the WAL, so ask SQLite, read-only (the WAL and its index exist already, so nothing is created).
  // The page check happens here too: a read-write connection would checkpoint the WAL into a
  // damaged file when it closes, and the damaged file must stay exactly as it is.
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, timeout: busyTimeoutMs });
    const appId = db.pragma('application_id', { simple: true }) as number;
    const version = db.pragma('user_version', { simple: true }) as number;
    const result = check(file, appId >>> 0, version, supportedVersion, size);
    const pages = quickCheck(db);
    if (pages !== 'ok') throw new FileProblem('file/corrupt', file, { what: pages.slice(0, 300) });
    return result;
  } catch (e) {
    throw asFileProblem(e, file) ?? e;
  } finally {
    db?.close();
  }
}

function check(file: string, appId: number, version: number, supportedVersion: number, size: number): ProbeResult {
  if (appId !== APPLICATION_ID) throw new FileProblem('file/not_a_campaign', file, { reason: 'other_database' });
  if (version > supportedVersion) throw new FileProblem('file/newer_version', file, { fileVersion: version, supportedVersion });
  if (version < 1) throw new FileProblem('file/not_a_campaign', file, { reason: 'no_schema' });
  return { schemaVersion: version, sizeBytes: size };
}

function readHeader(file: string, length: number): Buffer {
  const buf = Buffer.alloc(length);
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    readSync(fd, buf, 0, length, 0);
    return buf;
  } catch (e) {
    throw asFileProblem(e, file) ?? e;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function hasWalContent(file: string): boolean {
  try {
    return statSync(`${file}-wal`).size > 0;
  } catch {
    return false;
  }
}

/**
 * Before a read-write connection: a file (or, without a WAL yet, its folder) this process may not
 * write is refused as `file/read_only` before SQLite creates a single sidecar — a read-only
 * connection switched to WAL would leave a `-shm` with the file's own 0444 mode, and the campaign
 * would stay read-only after a `chmod 644` until that `-shm` was deleted by hand. Such a `-shm`,
 * left by an earlier console beside a WAL with nothing in it, is removed here: it indexes nothing.
 */
export function checkWritable(file: string): void {
  const refuse = (e: unknown) => {
    const code = (e as { code?: string }).code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') throw new FileProblem('file/read_only', file, { system: code });
    throw asFileProblem(e, file) ?? e;
  };
  try {
    accessSync(file, fsConstants.W_OK);
    if (!existsSync(`${file}-wal`)) accessSync(dirname(file), fsConstants.W_OK);
  } catch (e) {
    refuse(e);
  }
  const shm = `${file}-shm`;
  if (!existsSync(shm) || hasWalContent(file)) return;
  try {
    accessSync(shm, fsConstants.W_OK);
  } catch {
    try {
      unlinkSync(shm);
    } catch (e) {
      refuse(e);
    }
  }
}

/** Open a connection with the pragmas every campaign connection has. */
export function openConnection(file: string, options: { busyTimeoutMs?: number; mustExist?: boolean } = {}): Database.Database {
  const busyTimeoutMs = options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS;
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { fileMustExist: options.mustExist ?? true, timeout: busyTimeoutMs });
    db.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
    const mode = db.pragma('journal_mode = WAL', { simple: true });
    if (mode !== 'wal') throw new FileProblem('file/io_error', file, { reason: `journal_mode ${String(mode)}` });
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // The campaign service checkpoints just before every end of move's commit, off the path of an
    // order's commit; this is only the safety net for long runs without one.
    db.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
    return db;
  } catch (e) {
    db?.close();
    throw asFileProblem(e, file) ?? e;
  }
}

/**
 * Copy what the WAL holds into the file, without waiting for readers (PASSIVE): keeps the WAL short,
 * at a moment chosen by the caller rather than inside some order's commit. Best effort.
 */
export function checkpoint(db: Database.Database): void {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or failing: the next checkpoint (or closing) does it.
  }
}

/** SQLite's own structural check of every page (`PRAGMA quick_check`): 'ok', or what it found. */
export function quickCheck(db: Database.Database): string {
  const rows = db.pragma('quick_check(5)', { simple: false }) as { quick_check: string }[];
  return rows.map((r) => r.quick_check).join('; ');
}

/** The full `PRAGMA integrity_check`: 'ok', or what it found. */
export function integrityCheck(db: Database.Database): string {
  const rows = db.pragma('integrity_check(20)', { simple: false }) as { integrity_check: string }[];
  return rows.map((r) => r.integrity_check).join('; ');
}

/** The sidecar files SQLite keeps beside a database in WAL mode. */
export const SIDECARS = ['-wal', '-shm'] as const;

/**
 * Move a damaged file aside, with its -wal and -shm (they belong to it: SQLite pairs them by name),
 * so nothing writes to it again and a backup can take its place. Returns the new path.
 */
export function moveAside(file: string, stamp: string): string {
  let target = `${file}.corrupt-${stamp}`;
  for (let n = 2; existsSync(target); n++) target = `${file}.corrupt-${stamp}-${n}`;
  // The file first: if that fails nothing has moved; its sidecars follow under the matching names.
  renameSync(file, target);
  for (const suffix of SIDECARS) {
    if (existsSync(file + suffix)) renameSync(file + suffix, target + suffix);
  }
  syncDirectory(dirname(file));
  return target;
}

/** Make a rename or a new file in `dir` durable (best effort: not every platform allows it). */
export function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Windows cannot open a directory; the rename is still atomic there.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Flush a file to the disk (VACUUM INTO does not). */
export function syncFile(file: string): void {
  const fd = openSync(file, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * The bytes of a database as SQLite would read them, without writing a byte or leaving a file
 * behind: the file itself when no WAL holds content; otherwise a read-only connection (the WAL and
 * its index exist already, so nothing is created) serializes what the file and its WAL hold
 * together. The image is marked as a rollback-journal database (header bytes 18–19), so it opens
 * in memory whatever journal mode the file was in.
 */
export function readDatabaseImage(file: string, busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS): Buffer {
  let image: Buffer;
  try {
    if (!hasWalContent(file)) image = readFileSync(file);
    else {
      const db = new Database(file, { readonly: true, fileMustExist: true, timeout: busyTimeoutMs });
      try {
        image = db.serialize();
      } finally {
        db.close();
      }
    }
  } catch (e) {
    throw asFileProblem(e, file) ?? e;
  }
  if (image.length >= HEADER_SIZE) {
    image[18] = 1;
    image[19] = 1;
  }
  return image;
}

/** The names SQLite keeps for a schema: every table with its columns, every trigger and index. */
type SchemaNames = ReadonlyMap<string, string>;

function schemaNames(db: Database.Database, columns = true): SchemaNames {
  const names = new Map<string, string>();
  const rows = db.prepare("SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'").all() as { type: string; name: string }[];
  for (const { type, name } of rows) {
    names.set(`${type} ${name}`, `${type} ${name}`);
    if (type !== 'table' || !columns) continue;
    for (const c of db.pragma(`table_info("${name.replace(/"/g, '""')}")`) as { name: string }[]) names.set(`column ${name}.${c.name}`, `column ${name}.${c.name}`);
  }
  return names;
}

const expected = new WeakMap<readonly Migration[], Map<number, SchemaNames>>();

/** The schema the console's migrations make, up to `version` (built once in memory). */
function expectedSchema(migrations: readonly Migration[], version: number): SchemaNames {
  let byVersion = expected.get(migrations);
  if (!byVersion) expected.set(migrations, (byVersion = new Map()));
  let names = byVersion.get(version);
  if (!names) {
    const mem = new Database(':memory:');
    try {
      migrate(mem, { migrations: migrations.filter((m) => m.version <= version) });
      names = schemaNames(mem);
    } finally {
      mem.close();
    }
    byVersion.set(version, names);
  }
  return names;
}

/**
 * What of the schema its version must have is not in the file (tables and columns, then the rest),
 * and the tables and columns only a later version of ours makes that the file has all the same
 * (`ahead`: its `user_version` says less than it is).
 */
function missingSchema(db: Database.Database, migrations: readonly Migration[], columns = true): { structure: string[]; safeguards: string[]; ahead: string[] } {
  const version = db.pragma('user_version', { simple: true }) as number;
  const latest = migrations[migrations.length - 1]?.version ?? 0;
  if (version < 1 || version > latest) return { structure: [], safeguards: [], ahead: [] };
  const have = schemaNames(db, columns);
  const own = expectedSchema(migrations, version);
  const missing = [...own.keys()].filter((k) => !have.has(k));
  const isStructure = (k: string) => k.startsWith('table ') || k.startsWith('column ');
  const ahead = columns && version < latest ? [...expectedSchema(migrations, latest).keys()].filter((k) => isStructure(k) && !own.has(k) && have.has(k)) : [];
  return { structure: missing.filter(isStructure), safeguards: missing.filter((k) => !isStructure(k)), ahead };
}

const listed = (names: readonly string[]) => `missing ${names.slice(0, 4).join(', ')}${names.length > 4 ? ` (+${names.length - 4})` : ''}`;

/**
 * Every table and column the file's schema version must have, and none that only a later version
 * of ours makes. A missing one (a dropped table, a file with our header and nothing in it), or a
 * `user_version` lower than the schema the file holds, is a damaged file, refused before anything
 * reads or writes it. Other extra objects are tolerated (a later console's index).
 */
export function checkSchema(db: Database.Database, file: string, migrations: readonly Migration[] = MIGRATIONS): void {
  const { structure, ahead } = missingSchema(db, migrations);
  if (structure.length) throw new FileProblem('file/damaged', file, { what: listed(structure), missing: structure.length });
  // A version that lies (user_version 3 on a file of schema 4): migrating it would fail half-way.
  if (ahead.length) {
    const version = db.pragma('user_version', { simple: true }) as number;
    throw new FileProblem('file/damaged', file, { what: `user_version ${version}, but ${ahead.slice(0, 3).join(', ')} of a later schema`, schemaVersion: version });
  }
}

/**
 * The triggers (and indexes) that keep the log append-only, missing from the file: it can still be
 * read and verified, but nothing may be written to it (see CampaignContext). Null when all are there.
 */
export function missingSafeguards(db: Database.Database, file: string, migrations: readonly Migration[] = MIGRATIONS): FileProblem | null {
  // Every write asks: the names alone, one query.
  const { safeguards } = missingSchema(db, migrations, false);
  return safeguards.length ? new FileProblem('file/damaged', file, { what: listed(safeguards), missing: safeguards.length }) : null;
}

/**
 * A file in rollback-journal mode (a backup, an export) is checked read-only before a read-write
 * connection switches it to WAL (which rewrites its header): a damaged one, or one whose
 * safeguards were dropped, stays byte for byte.
 */
export function checkSchemaReadOnly(file: string, migrations: readonly Migration[] = MIGRATIONS, busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS): void {
  if (hasWalContent(file) || !usesRollbackJournal(file)) return;
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, timeout: busyTimeoutMs });
    checkSchema(db, file, migrations);
    // Opened read-write only to be written: one without its safeguards is refused while its bytes
    // are still as they were (the switch to WAL rewrites the header).
    const unsafe = missingSafeguards(db, file, migrations);
    if (unsafe) throw unsafe;
  } catch (e) {
    throw asFileProblem(e, file) ?? e;
  } finally {
    db?.close();
  }
}

/** Header bytes 18–19: 1 for a rollback journal, 2 for WAL. */
function usesRollbackJournal(file: string): boolean {
  try {
    const header = readHeader(file, HEADER_SIZE);
    return header[18] === 1 && header[19] === 1;
  } catch {
    return false;
  }
}
