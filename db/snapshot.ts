/**
 * How a state is stored: its canonical JSON (map left out). Snapshots — one at every end of move, so
 * most of a whole-game file — are deflated, about ten times smaller, which keeps the file, its backups
 * and its exports small. Since schema 6 the head's row keeps only the state's hash (files before it
 * kept its plain text there, rewritten by every order): an order's commit carries its log entry, not
 * the whole state. The hash is of the canonical text however it was kept, so a stored state can be
 * checked without knowing how it was kept.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { GameState, MapDef } from '../shared/rules/polkovodets';
import { decodeStored } from './errors';
import { sha256Hex, stateText } from './hash';
import type { StateBytes } from './stateBytes';
import { decodeState } from './stateSchema';

export interface PackedState {
  readonly hash: string;
  /** The canonical text's UTF-8 bytes where they are stored (an entry with a snapshot), else null. */
  readonly bytes: Uint8Array | null;
}

/**
 * The state's hash, and its canonical bytes when `keep` (a snapshot stores them). `cache`, an open
 * campaign's, hashes without writing the text, reusing the bytes of unchanged parts (db/stateBytes.ts).
 */
export function packState(state: GameState, options: { cache?: StateBytes; keep?: boolean } = {}): PackedState {
  const { cache, keep = false } = options;
  if (cache) return cache.pack(state, keep);
  const text = stateText(state);
  return { hash: sha256Hex(text), bytes: keep ? Buffer.from(text, 'utf8') : null };
}

/** A snapshot's stored form. */
export const deflateText = (text: string | Uint8Array): Buffer => deflateRawSync(text);
export const inflateText = (blob: Uint8Array): string =>
  decodeStored({ table: 'snapshot', column: 'state' }, () => {
    if (!(blob instanceof Uint8Array)) throw new Error(`a ${typeof blob}, not a blob`);
    return new TextDecoder('utf-8', { fatal: true }).decode(inflateRawSync(blob));
  });

/**
 * The state from its stored text and the campaign's map, checked (db/stateSchema.ts): a state the
 * console never wrote is the file's damage (`file/damaged`, naming where; the caller adds the seq).
 */
export function stateFromText(text: string, map: MapDef): GameState {
  return decodeStored({ table: 'current', column: 'state' }, () => decodeState(text, map));
}

/** Parse a stored JSON column; garbage is the file's damage (see decodeStored). */
export function parseStored<T = unknown>(text: unknown, place: { table: string; column: string; seq?: number }): T {
  return decodeStored(place, () => {
    if (typeof text !== 'string') throw new Error(`a ${text === null ? 'NULL' : typeof text}, not text`);
    return JSON.parse(text) as T;
  });
}
