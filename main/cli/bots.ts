/**
 * `polk play` and `polk match` (issue 15, docs/bots.md): a computer opponent plays one army move of
 * a campaign through the campaign service — so the move is logged, undoable and verified like a
 * human one — or whole games between levels are played in memory and tabulated.
 */
import { performance } from 'node:perf_hooks';
import { presetScenario, PRESET_SIZES, type PresetSize } from '../../shared/presets';
import { ARMIES, ARMY_NAMES, gameFromScenario, plainOrder, type Army, type Lang } from '../../shared/rules/polkovodets';
import { publicState } from '../../shared/publicState';
import { BOT_LEVELS, botMove, describeExplanation, moveSeed, type BotLevel, type BotMove, type BotStep } from '../../shared/bots';
import { playGame } from '../../shared/bots/match';
import type { Campaign } from '../campaign/service';
import type { Outcome } from '../campaign/failure';

export interface BotIo {
  out(text: string): void;
  err(text: string): void;
}

/** What the command needs from the parsed command line. */
export interface BotArgs {
  readonly flags: ReadonlyMap<string, string>;
  readonly json: boolean;
  readonly lang: Lang;
}

/** A bad argument: exit status 1, the message in the user's language. */
export class BotUsageError extends Error {
  constructor(
    readonly code: string,
    readonly words: { ru: string; en: string },
  ) {
    super(words.en);
  }
}
const usage = (code: string, ru: string, en: string) => new BotUsageError(code, { ru, en });

function level(v: string | undefined, flag: string): BotLevel {
  if (v === undefined) throw usage('cli/missing_option', `Укажите уровень: --${flag} ${BOT_LEVELS.join('|')}.`, `Give the level: --${flag} ${BOT_LEVELS.join('|')}.`);
  if (!(BOT_LEVELS as readonly string[]).includes(v)) throw usage('cli/bad_level', `Уровень «${v}» неизвестен: ${BOT_LEVELS.join(', ')}.`, `Unknown level "${v}": ${BOT_LEVELS.join(', ')}.`);
  return v as BotLevel;
}

function integer(v: string | undefined, flag: string, min: number, fallback: number): number {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < min) throw usage('cli/bad_number', `Параметр «--${flag}»: целое число не меньше ${min} (указано «${v}»).`, `Option "--${flag}": an integer of at least ${min} (found "${v}").`);
  return n;
}

const stepLine = (step: BotStep, lang: Lang): string => {
  const a = step.action;
  const why = describeExplanation(step.explanation, lang);
  if (a.kind === 'appoint') return `appoint ${a.at[0]},${a.at[1]} — ${why}`;
  if (a.kind === 'end_move') return `end-move — ${why}`;
  if (a.kind !== 'order') return a.kind;
  const o = a.order;
  const to = `${o.to[0]},${o.to[1]}`;
  const what = o.kind === 'step' ? `--step ${to}` : o.kind === 'recruit' ? `--recruit ${o.recruit} --at ${to}` : `--unit ${o.unit} --to ${to}`;
  return `order --commander ${o.commander} ${what} — ${why}`;
};

/**
 * `polk play FILE --army A --level strong [--budget-ms N] [--budget N] [--seed S]`: the bot's whole
 * move, each action recorded through the campaign service. If the service refuses any action (it
 * never should), the actions already recorded are taken back, so the campaign is as it was.
 */
