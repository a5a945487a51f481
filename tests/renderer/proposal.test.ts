/**
 * Issue 22 item 2: the machine's proposal is drawn in the army's colour with a halo, so that every
 * army's arrows — Austria's white included — keep 3:1 against the paper and every terrain: of the
 * rim and the outer halo around the body, one stands at 3:1 or more on each ground, and the body
 * parts from its rim at 3:1 or more (WCAG contrast, shared/pieces/colour.ts).
 */
import { describe, expect, it } from 'vitest';
import { proposalCells, proposalInks } from '../../renderer/src/map/proposalInks';
import { ARMY_COLOURS, TERRAIN_COLOURS } from '../../renderer/src/map/palette';
import { contrast } from '../../shared/pieces/colour';
import { ARMIES } from '../../shared/rules/polkovodets';

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
    const cells = proposalCells([
      { kind: 'order', order: { kind: 'move', commander: 'A1', unit: 'A2', to: [5, 6] }, from: [3, 4], explanation },
      { kind: 'end_move', explanation },
    ]);
    expect(cells).toEqual([[3, 4], [5, 6]]);
  });
});
