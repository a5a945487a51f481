/**
 * `polk`: the campaign command line, exactly as ../shared/contract.md describes it, plus the
 * tabletop referee (`referee`, `battles`, `battle`; docs/polk.md). Every command goes through the
 * campaign service, like the window does. Exit status: 0 done; 2 refused by the
 * rules (JSON `{ ok: false, error: { code, message } }` on stdout); 1 anything else (a clear message
 * on stderr, no file changed).
 */
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import packageJson from '../../package.json';
import { ARMIES, ARMY_NAMES, formatDepots, type Army, type Cell, type Lang, type Order, type UnitType } from '../../shared/rules/polkovodets';
import { publicEvents, publicState } from '../../shared/publicState';
import { FileProblem } from '../../db';
import { CampaignService, describeProblems, readScenarioFile, type Campaign } from '../campaign/service';
import { fileFailed, serviceFailed, type CampaignFailure, type Outcome } from '../campaign/failure';
import { writeOutputFile } from '../campaign/output';
import { fontFaceCss, renderSummary, SUMMARY_FORMATS, SummaryUnavailable, type ArmyChoice, type SummaryFormat } from '../summary';
import { findProcedure, isRulesetId, RULESET_IDS, PROCEDURES, type DiceSource } from '../../shared/rules/referee';
import { renderBattleHtml, renderBattleMarkdown, runText, shortTime, type BattleInfo } from '../../shared/rules/referee/record';
import { diceSourceOf, MAX_SEED, runReferee } from '../campaign/referee';
import { describeEvent } from './describe';
import { COMMAND_NAMES, commandHelp, generalHelp, type CommandName } from './help';
import { procedureHelp, refereeOverview, rulesetHelp } from './refereeHelp';
import { BotUsageError, matchCommand, playCommand } from './bots';

type FlagKind = 'value' | 'switch';

/** The options each command takes (besides --json, --lang, --help), and its positional arguments. */
const SPEC: Readonly<Record<CommandName, { positionals: readonly string[]; flags: Readonly<Record<string, FlagKind>> }>> = {
  new: { positionals: ['FILE'], flags: { scenario: 'value', armies: 'value', goal: 'value', size: 'value', seed: 'value', depots: 'value', 'turn-limit': 'value', name: 'value' } },
  state: { positionals: ['FILE'], flags: {} },
  legal: { positionals: ['FILE'], flags: { commander: 'value' } },
  order: { positionals: ['FILE'], flags: { commander: 'value', unit: 'value', to: 'value', step: 'value', recruit: 'value', at: 'value' } },
  'end-move': { positionals: ['FILE'], flags: {} },
  appoint: { positionals: ['FILE'], flags: { at: 'value' } },
  undo: { positionals: ['FILE'], flags: { steps: 'value' } },
  summary: { positionals: ['FILE'], flags: { turn: 'value', army: 'value', format: 'value', out: 'value' } },
  export: { positionals: ['FILE', 'OUT'], flags: {} },
  verify: { positionals: ['FILE'], flags: {} },
  referee: { positionals: ['RULESET', 'PROCEDURE'], flags: { input: 'value', dice: 'value', seed: 'value', campaign: 'value', battle: 'value', 'new-battle': 'value', turn: 'value', fortress: 'value' } },
  battles: { positionals: ['FILE'], flags: {} },
  battle: { positionals: ['FILE'], flags: { id: 'value', format: 'value', out: 'value', 'undo-run': 'switch' } },
  play: { positionals: ['FILE'], flags: { army: 'value', level: 'value', budget: 'value', 'budget-ms': 'value', seed: 'value' } },
  match: { positionals: [], flags: { levels: 'value', games: 'value', size: 'value', seed: 'value', budget: 'value', 'turn-limit': 'value' } },
};

/** What each positional argument is, for the message when one is missing. */
const POSITIONAL_WORDS: Readonly<Record<string, { ru: string; en: string }>> = {
  FILE: { ru: 'файл кампании (FILE)', en: 'the campaign file (FILE)' },
  OUT: { ru: 'файл для записи (OUT)', en: 'the output file (OUT)' },
  RULESET: { ru: `свод правил (RULESET: ${RULESET_IDS.join(', ')})`, en: `the rule set (RULESET: ${RULESET_IDS.join(', ')})` },
  PROCEDURE: { ru: 'процедура (PROCEDURE; список: polk referee RULESET --help)', en: 'the procedure (PROCEDURE; the list: polk referee RULESET --help)' },
};

/** A failure of the command line itself (bad arguments): always exit status 1. */
class UsageError extends Error {
  constructor(
    readonly code: string,
    readonly words: { ru: string; en: string },
  ) {
    super(words.en);
  }
}

const usage = (code: string, ru: string, en: string) => new UsageError(code, { ru, en });

interface Parsed {
  command: CommandName | null;
  positionals: string[];
  flags: Map<string, string>;
  json: boolean;
  help: boolean;
  version: boolean;
  lang: Lang;
}

