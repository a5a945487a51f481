/**
 * Issue 24 item 1: `sampleLegalOrder` returns a member of `legalOrders` (every position of seeded
 * games, two and three armies, presets and random club boards), the draw with index k is the list's
 * k-th order (so every order has exactly one index: uniform when `randomInt` is), also when the
 * draw is among one commander's orders (`legalOrders(state, id)`), and it draws
 * uniformly: on a small position and on a random board, a fixed-seed chi-square over all its orders
 * stays under a generous bound.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameFromScenario, legalOrders, sampleLegalOrder, type Army, type GameState } from '../../shared/rules/polkovodets';
import { MutableRandom } from '../../shared/rules/random';
import { presetScenario } from '../../shared/presets';
import { playout } from '../support/randomPlay';
import { randomBoardGame } from './randomBoards';
import { orderKey } from './reference/legalReference';

const start = (armies: Army[], size: 'small' | 'large', seed: number): GameState => {
  const r = gameFromScenario(presetScenario({ armies, goal: 'rout', size, seed, turnLimit: 6 }));
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};

const boardStart = (armies: Army[], size: 'small' | 'large', seed: number): GameState => randomBoardGame({ armies, goal: 'rout', size: size === 'large' ? 'standard' : 'small', seed, turnLimit: 6 }, seed);

function chiSquareOf(s: GameState, seed: number): { k: number; chi: number; seen: number } {
  const orders = legalOrders(s).map(orderKey);
  const k = orders.length;
  const draws = 60 * k;
  const counts = new Map<string, number>(orders.map((o) => [o, 0]));
  const rng = new MutableRandom(seed);
  for (let i = 0; i < draws; i++) {
    const o = orderKey(sampleLegalOrder(s, (n) => rng.int(n))!);
    counts.set(o, (counts.get(o) ?? 0) + 1);
  }
  const expected = draws / k;
  return { k, chi: [...counts.values()].reduce((a, c) => a + (c - expected) ** 2 / expected, 0), seen: counts.size };
}

describe('sampleLegalOrder', () => {
  for (const [board, make] of [['presets', start], ['random club boards', boardStart]] as const) {
    it(`is always a member of legalOrders, the k-th draw is the k-th order, and null exactly when the list is empty (${board})`, () => {
      let checked = 0;
      fc.assert(
        fc.property(fc.constantFrom<Army[]>(['A', 'N'], ['A', 'N', 'F']), fc.constantFrom('small' as const, 'large' as const), fc.integer({ min: 1, max: 10_000 }), (armies, size, seed) => {
          const rng = new MutableRandom(seed);
          playout(make(armies, size, seed), seed, (step) => {
            const list = legalOrders(step.after);
            const keys = new Set(list.map(orderKey));
            const s = sampleLegalOrder(step.after, (n) => rng.int(n));
            if (s === null) expect(keys.size).toBe(0);
            else expect(keys.has(orderKey(s))).toBe(true);
            // Every index, asked for directly, gives the order at that index (a few spread over the list).
            for (const k of [0, list.length >> 2, list.length >> 1, list.length - 1]) {
              if (k < 0 || k >= list.length) continue;
              let asked = 0;
              expect(sampleLegalOrder(step.after, (n) => ((asked = n), k))).toEqual(list[k]);
              expect(asked).toBe(list.length);
            }
            // The same for one commander's orders (the random games' driver draws so).
            for (const c of new Set(list.map((o) => o.commander))) {
              const own = legalOrders(step.after, c);
              for (const k of [0, own.length >> 1, own.length - 1]) {
                let asked = 0;
                expect(sampleLegalOrder(step.after, (n) => ((asked = n), k), c)).toEqual(own[k]);
                expect(asked).toBe(own.length);
              }
            }
            checked++;
          }, 40);
        }),
        { numRuns: 8, seed: board === 'presets' ? 2425 : 2427 },
      );
      expect(checked).toBeGreaterThan(100);
    });
  }

  it('draws every order of a small position about equally often (chi-square, fixed seed)', () => {
    for (const s of [start(['A', 'N'], 'small', 7), boardStart(['A', 'N', 'F'], 'small', 11)]) {
      const { k, chi, seen } = chiSquareOf(s, 99);
      expect(seen).toBe(k);
      // Mean k-1, sd sqrt(2(k-1)); 6 sd above the mean is a generous bound that a biased draw still fails.
      expect(k).toBeGreaterThan(10);
      expect(chi).toBeLessThan(k - 1 + 6 * Math.sqrt(2 * (k - 1)));
    }
  });
});
