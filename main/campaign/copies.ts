/**
 * Copies of an open campaign: an export (a compact, self-contained copy), a backup now, the
 * automatic backup at each end of turn, and SQLite's own checks.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type Database from 'better-sqlite3';
import { FileProblem, asFileProblem, backupDirFor, integrityCheck, makeBackup, writeCopy } from '../../db';
import type { CampaignContext } from './context';
import { fileFailed, success, type Outcome } from './failure';

export class CampaignCopies {
  /** The file the campaign was opened from (device and inode), to notice it renamed or replaced while open. */
  private readonly opened: string | null;

  constructor(private readonly ctx: CampaignContext) {
    this.opened = fileIdentity(ctx.path);
  }

  /**
   * What a copy reads: the campaign's path, through a read-only connection of its own (the campaign's
   * prepared statements stay prepared, db/backups.ts), while that path is still the file this campaign
   * opened. A file renamed or replaced while open: the campaign's own connection, which always reads
   * its own file (a new connection by the old path would read another file, or the file without the
   * WAL it left behind).
   */
  private source(): Database.Database | string {
    const now = fileIdentity(this.ctx.path);
    return now !== null && now === this.opened ? this.ctx.path : this.ctx.db;
  }

  /** A compact, self-contained copy of the campaign (VACUUM INTO, journal mode DELETE) at `dest`. */
  exportCopy(dest: string): Outcome<{ path: string }> {
    const file = resolve(dest);
    if (file === this.ctx.path) return fileFailed(new FileProblem('file/exists', file));
    return this.ctx.guard(() => {
      writeCopy(this.source(), file);
      return success({ path: file });
    }, file);
  }

  /** A backup now, in the campaign's backup folder. */
  backupNow(turn: number): Outcome<{ path: string }> {
    const { ctx } = this;
    return ctx.guard(() => success({ path: makeBackup(this.source(), ctx.path, { kind: 'turn', number: turn }, { now: ctx.service.now(), keep: ctx.service.options.keepBackups }) }), backupDirFor(ctx.path));
  }

  /** The backup after turn `turn` ended. The action is saved already: a missing backup is a warning. */
  afterTurn(turn: number): void {
    const { ctx } = this;
    ctx.touched();
    if (ctx.service.options.backups === false) return;
    try {
      makeBackup(this.source(), ctx.path, { kind: 'turn', number: turn }, { now: ctx.service.now(), keep: ctx.service.options.keepBackups });
    } catch (e) {
      const problem = asFileProblem(e, backupDirFor(ctx.path));
      if (!problem) throw e;
      // The action is in the campaign file already: the words must say only the backup failed.
      ctx.service.warn(new FileProblem(problem.code, problem.file, { ...problem.detail, during: 'backup' }));
    }
  }

  /** SQLite's full integrity check: 'ok' or what it found. */
  integrity(): string {
    return this.ctx.read(() => integrityCheck(this.ctx.db));
  }
}

/** A file's device and inode, or null when nothing is at the path. */
function fileIdentity(path: string): string | null {
  try {
    const st = statSync(path, { bigint: true });
    return `${st.dev}:${st.ino}`;
  } catch {
    return null;
  }
}
