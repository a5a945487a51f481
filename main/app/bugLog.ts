/**
 * Where a bug goes in the command line and browser mode: `<data folder>/logs/<mode>.log` (polk.log,
 * web.log; the Electron shell has electron-log's main.log). The user sees one line that names the
 * file; the stack is in the file. File problems are never bugs: they have their own coded messages.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Bilingual } from '../../shared/bridge/contract';
import { TRANSPORT_WORDS } from '../../shared/vocab/transport';

export const bugLogFile = (dataDir: string, mode: 'polk' | 'web'): string => join(dataDir, 'logs', `${mode}.log`);

/** Append the bug with its stack to `file`; false when the log itself cannot be written. */
export function logBug(file: string, what: string, error: unknown): boolean {
  const stack = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  try {
    mkdirSync(dirname(file), { recursive: true });
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
