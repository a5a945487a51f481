/**
 * The outside anchor of `npm run bench:bots` (issue 24): boardgame.io 0.50's own `MCTSBot` playing an
 * army over the same rules — the engine's `reduce` wrapped as a boardgame.io game (one move, `act`,
 * that hands an action to `reduce`; a player's turn ends with the army's end of move), its moves
 * enumerated from the engine's `legalOrders` (every listed order, and the end of the move; the free
 * fortress cells when a marshal must be appointed). Its `iterations` and `playoutDepth` are fixed and
 * printed; it has no objectives (boardgame.io's default), so a playout scores only when it reaches the
 * end of the game. Its random numbers come from its own seed.
 */
import { MCTSBot } from 'boardgame.io/ai';
import { INVALID_MOVE } from 'boardgame.io/core';
import { InitializeGame } from 'boardgame.io/internal';
import type { Game } from 'boardgame.io';
import { freeOwnFortressCells, legalOrders, needsMarshal, reduce, type Action, type Army, type GameState } from '../shared/rules/polkovodets';
import { applyBotMove, botMove, moveSeed, type BotLevel } from '../shared/bots';

export const MCTS_ITERATIONS = 16;
export const MCTS_PLAYOUT_DEPTH = 4;

/**
 * boardgame.io's state: a handle to the engine's state, which lives in `positions` (one table per
 * MCTSBot decision). The engine's states are immutable (`reduce` returns a new one), so a handle is
 * as good as the state; but a GameState held in G itself is read by the engine through boardgame.io's
 * Immer drafts — every field a proxy, and the board cache (keyed by the map object) missed at every
 * step — which made each step several times slower than the engine (bench/bots.ts, docs/bots.md).
 */
interface G {
  readonly at: number;
}
type Positions = GameState[];

const playerOf = (s: GameState): number => s.armies.indexOf(s.toMove);

/** The engine as a boardgame.io game from the position `start`: a player per army, in the engine's order. */
function wrapped(start: GameState, positions: Positions): Game<G> {
  const stateOf = (g: G): GameState => positions[g.at];
  return {
    name: 'polkovodets',
    setup: () => {
      positions.push(start);
      return { at: positions.length - 1 };
    },
    disableUndo: true,
    turn: { order: { first: ({ G }) => playerOf(stateOf(G)), next: ({ G }) => playerOf(stateOf(G)) } },
    moves: {
      act: ({ G, events }, action: Action) => {
        const s = stateOf(G);
        const r = reduce(s, action);
        if (!r.ok) return INVALID_MOVE;
        if (r.value.state.toMove !== s.toMove || r.value.state.status !== 'playing') events.endTurn();
        positions.push(r.value.state);
        return { at: positions.length - 1 };
      },
    },
    endIf: ({ G }) => {
      const s = stateOf(G);
      return s.status !== 'finished' ? undefined : s.winner === 'draw' || !s.winner ? { draw: true } : { winner: String(s.armies.indexOf(s.winner)) };
    },
  };
}

/** Every action of the player to move, as boardgame.io moves. */
function enumerate(s: GameState): { move: string; args: [Action] }[] {
  if (s.status !== 'playing') return [];
  if (needsMarshal(s)) return freeOwnFortressCells(s, s.toMove).map((at) => ({ move: 'act', args: [{ kind: 'appoint', at }] }));
  return [...legalOrders(s).map((order) => ({ move: 'act', args: [{ kind: 'order', order }] as [Action] })), { move: 'act', args: [{ kind: 'end_move' }] }];
}

/** MCTSBot's next action for the army to move. */
export async function mctsAction(s: GameState, seed: number): Promise<Action> {
  const positions: Positions = [];
  const game = wrapped(s, positions);
  const state = InitializeGame({ game, numPlayers: s.armies.length });
  const bot = new MCTSBot({ game, enumerate: (g: G) => enumerate(positions[g.at]), seed: String(seed), iterations: MCTS_ITERATIONS, playoutDepth: MCTS_PLAYOUT_DEPTH });
  const { action } = await bot.play(state, String(playerOf(s)));
  const payload = (action as { payload?: { args?: [Action] } } | undefined)?.payload;
  return payload?.args?.[0] ?? { kind: 'end_move' };
}

/** A whole game: `tested` plays `level` (its bot move), every other army MCTSBot action by action. */
export async function playAgainstMcts(start: GameState, tested: Army, level: BotLevel, seed: number, options: { budget?: number } = {}): Promise<Army | 'draw'> {
  let s = start;
  let k = 0;
  while (s.status === 'playing') {
    if (s.toMove === tested) {
      s = applyBotMove(s, botMove(level, s, { ...options, seed: moveSeed(seed, s) })).state;
      continue;
    }
    const r = reduce(s, await mctsAction(s, seed * 100_003 + k++));
    if (!r.ok) throw new Error(`MCTSBot's action refused: ${r.error.code}`);
    s = r.value.state;
  }
  return s.winner ?? 'draw';
}
