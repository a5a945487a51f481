/**
 * Writing a file the game master asked for (a scenario export, a summary): atomically (a temporary
 * file, then a rename), replacing an earlier export of the same name — but never a campaign or any
 * other SQLite database, and never the open campaign itself.
 */
import { closeSync, existsSync, openSync, readSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { FileProblem } from '../../db';

export function writeOutputFile(target: string, body: string | Uint8Array, campaignPath?: string): string {
  const file = resolve(target);
  if (file === campaignPath || looksLikeSqlite(file)) throw new FileProblem('file/exists', file);
  const partial = join(dirname(file), `.${basename(file)}.partial-${process.pid}`);
  try {
    writeFileSync(partial, body);
    renameSync(partial, file);
    return file;
  } catch (e) {
    try {
      unlinkSync(partial);
    } catch {
      // Never written.
    }
    const code = (e as { code?: string }).code;
    const problem = code === 'ENOENT' || code === 'ENOTDIR' ? 'file/not_found' : code === 'EACCES' || code === 'EPERM' ? 'file/access_denied' : code === 'ENOSPC' ? 'file/disk_full' : code === 'EISDIR' ? 'file/exists' : 'file/io_error';
    throw new FileProblem(problem, file, { system: code ?? null });
  }
}

function looksLikeSqlite(file: string): boolean {
  if (!existsSync(file)) return false;
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
