/** What the bots take and give: plain data, so a move crosses a worker's message port unchanged. */
import type { Action } from '../rules/polkovodets/actions';
import type { Army, GameState } from '../rules/polkovodets/types';
import type { Explanation } from './explanations';

export type BotLevel = 'random' | 'greedy' | 'strong';
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'greedy', 'strong'];

export interface BotOptions {
  /** Seed of the bot's choices (ties, random play). Same seed, budget and state → same move. */
  readonly seed?: number;
  /** Search budget of `strong` in evaluated positions (nodes); the deterministic limit. */
  readonly budget?: number;
  /**
   * Optional time cap in milliseconds, read through `clock` (the bots own no clock). A move cut by
   * time depends on the machine's speed: it is NOT deterministic.
   */
  readonly budgetMs?: number;
  /** Milliseconds from any fixed origin (e.g. performance.now); needed only with budgetMs. */
  readonly clock?: () => number;
  /** Called now and then during a search with the nodes spent so far (for a progress bar). */
  readonly onProgress?: (spent: number, budget: number) => void;
  /** Asked now and then during a search; true stops it at once (the move is then `cancelled`). */
  readonly shouldStop?: () => boolean;
  /** Asked like `shouldStop`; true ends the search at once with the best move found so far (`now`). */
  readonly shouldFinish?: () => boolean;
  /**
   * Earlier positions of this game, oldest first (at least the starts of each army's last four
   * moves): `strong` keeps its commanders from returning to cells they left lately (plan.ts). The
   * caller takes them from the game's log; without them nothing is forbidden.
   */
  readonly history?: readonly GameState[];
}

/** One action of the move and why it was chosen. */
export interface BotStep {
  readonly action: Action;
  readonly explanation: Explanation;
  /**
   * The position the step is taken in, as the bot stepped through it (a proposal carries them, so
   * the console draws where each unit starts without reducing the move again).
   */
  readonly before: GameState;
}

export interface BotMove {
  readonly army: Army;
  readonly level: BotLevel;
  /** The actions in order: the marshal's appointment when needed, the orders, the end of move. */
  readonly steps: readonly BotStep[];
  /** Positions evaluated. */
  readonly nodes: number;
  /**
   * Why the search stopped: finished its plan, spent its budget, hit the time cap, was cancelled, or
   * was told to take the best move found so far («Готово сейчас»).
   */
  readonly stopped: 'done' | 'budget' | 'time' | 'cancelled' | 'now';
}
