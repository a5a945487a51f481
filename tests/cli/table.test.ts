/**
 * The command table (main/cli/commands.ts) is what `polk` parses against and what its help is made
 * from: every option it lists is accepted and shown, every command is in the help, and the parser's
 * own refusals (node:util parseArgs underneath) keep their codes and words.
 */
import { describe, expect, it } from 'vitest';
import { parse, UsageError } from '../../main/cli/args';
import { COMMANDS } from '../../main/cli/commands';
import { commandHelp, generalHelp, usageLines } from '../../main/cli/help';
import { refereeOverview } from '../../main/cli/refereeHelp';
import { run, type Io } from '../../main/cli/polk';

const args = (c: (typeof COMMANDS)[number]) => c.positionals.map((p) => `${p.name.toLowerCase()}.x`);

function refusal(argv: string[]): UsageError {
  try {
    parse(argv, 'en', COMMANDS);
  } catch (e) {
    if (e instanceof UsageError) return e;
    throw e;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
}

async function polk(...argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Io = { out: (t) => (out += t), err: (t) => (err += t) };
  const status = await run(argv, io);
  return { status, out, err };
}

describe('the command table', () => {
  it('names each command once', () => {
    const names = COMMANDS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(COMMANDS.map((c) => [c.name, c] as const))('%s: every option it lists is parsed, in both spellings', (_name, c) => {
    for (const [name, o] of Object.entries(c.options)) {
      const spaced = o.type === 'boolean' ? [`--${name}`] : [`--${name}`, 'v'];
      const inline = o.type === 'boolean' ? [`--${name}`] : [`--${name}=v`];
      for (const form of [spaced, inline]) {
        const p = parse([c.name, ...args(c), ...form, '--json'], 'ru', COMMANDS);
        expect(p).toMatchObject({ command: c.name, positionals: args(c), json: true });
        expect(p.flags.get(name)).toBe(o.type === 'boolean' ? 'true' : 'v');
      }
    }
  });

  it.each(COMMANDS.map((c) => [c.name, c] as const))('%s: its help shows every option it takes, in both languages', (_name, c) => {
    for (const lang of ['ru', 'en'] as const) {
      const help = c.name === 'referee' ? refereeOverview(lang) : commandHelp(c.name, lang);
      for (const name of Object.keys(c.options)) expect(help, `polk ${c.name} --help --lang ${lang}`).toContain(`--${name}`);
      expect(generalHelp(lang)).toMatch(new RegExp(`\\n  ${c.name} +\\S`));
    }
  });

  it('makes the usage lines from the forms', () => {
    const line = (name: string) => usageLines(COMMANDS.find((c) => c.name === name)!);
    expect(line('order')).toEqual(['polk order FILE --commander ID --unit ID --to X,Y', 'polk order FILE --commander ID --step X,Y', 'polk order FILE --commander ID --recruit TYPE --at X,Y']);
    expect(line('export')).toEqual(['polk export FILE OUT.json']);
    expect(line('referee')).toEqual(['polk referee RULESET PROCEDURE --input JSON [--dice 1,4,6,…] [--seed N] [--campaign FILE --battle ID|--new-battle NAME]']);
    expect(line('battle')).toEqual(['polk battle FILE --id N [--format md|html|json] [--out PATH]', 'polk battle FILE --id N --undo-run']);
    expect(line('state')).toEqual(['polk state FILE [--json]']);
  });
});

describe('parsing', () => {
  it('finds the command wherever the global options stand, and `help CMD` is `CMD --help`', () => {
    expect(parse(['--json', 'state', 'c.polk'], 'ru', COMMANDS)).toMatchObject({ command: 'state', positionals: ['c.polk'], json: true });
    expect(parse(['help', 'undo'], 'ru', COMMANDS)).toMatchObject({ command: 'undo', help: true, positionals: [] });
    expect(parse(['-h'], 'ru', COMMANDS)).toMatchObject({ command: null, help: true });
    expect(parse(['undo', 'c.polk', '--steps', '-2'], 'ru', COMMANDS).flags.get('steps')).toBe('-2');
    // After `--` everything is a positional, even what looks like an option.
    expect(parse(['state', '--', '--odd-name.polk'], 'ru', COMMANDS).positionals).toEqual(['--odd-name.polk']);
  });

  it('refuses with its codes and words', () => {
    expect(refusal(['frobnicate'])).toMatchObject({ code: 'cli/unknown_command', words: { en: 'Unknown command "frobnicate". The commands: polk --help' } });
    expect(refusal(['state', 'c', '--colour'])).toMatchObject({ code: 'cli/unknown_option', words: { ru: 'Неизвестный параметр «--colour» у команды state. Справка: polk state --help' } });
    expect(refusal(['state', 'c', '-x']).code).toBe('cli/unknown_option');
    expect(refusal(['--colour']).code).toBe('cli/unknown_option');
    expect(refusal(['undo', 'c', '--steps', '1', '--steps=2'])).toMatchObject({ code: 'cli/repeated_option', words: { en: 'Option "--steps" is given twice.' } });
    expect(refusal(['undo', 'c', '--steps'])).toMatchObject({ code: 'cli/missing_value', words: { ru: 'У параметра «--steps» нет значения.' } });
    expect(refusal(['battle', 'c', '--id', '1', '--undo-run=yes']).code).toBe('cli/unexpected_value');
    expect(refusal(['export', 'c'])).toMatchObject({ code: 'cli/missing_argument', words: { en: 'Missing the output file (OUT). Usage: polk export --help' } });
    expect(refusal(['referee', 'club'])).toMatchObject({ code: 'cli/missing_argument', words: { ru: 'Не указана процедура (PROCEDURE; список: polk referee RULESET --help). Использование: polk referee --help' } });
    expect(refusal(['state', 'a', 'b'])).toMatchObject({ code: 'cli/extra_argument', words: { en: 'Unexpected argument "b". Usage: polk state --help' } });
  });

  it('answers a bad argument with exit 1, on stderr, and in JSON with --json', async () => {
    const r = await polk('state', 'c.polk', '--steps', '2', '--json', '--lang', 'en');
    expect(r.status).toBe(1);
    expect(r.err).toBe('polk: Unknown option "--steps" for state. Help: polk state --help\n');
    expect(JSON.parse(r.out)).toEqual({ ok: false, error: { code: 'cli/unknown_option', message: 'Unknown option "--steps" for state. Help: polk state --help' } });
    const lang = await polk('state', 'c.polk', '--lang=de');
    expect(lang).toMatchObject({ status: 1, out: '' });
    expect(lang.err).toContain('--lang: ожидается ru или en, указано «de»');
    expect(await polk('--version')).toMatchObject({ status: 0, out: expect.stringMatching(/^polk \d+\.\d+\.\d+\n$/) });
  });
});
