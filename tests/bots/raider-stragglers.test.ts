/**
 * A raider's orders go to his raid, not to units at home (docs/bots.md, «The large board, round
 * eight (raids that can take)»): a unit in a raider's square and nearer him than its own leader is
 * no straggler of that leader's corps, so moving it back towards the corps is worth nothing extra and
 * the raider's own step wins. Traced before: Russia's A-G1 spent 46 of 80 orders moving home units
 * towards the marshal and walked 23 cells in 80 turns. Counted in positions, never in time.
 */
import { describe, expect, it } from 'vitest';
import { botMove } from '../../shared/bots';
import { planOf } from '../../shared/bots/plan';
import { COMMAND_RADIUS } from '../../shared/rules/polkovodets/units';
import type { Order } from '../../shared/rules/polkovodets';
import { large } from './presets';

const chebyshev = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

describe("a raider's square is not his leader's stragglers", () => {
  const start = { ...large(1005), toMove: 'A' as const };

  it('units nearer a raider than the marshal, in his square, belong to no corps', () => {
    const plan = planOf(start, 'A');
    const g1 = start.units.find((u) => u.id === 'A-G1');
    const marshal = start.units.find((u) => u.id === 'A-M');
    if (!g1 || !marshal) throw new Error('no A-G1 or A-M');
    expect(plan.goals.get('A-G1')?.raid).toBe(true);
    const his = start.units.filter((u) => u.army === 'A' && u.type !== 'general' && u.type !== 'marshal' && chebyshev(u, g1) <= COMMAND_RADIUS && chebyshev(u, g1) < chebyshev(u, marshal));
    expect(his.length).toBeGreaterThan(0);
    for (const u of his) expect(plan.corpsOf.has(u.id)).toBe(false);
    // Units far from every raider keep their corps.
    expect(start.units.some((u) => u.army === 'A' && plan.corpsOf.get(u.id) === 'A-M')).toBe(true);
  });

  it("Russia's first move: A-G1, raiding, steps himself instead of moving a unit at home", () => {
    const move = botMove('strong', start, { seed: 7919 * 1005 + 2 });
    const orders = move.steps.flatMap((s) => (s.action.kind === 'order' ? [s.action.order as Order] : []));
    const his = orders.find((o) => o.commander === 'A-G1');
    expect(his?.kind).toBe('step');
  });
});