/** The language first, so that even an argument error is reported in it. */
function findLang(argv: readonly string[]): Lang | UsageError {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    let v: string | undefined;
    if (a === '--lang') v = argv[i + 1];
    else if (a.startsWith('--lang=')) v = a.slice('--lang='.length);
    else continue;
    if (v === 'ru' || v === 'en') return v;
    return usage('cli/bad_lang', `--lang: ожидается ru или en, указано «${v ?? ''}». / --lang: expected ru or en.`, `--lang: expected ru or en, found "${v ?? ''}".`);
  }
  return 'ru';
}

function parse(argv: readonly string[], lang: Lang): Parsed {
  const out: Parsed = { command: null, positionals: [], flags: new Map(), json: false, help: false, version: false, lang };
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') out.json = true;
    else if (a === '--help' || a === '-h') out.help = true;
    else if (a === '--version' || a === '-V') out.version = true;
    else if (a === '--lang') i++;
    else if (a.startsWith('--lang=')) continue;
    else rest.push(a);
  }
  let i = 0;
  if (rest.length && !rest[0].startsWith('-')) {
    const name = rest[0] === 'help' ? (out.help = true, rest[1]) : rest[0];
    if (name !== undefined) {
      if (!(COMMAND_NAMES as readonly string[]).includes(name)) {
        throw usage('cli/unknown_command', `Неизвестная команда «${name}». Список команд: polk --help`, `Unknown command "${name}". The commands: polk --help`);
      }
      out.command = name as CommandName;
    }
    i = rest[0] === 'help' ? 2 : 1;
  }
  const spec = out.command ? SPEC[out.command] : { positionals: [], flags: {} };
  for (; i < rest.length; i++) {
    const a = rest[i];
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const name = a.slice(2, eq < 0 ? undefined : eq);
      const kind = spec.flags[name];
      if (!kind) {
        const cmd = out.command ? ` ${out.command}` : '';
        throw usage('cli/unknown_option', `Неизвестный параметр «--${name}»${out.command ? ` у команды ${out.command}` : ''}. Справка: polk${cmd} --help`, `Unknown option "--${name}"${out.command ? ` for ${out.command}` : ''}. Help: polk${cmd} --help`);
      }
      if (out.flags.has(name)) throw usage('cli/repeated_option', `Параметр «--${name}» указан дважды.`, `Option "--${name}" is given twice.`);
      let value = eq < 0 ? undefined : a.slice(eq + 1);
      if (value === undefined && kind === 'value') {
        value = rest[++i];
        if (value === undefined) throw usage('cli/missing_value', `У параметра «--${name}» нет значения.`, `Option "--${name}" needs a value.`);
      }
      out.flags.set(name, value ?? 'true');
    } else if (a.startsWith('-') && a.length > 1 && !/^-\d/.test(a)) {
      throw usage('cli/unknown_option', `Неизвестный параметр «${a}».`, `Unknown option "${a}".`);
    } else {
      out.positionals.push(a);
    }
  }
  if (out.command && !out.help) {
    const want = spec.positionals;
    if (out.positionals.length < want.length) {
      const missing = POSITIONAL_WORDS[want[out.positionals.length]];
      throw usage('cli/missing_argument', `Не указан${missing.ru.startsWith('процедура') ? 'а' : ''} ${missing.ru}. Использование: polk ${out.command} --help`, `Missing ${missing.en}. Usage: polk ${out.command} --help`);
    }
    if (out.positionals.length > want.length) {
      const extra = out.positionals[want.length];
      throw usage('cli/extra_argument', `Лишний аргумент «${extra}». Использование: polk ${out.command} --help`, `Unexpected argument "${extra}". Usage: polk ${out.command} --help`);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Argument values

function cellArg(flag: string, v: string | undefined): Cell {
  const m = v === undefined ? null : /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(v);
  if (!m) throw usage('cli/bad_cell', `Параметр «--${flag}»: нужна клетка X,Y из двух целых неотрицательных чисел (например 3,4), указано «${v ?? ''}».`, `Option "--${flag}": a cell X,Y of two non-negative whole numbers is required (e.g. 3,4), found "${v ?? ''}".`);
  return [Number(m[1]), Number(m[2])];
}

function intArg(flag: string, v: string, min: number): number {
  if (!/^-?\d+$/.test(v.trim()) || !Number.isSafeInteger(Number(v)) || Number(v) < min) {
    throw usage('cli/bad_number', `Параметр «--${flag}»: нужно целое число не меньше ${min}, указано «${v}».`, `Option "--${flag}": a whole number of at least ${min} is required, found "${v}".`);
  }
  return Number(v);
}

function numberArg(flag: string, v: string): number {
  const n = Number(v);
  if (!v.trim() || !Number.isFinite(n)) throw usage('cli/bad_number', `Параметр «--${flag}»: нужно число, указано «${v}».`, `Option "--${flag}": a number is required, found "${v}".`);
  return n;
}

function required(p: Parsed, flag: string, ru: string, en: string): string {
  const v = p.flags.get(flag);
  if (v === undefined) throw usage('cli/missing_option', `Не указан параметр «--${flag}» (${ru}). Справка: polk ${p.command} --help`, `Option "--${flag}" (${en}) is required. Help: polk ${p.command} --help`);
  return v;
}

// ---------------------------------------------------------------------------------------------
// Output

interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

const realIo: Io = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) };

