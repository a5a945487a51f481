/** The messages between the bot runner and its worker thread (plain data). */
import type { BotLevel, BotMove, BotOptions } from '../../shared/bots';
import type { GameState } from '../../shared/rules/polkovodets';

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
