/**
 * `polk`'s arguments: `node:util` parseArgs splits them into options and positionals (`--to 3,4`,
 * `--to=3,4`, `-h`, `--` …) against the command's entry in the command table (commands.ts); what is
 * ours is the checking and the messages, in Russian and English, every one exit status 1.
 */
import { parseArgs } from 'node:util';
import type { Cell } from '../../shared/rules/polkovodets';
import type { Lang } from '../../shared/vocab';
import { RULESET_IDS } from '../../shared/rules/referee';
import type { Bilingual } from '../../shared/bridge/contract';
import { ARG_WORDS, POSITIONAL_WORDS as POSITIONALS } from '../../shared/vocab/cliArgs';

/** A failure of the command line itself (bad arguments): always exit status 1. */
export class UsageError extends Error {
  constructor(
    readonly code: string,
    readonly words: Bilingual,
  ) {
    super(words.en);
  }
}

/** An argument failure: its words as one Bilingual from the catalog, or as the Russian and English sentences. */
export function usage(code: string, words: Bilingual): UsageError;
export function usage(code: string, ru: string, en: string): UsageError;
export function usage(code: string, words: Bilingual | string, en?: string): UsageError {
  return new UsageError(code, typeof words === 'string' ? { ru: words, en: en ?? words } : words);
}

/** An option of a command: a value (`--to X,Y`) or a switch (`--undo-run`); `shown` is its value in the usage line. */
export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly shown?: string;
}

/** A positional argument: its name in messages (FILE, OUT…) and, if different, in the usage line. */
export interface PositionalSpec {
  readonly name: 'FILE' | 'OUT' | 'RULESET' | 'PROCEDURE' | 'ACTION' | 'MAIL_ACTION' | 'MOVE';
  readonly shown?: string;
  /** May be left out (the last ones only: `move out FILE` has no MOVE.json). */
  readonly optional?: boolean;
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

/**
 * Every option that takes a value takes the next argument as its value, whatever it starts with
 * (`--out -hx.md` writes to `-hx.md`, as `--out=-hx.md` does): `--name VALUE` becomes
 * `--name=VALUE` for the global `--lang` and for the command's own value options, before parseArgs
 * (which would read a value that starts with `-` as more options) sees them. The command is the
 * first positional (the second after `help`); nothing after `--` is touched.
 */
export function joinOptionValues(argv: readonly string[], table: readonly ArgsSpec[]): string[] {
  const out: string[] = [];
  let spec: ArgsSpec | null | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') {
      out.push(...argv.slice(i));
      break;
    }
    const name = /^--([^=]+)$/.exec(a)?.[1];
    const takesValue = name !== undefined && (GLOBAL_OPTIONS[name]?.type === 'string' || spec?.options[name]?.type === 'string');
    if (takesValue && i + 1 < argv.length) {
      out.push(`--${name}=${argv[++i]!}`);
      continue;
    }
    if (spec === undefined && !a.startsWith('-') && a !== 'help') spec = table.find((c) => c.name === a) ?? null;
    out.push(a);
  }
  return out;
}

const badLang = (v: string | undefined) => usage('cli/bad_lang', ARG_WORDS.badLang(v ?? ''));

/** The language first (its first `--lang`), so that even an argument error is reported in it. */
export function findLang(argv: readonly string[]): Lang | UsageError {
  const token = tokensOf(argv, GLOBAL_OPTIONS).find((t) => t.kind === 'option' && t.name === 'lang');
  if (token === undefined || token.kind !== 'option') return 'ru';
  return token.value === 'ru' || token.value === 'en' ? token.value : badLang(token.value);
}

