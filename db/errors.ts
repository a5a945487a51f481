/**
 * What can go wrong with a campaign file, as stable codes (their one list is the catalog's, with
 * their words: shared/vocab/service.ts). The campaign service turns each into a message in Russian
 * and English (what happened, which file, what to do).
 */
import type { Detail as FileProblemDetail, FileProblemCode } from '../shared/vocab/service';

export type { FileProblemCode, FileProblemDetail };

/** A failure of the file itself (not a bug, not a rule): thrown inside db/, caught by the service. */
export class FileProblem extends Error {
  constructor(
    readonly code: FileProblemCode,
    readonly file: string,
    readonly detail: FileProblemDetail = {},
  ) {
    super(`${code}: ${file}${Object.keys(detail).length ? ' ' + JSON.stringify(detail) : ''}`);
    this.name = 'FileProblem';
  }
}

const SQLITE_CODES: readonly [prefix: string, code: FileProblemCode][] = [
  ['SQLITE_BUSY', 'file/locked'],
  ['SQLITE_LOCKED', 'file/locked'],
  ['SQLITE_CORRUPT', 'file/corrupt'],
  ['SQLITE_NOTADB', 'file/corrupt'],
  ['SQLITE_READONLY', 'file/read_only'],
  ['SQLITE_FULL', 'file/disk_full'],
  ['SQLITE_CANTOPEN', 'file/access_denied'],
  ['SQLITE_PERM', 'file/access_denied'],
  ['SQLITE_AUTH', 'file/access_denied'],
  ['SQLITE_IOERR', 'file/io_error'],
];

const NODE_CODES: Readonly<Record<string, FileProblemCode>> = {
  ENOENT: 'file/not_found',
  EACCES: 'file/access_denied',
  EPERM: 'file/access_denied',
  EROFS: 'file/read_only',
  ENOSPC: 'file/disk_full',
  EDQUOT: 'file/disk_full',
  EEXIST: 'file/exists',
  EISDIR: 'file/exists',
  ENOTDIR: 'file/not_found',
  ENAMETOOLONG: 'file/name_too_long',
  EIO: 'file/io_error',
};

/**
 * The file problem behind an error thrown by better-sqlite3 or node:fs, or null when the error is
 * something else (a bug, which must surface as one).
 */
export function asFileProblem(error: unknown, file: string): FileProblem | null {
  // A decoder of db/ does not know the file's path: the caller who does fills it in.
  if (error instanceof FileProblem) return error.file ? error : new FileProblem(error.code, file, error.detail);
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  // Our statements are fixed: a table or column they name that is not there is a damaged file.
  const message = error instanceof Error ? error.message : '';
  // And our writes keep every constraint and trigger of a sound file (the crash and property tests
  // hold them to it): one refused means the rows already there are not what the console wrote.
  if ((code === 'SQLITE_ERROR' && /^no such (table|column)|has no column named/.test(message)) || code === 'SQLITE_MISMATCH' || code.startsWith('SQLITE_CONSTRAINT')) {
    return new FileProblem('file/damaged', file, { what: message.slice(0, 200) });
  }
  for (const [prefix, problem] of SQLITE_CODES) {
    if (code === prefix || code.startsWith(prefix + '_')) return new FileProblem(problem, file, { sqlite: code });
  }
  const nodeProblem = NODE_CODES[code];
  if (nodeProblem) return new FileProblem(nodeProblem, file, { system: code });
  return null;
}

/** Where in the file a stored value lives, for a 'file/damaged' problem. */
export interface StoredPlace {
  readonly table: string;
  readonly column?: string;
  readonly seq?: number;
}

/**
 * Decode a stored value (parse JSON text, inflate a blob): anything that goes wrong is the file's
 * damage, as a FileProblem naming the table and row (its file is filled in by the caller who knows it).
 */
export function decodeStored<T>(place: StoredPlace, decode: () => T): T {
  try {
    return decode();
  } catch (e) {
    if (e instanceof FileProblem && e.code !== 'file/damaged') throw e;
    const inner = e instanceof FileProblem ? String(e.detail.what ?? '') : e instanceof Error ? e.message : String(e);
    throw new FileProblem('file/damaged', e instanceof FileProblem ? e.file : '', { ...place, what: inner.slice(0, 200) });
  }
}
