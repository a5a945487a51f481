/**
 * The console's own three-sheet map (assets/maps/default.json, made by scripts/make-default-map.mjs),
 * read at load by the same strict reader as any map file: a default map the reader refuses is a
 * broken build, and stops the program at once with the reader's refusal.
 */
import raw from '../../../assets/maps/default.json';
import { parseMapFile } from './mapFile';
import type { MapDef } from './types';

function load(): MapDef {
  const parsed = parseMapFile(raw);
  if (!parsed.ok) throw new Error(`assets/maps/default.json: ${parsed.error.code} at ${parsed.error.field || '(map)'} ${JSON.stringify(parsed.error.detail)}`);
  return parsed.value;
}

export const DEFAULT_MAP: MapDef = load();
