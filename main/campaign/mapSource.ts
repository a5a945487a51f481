/**
 * A campaign from presets on a map file (`polkovodets-map/1`): the file read as the scenario parser
 * reads a map, checked (a refusal names its first issue and the cells at fault), and the armies
 * deployed around their home fortresses (shared/presets/ `presetScenarioOnMap`).
 */
import { parseMapFile, readMapDraft, validateMap, type MapIssue } from '../../shared/rules/polkovodets';
import { presetScenarioOnMap, PRESET_ERROR_MESSAGES, type MapScenarioJson, type PresetOptions } from '../../shared/presets';
import { describeMapIssue, mapIssueCells } from '../../shared/vocab/mapIssues';
import { badPreset, badScenario, type CampaignFailure, type Outcome } from './failure';

/** The preset scenario on a map file's content (its text or JSON value). */
export function presetsOnMap(preset: PresetOptions, mapFile: unknown): Outcome<MapScenarioJson> {
  // The shape first (a field of the wrong type: its path), then the check (the cells at fault), then
  // the scenario parser's own reading (a map the check accepts always passes it).
  const draft = readMapDraft(mapFile);
  if (!draft.ok) return badScenario(draft.error);
  const { refusals } = validateMap(draft.value);
  if (refusals.length) return mapRefused(refusals, draft.value);
  const map = parseMapFile(mapFile);
  if (!map.ok) return badScenario(map.error);
  const made = presetScenarioOnMap(preset, map.value);
  return made.ok ? made : badPreset(made.error);
}

/** A map the check refuses: the presets' words, then the first issue with its cells. */
function mapRefused(refusals: readonly MapIssue[], names: Parameters<typeof describeMapIssue>[2]): { ok: false; error: CampaignFailure } {
  const first = refusals[0];
  const line = (lang: 'ru' | 'en') => `${PRESET_ERROR_MESSAGES['preset/map_refused'][lang]} ${describeMapIssue(first, lang, names)} ${mapIssueCells(first.cells, lang)}`;
  return {
    ok: false,
    error: {
      kind: 'failure',
      code: 'preset/map_refused',
      message: { ru: line('ru'), en: line('en') },
      detail: { issues: refusals.map((r) => ({ code: r.code, cells: r.cells.map(([x, y]) => [x, y]) })) },
    },
  };
}