function printJson(io: Io, doc: unknown): void {
  io.out(JSON.stringify(doc, null, 2) + '\n');
}

/** Report a failure: exit status 2 for a refusal by the rules, 1 for anything else. */
function report(io: Io, p: Parsed, f: { code: string; message: { ru: string; en: string }; detail?: unknown; kind?: string }): number {
  const message = f.message[p.lang];
  if (f.kind === 'refusal') {
    printJson(io, { ok: false, error: { code: f.code, message } });
    if (!p.json) io.err(`polk: ${message}\n`);
    return 2;
  }
  io.err(`polk: ${message}\n`);
  if (p.json) printJson(io, { ok: false, error: f.detail === undefined ? { code: f.code, message } : { code: f.code, message, detail: f.detail } });
  return 1;
}

// ---------------------------------------------------------------------------------------------
// Commands

export async function main(argv: string[]): Promise<number> {
  // `polk legal FILE | head`: a reader that stops early is not an error of ours.
  process.stdout.on('error', () => undefined);
  return run(argv, realIo);
}

/** The command line with its output streams passed in (tests call it in-process). */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  const lang = findLang(argv);
  if (lang instanceof UsageError) {
    io.err(`polk: ${lang.words.ru}\n`);
    return 1;
  }
  let p: Parsed;
  try {
    p = parse(argv, lang);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    const pseudo = { command: null, positionals: [], flags: new Map(), json: argv.includes('--json'), help: false, version: false, lang };
    return report(io, pseudo, { code: e.code, message: e.words });
  }
  if (p.version) {
    io.out(`polk ${packageJson.version}\n`);
    return 0;
  }
  if (!p.command) {
    if (p.help) {
      io.out(generalHelp(p.lang));
      return 0;
    }
    io.err(generalHelp(p.lang));
    return 1;
  }
  if (p.help) {
    if (p.command === 'referee') return refereeHelp(p, io);
    io.out(commandHelp(p.command, p.lang));
    return 0;
  }
  const warnings: string[] = [];
  const service = new CampaignService({ appVersion: packageJson.version, mode: 'cli', onWarning: (w) => warnings.push(w.message[p.lang]) });
  try {
    return await COMMANDS[p.command](p, service, io);
  } catch (e) {
    if (e instanceof UsageError || e instanceof BotUsageError) return report(io, p, { code: e.code, message: e.words });
    if (e instanceof FileProblem) return report(io, p, fileFailed(e).error);
    throw e;
  } finally {
    for (const w of warnings) io.err(`polk: ${w}\n`);
  }
}

type Command = (p: Parsed, service: CampaignService, io: Io) => Promise<number> | number;

/** Open the campaign FILE, run `fn`, close it whatever happens. */
function withCampaign(p: Parsed, service: CampaignService, io: Io, fn: (c: Campaign) => Promise<number> | number, checkCurrent = true, file = p.positionals[0]): Promise<number> | number {
  const opened = service.open(file, { checkCurrent });
  if (!opened.ok) return report(io, p, opened.error);
  const campaign = opened.value;
  let result: Promise<number> | number;
  try {
    result = fn(campaign);
  } catch (e) {
    campaign.close();
    throw e;
  }
  if (result instanceof Promise) return result.finally(() => campaign.close());
  campaign.close();
  return result;
}

/** After an action: its events and the new position. */
function applied(io: Io, p: Parsed, outcome: Outcome<{ view: { seq: number; state: Parameters<typeof publicState>[0] }; events: readonly Parameters<typeof describeEvent>[0][] }>, done: { ru: string; en: string }): number {
  if (!outcome.ok) return report(io, p, outcome.error);
  const { view, events } = outcome.value;
  if (p.json) {
    printJson(io, { ok: true, seq: view.seq, events: publicEvents(events), state: publicState(view.state) });
  } else {
    io.out(`${done[p.lang]} (${p.lang === 'ru' ? 'запись' : 'entry'} №${view.seq})\n`);
    for (const e of events) io.out(`  ${describeEvent(e, p.lang)}\n`);
    io.out(statusLine(view.state, p.lang) + '\n');
  }
  return 0;
}

