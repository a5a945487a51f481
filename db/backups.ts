/**
 * Copies of a campaign file: exports and automatic backups. A copy is made with `VACUUM INTO`
 * (a consistent, compact snapshot even while the campaign is in use), switched to journal mode
 * DELETE so it is one self-contained file, flushed to disk, and only then given its final name, so a
 * crash never leaves a half-written copy under a real name.
 *
 * Automatic backups live beside the campaign: `<folder of the file>/backups/<name>/`, named
 * `<name>.<UTC time>.turn-005.polk` (after turn 5 ended) or `<name>.<UTC time>.pre-v2.polk`
 * (before migrating to schema 2). The last 10 end-of-turn backups are kept; pre-migration backups are
 * rare and are the only copy an older console can open, so they are never rotated away.
 */
import Database from 'better-sqlite3';
import { closeSync, existsSync, linkSync, mkdirSync, openSync, readdirSync, readSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { asFileProblem, FileProblem } from './errors';
import { DEFAULT_BUSY_TIMEOUT_MS, probeCampaignFile, quickCheck, syncDirectory, syncFile } from './file';

export const KEEP_TURN_BACKUPS = 10;
export const CAMPAIGN_EXTENSION = '.polk';

/** The campaign's name as used for its backup folder: the file name without `.polk`. */
export function campaignStem(file: string): string {
  const base = basename(file);
  return extname(base).toLowerCase() === CAMPAIGN_EXTENSION ? base.slice(0, -CAMPAIGN_EXTENSION.length) : base;
}

/** Where the automatic backups of `file` go. */
export function backupDirFor(file: string): string {
  return join(dirname(file), 'backups', campaignStem(file));
}

/** 2025-01-31T10:20:30.456Z → 20250131T102030456Z: sortable and safe in every file system. */
export function fileStamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

/**
 * Write a self-contained copy of the database to `dest` (which must not exist). Throws FileProblem
 * 'file/exists' rather than overwrite anything.
 *
 * `source` is a connection, or the path of a campaign open elsewhere: the copy is then read through a
 * read-only connection of its own. On the campaign's own connection `VACUUM INTO` expires every
 * statement it has prepared, and each is prepared again at its next use: the first order after every
 * end-of-turn backup paid that (about half a millisecond) inside its commit.
 */
export function writeCopy(source: Database.Database | string, dest: string): void {
  if (existsSync(dest)) throw new FileProblem('file/exists', dest);
  if (typeof source === 'string') {
    let reader: Database.Database;
    try {
      reader = new Database(source, { fileMustExist: true, readonly: true });
    } catch (e) {
      throw asFileProblem(e, source) ?? e;
    }
    try {
      reader.pragma(`busy_timeout = ${DEFAULT_BUSY_TIMEOUT_MS}`);
      writeCopy(reader, dest);
    } finally {
      reader.close();
    }
    return;
  }
  const partial = `${dest}.partial-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  try {
    source.prepare('VACUUM INTO ?').run(partial);
    const copy = new Database(partial, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    syncFile(partial);
    publish(partial, dest);
    syncDirectory(dirname(dest));
  } catch (e) {
    removeQuietly(partial);
    removeQuietly(`${partial}-journal`);
    throw asFileProblem(e, dest) ?? e;
  }
}

/** Give a finished file its final name, never replacing an existing one. */
export function publish(from: string, to: string): void {
  try {
    linkSync(from, to); // fails with EEXIST instead of replacing: no race with another writer
    unlinkSync(from);
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'EEXIST') throw new FileProblem('file/exists', to);
    // File systems without hard links (FAT on a USB stick): a checked rename.
    if (existsSync(to)) throw new FileProblem('file/exists', to);
    renameSync(from, to);
  }
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Not there, or not ours to remove any more.
  }
}

export interface BackupFile {
  readonly path: string;
  readonly stamp: string;
  /** 'turn' (end of a turn) or 'pre-migration'. */
  readonly kind: 'turn' | 'pre-migration';
  /** The turn that ended, or the schema version about to be installed. */
  readonly number: number;
}

const BACKUP_NAME = /^(.*)\.(\d{8}T\d{9}Z(?:-\d+)?)\.(turn-|pre-v)(\d+)\.polk$/;

/** The automatic backups of `file`, newest first. */
export function listBackups(file: string, dir = backupDirFor(file)): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const stem = campaignStem(file);
  const out: BackupFile[] = [];
  for (const name of names) {
    const m = BACKUP_NAME.exec(name);
    if (!m || m[1] !== stem) continue;
    out.push({ path: join(dir, name), stamp: m[2], kind: m[3] === 'turn-' ? 'turn' : 'pre-migration', number: Number(m[4]) });
  }
  return out.sort((a, b) => (a.stamp < b.stamp ? 1 : a.stamp > b.stamp ? -1 : 0));
}

/**
 * Back up the campaign `file` into its backup folder and rotate the end-of-turn backups; `source` is
 * what the copy is read through (see `writeCopy`): the file's path for an open campaign, its connection
 * before a migration. Returns the backup's path.
 */
export function makeBackup(source: Database.Database | string, file: string, what: { kind: 'turn' | 'pre-migration'; number: number }, options: { now: Date; dir?: string; keep?: number }): string {
  const dir = options.dir ?? backupDirFor(file);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    // A file named `backups` (or the campaign's stem) stands where the folder must be: say so.
    const code = (e as { code?: string }).code;
    if (code === 'ENOTDIR' || code === 'EEXIST') throw new FileProblem('file/not_a_folder', fileOnPath(dir), { during: 'backup' });
    throw asFileProblem(e, dir) ?? e;
  }
  const label = what.kind === 'turn' ? `turn-${String(what.number).padStart(3, '0')}` : `pre-v${what.number}`;
  const stamp = fileStamp(options.now);
  let dest = join(dir, `${campaignStem(file)}.${stamp}.${label}.polk`);
  for (let n = 2; existsSync(dest); n++) dest = join(dir, `${campaignStem(file)}.${stamp}-${n}.${label}.polk`);
  writeCopy(source, dest);
  if (what.kind === 'turn') rotateBackups(file, options.keep ?? KEEP_TURN_BACKUPS, dir, options.now);
  return dest;
}

/** The part of `dir`'s path nearest the root that exists and is not a folder (or `dir` itself). */
export function fileOnPath(dir: string): string {
  const chain: string[] = [];
  for (let at = dir; dirname(at) !== at; at = dirname(at)) chain.unshift(at);
  for (const at of chain) {
    try {
      if (!statSync(at).isDirectory()) return at;
    } catch {
      return dir;
    }
  }
  return dir;
}

/** Keep the newest `keep` end-of-turn backups; remove leftovers of copies a crash interrupted. */
export function rotateBackups(file: string, keep: number, dir = backupDirFor(file), now = new Date()): void {
  const turns = listBackups(file, dir).filter((b) => b.kind === 'turn');
  for (const old of turns.slice(keep)) if (!inUseAsCampaign(old.path)) removeQuietly(old.path);
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.includes('.partial-')) continue;
    const path = join(dir, name);
    try {
      // Another process may be writing a copy right now: only remove leftovers older than ten minutes.
      if (now.getTime() - statSync(path).mtimeMs > 10 * 60_000) removeQuietly(path);
    } catch {
      // Gone already.
    }
  }
}

/**
 * Has a backup been opened and played on as a campaign? Copies are written in journal mode DELETE;
 * the console switches every file it opens to WAL. Such a file is somebody's campaign now: never
 * rotate it away.
 */
function inUseAsCampaign(path: string): boolean {
  if (existsSync(`${path}-wal`)) return true;
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const header = Buffer.alloc(20);
    readSync(fd, header, 0, 20, 0);
    return header[18] === 2 || header[19] === 2;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Is this copy a whole, readable campaign file? (Opened read-only; a copy has no WAL to create.) */
export function isGoodCopy(path: string, supportedVersion: number): boolean {
  try {
    probeCampaignFile(path, supportedVersion, 200);
    const db = new Database(path, { readonly: true, fileMustExist: true, timeout: 200 });
    try {
      if (quickCheck(db) !== 'ok') return false;
      return db.prepare('SELECT COUNT(*) AS n FROM current').get() !== undefined;
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}

/** The newest backup of `file` that opens and passes SQLite's check, or null. */
export function newestGoodBackup(file: string, supportedVersion: number, dir = backupDirFor(file)): string | null {
  for (const b of listBackups(file, dir)) if (isGoodCopy(b.path, supportedVersion)) return b.path;
  return null;
}
