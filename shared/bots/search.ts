/** Small pieces the players share: applying through `reduce`, counting nodes, the budget. */
import { reduce, type Action } from '../rules/polkovodets/actions';
import { freeOwnFortressCells, needsMarshal } from '../rules/polkovodets/legal';
import type { Army, GameState, Order } from '../rules/polkovodets/types';
import { evaluate, WEIGHTS, type CorpsPlan, type Weights } from './evaluate';
import type { BotOptions } from './types';
import type { MutableRandom } from '../rules/random';

/** Apply an action the engine must accept (the bots only propose listed orders). */
export function must(state: GameState, action: Action): GameState {
  const r = reduce(state, action);
  if (!r.ok) throw new Error(`bot: the engine refused ${action.kind}: ${r.error.code}`);
  return r.value.state;
}

export const orderAction = (order: Order): Action => ({ kind: 'order', order });
export const END: Action = { kind: 'end_move' };

/** Counts evaluated positions against the budget and the optional time cap. */
export class Budget {
  nodes = 0;
  stopped: 'done' | 'budget' | 'time' | 'cancelled' | 'now' = 'done';
  private readonly startMs: number;
  constructor(
    readonly limit: number,
    private readonly options: BotOptions,
    readonly weights: Weights = WEIGHTS,
    /** The march goals of the evaluation (evaluate.ts), fixed for the whole search; default: the position's own. */
    readonly targets?: ReadonlySet<number>,
    /** The corps plan of strong on the real board (plan.ts): each unit's own goal. */
    readonly plan?: CorpsPlan,
    /** The own commanders at the search's root (the evaluation's `marchFromFar`). */
    readonly standing?: ReadonlySet<string>,
  ) {
    this.startMs = options.clock ? options.clock() : 0;
  }
  /** Evaluate `state` for `me`, counting one node. */
  evaluate(state: GameState, me: Army): number {
    this.nodes++;
    if ((this.nodes & 63) === 0) this.check();
    else if (this.nodes >= this.limit && this.stopped === 'done') this.stopped = 'budget';
    return evaluate(state, me, this.weights, this.targets, this.plan, this.standing);
  }
  /** Count nodes spent elsewhere (a nested search) and look at the clock and the stop request. */
  add(nodes: number): void {
    this.nodes += nodes;
    this.check();
  }
  private check(): void {
    if (this.stopped !== 'done' && this.stopped !== 'budget') return;
    this.options.onProgress?.(this.nodes, this.limit);
    if (this.options.shouldStop?.()) this.stopped = 'cancelled';
    else if (this.options.shouldFinish?.()) this.stopped = 'now';
    else if (this.options.budgetMs !== undefined && this.options.clock && this.options.clock() - this.startMs >= this.options.budgetMs) this.stopped = 'time';
    else if (this.nodes >= this.limit) this.stopped = 'budget';
  }
  get exhausted(): boolean {
    return this.stopped !== 'done';
  }
  /** Stopped for a reason other than the node budget (the clock, a cancel, «Готово сейчас»): nothing more may be tried. */
  get interrupted(): boolean {
    return this.stopped === 'time' || this.stopped === 'cancelled' || this.stopped === 'now';
  }
}

/** The value of a position after ending the move now (the end of move settles holds and rivers). */
export function valueAfterEnd(state: GameState, me: Army, budget: Budget): { value: number; ended: GameState } {
  const ended = must(state, END);
  return { value: budget.evaluate(ended, me), ended };
}

/** The best free cell of an own fortress for a new marshal, by the evaluation (first one on ties). */
export function bestAppointment(state: GameState, budget: Budget): { at: [number, number]; after: GameState } {
  const me = state.toMove;
  let best: { at: [number, number]; after: GameState; value: number } | null = null;
  for (const [x, y] of freeOwnFortressCells(state, me)) {
    const after = must(state, { kind: 'appoint', at: [x, y] });
    const v = budget.evaluate(after, me);
    if (!best || v > best.value) best = { at: [x, y], after, value: v };
  }
  if (!best) throw new Error('bot: a marshal is needed but no cell is free (the engine should have capitulated)');
  return { at: best.at, after: best.after };
}

export { needsMarshal };

/** A seed for one move of a game: the game's seed mixed with the turn and the army (FNV-1a). */
export function moveSeed(seed: number, state: GameState): number {
  let h = 0x811c9dc5 ^ (seed >>> 0);
  for (const n of [state.turn, state.armies.indexOf(state.toMove), state.ordered.length]) {
    h = Math.imul(h ^ n, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The items in a seeded random order (Fisher–Yates): the seed decides between equal candidates. */
export function shuffled<T>(items: readonly T[], rng: MutableRandom): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