function statusLine(state: Parameters<typeof publicState>[0], lang: Lang): string {
  const s = publicState(state);
  const ru = lang === 'ru';
  if (s.status === 'finished') {
    const w = s.winner === 'draw' ? (ru ? 'ничья' : 'a draw') : s.winner ? `${ARMY_NAMES[s.winner][lang]} (${s.winner})` : '—';
    return ru ? `Игра окончена (ход ${s.turn} из ${s.turnLimit}); победитель: ${w}.` : `The game is over (turn ${s.turn} of ${s.turnLimit}); winner: ${w}.`;
  }
  const who = `${ARMY_NAMES[s.toMove][lang]} (${s.toMove})`;
  const left = s.needsMarshal ? (ru ? 'сначала назначьте маршала (polk appoint)' : 'appoint a marshal first (polk appoint)') : s.ordersLeft.length ? (ru ? `приказы остались у: ${s.ordersLeft.join(', ')}` : `orders left: ${s.ordersLeft.join(', ')}`) : ru ? 'приказов не осталось — polk end-move' : 'no orders left: polk end-move';
  return ru ? `Ход ${s.turn} из ${s.turnLimit}, ходит ${who}; ${left}.` : `Turn ${s.turn} of ${s.turnLimit}, ${who} to move; ${left}.`;
}

// ---------------------------------------------------------------------------------------------
// The tabletop referee

/** `polk referee [RULESET [PROCEDURE]] --help`, generated from the procedures. */
function refereeHelp(p: Parsed, io: Io): number {
  const [ruleset, procedure] = p.positionals;
  if (ruleset === undefined) {
    io.out(refereeOverview(p.lang));
    return 0;
  }
  try {
    const def = knownProcedure(ruleset, procedure);
    io.out(def ? procedureHelp(def, p.lang) : rulesetHelp(ruleset as (typeof RULESET_IDS)[number], p.lang));
    return 0;
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    return report(io, p, { code: e.code, message: e.words });
  }
}

/** The procedure named on the command line (undefined when only the rule set is named); unknown names are bad arguments. */
function knownProcedure(ruleset: string, procedure: string | undefined) {
  if (!isRulesetId(ruleset)) {
    throw usage('referee/unknown_ruleset', `Нет свода правил «${ruleset}». Есть: ${RULESET_IDS.join(', ')}. Справка: polk referee --help`, `No rule set "${ruleset}". Known: ${RULESET_IDS.join(', ')}. Help: polk referee --help`);
  }
  if (procedure === undefined) return undefined;
  const def = findProcedure(ruleset, procedure);
  if (!def) {
    const known = PROCEDURES[ruleset].map((d) => d.id).join(', ');
    throw usage('referee/unknown_procedure', `В своде «${ruleset}» нет процедуры «${procedure}». Есть: ${known}.`, `Rule set "${ruleset}" has no procedure "${procedure}". Known: ${known}.`);
  }
  return def;
}

function jsonInputArg(v: string): unknown {
  try {
    return JSON.parse(v) as unknown;
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw usage('cli/bad_json', `Параметр «--input»: не читается как JSON (${why}). Нужен объект, например --input '{"shooters":3,"rank":"soldier","distanceCm":60}'.`, `Option "--input": not readable as JSON (${why}). An object is needed, e.g. --input '{"shooters":3,"rank":"soldier","distanceCm":60}'.`);
  }
}

/** `--dice 1,4,6` (commas and/or spaces); an empty value is no dice at all. */
function diceArg(v: string): number[] {
  if (!v.trim()) return [];
  if (!/^\s*\d+(\s*[,\s]\s*\d+)*\s*$/.test(v)) throw usage('cli/bad_dice', `Параметр «--dice»: кубики через запятую, например 1,4,6; указано «${v}».`, `Option "--dice": dice separated by commas, e.g. 1,4,6; found "${v}".`);
  return v.trim().split(/\s*[,\s]\s*/).map(Number);
}

function seedArg(v: string): number {
  const seed = intArg('seed', v, 0);
  if (seed > MAX_SEED) throw usage('cli/bad_number', `Параметр «--seed»: целое число от 0 до ${MAX_SEED}, указано «${v}».`, `Option "--seed": a whole number from 0 to ${MAX_SEED}, found "${v}".`);
  return seed;
}

const battleLine = (b: BattleInfo, lang: Lang): string => {
  const ru = lang === 'ru';
  const where = [...(b.turn !== null ? [ru ? `ход ${b.turn}` : `turn ${b.turn}`] : []), ...(b.fortress !== null ? [ru ? `крепость «${b.fortress}»` : `fortress "${b.fortress}"`] : [])].join(', ');
  const runs = ru ? `прогонов: ${b.runCount}${b.lastRunAt ? `, последний ${shortTime(b.lastRunAt)}` : ''}` : `runs: ${b.runCount}${b.lastRunAt ? `, last ${shortTime(b.lastRunAt)}` : ''}`;
  return `№${b.id}  «${b.name}»${where ? ` — ${where}` : ''}; ${runs}`;
};

const infoOf = (b: BattleInfo): BattleInfo => ({ id: b.id, name: b.name, turn: b.turn, fortress: b.fortress, createdAt: b.createdAt, runCount: b.runCount, lastRunAt: b.lastRunAt });

