/**
 * How a state is stored: its canonical JSON (map left out). Snapshots — one at every end of move, so
 * most of a whole-game file — are deflated, about ten times smaller, which keeps the file, its backups
 * and its exports small. The current state is one row rewritten by every order: it is kept as plain
 * text, since deflating it would cost each order's commit more than the space it saves. The hash is of
 * the canonical text either way, so a stored state can be checked without knowing how it was kept.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { GameState, MapDef } from '../shared/rules/polkovodets';
import { sha256Hex, stateText } from './hash';

export interface PackedState {
  readonly text: string;
  readonly hash: string;
}

export function packState(state: GameState): PackedState {
  const text = stateText(state);
  return { text, hash: sha256Hex(text) };
}

/** A snapshot's stored form. */
export const deflateText = (text: string): Buffer => deflateRawSync(text);
export const inflateText = (blob: Uint8Array): string => inflateRawSync(blob).toString('utf8');

/** The state from its stored text and the campaign's map. */
export function stateFromText(text: string, map: MapDef): GameState {
  return { ...(JSON.parse(text) as Omit<GameState, 'map'>), map } as GameState;
}
