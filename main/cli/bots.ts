/**
 * `polk play` and `polk match` (issue 15, docs/bots.md): a computer opponent plays one army move of
 * a campaign through the campaign service — so the move is logged, undoable and verified like a
 * human one — or whole games between levels are played in memory and tabulated. Their words are
 * the catalog's (shared/vocab/bots.ts).
 */
import { performance } from 'node:perf_hooks';
import { presetScenario, PRESET_SIZES, type PresetSize } from '../../shared/presets';
import { ARMIES, gameFromScenario, plainOrder, type Army } from '../../shared/rules/polkovodets';
import type { Lang } from '../../shared/vocab';
import { publicState } from '../../shared/publicState';
import { BOT_LEVELS, botMove, describeExplanation, moveSeed, type BotLevel, type BotMove, type BotStep } from '../../shared/bots';
import { playGame } from '../../shared/bots/match';
import { BOT_CLI_WORDS as W } from '../../shared/vocab/bots';
import type { FortressNames } from '../../shared/vocab/names';
import type { Bilingual } from '../../shared/vocab/lang';
import { recordBotSteps } from '../bots/record';
import { NUMERIC_RANGES as R, rangedInt, UsageError, type Parsed } from './args';
import { printJson, report, withCampaign, type Command } from './output';

const usage = (code: string, words: Bilingual) => new UsageError(code, words);

function level(v: string | undefined, flag: string): BotLevel {
  const levels = BOT_LEVELS.join('|');
  if (v === undefined) throw usage('cli/missing_option', W.missingLevel(flag, levels));
  if (!(BOT_LEVELS as readonly string[]).includes(v)) throw usage('cli/bad_level', W.badLevel(v, BOT_LEVELS.join(', ')));
  return v as BotLevel;
}

type Range = { readonly min: number; readonly max: number };
/** An integer option within its range, or the fallback when it is not given. */
const integer = (p: Parsed, flag: string, range: Range, fallback: number): number => {
  const v = p.flags.get(flag);
  return v === undefined ? fallback : rangedInt(flag, v, range);
};
const optional = (p: Parsed, flag: string, range: Range): number | undefined => (p.flags.has(flag) ? integer(p, flag, range, 0) : undefined);

/** Game `g`'s seed: `seed + g`, wrapped within the safe integers (a seed near 2^53 stays exact). */
export const gameSeed = (seed: number, g: number): number => (seed <= Number.MAX_SAFE_INTEGER - g ? seed + g : g - (Number.MAX_SAFE_INTEGER - seed) - 1);