const COMMANDS: Readonly<Record<CommandName, Command>> = {
  play: (p, service, io) => withCampaign(p, service, io, (c) => playCommand(c, p, io, (o) => report(io, p, o.error))),
  match: (p, _service, io) => matchCommand(p, io),
  new: (p, service, io) => {
    const file = p.positionals[0];
    const presetFlags = ['armies', 'goal', 'size', 'seed', 'depots', 'turn-limit'].filter((f) => p.flags.has(f));
    const scenarioPath = p.flags.get('scenario');
    const name = p.flags.get('name');
    let created;
    let seed: number | null = null;
    if (scenarioPath !== undefined) {
      if (presetFlags.length) throw usage('cli/conflicting_options', `Укажите либо --scenario, либо предустановки (--${presetFlags[0]}…), но не то и другое.`, `Give either --scenario or presets (--${presetFlags[0]}…), not both.`);
      const text = readScenarioFile(scenarioPath);
      if (!text.ok) return report(io, p, text.error);
      created = service.create(file, { name, scenario: text.value });
    } else {
      const armiesArg = p.flags.get('armies');
      if (armiesArg === undefined) throw usage('cli/missing_option', 'Укажите --scenario S.json или --armies A,N[,F] (с --goal и --size). Справка: polk new --help', 'Give --scenario S.json or --armies A,N[,F] (with --goal and --size). Help: polk new --help');
      const armies = armiesArg.split(',').map((a) => a.trim().toUpperCase());
      seed = p.flags.has('seed') ? intArg('seed', p.flags.get('seed') as string, 0) : randomInt(0, 2 ** 31 - 1);
      const preset = {
        armies: armies as Army[],
        goal: (p.flags.get('goal') ?? 'rout') as 'rout',
        size: (p.flags.get('size') ?? 'standard') as 'standard',
        seed,
        ...(p.flags.has('depots') ? { depots: numberArg('depots', p.flags.get('depots') as string) } : {}),
        ...(p.flags.has('turn-limit') ? { turnLimit: intArg('turn-limit', p.flags.get('turn-limit') as string, 1) } : {}),
      };
      created = service.create(file, { name, preset });
    }
    if (!created.ok) return report(io, p, created.error);
    const campaign = created.value;
    try {
      const state = campaign.state();
      if (p.json) {
        printJson(io, { ok: true, file: campaign.path, name: campaign.name(), seq: 0, seed: state.seed, state: publicState(state) });
      } else {
        const ru = p.lang === 'ru';
        const order = state.armies.map((a) => `${ARMY_NAMES[a][p.lang]} (${a})`).join(', ');
        io.out(ru ? `Кампания «${campaign.name()}» создана: ${campaign.path}\nПорядок хода: ${order}${state.seed !== null ? ` (жребий: ${state.seed})` : ''}.\n` : `Campaign "${campaign.name()}" created: ${campaign.path}\nMove order: ${order}${state.seed !== null ? ` (lot seed: ${state.seed})` : ''}.\n`);
        io.out(statusLine(state, p.lang) + '\n');
      }
      return 0;
    } finally {
      campaign.close();
    }
  },

  state: (p, service, io) =>
    withCampaign(p, service, io, (c) => {
      const state = c.state();
      const s = publicState(state);
      if (p.json) {
        printJson(io, s);
        return 0;
      }
      const ru = p.lang === 'ru';
      const lines = [`${c.name()} — ${c.path}`, statusLine(state, p.lang)];
      const armyLine = (label: string, values: Partial<Record<Army, number>>) => `${label}: ${s.armies.map((a) => `${a} ${formatDepots((values[a] ?? 0) * 2, p.lang)}`).join(' · ')}`;
      lines.push(armyLine(ru ? 'Склады' : 'Depots', s.depots), armyLine(ru ? 'Сила' : 'Strength', s.strength));
      if (s.out.length) lines.push(`${ru ? 'Выбыли' : 'Out'}: ${s.out.join(', ')}`);
      lines.push(`${ru ? 'Части' : 'Units'}: ${s.armies.map((a) => `${a} ${s.units.filter((u) => u.army === a).length}`).join(' · ')}`);
      lines.push(ru ? 'Крепости:' : 'Fortresses:');
      for (const f of s.fortresses) {
        const owner = f.owner ?? (ru ? 'ничья' : 'nobody');
        const hold = f.hold ? (ru ? `, удерживает ${f.hold.army} ${f.hold.count}/2` : `, held by ${f.hold.army} ${f.hold.count}/2`) : '';
        lines.push(`  ${f.name}: ${owner}${hold}`);
      }
      io.out(lines.join('\n') + '\n');
      return 0;
    }),

  legal: (p, service, io) =>
    withCampaign(p, service, io, (c) => {
      const orders = c.legalOrders(p.flags.get('commander'));
      if (p.json) {
        printJson(io, orders);
        return 0;
      }
      const ru = p.lang === 'ru';
      if (!orders.length) io.out(ru ? 'Допустимых приказов нет.\n' : 'No legal orders.\n');
      const file = p.positionals[0];
      const lines: string[] = [];
      for (const o of orders) {
        const to = `${o.to[0]},${o.to[1]}`;
        lines.push(
          o.kind === 'move'
            ? `polk order FILE --commander ${o.commander} --unit ${o.unit} --to ${to}${o.road ? (ru ? '   # марш по дороге' : '   # road march') : ''}`
            : o.kind === 'strike'
              ? `polk order FILE --commander ${o.commander} --unit ${o.unit} --to ${to}   # ${ru ? 'удар по' : 'strike'} ${o.target}`
              : o.kind === 'step'
                ? `polk order FILE --commander ${o.commander} --step ${to}`
                : `polk order FILE --commander ${o.commander} --recruit ${o.recruit} --at ${to}`,
        );
      }
      io.out(lines.map((l) => l.replace('FILE', file) + '\n').join(''));
      return 0;
    }),

  order: (p, service, io) => {
    const commander = required(p, 'commander', 'командир', 'the commander');
    const modes = [p.flags.has('unit') || p.flags.has('to'), p.flags.has('step'), p.flags.has('recruit') || p.flags.has('at')].filter(Boolean).length;
    if (modes !== 1) throw usage('cli/order_shape', 'Приказ — одно из трёх: --unit ID --to X,Y, или --step X,Y, или --recruit TYPE --at X,Y. Справка: polk order --help', 'An order is one of: --unit ID --to X,Y, or --step X,Y, or --recruit TYPE --at X,Y. Help: polk order --help');
    let build: (c: Campaign) => Order;
    if (p.flags.has('step')) {
      const to = cellArg('step', p.flags.get('step'));
      build = () => ({ kind: 'step', commander, to });
    } else if (p.flags.has('recruit') || p.flags.has('at')) {
      const recruit = required(p, 'recruit', 'род войск', 'the unit type') as UnitType;
      const to = cellArg('at', required(p, 'at', 'клетка', 'the cell'));
      build = () => ({ kind: 'recruit', commander, recruit, to });
    } else {
      const unit = required(p, 'unit', 'часть', 'the unit');
      const to = cellArg('to', required(p, 'to', 'клетка', 'the cell'));
      // A move onto an enemy is a strike: the contract's one form for both.
      build = (c) => {
        const state = c.state();
        const mover = state.units.find((u) => u.id === unit);
        const there = state.units.find((u) => u.x === to[0] && u.y === to[1]);
        const strike = there !== undefined && mover !== undefined && there.army !== mover.army;
        return strike ? { kind: 'strike', commander, unit, to } : { kind: 'move', commander, unit, to };
      };
    }
    return withCampaign(p, service, io, (c) => applied(io, p, c.submitOrder(build(c)), { ru: 'Приказ принят', en: 'Order accepted' }));
  },

  'end-move': (p, service, io) => withCampaign(p, service, io, (c) => applied(io, p, c.endMove(), { ru: 'Ход армии окончен', en: "The army's move is over" })),

  appoint: (p, service, io) => {
    const at = cellArg('at', required(p, 'at', 'клетка', 'the cell'));
    return withCampaign(p, service, io, (c) => applied(io, p, c.appointMarshal(at), { ru: 'Маршал назначен', en: 'Marshal appointed' }));
  },

  undo: (p, service, io) => {
    const steps = p.flags.has('steps') ? intArg('steps', p.flags.get('steps') as string, 1) : 1;
    return withCampaign(p, service, io, (c) => applied(io, p, c.undo(steps), { ru: `Отменено шагов: ${steps}`, en: `Steps undone: ${steps}` }));
  },

  summary: (p, service, io) => {
    const turn = intArg('turn', required(p, 'turn', 'номер хода', 'the turn number'), 1);
    const format = required(p, 'format', 'md, html, json или pdf', 'md, html, json or pdf') as SummaryFormat;
    if (!SUMMARY_FORMATS.includes(format)) throw usage('cli/bad_format', `Параметр «--format»: md, html, json или pdf (указано «${format}»).`, `Option "--format": md, html, json or pdf (found "${format}").`);
    // --army A (one army's sheet), A,N (a page each), each (every army a page); absent: the full copy.
    const armyArg = p.flags.get('army');
    let army: ArmyChoice | undefined;
    if (armyArg !== undefined) {
      const list = armyArg.split(',').map((a) => a.trim());
      const bad = armyArg !== 'each' && (list.some((a) => !(ARMIES as readonly string[]).includes(a)) || new Set(list).size !== list.length);
      if (bad) throw usage('cli/bad_army', `Параметр «--army»: A, N, F, их список через запятую или each (указано «${armyArg}»).`, `Option "--army": A, N, F, a comma-separated list of them, or each (found "${armyArg}").`);
      army = armyArg === 'each' ? 'each' : list.length === 1 ? (list[0] as Army) : (list as Army[]);
    }
    const out = p.flags.get('out');
    if (out === undefined && format === 'pdf') throw usage('cli/missing_option', 'Для pdf укажите файл: --out PATH.', 'For pdf, give a file: --out PATH.');
    return withCampaign(p, service, io, async (c) => {
      let rendered;
      try {
        rendered = await renderSummary(c, { turn, army, format, lang: p.lang });
      } catch (e) {
        if (e instanceof SummaryUnavailable) return report(io, p, { code: e.code, message: e.words });
        throw e;
      }
      if (out === undefined) {
        io.out(typeof rendered.body === 'string' ? rendered.body : Buffer.from(rendered.body).toString('utf8'));
        return 0;
      }
      writeOutputFile(out, rendered.body, c.path);
      if (p.json) printJson(io, { ok: true, out: resolve(out), contentType: rendered.contentType });
      else io.out(p.lang === 'ru' ? `Сводка записана: ${resolve(out)}\n` : `Summary written: ${resolve(out)}\n`);
      return 0;
    });
  },

  export: (p, service, io) =>
    withCampaign(p, service, io, (c) => {
      const target = resolve(p.positionals[1]);
      writeOutputFile(target, JSON.stringify(c.exportScenario(), null, 2) + '\n', c.path);
      if (p.json) printJson(io, { ok: true, out: target, seq: c.seq() });
      else io.out(p.lang === 'ru' ? `Позиция записана как сценарий: ${target}\n` : `Position written as a scenario: ${target}\n`);
      return 0;
    }),

  verify: (p, service, io) =>
    withCampaign(
      p,
      service,
      io,
      (c) => {
        const r = c.verify();
        if (!r.ok) {
          const failed = serviceFailed('verify/mismatch', { file: c.path, problems: describeProblems(r.problems) }).error as CampaignFailure;
          if (p.json) printJson(io, { ok: false, error: { code: failed.code, message: failed.message[p.lang] }, entries: r.entries, snapshots: r.snapshots, integrity: r.integrity, problems: r.problems });
          io.err(`polk: ${failed.message[p.lang]}\n`);
          for (const pr of r.problems) io.err(`  ${pr.seq === null ? '' : `#${pr.seq} `}${pr.what}: ${pr.detail}\n`);
          return 1;
        }
        if (p.json) printJson(io, { ok: true, entries: r.entries, snapshots: r.snapshots, integrity: r.integrity, seq: c.seq() });
        else io.out(p.lang === 'ru' ? `Кампания сходится: переиграно записей ${r.entries}, снимков проверено ${r.snapshots}; целостность SQLite: ${r.integrity}.\n` : `The campaign is consistent: ${r.entries} entries replayed, ${r.snapshots} snapshots checked; SQLite integrity: ${r.integrity}.\n`);
        return 0;
      },
      false,
    ),

  referee: (p, service, io) => {
    const [ruleset, procedure] = p.positionals;
    const def = knownProcedure(ruleset, procedure);
    if (!def) throw new Error('polk referee: the procedure is a required positional');
    const input = jsonInputArg(p.flags.get('input') ?? '{}');
    const typed = p.flags.get('dice');
    const seeded = p.flags.get('seed');
    if (typed !== undefined && seeded !== undefined) throw usage('cli/conflicting_options', 'Укажите либо --dice (кубики со стола), либо --seed (бросает консоль), но не то и другое.', 'Give either --dice (the dice from the table) or --seed (the console rolls), not both.');
    const campaignFile = p.flags.get('campaign');
    const battleArg = p.flags.get('battle');
    const newBattle = p.flags.get('new-battle');
    const turnArg = p.flags.get('turn');
    const fortress = p.flags.get('fortress');
    if (campaignFile === undefined && (battleArg !== undefined || newBattle !== undefined || turnArg !== undefined || fortress !== undefined)) {
      throw usage('cli/missing_option', 'Параметры --battle, --new-battle, --turn и --fortress — только вместе с --campaign FILE.', 'Options --battle, --new-battle, --turn and --fortress go only with --campaign FILE.');
    }
    if (campaignFile !== undefined && (battleArg === undefined) === (newBattle === undefined)) {
      throw usage('cli/battle_choice', 'С --campaign укажите бой: --battle ID (список: polk battles FILE) или --new-battle НАЗВАНИЕ — одно из двух.', 'With --campaign, name the battle: --battle ID (the list: polk battles FILE) or --new-battle NAME, one of the two.');
    }
    if ((turnArg !== undefined || fortress !== undefined) && newBattle === undefined) throw usage('cli/missing_option', 'Параметры --turn и --fortress задают новый бой: только с --new-battle.', 'Options --turn and --fortress describe a new battle: only with --new-battle.');
    const battleId = battleArg === undefined ? null : intArg('battle', battleArg, 1);
    const turn = turnArg === undefined ? null : intArg('turn', turnArg, 1);
    const dice = diceSourceOf({ dice: typed === undefined ? null : diceArg(typed), seed: seeded === undefined ? null : seedArg(seeded) });
    if (!dice.ok) return report(io, p, dice.error);
    // Run first: a refusal leaves the campaign file untouched (no empty new battle either).
    const ran = runReferee({ ruleset: def.ruleset, procedure: def.id, input }, dice.value);
    if (!ran.ok) return report(io, p, ran.error);
    const replayHint = (source: DiceSource, rolled: number) =>
      source.kind === 'seeded' && rolled > 0 ? (p.lang === 'ru' ? `Повторить тот же бросок: --seed ${source.seed}\n` : `To replay the same roll: --seed ${source.seed}\n`) : '';
    if (campaignFile === undefined) {
      if (p.json) printJson(io, { ok: true, ...ran.value });
      else io.out(runText(ran.value, p.lang) + replayHint(ran.value.dice, ran.value.result.dice.length));
      return 0;
    }
    return withCampaign(
      p,
      service,
      io,
      (c) => {
        let id = battleId;
        if (newBattle !== undefined) {
          const made = c.createBattle({ name: newBattle, turn, fortress });
          if (!made.ok) return report(io, p, made.error);
          id = made.value.id;
        }
        const source = ran.value.dice;
        const recorded = c.runInBattle(id as number, { ruleset: def.ruleset, procedure: def.id, input, ...(source.kind === 'typed' ? { dice: source.values } : { seed: source.seed }) });
        if (!recorded.ok) return report(io, p, recorded.error);
        const { battle, run } = recorded.value;
        if (p.json) {
          printJson(io, { ok: true, ruleset: run.ruleset, procedure: run.procedure, input: run.input, dice: run.dice, result: run.result, battle: infoOf(battle), seq: run.seq, at: run.at, file: c.path });
        } else {
          io.out(runText(run, p.lang) + replayHint(run.dice, run.result.dice.length));
          io.out(p.lang === 'ru' ? `Записано: бой №${battle.id} «${battle.name}», прогон ${run.seq} — ${c.path}\n` : `Recorded: battle ${battle.id} "${battle.name}", run ${run.seq} — ${c.path}\n`);
        }
        return 0;
      },
      true,
      campaignFile,
    );
  },

  battles: (p, service, io) =>
    withCampaign(p, service, io, (c) => {
      const list = c.battles();
      if (p.json) {
        printJson(io, list);
        return 0;
      }
      const ru = p.lang === 'ru';
      if (!list.length) {
        io.out(ru ? `В кампании «${c.name()}» пока нет боёв. Новый бой: polk referee СВОД ПРОЦЕДУРА --input JSON --campaign ${p.positionals[0]} --new-battle НАЗВАНИЕ\n` : `Campaign "${c.name()}" has no battles yet. A new one: polk referee RULESET PROCEDURE --input JSON --campaign ${p.positionals[0]} --new-battle NAME\n`);
        return 0;
      }
      io.out(`${ru ? `Бои кампании «${c.name()}»` : `Battles of campaign "${c.name()}"`} (${list.length}):\n`);
      for (const b of list) io.out(`  ${battleLine(b, p.lang)}\n`);
      return 0;
    }),

  battle: (p, service, io) => {
    const id = intArg('id', required(p, 'id', 'номер боя', 'the battle number'), 1);
    const undoRun = p.flags.has('undo-run');
    const format = p.flags.get('format') ?? (p.json && !p.flags.has('out') ? 'json' : 'md');
    if (!['md', 'html', 'json'].includes(format)) throw usage('cli/bad_format', `Параметр «--format»: md, html или json (указано «${format}»).`, `Option "--format": md, html or json (found "${format}").`);
    const out = p.flags.get('out');
    if (undoRun && (p.flags.has('format') || out !== undefined)) throw usage('cli/conflicting_options', '--undo-run не печатает запись: без --format и --out.', '--undo-run prints no record: no --format or --out with it.');
    return withCampaign(p, service, io, (c) => {
      const ru = p.lang === 'ru';
      if (undoRun) {
        const undone = c.undoRun(id);
        if (!undone.ok) return report(io, p, undone.error);
        const { battle, removed } = undone.value;
        if (p.json) printJson(io, { ok: true, battle: infoOf(battle), removed });
        else io.out(ru ? `Отменён прогон ${removed.seq} (${removed.ruleset}/${removed.procedure}) боя №${battle.id} «${battle.name}»; осталось прогонов: ${battle.runCount}.\n` : `Run ${removed.seq} (${removed.ruleset}/${removed.procedure}) of battle ${battle.id} "${battle.name}" taken back; ${battle.runCount} runs left.\n`);
        return 0;
      }
      const record = c.battle(id);
      if (!record.ok) return report(io, p, record.error);
      const body = format === 'json' ? JSON.stringify(record.value, null, 2) + '\n' : format === 'html' ? renderBattleHtml(record.value, p.lang, { fontCss: fontFaceCss() }) : renderBattleMarkdown(record.value, p.lang);
      if (out === undefined) {
        io.out(body);
        return 0;
      }
      const file = writeOutputFile(out, body, c.path);
      const contentType = format === 'json' ? 'application/json' : format === 'html' ? 'text/html; charset=utf-8' : 'text/markdown; charset=utf-8';
      if (p.json) printJson(io, { ok: true, out: file, contentType });
      else io.out(ru ? `Запись боя записана: ${file}\n` : `Battle record written: ${file}\n`);
      return 0;
    });
  },
};
