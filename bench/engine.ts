/**
 * Rules-engine figures (issue 2): legal-order enumeration for the large three-army preset on the
 * default map, whole random 80-turn games, and chessops perft(4) as a JavaScript move-generation anchor.
 */
import { performance } from 'node:perf_hooks';
import { Chess } from 'chessops/chess';
import { perft } from 'chessops/debug';
import { presetScenario } from '../shared/presets';
import { appointMarshal, applyOrder, endMove, freeOwnFortressCells, gameFromScenario, legalOrders, needsMarshal, sampleLegalOrder, type GameState } from '../shared/rules/polkovodets';
import { MutableRandom } from '../shared/rules/random';
import { playout } from '../tests/support/randomPlay';
import { line, percentile, sample } from './stats';

function largeGame(seed: number): GameState {
  const r = gameFromScenario(presetScenario({ armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed }));
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

export async function run(): Promise<void> {
  // 1. Enumeration: at the start and in a few mid-game positions (fresh state objects, so no cache helps).
  const start = largeGame(1);
  const positions = [start, playout(start, 5, undefined, 200), playout(start, 9, undefined, 600)];
  let count = 0;
  // Every order of every position is materialised (an array of order objects) inside the timed pass.
  const perPass = positions.reduce((n, p) => n + legalOrders(p).length, 0);
  const passTimes = sample(() => {
    for (const p of positions) {
      // A fresh units array each time, as after any order, so per-state caches are rebuilt.
      count = legalOrders({ ...p, units: p.units.slice() }).length;
    }
  }, 600);
  const times = passTimes.map((t) => t / positions.length);
  const medianUs = percentile(times, 50) * 1000;
  line('legal orders of the army to move (large, 3 armies)', `${legalOrders(start).length} orders at the start (${count} in the last position)`);
  line('full enumeration, median', `${medianUs.toFixed(1)} µs (p95 ${(percentile(times, 95) * 1000).toFixed(1)} µs)`, '≤ 100 µs', medianUs <= 100);

  // 2. Whole random games: 80 turns, large three-army preset.
  const games: number[] = [];
  let orders = 0;
  let actions = 0;
  const t0 = performance.now();
  for (let g = 0; g < 20; g++) {
    const s = largeGame(100 + g);
    const t = performance.now();
    playout(s, 100 + g, (step) => {
      actions++;
      if (step.kind === 'order') orders++;
    }, 1_000_000, 0.08);
    games.push(performance.now() - t);
  }
  const total = (performance.now() - t0) / 1000;
  games.sort((a, b) => a - b);
  const medianGame = percentile(games, 50);
  line('random 80-turn game (large, 3 armies), median', `${medianGame.toFixed(1)} ms (p95 ${percentile(games, 95).toFixed(1)} ms)`, '≤ 50 ms', medianGame <= 50);
  line('random playouts', `${(games.length / total).toFixed(1)} games/s, ${Math.round(orders / total)} orders/s (${Math.round(orders / games.length)} orders, ${Math.round(actions / games.length)} actions per game)`);

  // 2b. Games with the sampler: one uniform order of the whole army (not commander first), no list
  // built. Not the same game shape as 2 (other draws, so other lengths): a figure beside it, not a ratio.
  const sampled: number[] = [];
  for (let g = 0; g < 20; g++) {
    let s = largeGame(100 + g);
    const rng = new MutableRandom(100 + g);
    const t = performance.now();
    for (let i = 0; i < 1_000_000 && s.status === 'playing'; i++) s = sampledStep(s, rng);
    sampled.push(performance.now() - t);
  }
  const medianSampled = percentile(sampled.sort((a, b) => a - b), 50);
  line('random 80-turn game with sampleLegalOrder, median', `${medianSampled.toFixed(1)} ms (p95 ${percentile(sampled, 95).toFixed(1)} ms)`);

  // 3. Anchor: chessops perft(4) from the start position (197 281 leaf nodes).
  const pos = Chess.default();
  let nodes = 0;
  const perftTimes = sample(() => {
    nodes = perft(pos, 4);
  }, 5, 1);
  const perftMs = percentile(perftTimes, 50);
  line('chessops perft(4) from the chess start', `${nodes} nodes in ${perftMs.toFixed(1)} ms (${((nodes / perftMs) * 1000 / 1e6).toFixed(2)} M nodes/s)`);
  // Fair: all orders materialised over the same positions ÷ the median time of one pass over them.
  const ourRate = perPass / (percentile(passTimes, 50) / 1000) / 1e6;
  const chessRate = (nodes / perftMs) * 1000 / 1e6;
  const ratio = ourRate / chessRate;
  line('our enumeration rate vs chessops', `${ourRate.toFixed(2)} M orders/s (${perPass} orders over ${positions.length} positions) : ${chessRate.toFixed(2)} M nodes/s = ${ratio.toFixed(2)}×`, '≥ 5×', ratio >= 5);
  const gameRatio = medianGame / perftMs;
  line('random 80-turn game vs chessops perft(4) time', `${medianGame.toFixed(1)} ms : ${perftMs.toFixed(1)} ms = ${gameRatio.toFixed(2)}×`, '≤ 0.5×', gameRatio <= 0.5);
}

function sampledStep(s: GameState, rng: MutableRandom): GameState {
  if (needsMarshal(s)) {
    const cells = freeOwnFortressCells(s, s.toMove);
    const r = appointMarshal(s, cells[rng.int(cells.length)]);
    if (!r.ok) throw new Error(r.error.code);
    return r.value.state;
  }
  const order = rng.int(1000) >= 80 ? sampleLegalOrder(s, (n) => rng.int(n)) : null;
  const r = order ? applyOrder(s, order) : endMove(s);
  if (!r.ok) throw new Error(r.error.code);
  return r.value.state;
}
