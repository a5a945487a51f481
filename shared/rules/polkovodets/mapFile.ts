/**
 * Reading a map file strictly (its text or JSON value), as the scenario parser reads a map: the one
 * way into a `MapDef` from outside, which the console's own default map goes through too
 * (defaultMap.ts). Apart from mapFormat.ts, which builds on the default map, so that the default map
 * can be read with it.
 */
import { preview, SCENARIO_LIMITS as LIMIT, typeOf } from './limits';
import { parseMap } from './scenarioMap';
import { own, isPlainObject } from './scenarioShape';
import { setupFailure as fail, type SetupError } from './setupErrors';
import type { MapDef, Result } from './types';

export const MAP_FORMAT = 'polkovodets-map/1';

export function jsonOf(text: string): Result<unknown, SetupError> {
  if (text.length > LIMIT.textChars) return fail('setup/too_large', '', { length: text.length, max: LIMIT.textChars });
  try {
    return { ok: true, value: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) };
  } catch (e) {
    return fail('setup/not_json', '', { reason: preview(e instanceof Error ? e.message : String(e), 160) });
  }
}

/** The map object of a map file's value: `format`, when present, must be ours; the rest is the map. */
export function withoutFormat(input: unknown): Result<Record<string, unknown>, SetupError> {
  if (!isPlainObject(input)) return fail('setup/not_object', '', { found: typeOf(input) });
  const format = own(input, 'format');
  if (format !== undefined && format !== MAP_FORMAT) return fail('setup/format', 'format', { found: preview(format), expected: MAP_FORMAT });
  const rest: Record<string, unknown> = {};
  for (const k of Object.keys(input)) if (k !== 'format') rest[k] = input[k];
  return { ok: true, value: rest };
}

/** Read a map file (its text or JSON value) strictly, as the scenario parser reads a map. */
export function parseMapFile(input: unknown): Result<MapDef, SetupError> {
  const json = typeof input === 'string' ? jsonOf(input) : { ok: true as const, value: input };
  if (!json.ok) return json;
  const raw = withoutFormat(json.value);
  if (!raw.ok) return raw;
  const map = parseMap(raw.value);
  if (!map.ok) return map;
  if (map.value === 'default') return fail('setup/map', 'map', { found: 'default' });
  return { ok: true, value: map.value };
}

