/**
 * The board and the map file (`polkovodets-map/1`): the map format is the rules engine's; this turns
 * the editor's board into it and back.
 */
import type { Bilingual } from '../../../shared/bridge/contract';
import type { Army, MapDef } from '../../../shared/rules/polkovodets';
import { parseMap } from '../../../shared/rules/polkovodets/scenarioMap';
import { boardToMap, homesOf, type EditorBoard, type SheetLayout } from './model';

export function toMapFile(b: EditorBoard): unknown {
  return { format: 'polkovodets-map/1', ...boardToMap(b), sheets: b.sheets, homes: homesOf(b) };
}

export function fromMapFile(json: unknown): { ok: true; value: { map: MapDef; sheets?: SheetLayout; homes?: Partial<Record<string, Army>> } } | { ok: false; error: Bilingual } {
  if (typeof json !== 'object' || json === null) return { ok: false, error: { ru: 'нет карты.', en: 'no map.' } };
  const { width, height, rows, fortresses } = json as Record<string, unknown>;
  const parsed = parseMap({ width, height, rows, fortresses });
  if (!parsed.ok || parsed.value === 'default') return { ok: false, error: { ru: 'карта не прочитана.', en: 'the map could not be read.' } };
  return { ok: true, value: { map: parsed.value } };
}
