/**
 * `random`: at each step a uniform choice among every legal order of the army to move and the end
 * of its move (the marshal's appointment, when needed, on a uniformly chosen free cell). Seeded.
 */
import { freeOwnFortressCells, legalOrders } from '../rules/polkovodets/legal';
import { MutableRandom } from '../rules/random';
import type { GameState } from '../rules/polkovodets/types';
import { explainAppointment } from './explain';
import { END, must, needsMarshal, orderAction } from './search';
import type { BotMove, BotOptions, BotStep } from './types';

export function randomMove(state: GameState, options: BotOptions = {}): BotMove {
  const rng = new MutableRandom(options.seed ?? 0);
  const steps: BotStep[] = [];
  let s = state;
  if (needsMarshal(s)) {
    const cells = freeOwnFortressCells(s, s.toMove);
    const at = cells[rng.int(cells.length)];
    steps.push({ action: { kind: 'appoint', at }, explanation: explainAppointment(s, at), before: s });
    s = must(s, { kind: 'appoint', at });
  }
  let orders = 0;
  for (;;) {
    const listed = legalOrders(s);
    const pick = rng.int(listed.length + 1);
    if (pick === listed.length) break;
    const action = orderAction(listed[pick]);
    steps.push({ action, explanation: { code: 'random', detail: {} }, before: s });
    s = must(s, action);
    orders++;
  }
  steps.push({ action: END, explanation: { code: 'ends_move', detail: { orders } }, before: s });
  return { army: state.toMove, level: 'random', steps, nodes: 0, stopped: 'done' };
}
