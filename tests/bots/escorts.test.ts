/**
 * Escorts (shared/bots/plan.ts, docs/bots.md «Escorts»): the raiders of a remote army — every own
 * fortress REMOTE_MOVES or more from every rival's — each take the ESCORTS horsemen nearest them
 * inside their square, who march in the raider's corps, on his goal, and keep his standoff. An army
 * near its rivals keeps its horsemen with its other corps. Counted in positions, never in time.
 */
import { describe, expect, it } from 'vitest';
import { legalOrders, reduce, type GameState, type Unit } from '../../shared/rules/polkovodets';
import { describeExplanation } from '../../shared/bots';
import { explainCorpsOrder } from '../../shared/bots/explain';
import { isMounted } from '../../shared/pieces';
import { distanceToFortress } from '../../shared/bots/evaluate';
import { ESCORTS, RAID_LATE, RAID_SLACK, REMOTE_MOVES, planOf } from '../../shared/bots/plan';
import { COMMAND_RADIUS } from '../../shared/rules/polkovodets/units';
import { large } from './presets';

/** The large preset with `army` to move (a preset's seed draws the move order). */
const withToMove = (army: 'A' | 'N' | 'F'): GameState => ({ ...large(21), toMove: army });
/** The least walk from a cell of one of `army`'s fortresses to a rival's. */
function nearestRival(s: GameState, army: string): number {
  let best = Infinity;
  s.fortresses.forEach((f, fi) => {
    if (f.owner !== army) return;
    for (const [x, y] of s.map.fortresses[fi].cells) {
      s.fortresses.forEach((g, gi) => {
        if (g.owner && g.owner !== army) best = Math.min(best, distanceToFortress(s, { id: '', army: army as 'A', type: 'general', x, y, riverMoves: 0 } as never, gi));
      });
    }
  });
  return best;
}

