/**
 * Writing a file the game master asked for (a scenario export, a summary, a print): atomically (a
 * temporary file, then a rename), replacing an earlier export of the same name — but never a
 * campaign or any other SQLite database, never the open campaign itself, and never anything that
 * is not a regular file: a symlink, a device, a FIFO or a socket at the target is refused before
 * anything is opened (a rename would replace the link or the node itself; opening a FIFO blocks).
 */
import { closeSync, lstatSync, openSync, readSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { FileProblem } from '../../db';
import { nonRegularKind, pathProblem } from './inputs';

/** Refuse a target that exists and is not a regular file; true when a regular file is there. */
export function checkOutputTarget(file: string): boolean {
  let st;
  try {
    st = lstatSync(file);
  } catch (e) {
    if ((e as { code?: string }).code === 'ENOENT') return false;
    throw pathProblem(e, file, { output: true }) ?? e;
  }
  const kind = nonRegularKind(st);
  if (kind === 'directory') throw new FileProblem('file/exists', file);
  if (kind) throw new FileProblem('file/not_regular', file, { kind, output: true });
  return true;
}

/** Write the file in one step: staged beside the target, then renamed into place. */
export function writeOutputFile(target: string, body: string | Uint8Array, campaignPath?: string): string {
  const staged = stageOutputFile(target, body, campaignPath);
  staged.place();
  return staged.file;
}

/** A file written beside its target under a hidden name, not yet in place. */
export interface StagedOutput {
  readonly file: string;
  /** Rename it into place (an earlier file of that name is replaced); on failure it is removed. */
  place(): void;
  /** Remove it (nothing was put in place). */
  drop(): void;
}

/**
 * Write `body` beside `target` under a hidden temporary name; `place` renames it into place. For a
 * file that must appear only once something else is settled (a move packet's page: only after its
 * key is committed, so a failed commit never leaves a page whose key was never issued).
 */
export function stageOutputFile(target: string, body: string | Uint8Array, campaignPath?: string): StagedOutput {
  const file = resolve(target);
  if (file === campaignPath || (checkOutputTarget(file) && looksLikeSqlite(file))) throw new FileProblem('file/exists', file);
  // Bounded, so that a name near the file system's limit is not refused for its temporary's length.
  const partial = join(dirname(file), `.${basename(file).slice(0, 100)}.partial-${process.pid}`);
  const drop = () => {
    try {
      unlinkSync(partial);
    } catch {
      // Never written, or gone already.
    }
  };
  try {
    writeFileSync(partial, body, { flag: 'wx' });
  } catch (e) {
    drop();
    throw outputProblem(e, file);
  }
  return {
    file,
    place() {
      try {
        renameSync(partial, file);
      } catch (e) {
        drop();
        throw outputProblem(e, file);
      }
    },
    drop,
  };
}

/** A system error while writing an output file, as the file problem the game master reads. */
function outputProblem(e: unknown, file: string): unknown {
  const code = (e as { code?: string }).code;
  if (code === 'ENAMETOOLONG' || code === 'ENOTDIR') return pathProblem(e, file, { output: true }) ?? e;
  const problem = code === 'ENOENT' ? 'file/not_found' : code === 'EACCES' || code === 'EPERM' ? 'file/access_denied' : code === 'ENOSPC' || code === 'EDQUOT' ? 'file/disk_full' : code === 'EISDIR' || code === 'EEXIST' ? 'file/exists' : 'file/io_error';
  return new FileProblem(problem, file, { system: code ?? null, during: 'output' });
}

/** A regular file's first 16 bytes say SQLite (opened only after checkOutputTarget: never a FIFO). */
function looksLikeSqlite(file: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const head = Buffer.alloc(16);
    readSync(fd, head, 0, 16, 0);
    return head.toString('latin1') === 'SQLite format 3\0';
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
