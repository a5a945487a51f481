/**
 * The command line's argument failures (exit status 1, before any campaign is touched) and the
 * referee commands' result lines, in Russian and English. Each entry is a function of what the
 * sentence quotes; the failure's code stays beside its call in main/cli/.
 */
import type { Bilingual } from './lang';
import { armyLetters } from './names';

const b = (ru: string, en: string): Bilingual => ({ ru, en });

/** What a missing positional argument is. */
export const POSITIONAL_WORDS = {
  FILE: b('файл кампании (FILE)', 'the campaign file (FILE)'),
  OUT: b('файл для записи (OUT)', 'the output file (OUT)'),
  RULESET: (ids: string): Bilingual => b(`свод правил (RULESET: ${ids})`, `the rule set (RULESET: ${ids})`),
  PROCEDURE: b('процедура (PROCEDURE; список: polk referee RULESET --help)', 'the procedure (PROCEDURE; the list: polk referee RULESET --help)'),
  ACTION: b('действие (new, validate или print)', 'the action (new, validate or print)'),
  MAIL_ACTION: b('действие (out или in)', 'the action (out or in)'),
  MOVE: b('файл хода (MOVE.json)', 'the move file (MOVE.json)'),
} as const;

/** What a required option holds, for «Не указан параметр «--unit» (часть)». */
export const OPTION_WORDS = {
  commander: b('командир', 'the commander'),
  recruit: b('род войск', 'the unit type'),
  cell: b('клетка', 'the cell'),
  unit: b('часть', 'the unit'),
  turn: b('номер хода', 'the turn number'),
  format: b('md, html, json или pdf', 'md, html, json or pdf'),
  battle: b('номер боя', 'the battle number'),
} as const satisfies Record<string, Bilingual>;

export const ARG_WORDS = {
  badLang: (v: string): Bilingual => b(`--lang: ожидается ru или en, указано «${v}». / --lang: expected ru or en.`, `--lang: expected ru or en, found "${v}".`),
  unknownCommand: (name: string): Bilingual => b(`Неизвестная команда «${name}». Список команд: polk --help`, `Unknown command "${name}". The commands: polk --help`),
  unknownOption: (raw: string): Bilingual => b(`Неизвестный параметр «${raw}». Справка: polk --help`, `Unknown option "${raw}". Help: polk --help`),
  unknownCommandOption: (raw: string, cmd: string): Bilingual => b(`Неизвестный параметр «${raw}» у команды ${cmd}. Справка: polk ${cmd} --help`, `Unknown option "${raw}" for ${cmd}. Help: polk ${cmd} --help`),
  repeatedOption: (name: string): Bilingual => b(`Параметр «--${name}» указан дважды.`, `Option "--${name}" is given twice.`),
  missingValue: (name: string): Bilingual => b(`У параметра «--${name}» нет значения.`, `Option "--${name}" needs a value.`),
  unexpectedValue: (name: string): Bilingual => b(`Параметр «--${name}» не принимает значения.`, `Option "--${name}" takes no value.`),
  /** `feminine`: «Не указана процедура». */
  missingArgument: (what: Bilingual, cmd: string, feminine: boolean): Bilingual => b(`Не указан${feminine ? 'а' : ''} ${what.ru}. Использование: polk ${cmd} --help`, `Missing ${what.en}. Usage: polk ${cmd} --help`),
  extraArgument: (extra: string, cmd: string): Bilingual => b(`Лишний аргумент «${extra}». Использование: polk ${cmd} --help`, `Unexpected argument "${extra}". Usage: polk ${cmd} --help`),
  badCell: (flag: string, v: string): Bilingual => b(`Параметр «--${flag}»: нужна клетка X,Y из двух целых неотрицательных чисел (например 3,4), указано «${v}».`, `Option "--${flag}": a cell X,Y of two non-negative whole numbers is required (e.g. 3,4), found "${v}".`),
  badInteger: (flag: string, min: number, v: string, max?: number): Bilingual =>
    max === undefined
      ? b(`Параметр «--${flag}»: нужно целое число не меньше ${min}, указано «${v}».`, `Option "--${flag}": a whole number of at least ${min} is required, found "${v}".`)
      : b(`Параметр «--${flag}»: нужно целое число от ${min} до ${max}, указано «${v}».`, `Option "--${flag}": a whole number from ${min} to ${max} is required, found "${v}".`),
  badNumber: (flag: string, v: string, range?: { min: number; max: number }): Bilingual =>
    range === undefined
      ? b(`Параметр «--${flag}»: нужно число, указано «${v}».`, `Option "--${flag}": a number is required, found "${v}".`)
      : b(`Параметр «--${flag}»: нужно число от ${range.min} до ${range.max}, указано «${v}».`, `Option "--${flag}": a number from ${range.min} to ${range.max} is required, found "${v}".`),
  missingOption: (flag: string, what: Bilingual, cmd: string): Bilingual => b(`Не указан параметр «--${flag}» (${what.ru}). Справка: polk ${cmd} --help`, `Option "--${flag}" (${what.en}) is required. Help: polk ${cmd} --help`),
  // polk new
  scenarioOrPresets: (flag: string): Bilingual => b(`Укажите либо --scenario, либо предустановки (--${flag}…), но не то и другое.`, `Give either --scenario or presets (--${flag}…), not both.`),
  scenarioOrArmies: b('Укажите --scenario S.json или --armies A,N[,F] (с --goal и --size). Справка: polk new --help', 'Give --scenario S.json or --armies A,N[,F] (with --goal and --size). Help: polk new --help'),
  // polk order
  orderShape: b('Приказ — одно из трёх: --unit ID --to X,Y, или --step X,Y, или --recruit TYPE --at X,Y. Справка: polk order --help', 'An order is one of: --unit ID --to X,Y, or --step X,Y, or --recruit TYPE --at X,Y. Help: polk order --help'),
  // polk summary
  badArmy: (v: string): Bilingual => b(`Параметр «--army»: ${armyLetters('ru')}, их список через запятую или each (указано «${v}»).`, `Option "--army": ${armyLetters('en')}, a comma-separated list of them, or each (found "${v}").`),
  badSummaryFormat: (v: string): Bilingual => b(`Параметр «--format»: md, html, json или pdf (указано «${v}»).`, `Option "--format": md, html, json or pdf (found "${v}").`),
  pdfNeedsOut: b('Для pdf укажите файл: --out PATH.', 'For pdf, give a file: --out PATH.'),
  // polk referee, battles, battle
  unknownRuleset: (ruleset: string, known: string): Bilingual => b(`Нет свода правил «${ruleset}». Есть: ${known}. Справка: polk referee --help`, `No rule set "${ruleset}". Known: ${known}. Help: polk referee --help`),
  unknownProcedure: (ruleset: string, procedure: string, known: string): Bilingual => b(`В своде «${ruleset}» нет процедуры «${procedure}». Есть: ${known}.`, `Rule set "${ruleset}" has no procedure "${procedure}". Known: ${known}.`),
  badJson: (why: string): Bilingual =>
    b(
      `Параметр «--input»: не читается как JSON (${why}). Нужен объект, например --input '{"shooters":3,"rank":"soldier","distanceCm":60}'.`,
      `Option "--input": not readable as JSON (${why}). An object is needed, e.g. --input '{"shooters":3,"rank":"soldier","distanceCm":60}'.`,
    ),
  badDice: (v: string): Bilingual => b(`Параметр «--dice»: кубики через запятую, например 1,4,6; указано «${v}».`, `Option "--dice": dice separated by commas, e.g. 1,4,6; found "${v}".`),
  badSeed: (max: number, v: string): Bilingual => b(`Параметр «--seed»: целое число от 0 до ${max}, указано «${v}».`, `Option "--seed": a whole number from 0 to ${max}, found "${v}".`),
  diceOrSeed: b('Укажите либо --dice (кубики со стола), либо --seed (бросает консоль), но не то и другое.', 'Give either --dice (the dice from the table) or --seed (the console rolls), not both.'),
  battleNeedsCampaign: b('Параметры --battle, --new-battle, --turn и --fortress — только вместе с --campaign FILE.', 'Options --battle, --new-battle, --turn and --fortress go only with --campaign FILE.'),
  battleChoice: b('С --campaign укажите бой: --battle ID (список: polk battles FILE) или --new-battle НАЗВАНИЕ — одно из двух.', 'With --campaign, name the battle: --battle ID (the list: polk battles FILE) or --new-battle NAME, one of the two.'),
  newBattleOnly: b('Параметры --turn и --fortress задают новый бой: только с --new-battle.', 'Options --turn and --fortress describe a new battle: only with --new-battle.'),
  badRecordFormat: (v: string): Bilingual => b(`Параметр «--format»: md, html или json (указано «${v}»).`, `Option "--format": md, html or json (found "${v}").`),
  undoRunPrintsNothing: b('--undo-run не печатает запись: без --format и --out.', '--undo-run prints no record: no --format or --out with it.'),
} as const;

