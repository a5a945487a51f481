/**
 * Reading an input file (a scenario, a map, a move file) within its kind's documented limit
 * (docs/polk.md, «Limits»): a path that is not a regular file (a device such as /dev/zero, a FIFO,
 * a socket, a folder) is refused before anything is read; a file is read at most one byte past its
 * limit, never further; its text must be valid UTF-8 (a byte-order mark allowed, kept for the
 * parser to drop). Every refusal is a FileProblem naming the file, its kind and the limit.
 */
import { closeSync, constants as fsConstants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import { FileProblem, asFileProblem, fileOnPath } from '../../db';

export type InputKind = 'scenario' | 'map' | 'moves';

/**
 * Bytes of each kind of input file. A maximal valid scenario, as `polk export` writes it, is about
 * 0.8 MB, and the engine's text limit is 4 000 000 characters; a map file holds at most a 200×200
 * map and its fortresses; a move file, one army's move.
 */
export const INPUT_LIMITS: Readonly<Record<InputKind, number>> = {
  scenario: 4_000_000,
  map: 4_000_000,
  moves: 1_000_000,
};

/** What a stat says a path is, when it is not a regular file. */
export function nonRegularKind(st: Stats): string | null {
  if (st.isFile()) return null;
  if (st.isSymbolicLink()) return 'symlink';
  if (st.isDirectory()) return 'directory';
  if (st.isFIFO()) return 'fifo';
  if (st.isSocket()) return 'socket';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'device';
  return 'other';
}

/** A file-system error as the file's problem (a too-long name and a file standing for a folder said so). */
export function pathProblem(e: unknown, file: string, detail: Record<string, string | number | boolean | null> = {}): FileProblem | null {
  const code = (e as { code?: string }).code;
  if (code === 'ENAMETOOLONG') return new FileProblem('file/name_too_long', file, detail);
  if (code === 'ENOTDIR') return new FileProblem('file/not_a_folder', fileOnPath(file), detail);
  const p = asFileProblem(e, file);
  return p && Object.keys(detail).length ? new FileProblem(p.code, p.file, { ...p.detail, ...detail }) : p;
}

/** The bytes of an input file, refused past its kind's limit or when it is not a regular file. */
export function readInputBytes(path: string, kind: InputKind): Buffer {
  const file = resolve(path);
  const limit = INPUT_LIMITS[kind];
  let fd: number;
  try {
    // Not opened before it is known to be a regular file: opening a FIFO for reading blocks.
    const kindOfPath = nonRegularKind(statSync(file));
    if (kindOfPath) throw new FileProblem('file/not_regular', file, { kind: kindOfPath });
    fd = openSync(file, fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0));
  } catch (e) {
    throw e instanceof FileProblem ? e : (pathProblem(e, file) ?? e);
  }
  try {
    // Swapped between the stat and the open: still refused.
    const kindOfPath = nonRegularKind(fstatSync(fd));
    if (kindOfPath) throw new FileProblem('file/not_regular', file, { kind: kindOfPath });
    const buffer = Buffer.alloc(limit + 1);
    let size = 0;
    for (;;) {
      const n = readSync(fd, buffer, size, buffer.length - size, null);
      if (n === 0) break;
      size += n;
      if (size > limit) throw new FileProblem('file/too_large', file, { what: kind, limit });
    }
    return buffer.subarray(0, size);
  } catch (e) {
    throw e instanceof FileProblem ? e : (pathProblem(e, file) ?? e);
  } finally {
    closeSync(fd);
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** An input file's text: bounded as `readInputBytes`, and valid UTF-8 or refused. */
export function readInputText(path: string, kind: InputKind): string {
  const bytes = readInputBytes(path, kind);
  try {
    return UTF8.decode(bytes);
  } catch {
    throw new FileProblem('file/bad_text', resolve(path), { what: kind, offset: firstInvalidUtf8(bytes) });
  }
}

/** Where the first invalid UTF-8 sequence starts (for the message): the first U+FFFD a lenient decoding made. */
function firstInvalidUtf8(bytes: Buffer): number {
  const lenient = bytes.toString('utf8');
  for (let i = lenient.indexOf('\ufffd'); i >= 0; i = lenient.indexOf('\ufffd', i + 1)) {
    const at = Buffer.byteLength(lenient.slice(0, i));
    // A replacement character written in the file itself (EF BF BD) is valid text.
    if (!(bytes[at] === 0xef && bytes[at + 1] === 0xbf && bytes[at + 2] === 0xbd)) return at;
  }
  return 0;
}

/** The first `n` bytes of a regular file, or null (not there, not a regular file, unreadable): opens nothing else. */
export function readHead(path: string, n: number): Buffer | null {
  let fd: number | undefined;
  try {
    if (nonRegularKind(statSync(path))) return null;
    fd = openSync(path, fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0));
    if (nonRegularKind(fstatSync(fd))) return null;
    const head = Buffer.alloc(n);
    return head.subarray(0, readSync(fd, head, 0, n, 0));
  } catch {
    return null;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
