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

export function writeOutputFile(target: string, body: string | Uint8Array, campaignPath?: string): string {
  const file = resolve(target);
  if (file === campaignPath || (checkOutputTarget(file) && looksLikeSqlite(file))) throw new FileProblem('file/exists', file);
  // Bounded, so that a name near the file system's limit is not refused for its temporary's length.
  const partial = join(dirname(file), `.${basename(file).slice(0, 100)}.partial-${process.pid}`);
  try {
    writeFileSync(partial, body, { flag: 'wx' });
    renameSync(partial, file);
    return file;
  } catch (e) {
    try {
      unlinkSync(partial);
    } catch {
      // Never written.
    }
    const code = (e as { code?: string }).code;
    if (code === 'ENAMETOOLONG' || code === 'ENOTDIR') throw pathProblem(e, file, { output: true }) ?? e;
    const problem = code === 'ENOENT' ? 'file/not_found' : code === 'EACCES' || code === 'EPERM' ? 'file/access_denied' : code === 'ENOSPC' || code === 'EDQUOT' ? 'file/disk_full' : code === 'EISDIR' || code === 'EEXIST' ? 'file/exists' : 'file/io_error';
    throw new FileProblem(problem, file, { system: code ?? null, during: 'output' });
  }
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
