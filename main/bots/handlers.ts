/**
 * The window's bridge calls for the console's computer player (issue 15, docs/bots.md): the seats
 * (which army the console plays, at what level, on its own or not) stored in the campaign's
 * settings table, and one proposal at a time — a search in the bots' worker thread
 * (runner.ts), never on the thread that answers calls, so neither the window nor browser mode's
 * server waits for it, and no call's deadline can cut it: `bots.propose` starts it and answers at
 * once; its progress (at most 4 a second) and the finished proposal arrive as `bots.changed` events
 * carrying the job's view (`notify`; `bots.job` answers a window opened mid-search); `bots.cancel`
 * stops it; `bots.check` is the dry run of the steps the game master keeps (which of them the others
 * make illegal, nothing written); and `bots.accept` records the move (or the kept steps) through the
 * log like a human's, in one `Campaign.record` call based on the position searched. Until it is
 * accepted nothing is written: a rejected or cancelled proposal leaves the campaign exactly as it was.
 */
import { performance } from 'node:perf_hooks';
import type { BotJobView, BotSeat, BotSeats, BotSeatsView, BotStepCheck, CallArgs, EventPayloads, Failure, Handlers, Played, ProposedStep, Reply } from '../../shared/bridge/contract';
import { BOT_LEVELS, DEFAULT_STRONG_BUDGET, describeExplanation, moveSeed, type BotLevel, type BotMove, type BotStep } from '../../shared/bots';
import { ARMIES, plainOrder, type Army, type GameState } from '../../shared/rules/polkovodets';
import { BOT_CONSOLE_WORDS as W } from '../../shared/vocab/bots';
import type { Bilingual } from '../../shared/vocab/lang';
import { noCampaign, play, toReply } from '../campaign/replies';
import type { Campaign } from '../campaign/service';
import { keptSteps, recentMoveStarts, recordBotSteps, recordSteps } from './record';
import { startBotSearch, type BotSearch, type RunnerOptions } from './runner';

/** The campaign setting that keeps the seats. */
export const SEATS_SETTING = 'bots.seats';

type BotCall = 'bots.seats' | 'bots.setSeat' | 'bots.propose' | 'bots.job' | 'bots.cancel' | 'bots.check' | 'bots.accept';
export type BotHandlers = Pick<Handlers, BotCall> & { readonly dispose: () => void };

export interface BotHandlerDeps {
  /** The campaign open in this console, or null. */
  readonly current: () => Campaign | null;
  /** Where a running search's progress and its finished proposal go (the game master's windows). */
  readonly notify?: (payload: EventPayloads['bots.changed']) => void;
  /** The clock progress events are spaced by (ms; default `performance.now`). */
  readonly clock?: () => number;
  /** Where the worker script is (tests: a bundle of their own); default out/bots/worker.mjs. */
  readonly runner?: Pick<RunnerOptions, 'workerUrl' | 'execArgv'>;
  /**
   * Called by `bots.accept` after its own checks, just before the one write (tests: another
   * writer's order lands there, and the accept must answer `bots/stale`, writing nothing).
   */
  readonly beforeRecord?: (job: number) => void;
}

interface Job {
  readonly id: number;
  readonly path: string;
  readonly seq: number;
  readonly army: Army;
  readonly level: BotLevel;
  readonly state: GameState;
  readonly started: number;
  readonly search: BotSearch;
  status: BotJobView['status'];
  spent: number;
  budget: number;
  ms: number;
  /** When the last progress event went out (the clock's ms). */
  told: number;
  move?: BotMove;
  error?: Failure;
}

const failure = (code: string, message: Bilingual): Reply<never> => ({ ok: false, error: { code, message } });

/** The seats as stored, keeping only well-formed ones (a setting written by hand is data too). */
export function readSeats(c: Campaign): BotSeats {
  const raw = c.setting(SEATS_SETTING);
  const seats: Partial<Record<Army, BotSeat>> = {};
  if (typeof raw !== 'object' || raw === null) return seats;
  for (const army of ARMIES) {
    const s = (raw as Record<string, unknown>)[army] as { level?: unknown; auto?: unknown } | undefined;
    if (s && typeof s === 'object' && (BOT_LEVELS as readonly unknown[]).includes(s.level)) seats[army] = { level: s.level as BotLevel, auto: s.auto === true };
  }
  return seats;
}

