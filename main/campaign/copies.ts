/**
 * Copies of an open campaign: an export (a compact, self-contained copy), a backup now, the
 * automatic backup at each end of turn, and SQLite's own checks.
 */
import { resolve } from 'node:path';
import { FileProblem, asFileProblem, backupDirFor, integrityCheck, makeBackup, writeCopy } from '../../db';
import type { CampaignContext } from './context';
import { fileFailed, success, type Outcome } from './failure';

export class CampaignCopies {
  constructor(private readonly ctx: CampaignContext) {}

  /** A compact, self-contained copy of the campaign (VACUUM INTO, journal mode DELETE) at `dest`. */
  exportCopy(dest: string): Outcome<{ path: string }> {
    const file = resolve(dest);
    if (file === this.ctx.path) return fileFailed(new FileProblem('file/exists', file));
    return this.ctx.guard(() => {
      // Through a connection of its own: the campaign's prepared statements stay prepared (db/backups.ts).
      writeCopy(this.ctx.path, file);
      return success({ path: file });
    }, file);
  }

  /** A backup now, in the campaign's backup folder. */
  backupNow(turn: number): Outcome<{ path: string }> {
    const { ctx } = this;
    return ctx.guard(() => success({ path: makeBackup(ctx.path, ctx.path, { kind: 'turn', number: turn }, { now: ctx.service.now(), keep: ctx.service.options.keepBackups }) }), backupDirFor(ctx.path));
  }

  /** The backup after turn `turn` ended. The action is saved already: a missing backup is a warning. */
  afterTurn(turn: number): void {
    const { ctx } = this;
    ctx.touched();
    if (ctx.service.options.backups === false) return;
    try {
      makeBackup(ctx.path, ctx.path, { kind: 'turn', number: turn }, { now: ctx.service.now(), keep: ctx.service.options.keepBackups });
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