describe("strong's raiders take horsemen when their army is remote", () => {
  it('on the large preset Russia is remote and France and Austria are not', () => {
    const s = large(21);
    expect(nearestRival(s, 'A')).toBeGreaterThanOrEqual(REMOTE_MOVES);
    expect(nearestRival(s, 'N')).toBeLessThan(REMOTE_MOVES);
    expect(nearestRival(s, 'F')).toBeLessThan(REMOTE_MOVES);
  });

  it("a remote army's raider takes the horsemen nearest him in his square, on his goal, with his standoff", () => {
    const s = withToMove('A');
    const plan = planOf(s, 'A');
    const raiders = [...plan.goals].filter(([, g]) => g.raid).map(([id]) => id);
    expect(raiders.length).toBeGreaterThan(0);
    let escorts = 0;
    for (const id of raiders) {
      const r = s.units.find((u) => u.id === id)!;
      const his = s.units.filter((u) => plan.corpsOf.get(u.id) === id);
      // No more than ESCORTS, every one a horseman inside his square, on his goal, with his standoff.
      expect(his.length).toBeLessThanOrEqual(ESCORTS);
      for (const u of his) {
        expect({ id: u.id, horse: isMounted(u.type), near: Math.max(Math.abs(u.x - r.x), Math.abs(u.y - r.y)) <= COMMAND_RADIUS }).toEqual({ id: u.id, horse: true, near: true });
        expect(plan.goalOf.get(u.id)).toBe(plan.goals.get(id)!.fortress);
        expect(plan.standoff.get(u.id)).toBe(plan.standoff.get(id));
      }
      // The nearest: no horseman left out stands nearer him than one taken (unless another raider took him).
      const taken = new Set(s.units.filter((u) => raiders.includes(plan.corpsOf.get(u.id) ?? '')).map((u) => u.id));
      const d = (u: { x: number; y: number }) => Math.max(Math.abs(u.x - r.x), Math.abs(u.y - r.y));
      const farthest = Math.max(...his.map(d));
      const nearerLeft = s.units.filter((u) => u.army === 'A' && isMounted(u.type) && !taken.has(u.id) && d(u) < farthest);
      expect(nearerLeft.map((u) => u.id)).toEqual([]);
      escorts += his.length;
    }
    expect(escorts).toBeGreaterThan(0);
  });

  it('an army near its rivals keeps its horsemen out of its raiders’ corps', () => {
    for (const army of ['N', 'F'] as const) {
      const s = withToMove(army);
      const plan = planOf(s, army);
      const raiders = new Set([...plan.goals].filter(([, g]) => g.raid).map(([id]) => id));
      expect({ army, raiders: raiders.size > 0 }).toEqual({ army, raiders: true });
      expect({ army, escorted: s.units.filter((u) => raiders.has(plan.corpsOf.get(u.id) ?? '')).map((u) => u.id) }).toEqual({ army, escorted: [] });
    }
  });

  it('Russia is no longer remote once a rival holds a fortress near its own, and its horsemen come home', () => {
    const s = large(21);
    // Белый город taken by France (a preset's Russian fortress beside Цитадель).
    const taken = s.fortresses.findIndex((f, fi) => f.owner === 'A' && s.map.fortresses[fi].name === 'Белый город');
    expect(taken).toBeGreaterThanOrEqual(0);
    const held: GameState = { ...s, toMove: 'A', fortresses: s.fortresses.map((f, fi) => (fi === taken ? { ...f, owner: 'N' } : f)) };
    expect(nearestRival(held, 'A')).toBeLessThan(REMOTE_MOVES);
    const plan = planOf(held, 'A');
    const raiders = new Set([...plan.goals].filter(([, g]) => g.raid).map(([id]) => id));
    expect(raiders.size).toBeGreaterThan(0);
    expect(held.units.filter((u) => raiders.has(plan.corpsOf.get(u.id) ?? '')).map((u) => u.id)).toEqual([]);
  });

  it("an escort's move says it escorts the raid, and the raider's step counts his horsemen", () => {
    // As short a game as a timed raid's last stretch: the standoff is 0, and the raider's step raids.
    const s: GameState = { ...large(21, ['A', 'N', 'F'], RAID_LATE + RAID_SLACK), toMove: 'A' };
    const plan = planOf(s, 'A');
    const escorts = s.units.filter((u) => plan.goals.get(plan.corpsOf.get(u.id) ?? '')?.raid);
    expect(escorts.length).toBeGreaterThan(0);
    const codes = new Set<string>();
    for (const order of legalOrders(s)) {
      if (order.kind !== 'move' || !escorts.some((u) => u.id === order.unit)) continue;
      const r = reduce(s, { kind: 'order', order });
      if (!r.ok) throw new Error(r.error.code);
      const e = explainCorpsOrder(s, order, r.value.state, plan);
      codes.add(e.code);
      if (e.code === 'escorts_raid') expect(describeExplanation(e, 'en')).toMatch(/^escorts the raid on .+ with the .+$/);
    }
    expect(codes).toContain('escorts_raid');
    // Never «marches with the corps» or «back within reach»: an escort's corps is the raid.
    expect([...codes].filter((c) => c === 'marches_with_corps' || c === 'rejoins_corps')).toEqual([]);
    // The raider's step nearer his goal says how many ride with him.
    const raider = plan.corpsOf.get(escorts[0].id)!;
    const his = escorts.filter((u) => plan.corpsOf.get(u.id) === raider).length;
    const g = plan.goals.get(raider)!;
    const me = s.units.find((u) => u.id === raider) as Unit;
    const step = legalOrders(s).find((o) => {
      if (o.kind !== 'step' || o.commander !== raider) return false;
      const r = reduce(s, { kind: 'order', order: o });
      return r.ok && distanceToFortress(r.value.state, r.value.state.units.find((u) => u.id === raider) as Unit, g.fortress) < distanceToFortress(s, me, g.fortress);
    });
    expect(step).toBeDefined();
    const r = reduce(s, { kind: 'order', order: step! });
    if (!r.ok) throw new Error(r.error.code);
    expect(explainCorpsOrder(s, step!, r.value.state, plan)).toMatchObject({ code: 'raids', detail: { escorts: his } });
  });
});
