/**
 * `polk`'s arguments: `node:util` parseArgs splits them into options and positionals (`--to 3,4`,
 * `--to=3,4`, `-h`, `--` …) against the command's entry in the command table (commands.ts); what is
 * ours is the checking and the messages, in Russian and English, every one exit status 1.
 */
import { parseArgs } from 'node:util';
import type { Cell, Lang } from '../../shared/rules/polkovodets';
import { RULESET_IDS } from '../../shared/rules/referee';
import type { Bilingual } from '../../shared/bridge/contract';

/** A failure of the command line itself (bad arguments): always exit status 1. */
export class UsageError extends Error {
  constructor(
    readonly code: string,
    readonly words: Bilingual,
  ) {
    super(words.en);
  }
}

export const usage = (code: string, ru: string, en: string): UsageError => new UsageError(code, { ru, en });

/** An option of a command: a value (`--to X,Y`) or a switch (`--undo-run`); `shown` is its value in the usage line. */
export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly shown?: string;
}

/** A positional argument: its name in messages (FILE, OUT…) and, if different, in the usage line. */
export interface PositionalSpec {
  readonly name: 'FILE' | 'OUT' | 'RULESET' | 'PROCEDURE' | 'ACTION';
  readonly shown?: string;
}

/** What parsing needs to know of a command (its entry in the table). */
export interface ArgsSpec<Name extends string = string> {
  readonly name: Name;
  readonly positionals: readonly PositionalSpec[];
  readonly options: Readonly<Record<string, OptionSpec>>;
}

