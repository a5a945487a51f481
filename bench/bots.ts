/**
 * `npm run bench:bots` (docs/bots.md): `strong` against `random` and against `greedy` over whole
 * games on the small two-army preset (Russia against France, rout, 80 turns) at a small fixed
 * budget, sides alternated, each game from its own preset seed (the lot of the move order). Prints
 * wins, draws, losses and the win share with its 95 % Wilson interval (draws are not wins).
 *
 * The games are split between two child processes (the machine has two cores); every game is
 * deterministic, so the split changes nothing but the time. Options: --games N (per opponent,
 * default 40: 20 a seat), --budget N (default: the default budget, DEFAULT_STRONG_BUDGET), --jobs N (default 2).
 *
 * Seeds: the tuning games of `strong` (docs/bots.md) were preset seeds 1000 + g for g < 80 (their
 * Russia games); the figures here are played on other seeds, FIGURE_SEED + g, and every figure —
 * overall and per seat — is printed with its 95 % Wilson interval, beside greedy v greedy on the same
 * games per seat (the share the seat alone gives).
 */
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { presetScenario } from '../shared/presets';
import { gameFromScenario, type Army } from '../shared/rules/polkovodets';
import { playGame } from '../shared/bots/match';
import { DEFAULT_STRONG_BUDGET, type BotLevel } from '../shared/bots';
import { wilson } from './stats';

interface Job {
  /** Who plays the tested seat: `strong`, or `greedy` for the baseline of the same games. */
  readonly level: 'strong' | 'greedy';
  readonly opponent: BotLevel;
  readonly game: number;
}
interface Outcome extends Job {
  readonly result: 'win' | 'draw' | 'loss';
  readonly strongArmy: Army;
  readonly ms: number;
}

/** strong against each opponent, and greedy against greedy on the same games: how much the sides decide. */
const JOB_KINDS = [
  { level: 'strong', opponent: 'random' },
  { level: 'strong', opponent: 'greedy' },
  { level: 'greedy', opponent: 'greedy' },
] as const;

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};

/** The preset seeds the tuning used (1000 … 1079), and the first seed of the figures' games (not among them). */
export const TUNING_SEEDS = { from: 1000, to: 1079 } as const;
export const FIGURE_SEED = 5000;

/** One game: the tested seat plays Russia in even games and France in odd ones. */
export function playOne(job: Job, budget: number): Outcome {
  const r = gameFromScenario(presetScenario({ armies: ['A', 'N'], goal: 'rout', size: 'small', seed: FIGURE_SEED + job.game }));
  if (!r.ok) throw new Error(r.error.code);
  const strongArmy: Army = job.game % 2 === 0 ? 'A' : 'N';
  const other: Army = strongArmy === 'A' ? 'N' : 'A';
  const t = performance.now();
  const g = playGame(r.value, { [strongArmy]: { level: job.level, options: { budget } }, [other]: { level: job.opponent } }, 7919 * job.game + (job.opponent === 'random' ? 1 : 2));
  const result = g.winner === strongArmy ? 'win' : g.winner === 'draw' ? 'draw' : 'loss';
  return { ...job, result, strongArmy, ms: performance.now() - t };
}

async function main(): Promise<void> {
  const games = arg('games', 40);
  const budget = arg('budget', DEFAULT_STRONG_BUDGET);
  const jobsCount = Math.max(1, arg('jobs', 2));
  const jobs: Job[] = [];
  for (const job of JOB_KINDS) for (let game = 0; game < games; game++) jobs.push({ ...job, game });
  console.log(`\n== bots: strong (budget ${budget} nodes) on the small preset, Russia v France, ${games} games per opponent, sides alternated, ${jobsCount} processes; greedy v greedy on the same games as the baseline ==`);
  console.log(`  tuning seeds ${TUNING_SEEDS.from}–${TUNING_SEEDS.to} (not used); figures on preset seeds ${FIGURE_SEED}–${FIGURE_SEED + games - 1}`);
  const t0 = performance.now();
  const outcomes: Outcome[] = [];
  const self = fileURLToPath(import.meta.url);
  await Promise.all(
    Array.from({ length: jobsCount }, (_, k) =>
      new Promise<void>((resolve, reject) => {
        const child = fork(self, ['--worker', String(k), String(jobsCount), String(games), String(budget)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        child.on('message', (m: Outcome) => {
          outcomes.push(m);
          if (outcomes.length % 20 === 0) console.log(`  … ${outcomes.length}/${jobs.length} games, ${((performance.now() - t0) / 60000).toFixed(1)} min`);
        });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bench worker exited with ${code}`))));
      }),
    ),
  );
  for (const { level, opponent } of JOB_KINDS) {
    const mine = outcomes.filter((o) => o.level === level && o.opponent === opponent);
    const count = (r: Outcome['result'], army?: Army) => mine.filter((o) => o.result === r && (!army || o.strongArmy === army)).length;
    const wins = count('win');
    const [lo, hi] = wilson(wins, mine.length);
    const share = wins / mine.length;
    const ms = mine.map((o) => o.ms).sort((a, b) => a - b);
    const target = level === 'greedy' ? null : opponent === 'random' ? 0.95 : 0.7;
    const verdict = target === null ? '(the baseline: the same games with greedy in the seat)' : `(target ≥ ${100 * target} %: ${share >= target ? 'met' : 'NOT met'})`;
    console.log(`  ${level} v ${opponent.padEnd(6)}  games ${mine.length}  wins ${wins}  draws ${count('draw')}  losses ${count('loss')}  win share ${(100 * share).toFixed(1)} % (95 % CI ${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)} %)   ${verdict}`);
    for (const army of ['A', 'N'] as const) {
      const n = mine.filter((o) => o.strongArmy === army).length;
      const [sl, sh] = wilson(count('win', army), n).map((x) => Math.min(1, Math.max(0, x)));
      const seatTarget = level === 'strong' && opponent === 'greedy' ? `  (target ≥ 90 %: ${n && count('win', army) / n >= 0.9 ? 'met' : 'NOT met'})` : '';
      console.log(`      seat ${army}: ${count('win', army)}/${count('draw', army)}/${count('loss', army)} (W/D/L) of ${n}, win share ${n ? ((100 * count('win', army)) / n).toFixed(1) : '–'} % (95 % CI ${(100 * sl).toFixed(1)}–${(100 * sh).toFixed(1)} %)${seatTarget}`);
    }
    console.log(`      game median ${(ms[Math.floor(ms.length / 2)] / 1000).toFixed(1)} s`);
  }
  console.log(`  total ${((performance.now() - t0) / 60000).toFixed(1)} min`);
}

const w = process.argv.indexOf('--worker');
if (w >= 0) {
  const [k, n, games, budget] = process.argv.slice(w + 1, w + 5).map(Number);
  let i = 0;
  for (const job of JOB_KINDS) {
    for (let game = 0; game < games; game++, i++) if (i % n === k) process.send?.(playOne({ ...job, game }, budget));
  }
  process.disconnect?.();
} else {
  await main();
}
