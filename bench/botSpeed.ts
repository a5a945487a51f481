/**
 * Bot figures (issue 15) for `npm run bench`: the time of one `strong` army move at the default
 * budget on the small two-army preset and on the large three-army one (median, p95), positions evaluated per second, and, as the
 * anchor, the same random playouts driven directly through the engine's `reduce` and through
 * boardgame.io 0.50's game reducer (the engine's `reduce` wrapped as a boardgame.io game), with the ratio.
 */
import { performance } from 'node:perf_hooks';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Ctx, Game } from 'boardgame.io';
import { presetScenario } from '../shared/presets';
import { freeOwnFortressCells, gameFromScenario, legalOrders, needsMarshal, reduce, type Action, type GameState } from '../shared/rules/polkovodets';
import { MutableRandom } from '../shared/rules/random';
import { applyBotMove, botMove, DEFAULT_STRONG_BUDGET, moveSeed, SMALL_BOARD_BUDGET } from '../shared/bots';
import { historyLength } from '../shared/bots/plan';
import { line, percentile } from './stats';

const small = (seed: number): GameState => {
  const r = gameFromScenario(presetScenario({ armies: ['A', 'N'], goal: 'rout', size: 'small', seed }));
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};

const large = (seed: number): GameState => {
  const r = gameFromScenario(presetScenario({ armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed }));
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};

/** The random playout's choice: appoint on a random cell, else a random legal order or the end (1 in 8). */
function randomAction(s: GameState, rng: MutableRandom): Action {
  if (needsMarshal(s)) {
    const cells = freeOwnFortressCells(s, s.toMove);
    return { kind: 'appoint', at: cells[rng.int(cells.length)] };
  }
  const listed = legalOrders(s);
  if (!listed.length || rng.int(8) === 0) return { kind: 'end_move' };
  return { kind: 'order', order: listed[rng.int(listed.length)] };
}

/** The engine as a boardgame.io game: one move, `act`, that hands the action to `reduce`. */
const wrapped = (start: GameState): Game<{ s: GameState }> => ({
  name: 'polkovodets',
  setup: () => ({ s: start }),
  disableUndo: true,
  moves: {
    act: ({ G }, action: Action) => {
      const r = reduce(G.s, action);
      return r.ok ? { s: r.value.state } : INVALID_MOVE;
    },
  },
  endIf: ({ G }) => (G.s.status === 'finished' ? { winner: G.s.winner } : undefined),
});

function playDirect(start: GameState, seed: number): number {
  const rng = new MutableRandom(seed);
  let s = start;
  let n = 0;
  while (s.status === 'playing') {
    const r = reduce(s, randomAction(s, rng));
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
    n++;
  }
  return n;
}

function playThroughBoardgameIo(start: GameState, seed: number): number {
  const game = wrapped(start);
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({ game, numPlayers: 1 });
  const rng = new MutableRandom(seed);
  let n = 0;
  while (!state.ctx.gameover) {
    const action = randomAction(state.G.s, rng);
    // boardgame.io's MAKE_MOVE action (its makeMove action creator's shape).
    state = reducer(state, { type: 'MAKE_MOVE', payload: { type: 'act', args: [action], playerID: (state.ctx as Ctx).currentPlayer } });
    n++;
  }
  return n;
}

export async function run(): Promise<void> {
  // 1. strong at the default budget: positions from a greedy game, every fifth army move.
  let s = small(7);
  const times: number[] = [];
  let nodes = 0;
  let total = 0;
  for (let m = 0; s.status === 'playing' && times.length < 24; m++) {
    if (m % 5 === 0 && m > 0) {
      const t = performance.now();
      const move = botMove('strong', s, { seed: 1, budget: DEFAULT_STRONG_BUDGET });
      const ms = performance.now() - t;
      times.push(ms);
      nodes += move.nodes;
      total += ms;
    }
    s = applyBotMove(s, botMove('greedy', s, { seed: moveSeed(3, s) })).state;
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  line(`strong army move, budget ${DEFAULT_STRONG_BUDGET} nodes × ${SMALL_BOARD_BUDGET} (small, 2 armies)`, `median ${median.toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms over ${times.length} moves`, '≤ 2000 ms median', median <= 2000);
  line('strong: positions evaluated', `${Math.round((nodes / total) * 1000)} nodes/s (${Math.round(nodes / times.length)} per move)`);

  // 1b. The same on the large three-army preset (the real board's search, shared/bots/corps.ts):
  // positions of a greedy game, the first army move of turns 10, 20, … 80 — the march, the contact of
  // mid-game and the last moves (played to the end, strong.ts) — with the starts of the last moves as history.
  let l = large(21);
  const largeTimes: number[] = [];
  const history: GameState[] = [];
  let lastTimed = 0;
  while (l.status === 'playing' && largeTimes.length < 8) {
    if (l.turn % 10 === 0 && l.turn !== lastTimed) {
      lastTimed = l.turn;
      const t = performance.now();
      botMove('strong', l, { seed: 1, budget: DEFAULT_STRONG_BUDGET, history });
      largeTimes.push(performance.now() - t);
    }
    history.push(l);
    if (history.length > historyLength(l.armies.length)) history.shift();
    l = applyBotMove(l, botMove('greedy', l, { seed: moveSeed(3, l) })).state;
  }
  largeTimes.sort((a, b) => a - b);
  const largeMedian = percentile(largeTimes, 50);
  line(`strong army move, budget ${DEFAULT_STRONG_BUDGET} nodes (large, 3 armies)`, `median ${largeMedian.toFixed(0)} ms, p95 ${percentile(largeTimes, 95).toFixed(0)} ms over ${largeTimes.length} moves`, '≤ 2000 ms median', largeMedian <= 2000);

  // 2. Random playouts: the same games directly and through boardgame.io's reducer.
  const games = 6;
  let actions = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) actions += playDirect(small(50 + g), 900 + g);
  const direct = performance.now() - t0;
  let bgActions = 0;
  const t1 = performance.now();
  for (let g = 0; g < games; g++) bgActions += playThroughBoardgameIo(small(50 + g), 900 + g);
  const viaBg = performance.now() - t1;
  if (bgActions !== actions) throw new Error(`the two drivers played different games (${actions} v ${bgActions} actions)`);
  line('random playouts through reduce', `${((games / direct) * 1000).toFixed(1)} games/s, ${Math.round((actions / direct) * 1000)} actions/s (${Math.round(actions / games)} actions per game)`);
  line('the same through boardgame.io 0.50 reducer', `${((games / viaBg) * 1000).toFixed(1)} games/s, ${Math.round((bgActions / viaBg) * 1000)} actions/s`);
  line('ratio (boardgame.io time / direct time)', `${(viaBg / direct).toFixed(2)}×`);
}
