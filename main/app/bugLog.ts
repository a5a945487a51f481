/**
 * Where a bug goes in the command line and browser mode: `<data folder>/logs/<mode>.log` (polk.log,
 * web.log; the Electron shell has electron-log's main.log). The user sees one line that names the
 * file; the stack is in the file, which rotates at 1 MB keeping one old file (`<mode>.log.1`). File problems are never bugs: they have their own coded messages.
 */
import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Bilingual } from '../../shared/bridge/contract';
import { TRANSPORT_WORDS } from '../../shared/vocab/transport';

export const bugLogFile = (dataDir: string, mode: 'polk' | 'web'): string => join(dataDir, 'logs', `${mode}.log`);

/** A log file's size past which it is rotated: the old one becomes `<name>.1` (one kept). */
export const LOG_ROTATE_BYTES = 1024 * 1024;

/** Rotate `file` to `file.1` (replacing the older one) when it has reached `limit` bytes. */
export function rotateLog(file: string, limit = LOG_ROTATE_BYTES): void {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    return;
  }
  if (size >= limit) renameSync(file, `${file}.1`);
}

/**
 * Append the bug with its stack to `file`, rotating it at 1 MB (one old file kept, so whatever a
 * caller repeats, the logs stay under 2 MB plus one entry); false when the log cannot be written.
 */
export function logBug(file: string, what: string, error: unknown, limit = LOG_ROTATE_BYTES): boolean {
  const stack = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  try {
    mkdirSync(dirname(file), { recursive: true });
    rotateLog(file, limit);
    appendFileSync(file, `${new Date().toISOString()} ${what}\n${stack}\n\n`);
    return true;
  } catch {
    return false;
  }
}

/** The one line a user sees for a bug. */
export function bugLine(what: string, file: string | null): Bilingual {
  return file ? TRANSPORT_WORDS.bugLogged(what, file) : TRANSPORT_WORDS.bugNotLogged(what);
}