export function playCommand(campaign: Campaign, args: BotArgs, io: BotIo, report: (failure: Outcome<never> & { ok: false }) => number): number {
  const { flags, lang } = args;
  const ru = lang === 'ru';
  const armyArg = flags.get('army');
  if (armyArg === undefined || !(ARMIES as readonly string[]).includes(armyArg)) throw usage('cli/bad_army', 'Укажите армию: --army A, N или F.', 'Give the army: --army A, N or F.');
  const army = armyArg as Army;
  const lvl = level(flags.get('level'), 'level');
  const seed = integer(flags.get('seed'), 'seed', 0, 0);
  const budget = flags.has('budget') ? integer(flags.get('budget'), 'budget', 1, 0) : undefined;
  const budgetMs = flags.has('budget-ms') ? integer(flags.get('budget-ms'), 'budget-ms', 1, 0) : undefined;
  const state = campaign.state();
  if (state.status !== 'playing') throw usage('bot/game_over', 'Игра окончена.', 'The game is over.');
  if (state.toMove !== army) {
    throw usage('bot/not_to_move', `Сейчас ходит ${ARMY_NAMES[state.toMove].ru} (${state.toMove}), а не ${army}.`, `${ARMY_NAMES[state.toMove].en} (${state.toMove}) is to move, not ${army}.`);
  }
  const t = performance.now();
  const move: BotMove = botMove(lvl, state, { seed: moveSeed(seed, state), budget, budgetMs, clock: () => performance.now() });
  const ms = performance.now() - t;
  let recorded = 0;
  let last: { seq: number } | null = null;
  for (const step of move.steps) {
    const a = step.action;
    const outcome = a.kind === 'order' ? campaign.submitOrder(plainOrder(a.order)) : a.kind === 'appoint' ? campaign.appointMarshal(a.at) : campaign.endMove();
    if (!outcome.ok) {
      if (recorded) campaign.undo(recorded);
      return report(outcome);
    }
    recorded++;
    last = outcome.value.view;
  }
  if (args.json) {
    io.out(
      JSON.stringify(
        {
          ok: true,
          army,
          level: lvl,
          seq: last?.seq ?? campaign.seq(),
          nodes: move.nodes,
          stopped: move.stopped,
          ms: Math.round(ms),
          steps: move.steps.map((s) => ({
            ...(s.action.kind === 'order' ? { kind: 'order', order: plainOrder(s.action.order) } : s.action.kind === 'appoint' ? { kind: 'appoint', at: s.action.at } : { kind: s.action.kind }),
            explanation: { ...s.explanation, ru: describeExplanation(s.explanation, 'ru'), en: describeExplanation(s.explanation, 'en') },
          })),
          state: publicState(campaign.state()),
        },
        null,
        2,
      ) + '\n',
    );
    return 0;
  }
  io.out(ru ? `Консоль сыграла ход армии: ${ARMY_NAMES[army].ru} (${army}), уровень ${lvl}: ${move.nodes} позиций, ${Math.round(ms)} мс\n` : `The console played ${ARMY_NAMES[army].en} (${army}) at level ${lvl}: ${move.nodes} positions, ${Math.round(ms)} ms\n`);
  for (const s of move.steps) io.out(`  ${stepLine(s, lang)}\n`);
  return 0;
}

/**
 * `polk match --levels strong,random --games N --size small [--seed S] [--budget N]`: whole games in
 * memory (no file), levels seated on Russia and France in turn.
 */