/** The referee commands' result lines (`polk referee`, `battles`, `battle`). */
export const BATTLE_LINES = {
  /** A procedure's refusal cites its section once, after the reason. */
  section: (ru: string, en: string): Bilingual => b(` (п. ${ru})`, ` (§ ${en})`),
  replaySeed: (seed: number): Bilingual => b(`Повторить тот же бросок: --seed ${seed}`, `To replay the same roll: --seed ${seed}`),
  recorded: (id: number, name: string, run: number, path: string): Bilingual => b(`Записано: бой №${id} «${name}», прогон ${run} — ${path}`, `Recorded: battle ${id} "${name}", run ${run} — ${path}`),
  noBattles: (campaign: string, file: string): Bilingual =>
    b(
      `В кампании «${campaign}» пока нет боёв. Новый бой: polk referee СВОД ПРОЦЕДУРА --input JSON --campaign ${file} --new-battle НАЗВАНИЕ`,
      `Campaign "${campaign}" has no battles yet. A new one: polk referee RULESET PROCEDURE --input JSON --campaign ${file} --new-battle NAME`,
    ),
  battlesOf: (campaign: string, count: number): Bilingual => b(`Бои кампании «${campaign}» (${count}):`, `Battles of campaign "${campaign}" (${count}):`),
  turn: (n: number): Bilingual => b(`ход ${n}`, `turn ${n}`),
  /** The fortress's name already in the line's language. */
  fortress: (name: string): Bilingual => b(`крепость «${name}»`, `fortress "${name}"`),
  runs: (count: number, last: string | null): Bilingual => b(`прогонов: ${count}${last ? `, последний ${last}` : ''}`, `runs: ${count}${last ? `, last ${last}` : ''}`),
  runUndone: (r: { readonly seq: number; readonly ruleset: string; readonly procedure: string }, id: number, name: string, left: number): Bilingual =>
    b(`Отменён прогон ${r.seq} (${r.ruleset}/${r.procedure}) боя №${id} «${name}»; осталось прогонов: ${left}.`, `Run ${r.seq} (${r.ruleset}/${r.procedure}) of battle ${id} "${name}" taken back; ${left} runs left.`),
  recordWritten: (file: string): Bilingual => b(`Запись боя записана: ${file}`, `Battle record written: ${file}`),
} as const;