const stepLine = (step: BotStep, lang: Lang, map: FortressNames): string => {
  const a = step.action;
  const why = describeExplanation(step.explanation, lang, map);
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
 * move, recorded through the campaign service in one transaction (all of it or nothing): if the
 * service refuses any action (it never should), or another writer moved the head meanwhile, nothing is written.
 */
export const play: Command = (p, service, io) => {
  const armyArg = p.flags.get('army');
  if (armyArg === undefined || !(ARMIES as readonly string[]).includes(armyArg)) throw usage('cli/bad_army', W.badArmy);
  const army = armyArg as Army;
  const lvl = level(p.flags.get('level'), 'level');
  const seed = integer(p, 'seed', R.botSeed, 0);
  const budget = optional(p, 'budget', R.budget);
  const budgetMs = optional(p, 'budget-ms', R.budgetMs);
  return withCampaign(p, service, io, (campaign) => {
    const state = campaign.state();
    const basedOn = campaign.seq();
    if (state.status !== 'playing') throw usage('bot/game_over', W.gameOver);
    if (state.toMove !== army) throw usage('bot/not_to_move', W.notToMove(state.toMove, army));
    const t = performance.now();
    const move: BotMove = botMove(lvl, state, { seed: moveSeed(seed, state), budget, budgetMs, clock: () => performance.now() });
    const ms = Math.round(performance.now() - t);
    // Each action through the service with its reason as the entry's note (all of them, or none).
    const recorded = recordBotSteps(campaign, lvl, move.steps, basedOn);
    if (!recorded.ok) return report(io, p, recorded.error);
    const last = recorded.value.view;
    if (p.json) {
      printJson(io, {
        ok: true,
        army,
        level: lvl,
        seq: last.seq,
        nodes: move.nodes,
        stopped: move.stopped,
        ms,
        steps: move.steps.map((s) => ({
          ...(s.action.kind === 'order' ? { kind: 'order', order: plainOrder(s.action.order) } : s.action.kind === 'appoint' ? { kind: 'appoint', at: s.action.at } : { kind: s.action.kind }),
          explanation: { ...s.explanation, ru: describeExplanation(s.explanation, 'ru'), en: describeExplanation(s.explanation, 'en', campaign.state().map) },
        })),
        state: publicState(campaign.state()),
      });
      return 0;
    }
    io.out(`${W.played(army, lvl, move.nodes, ms)[p.lang]}\n`);
    for (const s of move.steps) io.out(`  ${stepLine(s, p.lang, campaign.state().map)}\n`);
    return 0;
  });
};

/**
 * `polk match --levels strong,random --games N --size small [--seed S] [--budget N]`: whole games in
 * memory (no file), levels seated on Russia and France in turn.
 */
export const match: Command = (p, _service, io) => {
  const lang = p.lang;
  const levelsArg = p.flags.get('levels');
  if (levelsArg === undefined) throw usage('cli/missing_option', W.missingLevels);
  const levels = levelsArg.split(',').map((l) => level(l.trim(), 'levels'));
  if (levels.length !== 2) throw usage('cli/bad_levels', W.badLevels);
  const games = integer(p, 'games', R.games, 10);
  const size = (p.flags.get('size') ?? 'small') as PresetSize;
  if (!PRESET_SIZES.includes(size)) throw usage('cli/bad_size', W.badSize);
  const seed = integer(p, 'seed', R.seed, 1);
  const budget = optional(p, 'budget', R.budget);
  const turnLimit = optional(p, 'turn-limit', R.turn);
  // Seats are keyed by position in --levels; the same level twice is told apart as level#1, level#2.
  const names = levels[0] === levels[1] ? [`${levels[0]}#1`, `${levels[1]}#2`] : [levels[0], levels[1]];
  const wins: Record<string, number> = { [names[0]]: 0, [names[1]]: 0 };
  let draws = 0;
  const rows: string[] = [];
  for (let g = 0; g < games; g++) {
    const made = gameFromScenario(presetScenario({ armies: ['A', 'N'], goal: 'rout', size, seed: gameSeed(seed, g), turnLimit }));
    if (!made.ok) throw new Error(made.error.code);
    const first: Army = g % 2 === 0 ? 'A' : 'N';
    const second: Army = first === 'A' ? 'N' : 'A';
    const r = playGame(made.value, { [first]: { level: levels[0], options: { budget } }, [second]: { level: levels[1], options: { budget } } }, gameSeed(seed, g));
    const winner = r.winner === 'draw' ? null : r.winner === first ? names[0] : names[1];
    if (winner) wins[winner]++;
    else draws++;
    rows.push(`  ${String(g + 1).padStart(3)}  ${names[0]}=${first} ${names[1]}=${second}  ${winner ?? W.draw[lang]}  (${W.turn[lang]} ${r.turns})`);
  }
  if (p.json) {
    printJson(io, { games, wins, draws });
    return 0;
  }
  io.out(`${W.games(games, size)[lang]}\n`);
  io.out(rows.join('\n') + '\n');
  io.out(`${W.wins[lang]}: ${names[0]} ${wins[names[0]]}, ${names[1]} ${wins[names[1]]}; ${W.draws[lang]}: ${draws}\n`);
  return 0;
};
