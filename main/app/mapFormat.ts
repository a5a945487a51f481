/**
 * The editor's side of the map format: what a file holds (a map file, a scenario, which map), and
 * the check before a board is written. The format and its validation are the rules engine's
 * (shared/rules/polkovodets); this only puts their answers in the reply's shape.
 */
import type { Bilingual, EditorMapSource } from '../../shared/bridge/contract';
import { describeRefusal, parseScenario, type MapDef, type SetupError } from '../../shared/rules/polkovodets';
import { parseMap } from '../../shared/rules/polkovodets/scenarioMap';

type Read = { ok: true; value: { kind: 'map' | 'scenario'; map: unknown; units: EditorMapSource['units'] } } | { ok: false; error: Bilingual };

const words = (e: SetupError): Bilingual => ({ ru: describeRefusal(e, 'ru'), en: describeRefusal(e, 'en') });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A map as the map file has it. */
export const mapFileOf = (map: MapDef): unknown => ({ format: 'polkovodets-map/1', ...JSON.parse(JSON.stringify(map)) });

export function mapOfScenario(json: unknown): Read {
  if (!isObject(json)) return { ok: false, error: { ru: 'ни карты, ни сценария.', en: 'neither a map nor a scenario.' } };
  if ('map' in json) {
    const parsed = parseScenario(json);
    if (!parsed.ok) return { ok: false, error: words(parsed.error) };
    const units = parsed.value.units.map((u) => ({ id: u.id, army: u.army, type: u.type, x: u.x, y: u.y }));
    return { ok: true, value: { kind: 'scenario', map: parsed.value.map === 'default' ? 'default' : mapFileOf(parsed.value.map), units } };
  }
  const { format, ...rest } = json;
  void format;
  const parsed = parseMap(rest);
  if (!parsed.ok) return { ok: false, error: words(parsed.error) };
  return { ok: true, value: { kind: 'map', map: json, units: [] } };
}

/** The map file's text, or the refusal that keeps it from being written. */
export function checkMapForSaving(map: unknown): { ok: true; value: string } | { ok: false; error: { code: string; message: Bilingual } } {
  const read = mapOfScenario(isObject(map) ? map : null);
  if (!read.ok || read.value.kind !== 'map') return { ok: false, error: { code: 'editor/refused', message: read.ok ? { ru: 'Это не карта.', en: 'This is not a map.' } : read.error } };
  return { ok: true, value: JSON.stringify(map, null, 2) + '\n' };
}
