/** Random legal play for property tests and the benchmark: seeded, so every failure replays. */
import { MutableRandom } from '../../shared/rules/random';
import { appointMarshal, applyOrder, commandersToOrder, endMove, freeOwnFortressCells, needsMarshal, sampleLegalOrder, type GameEvent, type GameState, type Order } from '../../shared/rules/polkovodets';

export interface Step {
  readonly kind: 'order' | 'end' | 'appoint';
  readonly order?: Order;
  readonly before: GameState;
  readonly after: GameState;
  readonly events: readonly GameEvent[];
}

/**
 * One random action: appoint a marshal when needed; otherwise, while commanders have orders left,
 * usually an order of a random commander, sometimes the end of the move. The order is drawn
 * uniformly among every legal order of that commander (`legalOrders(state, id)[k]`, k uniform), by
 * `sampleLegalOrder`, which builds only the drawn order; when he has none, the move ends.
 */
export function randomStep(state: GameState, rng: MutableRandom, endChance = 0.15): Step | null {
  if (state.status !== 'playing') return null;
  if (needsMarshal(state)) {
    const cells = freeOwnFortressCells(state, state.toMove);
    const r = appointMarshal(state, cells[rng.int(cells.length)]);
    if (!r.ok) throw new Error(`appointment refused: ${r.error.code}`);
    return { kind: 'appoint', before: state, after: r.value.state, events: r.value.events };
  }
  const commanders = commandersToOrder(state);
  if (commanders.length && rng.int(1000) >= endChance * 1000) {
    const c = commanders[rng.int(commanders.length)];
    const order = sampleLegalOrder(state, (n) => rng.int(n), c.id);
    if (order) {
      const r = applyOrder(state, order);
      if (!r.ok) throw new Error(`legal order refused: ${r.error.code} ${JSON.stringify(order)}`);
      return { kind: 'order', order, before: state, after: r.value.state, events: r.value.events };
    }
  }
  const r = endMove(state);
  if (!r.ok) throw new Error(`end of move refused: ${r.error.code}`);
  return { kind: 'end', before: state, after: r.value.state, events: r.value.events };
}

/** Play to the end (or `maxSteps`), calling `visit` after every step. */
export function playout(state: GameState, seed: number, visit?: (step: Step) => void, maxSteps = 100_000, endChance = 0.15): GameState {
  const rng = new MutableRandom(seed);
  let s = state;
  for (let i = 0; i < maxSteps; i++) {
    const step = randomStep(s, rng, endChance);
    if (!step) break;
    visit?.(step);
    s = step.after;
  }
  return s;
}
