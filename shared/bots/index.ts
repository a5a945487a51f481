/**
 * The computer opponents: `random`, `greedy`, `strong` (docs/bots.md). Pure and seeded: no I/O, no
 * clock of their own, no platform randomness; every action they propose is accepted by the engine's
 * `reduce`, every order is one `legalOrders` lists, and every order carries its reason.
 */
import { reduce } from '../rules/polkovodets/actions';
import type { GameEvent, GameState } from '../rules/polkovodets/types';
import { greedyMove } from './greedy';
import { randomMove } from './random';
import { strongMove, type StrongOptions } from './strong';
import type { BotLevel, BotMove } from './types';

export * from './types';
export { describeExplanation, EXPLANATION_CODES, EXPLANATION_TEXTS, type Explanation, type ExplanationCode } from './explanations';
export { evaluate, WEIGHTS } from './evaluate';
export { moveSeed } from './search';
export { DEFAULT_STRONG_BUDGET, SMALL_BOARD_BUDGET, strongMove, type StrongOptions } from './strong';
export { greedyMove } from './greedy';
export { randomMove } from './random';

/** The whole move of the army to move at the given level. */
export function botMove(level: BotLevel, state: GameState, options: StrongOptions = {}): BotMove {
  if (state.status !== 'playing') throw new Error('bot: the game is over');
  switch (level) {
    case 'random':
      return randomMove(state, options);
    case 'greedy':
      return greedyMove(state, options);
    case 'strong':
      return strongMove(state, options);
  }
}

/** Apply a bot's move through `reduce`: the new state and every event, or the first refusal. */
export function applyBotMove(state: GameState, move: BotMove): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const step of move.steps) {
    const r = reduce(s, step.action);
    if (!r.ok) throw new Error(`bot move refused: ${r.error.code}`);
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { state: s, events };
}
