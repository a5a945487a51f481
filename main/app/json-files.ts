/** Small JSON files of the console's data folder, read forgivingly and written atomically. */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

export function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // Missing or unreadable: start afresh (these files are conveniences, never the campaign itself).
    return null;
  }
}

/** A temporary file, then a rename: a crash leaves the old file or the new one, never half of one. */
export function writeJsonAtomically(file: string, value: unknown): void {
  const partial = `${file}.partial-${process.pid}`;
  writeFileSync(partial, JSON.stringify(value, null, 2) + '\n', 'utf8');
  renameSync(partial, file);
}
