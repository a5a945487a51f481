/**
 * Issue 24 item 1: `sampleLegalOrder` returns a member of `legalOrders` (every position of seeded
 * games, two and three armies) and draws uniformly: on a small position, a fixed-seed chi-square over
 * all its orders stays under a generous bound.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameFromScenario, legalOrders, sampleLegalOrder, type Army, type GameState } from '../../shared/rules/polkovodets';
import { MutableRandom } from '../../shared/rules/random';
import { presetScenario } from '../../shared/presets';
import { playout } from '../support/randomPlay';
import { orderKey } from './reference/legalReference';

const start = (armies: Army[], size: 'small' | 'large', seed: number): GameState => {
  const r = gameFromScenario(presetScenario({ armies, goal: 'rout', size, seed, turnLimit: 6 }));
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};

describe('sampleLegalOrder', () => {
  it('is always a member of legalOrders, and null exactly when the list is empty', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.constantFrom<Army[]>(['A', 'N'], ['A', 'N', 'F']), fc.constantFrom('small' as const, 'large' as const), fc.integer({ min: 1, max: 10_000 }), (armies, size, seed) => {
        const rng = new MutableRandom(seed);
        playout(start(armies, size, seed), seed, (step) => {
          const keys = new Set(legalOrders(step.after).map(orderKey));
          const s = sampleLegalOrder(step.after, (n) => rng.int(n));
          if (s === null) expect(keys.size).toBe(0);
          else expect(keys.has(orderKey(s))).toBe(true);
          checked++;
        }, 40);
      }),
      { numRuns: 8, seed: 2425 },
    );
    expect(checked).toBeGreaterThan(100);
  });

  it('draws every order of a small position about equally often (chi-square, fixed seed)', () => {
    const s = start(['A', 'N'], 'small', 7);
    const orders = legalOrders(s).map(orderKey);
    const k = orders.length;
    const draws = 60 * k;
    const counts = new Map<string, number>(orders.map((o) => [o, 0]));
    const rng = new MutableRandom(99);
    for (let i = 0; i < draws; i++) {
      const o = orderKey(sampleLegalOrder(s, (n) => rng.int(n))!);
      counts.set(o, (counts.get(o) ?? 0) + 1);
    }
    expect(counts.size).toBe(k);
    const expected = draws / k;
    const chi = [...counts.values()].reduce((a, c) => a + (c - expected) ** 2 / expected, 0);
    // Mean k-1, sd sqrt(2(k-1)); 6 sd above the mean is a generous bound that a biased draw still fails.
    expect(k).toBeGreaterThan(10);
    expect(chi).toBeLessThan(k - 1 + 6 * Math.sqrt(2 * (k - 1)));
  });
});
