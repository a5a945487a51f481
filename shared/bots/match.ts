/** Whole games between bots (tests, `npm run bench:bots`, `polk match`): pure and seeded. */
import type { Army, GameState } from '../rules/polkovodets/types';
import { applyBotMove, botMove } from './index';
import { moveSeed } from './search';
import { historyLength } from './plan';
import type { StrongOptions } from './strong';
import type { BotLevel } from './types';

export interface Seat {
  readonly level: BotLevel;
  readonly options?: StrongOptions;
}

export interface GameResult {
  readonly winner: Army | 'draw';
  readonly turns: number;
  readonly final: GameState;
  /** Army moves played, and evaluated positions per army. */
  readonly moves: number;
  readonly nodes: Partial<Record<Army, number>>;
}

/** Play a game to its end; each army's seat says how it plays. `seed` varies the bots' choices. */
export function playGame(start: GameState, seats: Readonly<Partial<Record<Army, Seat>>>, seed: number, maxMoves = 100_000): GameResult {
  let s = start;
  let moves = 0;
  const nodes: Partial<Record<Army, number>> = {};
  // The starts of the last moves, enough for every army's last NO_RETURN_MOVES (plan.ts).
  const history: GameState[] = [];
  const kept = historyLength(s.armies.length);
  while (s.status === 'playing' && moves < maxMoves) {
    const seat = seats[s.toMove];
    if (!seat) throw new Error(`no seat for army ${s.toMove}`);
    const move = botMove(seat.level, s, { ...seat.options, seed: moveSeed(seed, s), history });
    history.push(s);
    if (history.length > kept) history.shift();
    nodes[s.toMove] = (nodes[s.toMove] ?? 0) + move.nodes;
    s = applyBotMove(s, move).state;
    moves++;
  }
  return { winner: s.winner ?? 'draw', turns: s.turn, final: s, moves, nodes };
}
