/**
 * The board and the map file (`polkovodets-map/1`): the map format is the rules engine's
 * (shared/rules/polkovodets/mapFormat.ts); this turns the editor's board into it and back.
 */
import type { Bilingual } from '../../../shared/bridge/contract';
import { mapFileJson, readMapDraft, type MapDef, type MapFileJson } from '../../../shared/rules/polkovodets';
import { describeRefusal } from '../../../shared/vocab';
import { boardToMap, type EditorBoard } from './model';

export const toMapFile = (b: EditorBoard): MapFileJson => mapFileJson(boardToMap(b));

/** A map file's value as a board's map: its shape only (a draft), so that the validation can name what is wrong. */
export function fromMapFile(json: unknown): { ok: true; value: MapDef } | { ok: false; error: Bilingual } {
  const read = readMapDraft(json);
  if (!read.ok) return { ok: false, error: { ru: describeRefusal(read.error, 'ru'), en: describeRefusal(read.error, 'en') } };
  return { ok: true, value: read.value };
}
