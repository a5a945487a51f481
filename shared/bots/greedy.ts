/**
 * `greedy`: one order at a time. Among all legal orders of the commanders who have not ordered yet,
 * it gives the one whose position, after ending the move, the evaluation (evaluate.ts) likes best;
 * it ends the move when no order beats ending it now. Deterministic: ties go to the first order
 * `legalOrders` lists.
 */
import { legalOrders } from '../rules/polkovodets/legal';
import type { GameState, Order } from '../rules/polkovodets/types';
import { explainAppointment, explainOrder } from './explain';
import { bestAppointment, Budget, END, must, needsMarshal, orderAction, valueAfterEnd } from './search';
import type { BotMove, BotOptions, BotStep } from './types';

export interface GreedyPlan {
  readonly steps: BotStep[];
  /** The position after the end of the move. */
  readonly final: GameState;
}

/** The greedy move of the army to move. With `explain` false, the steps carry no real reasons (for searches). */
export function greedyPlan(state: GameState, budget: Budget, explain = true): GreedyPlan {
  const me = state.toMove;
  const steps: BotStep[] = [];
  let s = state;
  if (needsMarshal(s)) {
    const { at, after } = bestAppointment(s, budget);
    steps.push({ action: { kind: 'appoint', at }, explanation: explainAppointment(s, at), before: s });
    s = after;
  }
  let orders = 0;
  for (;;) {
    const listed = legalOrders(s);
    if (!listed.length) break;
    let { value: bestValue, ended: bestEnded } = valueAfterEnd(s, me, budget);
    let best: { order: Order; state: GameState } | null = null;
    for (const order of listed) {
      const next = must(s, orderAction(order));
      const { value, ended } = valueAfterEnd(next, me, budget);
      if (value > bestValue) {
        bestValue = value;
        bestEnded = ended;
        best = { order, state: next };
      }
    }
    if (!best) return finish(steps, s, bestEnded, orders);
    steps.push({ action: orderAction(best.order), explanation: explain ? explainOrder(s, best.order, best.state) : { code: 'regroups', detail: {} }, before: s });
    orders++;
    s = best.state;
  }
  return finish(steps, s, must(s, END), orders);
}

function finish(steps: BotStep[], s: GameState, ended: GameState, orders: number): GreedyPlan {
  steps.push({ action: END, explanation: { code: 'ends_move', detail: { orders } }, before: s });
  return { steps, final: ended };
}

export function greedyMove(state: GameState, options: BotOptions = {}): BotMove {
  const budget = new Budget(Number.POSITIVE_INFINITY, options);
  const plan = greedyPlan(state, budget);
  return { army: state.toMove, level: 'greedy', steps: plan.steps, nodes: budget.nodes, stopped: 'done' };
}
