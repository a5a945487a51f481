/**
 * Pick a unit from a list (the order of battle, the keys I and C) as a click on its counter would,
 * and centre the map on it. Only the army to move is ever picked (the map store's own click flow);
 * another army's unit is centred and named, and the selection stays as it was.
 */
import type { Unit } from '../../../shared/rules/polkovodets';
import { mapControls } from '../map/controls';
import { useCampaignStore } from './campaign';
import { useMapStore } from './map';

export function pickUnit(unit: Unit): void {
  const campaign = useCampaignStore();
  const map = useMapStore();
  mapControls()?.centreOn(unit.x, unit.y);
  const state = campaign.state;
  if (!state || !campaign.live || map.setupMode || !map.canOrder) return;
  if (unit.army !== state.toMove) {
    map.say({ tone: 'hint', hint: { key: 'notYourMove', params: { unit: unit.id } } });
    return;
  }
  // As a click on its counter would pick it: a commander as himself, a unit with the commander the
  // engine lists for it.
  map.selectUnit(unit.id);
}