/** The options every command takes. */
export const GLOBAL_OPTIONS: Readonly<Record<string, OptionSpec & { readonly short?: string }>> = {
  json: { type: 'boolean' },
  lang: { type: 'string', shown: 'ru|en' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
};

export interface Parsed<Name extends string = string> {
  readonly command: Name | null;
  readonly positionals: readonly string[];
  /** The command's options as given (a switch as 'true'). */
  readonly flags: ReadonlyMap<string, string>;
  readonly json: boolean;
  readonly help: boolean;
  readonly version: boolean;
  readonly lang: Lang;
}

type Token = NonNullable<ReturnType<typeof parseArgs>['tokens']>[number];

function tokensOf(args: readonly string[], options: Readonly<Record<string, OptionSpec & { readonly short?: string }>>): Token[] {
  const config = Object.fromEntries(Object.entries(options).map(([name, o]) => [name, o.short ? { type: o.type, short: o.short } : { type: o.type }]));
  // Not strict: an unknown option or a missing value becomes a token that is refused below, in words.
  return parseArgs({ args: [...args], options: config, strict: false, allowPositionals: true, tokens: true }).tokens ?? [];
}

const badLang = (v: string | undefined) => usage('cli/bad_lang', `--lang: ожидается ru или en, указано «${v ?? ''}». / --lang: expected ru or en.`, `--lang: expected ru or en, found "${v ?? ''}".`);

/** The language first (its first `--lang`), so that even an argument error is reported in it. */
export function findLang(argv: readonly string[]): Lang | UsageError {
  const token = tokensOf(argv, GLOBAL_OPTIONS).find((t) => t.kind === 'option' && t.name === 'lang');
  if (token === undefined || token.kind !== 'option') return 'ru';
  return token.value === 'ru' || token.value === 'en' ? token.value : badLang(token.value);
}

/** What each positional argument is, for the message when one is missing. */
const POSITIONAL_WORDS: Readonly<Record<PositionalSpec['name'], Bilingual>> = {
  FILE: { ru: 'файл кампании (FILE)', en: 'the campaign file (FILE)' },
  OUT: { ru: 'файл для записи (OUT)', en: 'the output file (OUT)' },
  RULESET: { ru: `свод правил (RULESET: ${RULESET_IDS.join(', ')})`, en: `the rule set (RULESET: ${RULESET_IDS.join(', ')})` },
  PROCEDURE: { ru: 'процедура (PROCEDURE; список: polk referee RULESET --help)', en: 'the procedure (PROCEDURE; the list: polk referee RULESET --help)' },
  ACTION: { ru: 'действие (new, validate или print)', en: 'the action (new, validate or print)' },
};

/**
 * The command line against the table: the command (the first positional; `help CMD` is `CMD --help`),
 * its positionals and options. Throws UsageError.
 */
export function parse<Name extends string>(argv: readonly string[], lang: Lang, table: readonly ArgsSpec<Name>[]): Parsed<Name> {
  // First pass, with the global options only: which command, and where it is.
  const first = tokensOf(argv, GLOBAL_OPTIONS);
  const global = (name: string) => first.some((t) => t.kind === 'option' && t.name === name);
  let help = global('help');
  const named = first.filter((t): t is Extract<Token, { kind: 'positional' }> => t.kind === 'positional');
  let at = 0;
  if (named[0]?.value === 'help') {
    help = true;
    at = 1;
  }
  const skip = new Set(named.slice(0, at + 1).map((t) => t.index));
  const name = named[at]?.value;
  const spec = name === undefined ? undefined : table.find((c) => c.name === name);
  if (name !== undefined && spec === undefined) {
    throw usage('cli/unknown_command', `Неизвестная команда «${name}». Список команд: polk --help`, `Unknown command "${name}". The commands: polk --help`);
  }
  const base = { command: spec?.name ?? null, json: global('json'), help, version: global('version'), lang };
  if (!spec) {
    // `polk`, `polk --help`, `polk --version`: anything else before a command is a stray option.
    const stray = first.find((t) => t.kind === 'option' && !(t.name in GLOBAL_OPTIONS));
    if (stray?.kind === 'option') throw usage('cli/unknown_option', `Неизвестный параметр «${stray.rawName}». Справка: polk --help`, `Unknown option "${stray.rawName}". Help: polk --help`);
    return { ...base, positionals: [], flags: new Map() };
  }

  // Second pass, with the command's options: its values and positionals.
  const rest = argv.filter((_, i) => !skip.has(i));
  const flags = new Map<string, string>();
  const positionals: string[] = [];
  const cmd = spec.name;
  for (const t of tokensOf(rest, { ...GLOBAL_OPTIONS, ...spec.options })) {
    if (t.kind === 'positional') positionals.push(t.value);
    if (t.kind !== 'option' || t.name in GLOBAL_OPTIONS) continue;
    const option = spec.options[t.name];
    if (!option) {
      throw usage('cli/unknown_option', `Неизвестный параметр «${t.rawName}» у команды ${cmd}. Справка: polk ${cmd} --help`, `Unknown option "${t.rawName}" for ${cmd}. Help: polk ${cmd} --help`);
    }
    if (flags.has(t.name)) throw usage('cli/repeated_option', `Параметр «--${t.name}» указан дважды.`, `Option "--${t.name}" is given twice.`);
    if (option.type === 'string' && t.value === undefined) throw usage('cli/missing_value', `У параметра «--${t.name}» нет значения.`, `Option "--${t.name}" needs a value.`);
    if (option.type === 'boolean' && t.value !== undefined) throw usage('cli/unexpected_value', `Параметр «--${t.name}» не принимает значения.`, `Option "--${t.name}" takes no value.`);
    flags.set(t.name, t.value ?? 'true');
  }
  if (!help) {
    const want = spec.positionals;
    if (positionals.length < want.length) {
      const missing = POSITIONAL_WORDS[want[positionals.length].name];
      throw usage('cli/missing_argument', `Не указан${missing.ru.startsWith('процедура') ? 'а' : ''} ${missing.ru}. Использование: polk ${cmd} --help`, `Missing ${missing.en}. Usage: polk ${cmd} --help`);
    }
    if (positionals.length > want.length) {
      const extra = positionals[want.length];
      throw usage('cli/extra_argument', `Лишний аргумент «${extra}». Использование: polk ${cmd} --help`, `Unexpected argument "${extra}". Usage: polk ${cmd} --help`);
    }
  }
  return { ...base, positionals, flags };
}

// ---------------------------------------------------------------------------------------------
// Values

export function cellArg(flag: string, v: string | undefined): Cell {
  const m = v === undefined ? null : /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(v);
  if (!m) throw usage('cli/bad_cell', `Параметр «--${flag}»: нужна клетка X,Y из двух целых неотрицательных чисел (например 3,4), указано «${v ?? ''}».`, `Option "--${flag}": a cell X,Y of two non-negative whole numbers is required (e.g. 3,4), found "${v ?? ''}".`);
  return [Number(m[1]), Number(m[2])];
}

export function intArg(flag: string, v: string, min: number): number {
  if (!/^-?\d+$/.test(v.trim()) || !Number.isSafeInteger(Number(v)) || Number(v) < min) {
    throw usage('cli/bad_number', `Параметр «--${flag}»: нужно целое число не меньше ${min}, указано «${v}».`, `Option "--${flag}": a whole number of at least ${min} is required, found "${v}".`);
  }
  return Number(v);
}

export function numberArg(flag: string, v: string): number {
  const n = Number(v);
  if (!v.trim() || !Number.isFinite(n)) throw usage('cli/bad_number', `Параметр «--${flag}»: нужно число, указано «${v}».`, `Option "--${flag}": a number is required, found "${v}".`);
  return n;
}

/** `--steps N` of undo and redo: 1 when absent. */
export const stepsArg = (p: Parsed): number => (p.flags.has('steps') ? intArg('steps', p.flags.get('steps') as string, 1) : 1);

export function required(p: Parsed, flag: string, ru: string, en: string): string {
  const v = p.flags.get(flag);
  if (v === undefined) throw usage('cli/missing_option', `Не указан параметр «--${flag}» (${ru}). Справка: polk ${p.command} --help`, `Option "--${flag}" (${en}) is required. Help: polk ${p.command} --help`);
  return v;
}
