/**
 * The editor's side of the map format: what a JSON file holds (a map file, or a scenario and its
 * units), and the check before a board is written. The format and its validation are the rules
 * engine's (shared/rules/polkovodets/mapFormat.ts, mapValidate.ts); this only puts their answers
 * in the reply's shape.
 */
import type { Bilingual, EditorMapSource } from '../../shared/bridge/contract';
import { ARMIES, mapFileJson, mapFromScenario, parseMapFile, readMapDraft, serializeMap, validateMap, type MapDef, type SetupError } from '../../shared/rules/polkovodets';
import { describeRefusal } from '../../shared/vocab';
import { describeMapIssue, mapIssueCells } from '../../shared/vocab/mapIssues';
import { EDITOR_FILE_WORDS } from '../../shared/vocab/editor';

type Read = { ok: true; value: { kind: 'map' | 'scenario'; map: unknown; units: EditorMapSource['units'] } } | { ok: false; error: Bilingual };

const words = (e: SetupError): Bilingual => ({ ru: describeRefusal(e, 'ru'), en: describeRefusal(e, 'en') });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCoord = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/** A map as the map file has it. */
export const mapFileOf = (map: MapDef): unknown => mapFileJson(map);

/** A scenario's units, as far as they have a unit's shape (the map validation checks their cells). */
function unitsOf(raw: unknown): EditorMapSource['units'] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((u) =>
    isObject(u) && typeof u.id === 'string' && (ARMIES as readonly unknown[]).includes(u.army) && typeof u.type === 'string' && isCoord(u.x) && isCoord(u.y)
      ? [{ id: u.id, army: u.army as EditorMapSource['units'][number]['army'], type: u.type as EditorMapSource['units'][number]['type'], x: u.x, y: u.y }]
      : [],
  );
}

/** A JSON file's board: a scenario's map (and its units), or a map file read as a draft (what is wrong in it the editor's validation names). */
export function mapOfJson(json: unknown): Read {
  if (!isObject(json)) return { ok: false, error: EDITOR_FILE_WORDS.neither };
  if ('map' in json) {
    const map = mapFromScenario(json);
    if (!map.ok) return { ok: false, error: words(map.error) };
    return { ok: true, value: { kind: 'scenario', map: mapFileJson(map.value), units: unitsOf(json.units) } };
  }
  const draft = readMapDraft(json);
  if (!draft.ok) return { ok: false, error: words(draft.error) };
  return { ok: true, value: { kind: 'map', map: mapFileJson(draft.value), units: [] } };
}

/** The map file's text, or the refusal that keeps it from being written (the first one, with its cells). */
export function checkMapForSaving(map: unknown): { ok: true; value: string } | { ok: false; error: { code: string; message: Bilingual; detail?: Record<string, unknown> } } {
  const parsed = parseMapFile(map);
  if (!parsed.ok) return { ok: false, error: { code: parsed.error.code, message: words(parsed.error) } };
  const { refusals } = validateMap(parsed.value);
  const first = refusals[0];
  if (first) {
    const m = parsed.value;
    return {
      ok: false,
      error: {
        code: first.code,
        message: EDITOR_FILE_WORDS.withCells({ ru: describeMapIssue(first, 'ru', m), en: describeMapIssue(first, 'en', m) }, { ru: mapIssueCells(first.cells, 'ru'), en: mapIssueCells(first.cells, 'en') }),
        detail: { issues: refusals.map((r) => ({ code: r.code, cells: r.cells })) },
      },
    };
  }
  return { ok: true, value: serializeMap(parsed.value) };
}
