/**
 * Issue 24 item 1: the fast `legalOrders` against the implementation it replaced (kept in
 * tests/rules/reference). On seeded random games — two and three armies, small and large presets on
 * the default map and presets on random club boards (randomBoards.ts), both horse-battery variants —
 * the two give the same orders, in the same order, at every position, and two games driven one by
 * each list (the same seeded choice over the sorted orders) have the same state hash after every
 * action. The fast engine carries its position from state to state, so these games also check that
 * carried positions equal rebuilt ones.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appointMarshal, applyOrder, endMove, freeOwnFortressCells, gameFromScenario, legalOrders, needsMarshal, type Army, type GameState, type LegalOrder } from '../../shared/rules/polkovodets';
import { MutableRandom } from '../../shared/rules/random';
import { presetScenario } from '../../shared/presets';
import { ARMY_SETS as BOARD_ARMY_SETS, randomBoardGame } from './randomBoards';
import { legalOrdersReference, orderKey } from './reference/legalReference';

const hash = (s: GameState): string => createHash('sha256').update(JSON.stringify(s)).digest('hex');
const sortedKeys = (os: readonly LegalOrder[]): string[] => os.map(orderKey).sort();
const sorted = (os: readonly LegalOrder[]): LegalOrder[] => os.slice().sort((a, b) => (orderKey(a) < orderKey(b) ? -1 : orderKey(a) > orderKey(b) ? 1 : 0));

function next(state: GameState, pick: (n: number) => number, list: (s: GameState) => LegalOrder[]): GameState {
  if (needsMarshal(state)) {
    const cells = freeOwnFortressCells(state, state.toMove);
    const r = appointMarshal(state, cells[pick(cells.length)]);
    if (!r.ok) throw new Error(r.error.code);
    return r.value.state;
  }
  const orders = sorted(list(state));
  if (orders.length && pick(100) >= 10) {
    const r = applyOrder(state, orders[pick(orders.length)]);
    if (!r.ok) throw new Error(r.error.code);
    return r.value.state;
  }
  const r = endMove(state);
  if (!r.ok) throw new Error(r.error.code);
  return r.value.state;
}

const ARMY_SETS: Army[][] = [['A', 'N'], ['A', 'F'], ['A', 'N', 'F']];

/** Plays `steps` actions from `start`, one game on each list, comparing them at every position. */
function compare(start: GameState, seed: number, steps: number): { positions: number; orders: number } {
  let fast = start;
  let ref = start;
  const rf = new MutableRandom(seed);
  const rr = new MutableRandom(seed);
  let positions = 0;
  let orders = 0;
  for (let i = 0; i < steps && fast.status === 'playing'; i++) {
    const a = legalOrders(fast);
    // The same list in the same order (seeded bots, fixtures and `polk legal` depend on it), hence the same set.
    expect(a.map(orderKey)).toEqual(legalOrdersReference(fast).map(orderKey));
    for (const c of new Set(a.map((o) => o.commander))) expect(sortedKeys(legalOrders(fast, c))).toEqual(sortedKeys(legalOrdersReference(fast, c)));
    positions++;
    orders += a.length;
    fast = next(fast, (n) => rf.int(n), (s) => legalOrders(s));
    ref = next(ref, (n) => rr.int(n), (s) => legalOrdersReference(s));
    expect(hash(fast)).toBe(hash(ref));
  }
  return { positions, orders };
}

describe('fast legalOrders against the reference', () => {
  it('same orders as a set at every position and the same state hash after every action', () => {
    let positions = 0;
    let orders = 0;
    fc.assert(
      fc.property(fc.constantFrom(...ARMY_SETS), fc.constantFrom('small' as const, 'large' as const), fc.integer({ min: 1, max: 10_000 }), fc.constantFrom('dragoon' as const, 'battery' as const), (armies, size, seed, horse) => {
        const r = gameFromScenario({ ...presetScenario({ armies, goal: 'rout', size, seed, turnLimit: 6 }), horseBatteryMove: horse });
        if (!r.ok) throw new Error(r.error.code);
        const seen = compare(r.value, seed, 60);
        positions += seen.positions;
        orders += seen.orders;
      }),
      { numRuns: 8, seed: 2424 },
    );
    expect(positions).toBeGreaterThan(100);
    expect(orders).toBeGreaterThan(positions);
  });

  it('the same on random club boards (rivers, roads, rough ground, 2×2 fortresses)', () => {
    let positions = 0;
    let orders = 0;
    const sizes = new Set<string>();
    fc.assert(
      fc.property(fc.constantFrom(...BOARD_ARMY_SETS), fc.constantFrom('small' as const, 'standard' as const), fc.integer({ min: 1, max: 10_000 }), fc.constantFrom('dragoon' as const, 'battery' as const), (armies, size, seed, horse) => {
        const start = randomBoardGame({ armies: [...armies], goal: 'rout', size, seed, turnLimit: 6 }, seed, horse);
        sizes.add(`${start.map.width}x${start.map.height}`);
        const seen = compare(start, seed, 60);
        positions += seen.positions;
        orders += seen.orders;
      }),
      { numRuns: 6, seed: 2426 },
    );
    expect(sizes.size).toBeGreaterThan(3);
    expect(positions).toBeGreaterThan(100);
    expect(orders).toBeGreaterThan(positions);
  });
});

describe('states asked about again after many others (their cache entries dropped or kept)', () => {
  it('list the same orders and lead to the same states as fresh copies of them', () => {
    const r = gameFromScenario(presetScenario({ armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed: 5, turnLimit: 6 }));
    if (!r.ok) throw new Error(r.error.code);
    const states: GameState[] = [];
    const rng = new MutableRandom(5);
    let s = r.value;
    for (let i = 0; i < 60 && s.status === 'playing'; i++) {
      states.push(s);
      s = next(s, (n) => rng.int(n), (x) => legalOrders(x));
    }
    // Every state again, in a scrambled order, beside a JSON copy (whose position is built anew).
    const order = states.map((_, i) => (i * 37) % states.length);
    expect(new Set(order).size).toBe(states.length);
    for (const i of order) {
      const again = states[i];
      const copy = JSON.parse(JSON.stringify(again)) as GameState;
      const listed = legalOrders(again);
      expect(listed.map(orderKey)).toEqual(legalOrdersReference(copy).map(orderKey));
      if (!listed.length) continue;
      const o = listed[(i * 7) % listed.length];
      const a = applyOrder(again, o);
      const b = applyOrder(copy, o);
      if (!a.ok || !b.ok) throw new Error('a listed order was refused');
      expect(hash(a.value.state)).toBe(hash(b.value.state));
      expect(legalOrders(a.value.state).map(orderKey)).toEqual(legalOrdersReference(b.value.state).map(orderKey));
    }
  });
});
