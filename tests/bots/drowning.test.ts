/**
 * A commander's march on the small board counts from afar (shared/bots/evaluate.ts `marchFromFar`,
 * docs/bots.md): counted as a loss per cell, a general far from his goal was worth more dead than
 * alive, and `strong` let him drown in a river rather than order him out (traced on a tuning game).
 */
import { describe, expect, it } from 'vitest';
import { WEIGHTS } from '../../shared/bots/evaluate';
import { CORPS_WEIGHTS, STRONG_WEIGHTS } from '../../shared/bots/strong';
import { applyBotMove, botMove } from '../../shared/bots';
import { tiny } from '../rules/helpers';

// A river down column 20 of a 40-cell-wide board; N's fortress 18 cells east of it.
const rows = Array.from({ length: 15 }, () => '.'.repeat(20) + '~' + '.'.repeat(19));
const start = tiny({
  rows,
  fortresses: [{ name: 'Фольварк', cells: [[38, 7], [39, 7]] }],
  fortressOwners: { Фольварк: 'N' },
  units: [
    { id: 'AM', army: 'A', type: 'marshal', x: 1, y: 1 },
    { id: 'AG', army: 'A', type: 'general', x: 20, y: 7, riverMoves: 1 },
    { id: 'NM', army: 'N', type: 'marshal', x: 39, y: 14 },
  ],
});

describe('strong does not let a commander drown to shorten its march', () => {
  it('orders the general out of the river; with the march counted as a loss it let him drown', () => {
    expect(WEIGHTS.marchFromFar).toBe(0);
    expect(CORPS_WEIGHTS.marchFromFar).toBe(0);
    const generalAfter = (weights: typeof STRONG_WEIGHTS) => applyBotMove(start, botMove('strong', start, { seed: 3, budget: 2000, weights })).state.units.find((u) => u.id === 'AG');
    const saved = generalAfter(STRONG_WEIGHTS);
    expect(saved).toBeDefined();
    expect(saved!.riverMoves).toBe(0);
    expect(saved!.x).toBe(21);
    expect(generalAfter({ ...STRONG_WEIGHTS, marchFromFar: 0 })).toBeUndefined();
  });
});
