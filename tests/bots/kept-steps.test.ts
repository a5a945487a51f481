/**
 * Issue 22 item 2: a partial acceptance's end of move says how many orders were really given — the
 * log's «приказов отдано» counts the kept orders, not the machine's whole proposal.
 */
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../shared/presets';
import { gameFromScenario } from '../../shared/rules/polkovodets';
import { botMove, describeExplanation } from '../../shared/bots';
import { keptSteps, noteOf } from '../../main/bots/record';

describe('the kept steps of a proposal', () => {
  it('recount the orders in the end of move', () => {
    const r = gameFromScenario(presetScenario({ armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 3, turnLimit: 80 }));
    if (!r.ok) throw new Error(r.error.code);
    const move = botMove('greedy', r.value, { seed: 1, budget: 200 });
    const orders = move.steps.filter((s) => s.action.kind === 'order');
    expect(orders.length).toBeGreaterThan(1);
    const end = move.steps.at(-1)!;
    expect(end.explanation).toMatchObject({ code: 'ends_move', detail: { orders: orders.length } });
    // Keep the first order and the end of move only.
    const kept = keptSteps([orders[0]!, end]);
    expect(kept[0]).toBe(orders[0]);
    expect(kept[1]!.explanation.detail.orders).toBe(1);
    expect(noteOf(kept[1]!, 'greedy').ru).toBe('заканчивает ход (приказов отдано: 1)');
    expect(describeExplanation(kept[1]!.explanation, 'en')).toBe('ends the move (1 order given)');
    // The whole move is recorded as proposed.
    expect(keptSteps(move.steps).at(-1)!.explanation.detail.orders).toBe(orders.length);
  });
});