export function matchCommand(args: BotArgs, io: BotIo): number {
  const { flags, lang } = args;
  const ru = lang === 'ru';
  const levelsArg = flags.get('levels');
  if (levelsArg === undefined) throw usage('cli/missing_option', 'Укажите уровни: --levels strong,random.', 'Give the levels: --levels strong,random.');
  const levels = levelsArg.split(',').map((l) => level(l.trim(), 'levels'));
  if (levels.length !== 2) throw usage('cli/bad_levels', 'Нужно ровно два уровня через запятую: --levels strong,random.', 'Give exactly two levels: --levels strong,random.');
  const games = integer(flags.get('games'), 'games', 1, 10);
  const size = (flags.get('size') ?? 'small') as PresetSize;
  if (!PRESET_SIZES.includes(size)) throw usage('cli/bad_size', 'Размер армий: small, standard или large.', 'The army size is small, standard or large.');
  const seed = integer(flags.get('seed'), 'seed', 0, 1);
  const budget = flags.has('budget') ? integer(flags.get('budget'), 'budget', 1, 0) : undefined;
  const turnLimit = flags.has('turn-limit') ? integer(flags.get('turn-limit'), 'turn-limit', 1, 80) : undefined;
  // Seats are keyed by position in --levels; the same level twice is told apart as level#1, level#2.
  const names = levels[0] === levels[1] ? [`${levels[0]}#1`, `${levels[1]}#2`] : [levels[0], levels[1]];
  const wins: Record<string, number> = { [names[0]]: 0, [names[1]]: 0 };
  let draws = 0;
  const rows: string[] = [];
  for (let g = 0; g < games; g++) {
    const made = gameFromScenario(presetScenario({ armies: ['A', 'N'], goal: 'rout', size, seed: seed + g, turnLimit }));
    if (!made.ok) throw new Error(made.error.code);
    const first: Army = g % 2 === 0 ? 'A' : 'N';
    const second: Army = first === 'A' ? 'N' : 'A';
    const r = playGame(made.value, { [first]: { level: levels[0], options: { budget } }, [second]: { level: levels[1], options: { budget } } }, seed + g);
    const winner = r.winner === 'draw' ? null : r.winner === first ? names[0] : names[1];
    if (winner) wins[winner]++;
    else draws++;
    rows.push(`  ${String(g + 1).padStart(3)}  ${names[0]}=${first} ${names[1]}=${second}  ${winner ?? (ru ? 'ничья' : 'draw')}  (${ru ? 'ход' : 'turn'} ${r.turns})`);
  }
  if (args.json) {
    io.out(JSON.stringify({ games, wins, draws }, null, 2) + '\n');
    return 0;
  }
  io.out(ru ? `Партии: ${games} (малые армии, Россия против Франции, стороны по очереди)\n` : `Games: ${games} (small armies, Russia v France, sides alternated)\n`);
  io.out(rows.join('\n') + '\n');
  io.out(`${ru ? 'Победы' : 'Wins'}: ${names[0]} ${wins[names[0]]}, ${names[1]} ${wins[names[1]]}; ${ru ? 'ничьи' : 'draws'}: ${draws}\n`);
  return 0;
}

/** The help of the two commands, in the shape of help.ts's table. */
export const BOT_COMMAND_HELP = {
  play: {
    usage: ['polk play FILE --army A|N|F --level random|greedy|strong [--budget N] [--budget-ms N] [--seed S]'],
    summary: { ru: 'консоль играет один ход армии', en: 'the console plays one army move' },
    details: {
      ru: `Консоль играет весь ход армии, которая сейчас ходит (назначение маршала, если нужно, приказы, конец хода).
Каждое действие записывается в журнал кампании, как ход человека: его можно отменить (polk undo) и проверить (polk verify).
У каждого приказа есть объяснение.

  --army A            армия, за которую играет консоль (должна ходить сейчас)
  --level L           random (случайный допустимый приказ), greedy (по одному лучшему приказу) или strong (поиск)
  --budget N          бюджет поиска strong: число оценённых позиций (по умолчанию 4000); тот же бюджет и зерно — тот же ход
  --budget-ms N       ограничение по времени в миллисекундах (ход тогда зависит от скорости машины)
  --seed S            зерно выбора (по умолчанию 0)`,
      en: `The console plays the whole move of the army to move (the marshal's appointment when needed, the orders, the end of move).
Every action goes into the campaign's log like a human's: it can be undone (polk undo) and verified (polk verify).
Every order comes with its reason.

  --army A            the army the console plays (it must be its move)
  --level L           random (a random legal order), greedy (the best order one at a time) or strong (a search)
  --budget N          strong's search budget in evaluated positions (default 4000); same budget and seed, same move
  --budget-ms N       a time cap in milliseconds (the move then depends on the machine's speed)
  --seed S            the seed of the choices (default 0)`,
    },
  },
  match: {
    usage: ['polk match --levels L1,L2 [--games N] [--size small|standard|large] [--seed S] [--budget N] [--turn-limit T]'],
    summary: { ru: 'партии консоли против консоли и таблица результатов', en: 'games of the console against itself and the results table' },
    details: {
      ru: `Играет N целых партий (по умолчанию 10) между двумя уровнями в памяти (файл не создаётся): Россия против Франции,
цель «разгром», стороны меняются каждую партию; партия g начинается с предустановки с зерном S+g.
С --json печатает { "games": N, "wins": { "<уровень>": n, … }, "draws": d }.`,
      en: `Plays N whole games (default 10) between two levels in memory (no file is made): Russia against France, goal
rout, sides swapped every game; game g starts from the preset with seed S+g.
With --json prints { "games": N, "wins": { "<level>": n, … }, "draws": d }.`,
    },
  },
} as const;
