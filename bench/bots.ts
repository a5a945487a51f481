/**
 * `npm run bench:bots` (docs/bots.md, issue 24 item 3): honest strength figures, per seat (a seat is
 * an army of the preset), each with its 95 % Wilson interval.
 *
 * First section (default): the small two-army presets, every pair (Russia–France, Russia–Austria,
 * France–Austria): `strong` against `greedy`, N games a seat (default 20), beside `greedy` against
 * `greedy` on the same games (greedy takes no seed: one game a seed gives every seat's baseline);
 * then `strong` against boardgame.io's `MCTSBot` over the same reducer (bench/mcts.ts, its iterations
 * and playout depth printed), --mcts-games a seat on every pair (default 20, as against greedy: with
 * the engine's state held outside boardgame.io's Immer drafts an MCTSBot game takes seconds).
 * `npm run bench:bots -- large`: the large three-army preset, N games a seat (default 10) of `strong`
 * against two `greedy`, beside three `greedy` on the same games.
 *
 * The games run in child processes (--jobs, default 2: the machine has two cores), each handed one
 * game at a time; every game is deterministic, so the split changes nothing but the time.
 * Options: --games N, --mcts-games N, --first G (start at game G), --budget N (default
 * DEFAULT_STRONG_BUDGET), --jobs N, --tuning (play the tuning games instead of the figures': preset
 * seeds from TUNING_SEEDS.from, with bot seeds of their own, so no tuning game is a figure game),
 * --seat A|N|F (that seat only, no baseline; a development run), --pair AN|AF|NF (small: that pair only),
 * --bot-seeds K (with --tuning: every game K times, strong's seed moved by 0 … K − 1).
 *
 * `greedy` takes no seed and a preset's seed only draws the move order, so the all-greedy baseline
 * is one game per move order of a pair: it is played once per order and read for every game.
 *
 * Seeds: `strong` was tuned on preset seeds 1000–1079 (TUNING_SEEDS); the figures are played on
 * preset seeds FIGURE_SEED + g, never among them.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { drawMoveOrder, presetScenario, type PresetSize } from '../shared/presets';
import { gameFromScenario, type Army, type GameState } from '../shared/rules/polkovodets';
import { playGame, type Seat } from '../shared/bots/match';
import { DEFAULT_STRONG_BUDGET, SMALL_BOARD_BUDGET } from '../shared/bots';
import { MCTS_ITERATIONS, MCTS_PLAYOUT_DEPTH, playAgainstMcts } from './mcts';
import { wilson } from './stats';

/** The preset seeds the tuning used (1000 … 1079), and the first seed of the figures' games (not among them). */
export const TUNING_SEEDS = { from: 1000, to: 1079 } as const;
export const FIGURE_SEED = 5000;

const PAIRS: readonly (readonly [Army, Army])[] = [['A', 'N'], ['A', 'F'], ['N', 'F']];
const LARGE: readonly Army[] = ['A', 'N', 'F'];

/** One game: `seat` plays `strong` (null: every army plays greedy, the baseline) against `opponent`. */
interface Job {
  readonly section: 'small' | 'mcts' | 'large';
  readonly armies: readonly Army[];
  readonly seat: Army | null;
  readonly game: number;
  /** A tuning game (preset seed TUNING_SEEDS.from + game), not a figure game. */
  readonly tuning?: boolean;
  /** A tuning game's k-th bot seed (--bot-seeds K: k = 0 … K − 1; default 0). */
  readonly botSeed?: number;
}
interface Outcome extends Job {
  readonly winner: Army | 'draw';
  readonly ms: number;
}

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};

const presetSeedOf = (job: Pick<Job, 'game' | 'tuning'>): number => (job.tuning ? TUNING_SEEDS.from : FIGURE_SEED) + job.game;
/**
 * The bots' seed of a game: the figures' as before (7919 g + 2); a tuning game's from its preset seed,
 * never a figure game's (7919 × preset seed + 2 + k for its k-th bot seed: 7919 × 1000 is beyond every figure game's).
 */
const botSeedOf = (job: Job): number => (job.tuning ? 7919 * presetSeedOf(job) + 2 + (job.botSeed ?? 0) : 7919 * job.game + 2);
/** The move order a game starts with (all a preset's seed changes). */
const orderOf = (armies: readonly Army[], job: Pick<Job, 'game' | 'tuning'>): string => drawMoveOrder(armies, presetSeedOf(job)).join('');