/** What each positional argument is, for the message when one is missing. */
const POSITIONAL_WORDS: Readonly<Record<PositionalSpec['name'], Bilingual>> = {
  FILE: POSITIONALS.FILE,
  OUT: POSITIONALS.OUT,
  RULESET: POSITIONALS.RULESET(RULESET_IDS.join(', ')),
  PROCEDURE: POSITIONALS.PROCEDURE,
  MAIL_ACTION: POSITIONALS.MAIL_ACTION,
  MOVE: POSITIONALS.MOVE,
  ACTION: POSITIONALS.ACTION,
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
    throw usage('cli/unknown_command', ARG_WORDS.unknownCommand(name));
  }
  const base = { command: spec?.name ?? null, json: global('json'), help, version: global('version'), lang };
  if (!spec) {
    // `polk`, `polk --help`, `polk --version`: anything else before a command is a stray option.
    const stray = first.find((t) => t.kind === 'option' && !(t.name in GLOBAL_OPTIONS));
    if (stray?.kind === 'option') throw usage('cli/unknown_option', ARG_WORDS.unknownOption(stray.rawName));
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
      throw usage('cli/unknown_option', ARG_WORDS.unknownCommandOption(t.rawName, cmd));
    }
    if (flags.has(t.name)) throw usage('cli/repeated_option', ARG_WORDS.repeatedOption(t.name));
    if (option.type === 'string' && t.value === undefined) throw usage('cli/missing_value', ARG_WORDS.missingValue(t.name));
    if (option.type === 'boolean' && t.value !== undefined) throw usage('cli/unexpected_value', ARG_WORDS.unexpectedValue(t.name));
    flags.set(t.name, t.value ?? 'true');
  }
  if (!help) {
    const want = spec.positionals;
    const needed = want.filter((w) => !w.optional).length;
    if (positionals.length < needed) {
      const missing = POSITIONAL_WORDS[want[positionals.length].name];
      throw usage('cli/missing_argument', ARG_WORDS.missingArgument(missing, cmd, want[positionals.length].name === 'PROCEDURE'));
    }
    if (positionals.length > want.length) {
      const extra = positionals[want.length];
      throw usage('cli/extra_argument', ARG_WORDS.extraArgument(extra, cmd));
    }
  }
  return { ...base, positionals, flags };
}

// ---------------------------------------------------------------------------------------------
// Values

export function cellArg(flag: string, v: string | undefined): Cell {
  const m = v === undefined ? null : /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(v);
  if (!m) throw usage('cli/bad_cell', ARG_WORDS.badCell(flag, v ?? ''));
  return [Number(m[1]), Number(m[2])];
}

/**
 * The documented ranges of the numeric options (docs/polk.md, «Numeric options»): a value outside
 * its range is a usage refusal (exit 1) naming the range, never an internal error further on.
 */
export const NUMERIC_RANGES = {
  seed: { min: 0, max: Number.MAX_SAFE_INTEGER },
  botSeed: { min: 0, max: 0xffff_ffff },
  turn: { min: 1, max: 10_000 },
  depots: { min: 0, max: 1_000_000_000 },
  steps: { min: 1, max: 1_000_000 },
  id: { min: 1, max: Number.MAX_SAFE_INTEGER },
  games: { min: 1, max: 10_000 },
  budget: { min: 1, max: 10_000_000 },
  budgetMs: { min: 1, max: 3_600_000 },
} as const;

export function intArg(flag: string, v: string, min: number, max: number = Number.MAX_SAFE_INTEGER): number {
  if (!/^-?\d+$/.test(v.trim()) || !Number.isSafeInteger(Number(v)) || Number(v) < min || Number(v) > max) {
    throw usage('cli/bad_number', ARG_WORDS.badInteger(flag, min, v, max === Number.MAX_SAFE_INTEGER ? undefined : max));
  }
  return Number(v);
}

/** An integer option within one of NUMERIC_RANGES. */
export const rangedInt = (flag: string, v: string, range: { readonly min: number; readonly max: number }): number => intArg(flag, v, range.min, range.max);

export function numberArg(flag: string, v: string, range?: { readonly min: number; readonly max: number }): number {
  const n = Number(v);
  if (!v.trim() || !Number.isFinite(n) || (range && (n < range.min || n > range.max))) throw usage('cli/bad_number', ARG_WORDS.badNumber(flag, v, range));
  return n;
}

/** `--steps N` of undo and redo: 1 when absent. */
export const stepsArg = (p: Parsed): number => (p.flags.has('steps') ? rangedInt('steps', p.flags.get('steps') as string, NUMERIC_RANGES.steps) : 1);

/** A required option's value; `what` says what it holds (the catalog's OPTION_WORDS). */
export function required(p: Parsed, flag: string, what: Bilingual): string {
  const v = p.flags.get(flag);
  if (v === undefined) throw usage('cli/missing_option', ARG_WORDS.missingOption(flag, what, String(p.command)));
  return v;
}
