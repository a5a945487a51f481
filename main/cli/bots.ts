/**
 * `polk play` and `polk match` (issue 15, docs/bots.md): a computer opponent plays one army move of
 * a campaign through the campaign service — so the move is logged, undoable and verified like a
 * human one — or whole games between levels are played in memory and tabulated. Their words are
 * the catalog's (shared/vocab/bots.ts).
 */
import { performance } from 'node:perf_hooks';
import { presetScenario, PRESET_SIZES, type PresetOptions, type PresetSize } from '../../shared/presets';
import { ARMIES, gameFromScenario, plainOrder, type Army } from '../../shared/rules/polkovodets';
import type { Lang } from '../../shared/vocab';
import { publicState } from '../../shared/publicState';
import { BOT_LEVELS, botMove, describeExplanation, moveSeed, type BotLevel, type BotMove, type BotStep } from '../../shared/bots';
import { playGame, type Seat } from '../../shared/bots/match';
import { presetsOnMap } from '../campaign/mapSource';
import { readScenarioFile } from '../campaign/service';
import { BOT_CLI_WORDS as W } from '../../shared/vocab/bots';
import type { FortressNames } from '../../shared/vocab/names';
import type { Bilingual } from '../../shared/vocab/lang';
import { recentMoveStarts, recordBotSteps } from '../bots/record';
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
    const history = recentMoveStarts(campaign, lvl);
    const move: BotMove = botMove(lvl, state, { seed: moveSeed(seed, state), budget, budgetMs, clock: () => performance.now(), history });
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

/** The match's scenario for game `g`: the presets on the default map, or on the club's map file. */
function matchScenario(preset: PresetOptions, mapText: string | undefined) {
  if (mapText === undefined) return { ok: true as const, value: presetScenario(preset) };
  return presetsOnMap(preset, mapText);
}

/** `--armies A,N[,F]`: two or three different armies (default Russia and France). */
function matchArmies(p: Parsed): Army[] {
  const arg = p.flags.get('armies');
  if (arg === undefined) return ['A', 'N'];
  const armies = arg.split(',').map((a) => a.trim().toUpperCase());
  const known = armies.every((a) => (ARMIES as readonly string[]).includes(a));
  if (!known || armies.length < 2 || armies.length > 3 || new Set(armies).size !== armies.length) throw usage('cli/bad_armies', W.badMatchArmies);
  return armies as Army[];
}

/** The seat's name of each position in --levels: a level given twice or more is told apart as level#k. */
export const seatNames = (levels: readonly BotLevel[]): string[] => levels.map((l, i) => (levels.filter((x) => x === l).length > 1 ? `${l}#${i + 1}` : l));

/** The level index that plays army `i` of `n` in game `g`: the levels rotate over the armies. */
export const levelIndex = (i: number, g: number, n: number): number => (((i - g) % n) + n) % n;

interface SeatResult { army: Army; level: string; games: number; wins: number; draws: number }

/**
 * `polk match --levels L1,L2[,L3] [--armies A,N[,F]] [--map FILE] --games N --size small [--seed S]
 * [--budget N] [--turn-limit T]`: whole games in memory (no file), one level per army, the levels
 * rotating over the armies from game to game; results by level and by seat (army × level).
 */
export const match: Command = (p, _service, io) => {
  const lang = p.lang;
  const levelsArg = p.flags.get('levels');
  if (levelsArg === undefined) throw usage('cli/missing_option', W.missingLevels);
  const levels = levelsArg.split(',').map((l) => level(l.trim(), 'levels'));
  const armies = matchArmies(p);
  if (levels.length !== armies.length) throw usage('cli/bad_levels', W.badLevels(armies.length));
  const games = integer(p, 'games', R.games, 10);
  const size = (p.flags.get('size') ?? 'small') as PresetSize;
  if (!PRESET_SIZES.includes(size)) throw usage('cli/bad_size', W.badSize);
  const seed = integer(p, 'seed', R.seed, 1);
  const budget = optional(p, 'budget', R.budget);
  const turnLimit = optional(p, 'turn-limit', R.turn);
  let mapText: string | undefined;
  const mapPath = p.flags.get('map');
  if (mapPath !== undefined) {
    const read = readScenarioFile(mapPath, 'map');
    if (!read.ok) return report(io, p, read.error);
    mapText = read.value;
  }
  const names = seatNames(levels);
  const wins: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
  const seats: SeatResult[] = [];
  for (const army of armies) for (const n of names) seats.push({ army, level: n, games: 0, wins: 0, draws: 0 });
  const seatOf = (army: Army, name: string) => seats.find((s) => s.army === army && s.level === name) as SeatResult;
  let draws = 0;
  const rows: string[] = [];
  for (let g = 0; g < games; g++) {
    const made = matchScenario({ armies, goal: 'rout', size, seed: gameSeed(seed, g), turnLimit }, mapText);
    if (!made.ok) return report(io, p, made.error);
    const game = gameFromScenario(made.value);
    if (!game.ok) throw new Error(game.error.code);
    const nameOf: Partial<Record<Army, string>> = {};
    const seating: Partial<Record<Army, Seat>> = {};
    armies.forEach((army, i) => {
      const k = levelIndex(i, g, armies.length);
      nameOf[army] = names[k];
      seating[army] = { level: levels[k], options: { budget } };
    });
    const r = playGame(game.value, seating, gameSeed(seed, g));
    const winner = r.winner === 'draw' ? null : (nameOf[r.winner] as string);
    if (winner) wins[winner]++;
    else draws++;
    for (const army of armies) {
      const s = seatOf(army, nameOf[army] as string);
      s.games++;
      if (r.winner === army) s.wins++;
      else if (!winner) s.draws++;
    }
    rows.push(`  ${String(g + 1).padStart(3)}  ${armies.map((a) => `${nameOf[a]}=${a}`).join(' ')}  ${winner ?? W.draw[lang]}  (${W.turn[lang]} ${r.turns})`);
  }
  const played = seats.filter((s) => s.games > 0);
  if (p.json) {
    printJson(io, { games, wins, draws, armies, seats: played });
    return 0;
  }
  io.out(`${W.games(games, size, armies.join(','))[lang]}\n`);
  io.out(rows.join('\n') + '\n');
  io.out(`${W.wins[lang]}: ${names.map((n) => `${n} ${wins[n]}`).join(', ')}; ${W.draws[lang]}: ${draws}\n`);
  io.out(`${W.seats[lang]}: ${played.map((s) => `${s.army} ${s.level} ${s.wins}/${s.games}`).join(', ')}\n`);
  return 0;
};