function start(armies: readonly Army[], size: PresetSize, job: Job): GameState {
  const r = gameFromScenario(presetScenario({ armies: [...armies], goal: 'rout', size, seed: presetSeedOf(job) }));
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

export async function playOne(job: Job, budget: number): Promise<Outcome> {
  const s = start(job.armies, job.section === 'large' ? 'large' : 'small', job);
  const t = performance.now();
  const seed = botSeedOf(job);
  let winner: Army | 'draw';
  if (job.section === 'mcts') winner = await playAgainstMcts(s, job.seat as Army, 'strong', seed, { budget });
  else {
    const seats: Partial<Record<Army, Seat>> = {};
    for (const a of job.armies) seats[a] = a === job.seat ? { level: 'strong', options: { budget } } : { level: 'greedy' };
    winner = playGame(s, seats, seed).winner;
  }
  return { ...job, winner, ms: performance.now() - t };
}

function jobsOf(section: 'small' | 'large', games: number, mctsGames: number, first = 0, tuning = false, botSeeds = 1): Job[] {
  const jobs: Job[] = [];
  // The all-greedy baseline: one game per move order (greedy is deterministic, the seed draws only the order).
  const baselines = new Set<string>();
  const baseline = (armies: readonly Army[], game: number) => {
    const key = `${armies.join('')}:${orderOf(armies, { game, tuning })}`;
    if (!baselines.has(key)) jobs.push({ section, armies, seat: null, game, tuning });
    baselines.add(key);
  };
  if (section === 'large') {
    // --seat X: only that seat, no baseline (a development run).
    const only = process.argv.indexOf('--seat');
    const seats = only >= 0 ? [process.argv[only + 1] as Army] : LARGE;
    for (let game = first; game < first + games; game++) {
      for (let botSeed = 0; botSeed < botSeeds; botSeed++) for (const seat of seats) jobs.push({ section, armies: LARGE, seat, game, tuning, botSeed });
      if (only < 0) baseline(LARGE, game);
    }
    return jobs;
  }
  // --pair AN, --seat A (a development run): only that pair, only that seat, no baseline.
  const pairArg = process.argv.indexOf('--pair');
  const seatArg = process.argv.indexOf('--seat');
  const pairs = pairArg >= 0 ? PAIRS.filter((p) => p.join('') === process.argv[pairArg + 1]) : PAIRS;
  // Game by game over the pairs, so a run stopped early has played every seat about as often.
  for (let game = first; game < first + games; game++) {
    for (const pair of pairs) {
      for (let botSeed = 0; botSeed < botSeeds; botSeed++) for (const seat of pair) if (seatArg < 0 || seat === process.argv[seatArg + 1]) jobs.push({ section: 'small', armies: pair, seat, game, tuning, botSeed });
      if (seatArg < 0) baseline(pair, game);
    }
  }
  // The MCTSBot games are the longest: first, so the two processes end together.
  const mcts: Job[] = [];
  for (const pair of pairs) for (let game = first; game < first + mctsGames; game++) for (const seat of pair) if (seatArg < 0 || seat === process.argv[seatArg + 1]) mcts.push({ section: 'mcts', armies: pair, seat, game, tuning });
  return [...mcts, ...jobs];
}

const pct = (x: number) => (100 * Math.min(1, Math.max(0, x))).toFixed(1);
function share(wins: number, n: number): string {
  const [lo, hi] = wilson(wins, n);
  return `${wins}/${n}, ${n ? pct(wins / n) : '–'} % (95 % CI ${pct(lo)}–${pct(hi)} %)`;
}
const verdict = (wins: number, n: number, target: number) => `target ≥ ${100 * target} %: ${n && wins / n >= target ? 'met' : 'NOT met'}`;

function report(outcomes: readonly Outcome[], section: 'small' | 'large'): void {
  const groups = section === 'large' ? [LARGE] : PAIRS;
  for (const armies of groups) {
    const same = (o: Outcome) => o.armies.join() === armies.join();
    const base = outcomes.filter((o) => same(o) && o.section !== 'mcts' && o.seat === null);
    const tested = outcomes.filter((o) => same(o) && o.section !== 'mcts' && o.seat !== null);
    if (!tested.length) continue;
    console.log(`  ${armies.join(' v ')}: strong v greedy${armies.length > 2 ? ' v greedy' : ''}, beside greedy in every seat on the same games`);
    for (const seat of armies) {
      const mine = tested.filter((o) => o.seat === seat);
      if (!mine.length) continue;
      const wins = mine.filter((o) => o.winner === seat).length;
      // Each game's baseline is the all-greedy game of its move order.
      const baseOf = (m: Outcome) => base.find((o) => orderOf(armies, o) === orderOf(armies, m));
      const baseWins = mine.filter((m) => baseOf(m)?.winner === seat).length;
      const target = section === 'large' ? 0.6 : 0.9;
      // A development run (--seat) plays no baseline: then none is printed, not a 0 of n.
      const beside = base.length ? `;  greedy in the seat ${share(baseWins, mine.length)}` : '';
      console.log(`      seat ${seat}: strong ${share(wins, mine.length)}  (${verdict(wins, mine.length, target)})${beside}`);
    }
    const all = tested.filter((o) => o.winner === o.seat).length;
    console.log(`      all seats: strong ${share(all, tested.length)}${section === 'large' ? `  (${verdict(all, tested.length, 0.7)}; a fair share is 33 %)` : ''}`);
    const ms = tested.map((o) => o.ms).sort((a, b) => a - b);
    if (ms.length) console.log(`      game median ${(ms[Math.floor(ms.length / 2)] / 1000).toFixed(1)} s`);
  }
  const mcts = outcomes.filter((o) => o.section === 'mcts');
  if (!mcts.length) return;
  console.log(`  strong v boardgame.io 0.50 MCTSBot (iterations ${MCTS_ITERATIONS}, playoutDepth ${MCTS_PLAYOUT_DEPTH}, no objectives) over the same reducer`);
  for (const pair of PAIRS) {
    for (const seat of pair) {
      const mine = mcts.filter((o) => o.armies.join() === pair.join() && o.seat === seat);
      if (mine.length) console.log(`      ${pair.join(' v ')}, seat ${seat}: ${share(mine.filter((o) => o.winner === seat).length, mine.length)}`);
    }
  }
  const wins = mcts.filter((o) => o.winner === o.seat).length;
  console.log(`      all: ${share(wins, mcts.length)}  (${verdict(wins, mcts.length, 0.95)})`);
}

async function main(): Promise<void> {
  const section = process.argv.includes('large') ? 'large' : 'small';
  const games = arg('games', section === 'large' ? 10 : 20);
  const mctsGames = section === 'large' ? 0 : arg('mcts-games', 20);
  const budget = arg('budget', DEFAULT_STRONG_BUDGET);
  const jobsCount = Math.max(1, arg('jobs', 2));
  // --first G: start at game G (a run split over time or machines; the games are the same).
  const first = arg('first', 0);
  const tuning = process.argv.includes('--tuning');
  // --bot-seeds K (tuning only): every tuning game K times, with strong's seed moved by 0 … K − 1. The
  // same code with its seed moved by one turned half of 54 tuning results (docs/bots-record.md, round
  // eight): a change is told from that spread only over several seeds of each game.
  const botSeeds = Math.max(1, arg('bot-seeds', 1));
  if (botSeeds > 1 && !tuning) throw new Error('--bot-seeds is for tuning games only (--tuning): the figures keep one bot seed a game');
  const jobs = jobsOf(section, games, mctsGames, first, tuning, botSeeds);
  const seed0 = tuning ? TUNING_SEEDS.from : FIGURE_SEED;
  const what = section === 'large' ? 'the large three-army preset' : `the small two-army presets (every pair)${mctsGames ? `, and ${mctsGames} game(s) a seat against MCTSBot` : ''}`;
  const budgetText = section === 'large' ? `budget ${budget} nodes` : `budget ${budget} nodes, × ${SMALL_BOARD_BUDGET} on the small board: ${budget * SMALL_BOARD_BUDGET}`;
  console.log(`\n== bots: strong (${budgetText}) on ${what}, ${games} games a seat, ${jobsCount} processes ==`);
  const seeds = `preset seeds ${seed0 + first}–${seed0 + first + Math.max(games, mctsGames) - 1}`;
  if (tuning) console.log(`  TUNING games (${seeds}, of ${TUNING_SEEDS.from}–${TUNING_SEEDS.to}; bot seeds 7919 × preset seed + ${botSeeds > 1 ? `2 … ${botSeeds + 1}, each game ${botSeeds} times` : '2'}): not figures`);
  else console.log(`  tuning seeds ${TUNING_SEEDS.from}–${TUNING_SEEDS.to} (not used); figures on ${seeds} (bot seeds 7919 × game + 2)`);
  console.log('  the all-greedy baseline: one game per move order of a pair (greedy takes no seed; a preset seed draws only the order)');
  const t0 = performance.now();
  const outcomes: Outcome[] = [];
  const children: ChildProcess[] = [];
  // Stopped (Ctrl-C, a kill): the figures of the games played so far, then out.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`  stopped after ${outcomes.length} of ${jobs.length} games: the figures of those`);
      report(outcomes, section);
      console.log(`  total ${((performance.now() - t0) / 60000).toFixed(1)} min`);
      for (const child of children) child.kill();
      process.exit(130);
    });
  }
  const self = fileURLToPath(import.meta.url);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(jobsCount, jobs.length) }, () =>
      new Promise<void>((resolve, reject) => {
        const child = fork(self, ['--worker', String(budget)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        children.push(child);
        const give = () => (next < jobs.length ? child.send(jobs[next++]) : child.disconnect());
        child.on('message', (m: Outcome) => {
          outcomes.push(m);
          // Each game as it ends, so a run stopped early still says what it played.
          console.log(`  game ${m.section} ${m.armies.join('')} preset seed ${presetSeedOf(m)}${m.botSeed ? ` (bot seed +${m.botSeed})` : ''}, strong in ${m.seat ?? '(none: all greedy)'}: winner ${m.winner}, ${(m.ms / 1000).toFixed(0)} s`);
          if (outcomes.length % 10 === 0) console.log(`  … ${outcomes.length}/${jobs.length} games, ${((performance.now() - t0) / 60000).toFixed(1)} min`);
          give();
        });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bench worker exited with ${code}`))));
        give();
      }),
    ),
  );
  report(outcomes, section);
  console.log(`  total ${((performance.now() - t0) / 60000).toFixed(1)} min`);
}

const w = process.argv.indexOf('--worker');
if (w >= 0) {
  const budget = Number(process.argv[w + 1]);
  process.on('message', (job: Job) => {
    void playOne(job, budget).then((o) => process.send?.(o));
  });
} else {
  void main();
}
