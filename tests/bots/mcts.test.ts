/**
 * The outside anchor of `npm run bench:bots` (bench/mcts.ts, docs/bots.md «Benchmarks»): boardgame.io's
 * MCTSBot over the engine's reducer. The bench holds the engine's state outside boardgame.io's state
 * (a handle in G), because a GameState held in G is read through Immer's drafts, several times slower.
 * This checks that the handle changes nothing but the speed: at every MCTSBot decision of a game,
 * the reference wrapping below — the state itself in G, boardgame.io's ordinary way — chooses the same
 * action with the same seed, and the engine accepts it.
 */
import { describe, expect, it } from 'vitest';
import { MCTSBot } from 'boardgame.io/ai';
import { INVALID_MOVE } from 'boardgame.io/core';
import { InitializeGame } from 'boardgame.io/internal';
import type { Game } from 'boardgame.io';
import { presetScenario } from '../../shared/presets';
import { freeOwnFortressCells, gameFromScenario, legalOrders, needsMarshal, reduce, type Action, type Army, type GameState } from '../../shared/rules/polkovodets';
import { applyBotMove, botMove, moveSeed } from '../../shared/bots';
import { MCTS_ITERATIONS, MCTS_PLAYOUT_DEPTH, mctsAction } from '../../bench/mcts';

interface RefG {
  readonly s: GameState;
}
const playerOf = (s: GameState): number => s.armies.indexOf(s.toMove);

/** The reference: the engine's state itself in boardgame.io's G. */
async function referenceAction(start: GameState, seed: number): Promise<Action> {
  const game: Game<RefG> = {
    name: 'polkovodets',
    setup: () => ({ s: start }),
    disableUndo: true,
    turn: { order: { first: ({ G }) => playerOf(G.s), next: ({ G }) => playerOf(G.s) } },
    moves: {
      act: ({ G, events }, action: Action) => {
        const r = reduce(G.s, action);
        if (!r.ok) return INVALID_MOVE;
        if (r.value.state.toMove !== G.s.toMove || r.value.state.status !== 'playing') events.endTurn();
        return { s: r.value.state };
      },
    },
    endIf: ({ G }) => (G.s.status !== 'finished' ? undefined : G.s.winner === 'draw' || !G.s.winner ? { draw: true } : { winner: String(G.s.armies.indexOf(G.s.winner)) }),
  };
  const enumerate = ({ s }: RefG) => {
    if (s.status !== 'playing') return [];
    if (needsMarshal(s)) return freeOwnFortressCells(s, s.toMove).map((at) => ({ move: 'act', args: [{ kind: 'appoint', at }] }));
    return [...legalOrders(s).map((order) => ({ move: 'act', args: [{ kind: 'order', order }] })), { move: 'act', args: [{ kind: 'end_move' }] }];
  };
  const bot = new MCTSBot({ game, enumerate, seed: String(seed), iterations: MCTS_ITERATIONS, playoutDepth: MCTS_PLAYOUT_DEPTH });
  const { action } = await bot.play(InitializeGame({ game, numPlayers: start.armies.length }), String(playerOf(start)));
  return (action as { payload?: { args?: [Action] } } | undefined)?.payload?.args?.[0] ?? { kind: 'end_move' };
}

describe('the MCTSBot anchor', () => {
  it('chooses the same actions with the state held outside boardgame.io as with the state in G', async () => {
    const armies: Army[] = ['N', 'F'];
    const r = gameFromScenario(presetScenario({ armies, goal: 'rout', size: 'small', seed: 1001 }));
    if (!r.ok) throw new Error(r.error.code);
    let s = r.value;
    const tested = s.armies[0];
    let decisions = 0;
    const kinds = new Set<string>();
    while (s.status === 'playing' && s.turn <= 4) {
      if (s.toMove === tested) {
        s = applyBotMove(s, botMove('strong', s, { seed: moveSeed(5, s), budget: 600 })).state;
        continue;
      }
      const seed = 31 + decisions++;
      const action = await mctsAction(s, seed);
      expect(action).toEqual(await referenceAction(s, seed));
      kinds.add(action.kind);
      const next = reduce(s, action);
      expect(next.ok).toBe(true);
      if (next.ok) s = next.value.state;
    }
    // It played orders and ended its moves: more than one kind of decision was compared.
    expect(decisions).toBeGreaterThanOrEqual(8);
    expect([...kinds].sort()).toEqual(['end_move', 'order']);
  });
});