/** Progress events are at least this far apart (at most 4 a second). */
export const PROGRESS_GAP_MS = 250;

/** The steps as the window draws and lists them: each order with the cell its unit starts from, in the position the bot took it in. */
function stepViews(steps: readonly BotStep[]): ProposedStep[] {
  return steps.map((step) => {
    const a = step.action;
    const explanation = { ...step.explanation, ru: describeExplanation(step.explanation, 'ru', step.before.map), en: describeExplanation(step.explanation, 'en', step.before.map) };
    if (a.kind === 'order') {
      const id = a.order.kind === 'recruit' ? null : a.order.kind === 'step' ? a.order.commander : a.order.unit;
      const mover = id ? step.before.units.find((u) => u.id === id) : undefined;
      return { kind: 'order', order: plainOrder(a.order), ...(mover ? { from: [mover.x, mover.y] as const } : {}), explanation };
    }
    return a.kind === 'appoint' ? { kind: 'appoint', at: a.at, explanation } : { kind: 'end_move', explanation };
  });
}

export function createBotHandlers(deps: BotHandlerDeps): BotHandlers {
  let job: Job | null = null;
  let nextId = 1;
  const clock = deps.clock ?? (() => performance.now());

  function withCampaign<T>(fn: (c: Campaign) => Reply<T>): Reply<T> {
    const c = deps.current();
    return c && c.isOpen ? fn(c) : noCampaign();
  }

  function jobView(j: Job): BotJobView {
    const { id, path, seq, army, level, status, spent, budget } = j;
    const ms = status === 'running' ? Math.round(clock() - j.started) : j.ms;
    return { job: id, path, seq, army, level, status, spent, budget, ms, ...(j.move ? { steps: stepViews(j.move.steps), stopped: j.move.stopped } : {}), ...(j.error ? { error: j.error } : {}) };
  }

  /** Tell the game master's windows where a job stands (progress: at most once per PROGRESS_GAP_MS). */
  function tell(j: Job, progress = false): void {
    if (!deps.notify) return;
    const now = clock();
    if (progress && now - j.told < PROGRESS_GAP_MS) return;
    j.told = now;
    deps.notify({ path: j.path, job: j.id, proposal: jobView(j) });
  }

  const seatsView = (c: Campaign): BotSeatsView => ({ path: c.path, seq: c.seq(), seats: readSeats(c) });

  function stop(): void {
    if (job?.status === 'running') {
      job.search.cancel();
      job.status = 'cancelled';
      job.ms = Math.round(clock() - job.started);
    }
  }

  function find(id: number): Job | null {
    return job && job.id === id ? job : null;
  }

  function propose(c: Campaign, args: CallArgs<'bots.propose'>): Reply<BotJobView> {
    const state = c.state();
    if (state.status !== 'playing') return failure('bots/game_over', W.gameOver);
    const level = args.level ?? readSeats(c)[state.toMove]?.level;
    if (!level) return failure('bots/no_seat', W.noSeat(state.toMove));
    stop();
    const budget = level === 'strong' ? (args.budget ?? DEFAULT_STRONG_BUDGET) : 0;
    // The seed mixed with the position, as `polk play` does: the same position and seed, the same move.
    const history = recentMoveStarts(c, level);
    const search = startBotSearch(state, level, { ...deps.runner, seed: moveSeed(args.seed ?? 0, state), ...(level === 'strong' ? { budget, history } : {}), onProgress: (spent, of) => {
      if (mine.status === 'running') {
        mine.spent = spent;
        mine.budget = of;
        tell(mine, true);
      }
    } });
    const started = clock();
    const mine: Job = { id: nextId++, path: c.path, seq: c.seq(), army: state.toMove, level, state, started, told: started, search, status: 'running', spent: 0, budget, ms: 0 };
    job = mine;
    search.result.then(
      (move) => {
        if (mine.status !== 'running') return;
        mine.ms = Math.round(clock() - mine.started);
        if (!move) mine.status = 'cancelled';
        else {
          mine.move = move;
          mine.spent = move.nodes;
          mine.status = 'done';
        }
        tell(mine);
      },
      (err: unknown) => {
        if (mine.status !== 'running') return;
        mine.ms = Math.round(clock() - mine.started);
        mine.status = 'failed';
        mine.error = { code: 'bots/search_failed', message: W.failed(err instanceof Error ? err.message : String(err)) };
        tell(mine);
      },
    );
    return { ok: true, value: jobView(mine) };
  }

  /** The finished job and the steps of it chosen (indices in order; absent: all), or the failure. */
  function chosenSteps(c: Campaign, args: { job: number; steps?: readonly number[] }): Reply<{ j: Job; chosen: readonly number[]; steps: BotStep[] }> {
    const j = find(args.job);
    if (!j) return failure('bots/no_job', W.noJob);
    if (j.status !== 'done' || !j.move) return failure('bots/not_ready', W.notReady);
    if (j.path !== c.path) return failure('bots/stale', W.stale);
    const all = j.move.steps;
    const chosen = args.steps ?? all.map((_, i) => i);
    if (chosen.some((i, k) => i >= all.length || (k > 0 && i <= chosen[k - 1]))) return failure('bots/bad_steps', W.badSteps);
    if (!chosen.length) return failure('bots/bad_steps', W.badSteps);
    return { ok: true, value: { j, chosen, steps: keptSteps(chosen.map((i) => all[i])) } };
  }

  function check(c: Campaign, args: CallArgs<'bots.check'>): Reply<BotStepCheck> {
    const picked = chosenSteps(c, args);
    if (!picked.ok) return picked;
    const { j, chosen, steps } = picked.value;
    const r = c.checkSteps(recordSteps(j.level, steps), { basedOn: j.seq });
    if (!r.ok) return toReply(r);
    // The dry run's indices are into the kept steps; the window's are into the proposal.
    return { ok: true, value: { job: j.id, refused: r.value.refused.map((x) => ({ ...x, index: chosen[x.index] })) } };
  }

  function accept(c: Campaign, args: CallArgs<'bots.accept'>): Reply<Played> {
    const picked = chosenSteps(c, args);
    if (!picked.ok) return picked;
    const { j, steps } = picked.value;
    deps.beforeRecord?.(j.id);
    // One transaction at the position searched: a head moved since is refused as `bots/stale`.
    const reply = play(c, args.since, () => recordBotSteps(c, j.level, steps, j.seq));
    if (reply.ok) j.status = 'accepted';
    return reply;
  }

  return {
    'bots.seats': () => withCampaign((c) => ({ ok: true, value: seatsView(c) })),

    'bots.setSeat': ({ army, level, auto }) =>
      withCampaign((c) => {
        const seats: Partial<Record<Army, BotSeat>> = { ...readSeats(c) };
        if (level === null) delete seats[army];
        else seats[army] = { level, auto: auto ?? false };
        const r = c.setSetting(SEATS_SETTING, seats);
        return r.ok ? { ok: true, value: seatsView(c) } : { ok: false, error: r.error };
      }),

    'bots.propose': (args) => withCampaign((c) => propose(c, args)),

    'bots.job': ({ job: id }) => {
      const j = find(id);
      return j ? { ok: true, value: jobView(j) } : failure('bots/no_job', W.noJob);
    },

    // With `now`: «Готово сейчас» — the search ends with the best move found so far, which arrives as usual.
    'bots.cancel': ({ job: id, now }) => {
      const j = find(id);
      if (!j) return failure('bots/no_job', W.noJob);
      if (now) {
        if (j.status === 'running') j.search.finishNow();
      } else stop();
      return { ok: true, value: jobView(j) };
    },

    'bots.check': (args) => withCampaign((c) => check(c, args)),

    'bots.accept': (args) => withCampaign((c) => accept(c, args)),

    dispose: stop,
  };
}
