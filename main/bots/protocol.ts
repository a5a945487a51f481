/** The messages between the bot runner and its worker thread (plain data). */
import type { BotLevel, BotMove, BotOptions } from '../../shared/bots';
import type { GameState } from '../../shared/rules/polkovodets';

/** The shared stop flag's values: cancel the search (no move), or end it with the best move found so far. */
export const STOP_CANCEL = 1;
export const STOP_NOW = 2;

/** Options that cross the thread boundary (no functions: the worker brings its own clock). */
export type WorkerOptions = Pick<BotOptions, 'seed' | 'budget' | 'budgetMs' | 'history'>;

export interface WorkerRequest {
  readonly state: GameState;
  readonly level: BotLevel;
  readonly options: WorkerOptions;
}

export type WorkerReply =
  | { readonly type: 'progress'; readonly spent: number; readonly budget: number }
  | { readonly type: 'done'; readonly move: BotMove }
  | { readonly type: 'error'; readonly message: string };
