/**
 * Issue 22 item 2: the machine's proposal is drawn in the army's colour with a halo, so that every
 * army's arrows — Austria's white included — keep 3:1 against the paper and every terrain: of the
 * rim and the outer halo around the body, one stands at 3:1 or more on each ground, and the body
 * parts from its rim at 3:1 or more (WCAG contrast, shared/pieces/colour.ts).
 */
import { describe, expect, it } from 'vitest';
import type { ProposedStep } from '../../shared/bridge/contract';
import { arrivedCells, proposalCells, proposalInks, stepsOfActions } from '../../renderer/src/map/proposalInks';
import { ARMY_COLOURS, TERRAIN_COLOURS } from '../../renderer/src/map/palette';
import { contrast } from '../../shared/pieces/colour';
import { ARMIES, gameFromScenario } from '../../shared/rules/polkovodets';
import { smallScenario } from './support/scenarios';

const GROUNDS = ['plain', 'plainAlt', 'mountain', 'forest', 'swamp', 'river', 'roadFill', 'roadCasing', 'bridge', 'fortress', 'fortressWall'] as const;

describe('the proposal\'s inks', () => {
  for (const army of ARMIES) {
    it(`army ${army}: its colour, parted from its rim, and a halo standing off every ground at 3:1`, () => {
      const inks = proposalInks(army);
      expect(inks.core).toBe(ARMY_COLOURS[army].fill);
      expect(contrast(inks.core, inks.rim)).toBeGreaterThanOrEqual(3);
      for (const g of GROUNDS) {
        const ground = TERRAIN_COLOURS[g];
        expect(Math.max(contrast(inks.rim, ground), contrast(inks.outer, ground)), `${army} on ${g}`).toBeGreaterThanOrEqual(3);
      }
    });
  }

  it('Austria\'s white body gets the dark rim', () => {
    const inks = proposalInks('F');
    expect(contrast(inks.rim, TERRAIN_COLOURS.plain)).toBeGreaterThanOrEqual(3);
  });

  it('frames the cells the orders concern', () => {
    const explanation = { code: 'regroups', detail: {}, ru: '', en: '' };
    // The machine's steps (with their reasons) as they come.
    const steps: ProposedStep[] = [
      { kind: 'order', order: { kind: 'move', commander: 'A1', unit: 'A2', to: [5, 6] }, from: [3, 4], explanation },
      { kind: 'end_move', explanation },
    ];
    const cells = proposalCells(steps);
    expect(cells).toEqual([[3, 4], [5, 6]]);
  });

  // Issue 23 item 5: a player's waiting move is actions, drawn like the machine's steps.
  it('a player\'s waiting move: each order starts where its unit stands after the earlier ones', () => {
    const g = gameFromScenario(smallScenario());
    if (!g.ok) throw new Error('the small scenario does not load');
    const state = g.value;
    const steps = stepsOfActions(state, [
      { kind: 'order', order: { kind: 'move', commander: 'AM', unit: 'A1', to: [4, 4] } },
      { kind: 'order', order: { kind: 'strike', commander: 'AG', unit: 'A3', to: [5, 11] } },
      { kind: 'order', order: { kind: 'step', commander: 'AG', to: [10, 11] } },
      { kind: 'order', order: { kind: 'recruit', commander: 'AM', recruit: 'musketeer', to: [2, 3] } },
      { kind: 'appoint', at: [1, 2] },
      { kind: 'end_move' },
    ]);
    expect(steps.map((s) => [s.kind, s.from ?? null, s.order?.to ?? s.at ?? null])).toEqual([
      ['order', [3, 4], [4, 4]],
      ['order', [8, 8], [5, 11]],
      ['order', [10, 10], [10, 11]],
      ['order', null, [2, 3]],
      ['appoint', null, [1, 2]],
      ['end_move', null, null],
    ]);
    // A unit ordered twice (not legal, but a damaged proposal must still draw): its second arrow starts where the first ends.
    const twice = stepsOfActions(state, [
      { kind: 'order', order: { kind: 'move', commander: 'AM', unit: 'A1', to: [4, 4] } },
      { kind: 'order', order: { kind: 'move', commander: 'AM', unit: 'A1', to: [5, 4] } },
    ]);
    expect(twice[1]!.from).toEqual([4, 4]);
  });

  it('frames only the proposals that arrived since the last look', () => {
    const old = { key: 'machine:1', steps: [{ kind: 'order' as const, order: { kind: 'move' as const, commander: 'AM', unit: 'A1', to: [4, 4] as const }, from: [3, 4] as const }] };
    const fresh = { key: 'player:N@t', steps: [{ kind: 'appoint' as const, at: [9, 9] as const }] };
    expect(arrivedCells([old, fresh], ['machine:1'])).toEqual([[9, 9]]);
    expect(arrivedCells([old, fresh], undefined)).toEqual([[3, 4], [4, 4], [9, 9]]);
    expect(arrivedCells([old], ['machine:1'])).toEqual([]);
  });
});
