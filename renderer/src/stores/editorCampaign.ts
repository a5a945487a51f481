/**
 * From the editor to a campaign: a new campaign on the board (the presets deploy around each
 * army's home fortresses), or, from a campaign's setup phase, the board put under its deployment.
 */
import type { Bilingual } from '../../../shared/bridge/contract';
import { mapToJson, type Army, type Goal } from '../../../shared/rules/polkovodets';
import type { PresetSize } from '../../../shared/presets';
import { useCampaignStore } from './campaign';
import { boardToMap } from '../editor/model';
import { toMapFile } from '../editor/format';
import { useEditorStore } from '../editor/store';

export interface MapPreset {
  readonly armies: Army[];
  readonly goal: Goal;
  readonly size: PresetSize;
  readonly seed: number;
}

type Started = { ok: true } | { ok: false; message: Bilingual };

export function useEditorCampaign() {
  const campaign = useCampaignStore();
  const editor = useEditorStore();
  return async (name: string, preset: MapPreset): Promise<Started> => {
    const r = await campaign.create({ name, preset, map: toMapFile(editor.board) });
    if (!r.ok) return { ok: false, message: r.error.message };
    editor.open = null;
    return { ok: true };
  };
}

/** The setup phase: the campaign's scenario with the board as its map (the engine checks the deployment on it). */
export function useApplyToSetup() {
  const campaign = useCampaignStore();
  const editor = useEditorStore();
  return async (): Promise<Started> => {
    const map = mapToJson(boardToMap(editor.board));
    const r = await campaign.editSetup((s) => ({ ...s, map }));
    if (!r.ok) return { ok: false, message: r.error.message };
    editor.open = null;
    return { ok: true };
  };
}
