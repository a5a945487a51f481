/**
 * Timed raids (shared/bots/plan.ts `standoffs`, docs/bots.md «Timed raids»): a raider need not come
 * nearer his goal than the moves left before the last RAID_LATE, less RAID_SLACK. Inside that
 * standoff nothing in the corps search's evaluation pulls him on; outside it, and once the limit
 * comes, every cell still counts. His step inside it says `raid_waits`. Counted in positions, never in time.
 */
import { describe, expect, it } from 'vitest';
import { legalOrders, reduce, type GameState, type Order, type Unit } from '../../shared/rules/polkovodets';
import { describeExplanation } from '../../shared/bots';
import { corpsTerms } from '../../shared/bots/corps';
import { distanceToFortress, evaluate, marchTargets } from '../../shared/bots/evaluate';
import { explainCorpsOrder } from '../../shared/bots/explain';
import { planOf, RAID_LATE, RAID_SLACK, standoffs, type Plan } from '../../shared/bots/plan';
import { CORPS_WEIGHTS } from '../../shared/bots/strong';
import { large } from './presets';

/** A raider of the army to move and his step that brings him one cell nearer his goal. */
function raiderStep(s: GameState, plan: Plan): { raider: Unit; goal: number; step: Order; after: GameState } {
  for (const [id, g] of plan.goals) {
    if (!g.raid) continue;
    const raider = s.units.find((u) => u.id === id) as Unit;
    for (const step of legalOrders(s)) {
      if (step.kind !== 'step' || step.commander !== id) continue;
      const r = reduce(s, { kind: 'order', order: step });
      if (!r.ok) throw new Error(r.error.code);
      const now = r.value.state.units.find((u) => u.id === id) as Unit;
      if (distanceToFortress(r.value.state, now, g.fortress) < distanceToFortress(s, raider, g.fortress)) return { raider, goal: g.fortress, step, after: r.value.state };
    }
  }
  throw new Error('no raider with a step towards his goal');
}

/** The corps search's view of a position (its evaluation and its own terms), the march to `plan`. */
const value = (s: GameState, root: GameState, plan: Plan) => evaluate(s, root.toMove, CORPS_WEIGHTS, marchTargets(root, root.toMove), plan) + corpsTerms(s, root.toMove, plan, CORPS_WEIGHTS.generalAdvance);

describe('strong times its raids for the last moves on the real board', () => {
  it('gives each raider a standoff of the moves left before the last RAID_LATE, less RAID_SLACK, and none to the others', () => {
    const start = large(21);
    const plan = planOf(start, start.toMove);
    const raiders = [...plan.goals].filter(([, g]) => g.raid).map(([id]) => id);
    expect(raiders.length).toBeGreaterThan(0);
    expect([...plan.standoff.keys()].sort()).toEqual([...raiders].sort());
    for (const id of raiders) expect(plan.standoff.get(id)).toBe(start.options.turnLimit - start.turn + 1 - RAID_LATE - RAID_SLACK);
    // It shrinks with the turns and is 0 in the last RAID_LATE + RAID_SLACK moves.
    const late = { ...start, turn: start.options.turnLimit - RAID_LATE - RAID_SLACK + 1 };
    for (const off of standoffs(late, plan.goals).values()) expect(off).toBe(0);
    expect(standoffs({ ...start, turn: 40 }, plan.goals).get(raiders[0])).toBe(80 - 40 + 1 - RAID_LATE - RAID_SLACK);
  });

  it('inside his standoff a step nearer his goal is worth nothing to the search, and says he waits', () => {
    const start = large(21);
    const plan = planOf(start, start.toMove);
    const { raider, goal, step, after } = raiderStep(start, plan);
    // At the start every raider stands well inside his standoff (64 moves on the preset's 80 turns).
    expect(distanceToFortress(start, raider, goal)).toBeLessThanOrEqual(plan.standoff.get(raider.id) ?? 0);
    expect(value(after, start, plan)).toBeCloseTo(value(start, start, plan), 9);
    const e = explainCorpsOrder(start, step, after, plan);
    expect(e).toEqual({ code: 'raid_waits', detail: { fortress: start.fortresses[goal].name, moves: distanceToFortress(after, after.units.find((u) => u.id === raider.id) as Unit, goal) } });
    expect(describeExplanation(e, 'ru')).toMatch(/^ждёт часа для налёта на крепость .+: ходов до неё: \d+$/);
    expect(describeExplanation(e, 'en')).toMatch(/^waits to raid .+ late in the game: \d+ moves away$/);
  });

  it('when the limit comes the same step pays again, and says he raids', () => {
    // The preset as a game as short as a timed raid's last stretch: the standoff is 0, every cell nearer counts.
    const start = large(21, ['A', 'N', 'F'], RAID_LATE + RAID_SLACK);
    const plan = planOf(start, start.toMove);
    const { raider, step, after } = raiderStep(start, plan);
    expect(plan.standoff.get(raider.id)).toBe(0);
    expect(value(after, start, plan)).toBeGreaterThan(value(start, start, plan));
    expect(explainCorpsOrder(start, step, after, plan).code).toBe('raids');
  });
});
