// Issue 25 (hardening, round two), the command line's failures, each test named after the failure
// it covers: outputs that are not regular files (2), inputs read without bound (7), an option value
// that starts with "-" (11), and the numeric options outside their range (8). In-process `run`.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { run, type Io } from '../../main/cli/run';
import { INPUT_LIMITS } from '../../main/campaign/inputs';
import { tempDir } from '../db/helpers';

async function polk(...argv: string[]): Promise<{ status: number; out: string; err: string; json: { ok: boolean; error?: { code: string; message: string } } | null }> {
  let out = '';
  let err = '';
  const io: Io = { out: (t) => void (out += t), err: (t) => void (err += t) };
  const status = await run(argv, io);
  let json = null;
  try {
    json = JSON.parse(out);
  } catch {
    // words, not JSON
  }
  return { status, out, err, json };
}

let dir = '';
let campaign = '';
beforeAll(async () => {
  dir = tempDir('harden-cli');
  campaign = join(dir, 'c.polk');
  const made = await polk('new', campaign, '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--seed', '1', '--json');
  expect(made.status, made.err).toBe(0);
});

const mkfifo = (path: string) => expect(spawnSync('mkfifo', [path]).status).toBe(0);

describe('--out onto a device node or a symlink replaces it with a regular file', () => {
  const outputs = (target: string): string[][] => [
    ['summary', campaign, '--turn', '1', '--format', 'md', '--out', target, '--json'],
    ['export', campaign, target, '--json'],
    ['battle', campaign, '--id', '1', '--out', target, '--json'],
    ['map', 'print', 'default', '--out', target, '--json'],
    ['cards', '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--out', target, '--json'],
  ];

  it('refuses a symlink (to a file, and to /proc/self/fd/1) with file/not_regular and leaves the link as it was', async () => {
    const real = join(dir, 'real.txt');
    writeFileSync(real, 'kept');
    const links = [join(dir, 'link-file'), join(dir, 'link-fd')];
    symlinkSync(real, links[0]!);
    symlinkSync('/proc/self/fd/1', links[1]!);
    for (const link of links) {
      for (const argv of outputs(link)) {
        const r = await polk(...argv);
        if (argv[0] === 'battle') continue; // no battle 1 in this campaign: refused for that first, also before writing
        expect(r.status, `${argv.join(' ')}: ${r.err}`).toBe(1);
        expect(r.json?.error?.code, argv.join(' ')).toBe('file/not_regular');
        expect(lstatSync(link).isSymbolicLink()).toBe(true);
      }
    }
    expect(readFileSync(real, 'utf8')).toBe('kept');
    expect(readlinkSync(links[1]!)).toBe('/proc/self/fd/1');
  });

  it('refuses a device (/dev/null) and a FIFO without hanging, before anything is opened', async () => {
    const fifo = join(dir, 'out.fifo');
    mkfifo(fifo);
    for (const target of ['/dev/null', fifo]) {
      for (const argv of outputs(target)) {
        if (argv[0] === 'battle') continue;
        const r = await polk(...argv);
        expect(r.status, argv.join(' ')).toBe(1);
        expect(r.json?.error?.code, argv.join(' ')).toBe('file/not_regular');
        expect(r.json?.error?.message).toMatch(target === fifo ? /FIFO/ : /устройства/);
      }
    }
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    expect(lstatSync('/dev/null').isCharacterDevice()).toBe(true);
  });
});

describe('--out -hx.md prints the help and exits 0, writing nothing', () => {
  it('takes the next argument as the value of every option that takes one, whatever it starts with', async () => {
    const sub = join(dir, 'dash');
    mkdirSync(sub);
    const cwd = process.cwd();
    process.chdir(sub);
    try {
      const r = await polk('summary', campaign, '--turn', '1', '--format', 'md', '--out', '-hx.md');
      expect(r.status, r.err).toBe(0);
      expect(r.out).not.toMatch(/--help|Справка|Usage/);
      expect(readFileSync(join(sub, '-hx.md'), 'utf8').length).toBeGreaterThan(0);
      const e = await polk('export', campaign, '--', '-x.json');
      expect(e.status, e.err).toBe(0);
      expect(existsSync(join(sub, '-x.json'))).toBe(true);
      // A value that starts with "--" is a value too: refused as the wrong number, not as an unknown option.
      const t = await polk('summary', campaign, '--turn', '--json', '--format', 'md', '--out', 'x.md');
      expect(t.status).toBe(1);
      expect(t.err).not.toMatch(/unknown option|неизвестный параметр/i);
    } finally {
      process.chdir(cwd);
    }
  });
});

describe('/dev/zero as a map or a scenario is read without bound', () => {
  it('refuses a device or a FIFO as a scenario or a map before reading it', async () => {
    const fifo = join(dir, 'in.fifo');
    mkfifo(fifo);
    for (const source of ['/dev/zero', fifo]) {
      const cases = [
        ['new', join(dir, 'x.polk'), '--scenario', source, '--json'],
        ['new', join(dir, 'y.polk'), '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--map', source, '--json'],
        ['map', 'validate', source, '--json'],
        ['map', 'new', join(dir, 'm.json'), '--from', source, '--json'],
        ['map', 'print', source, '--out', join(dir, 'm.pdf'), '--json'],
      ];
      for (const argv of cases) {
        const r = await polk(...argv);
        expect(r.status, argv.join(' ')).toBe(1);
        expect(r.json?.error?.code, `${argv.join(' ')}: ${r.err}`).toBe('file/not_regular');
      }
    }
    expect(existsSync(join(dir, 'x.polk'))).toBe(false);
  });

  it('a map past its limit is refused by validate and by new --map alike, with the map file\'s limit named', async () => {
    const big = join(dir, 'big-map.json');
    writeFileSync(big, `{"width": 2, ${' '.repeat(INPUT_LIMITS.map)} "height": 2}`);
    for (const argv of [['map', 'validate', big, '--json', '--lang', 'en'], ['new', join(dir, 'z.polk'), '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--map', big, '--json', '--lang', 'en']]) {
      const r = await polk(...argv);
      expect(r.status, argv.join(' ')).toBe(1);
      expect(r.json?.error?.code).toBe('file/too_large');
      expect(r.json?.error?.message).toContain('the limit of a map file is 4 MB');
      expect(r.json?.error?.message).not.toMatch(/scenario/);
    }
    const scenario = join(dir, 'big-scenario.json');
    writeFileSync(scenario, ' '.repeat(INPUT_LIMITS.scenario + 1));
    const s = await polk('new', join(dir, 'z.polk'), '--scenario', scenario, '--json', '--lang', 'en');
    expect(s.json?.error?.message).toContain('the limit of a scenario file is 4 MB');
  });

  it('refuses invalid UTF-8 in a scenario or a map instead of reading it as U+FFFD', async () => {
    const bad = join(dir, 'latin1.json');
    writeFileSync(bad, Buffer.concat([Buffer.from('{"name": "'), Buffer.from([0xc9, 0x6c, 0xe8, 0x76, 0x65]), Buffer.from('"}')]));
    for (const argv of [['new', join(dir, 'u.polk'), '--scenario', bad, '--json'], ['map', 'validate', bad, '--json']]) {
      const r = await polk(...argv, '--lang', 'en');
      expect(r.json?.error?.code, argv.join(' ')).toBe('file/bad_text');
      expect(r.json?.error?.message).toContain('near byte 10');
    }
  });
});

describe('polk cards --depots 10000000 runs out of memory', () => {
  it('refuses, with the 50-page limit named, a document that would pass it — before drawing or printing', async () => {
    for (const depots of ['10000000', '1000000', '100000']) {
      const out = join(dir, `cards-${depots}.pdf`);
      const r = await polk('cards', '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--depots', depots, '--out', out, '--json', '--lang', 'en');
      expect(r.status, r.err).toBe(1);
      expect(r.json?.error?.code).toBe('print/too_many_pages');
      expect(r.json?.error?.message).toMatch(/more than 50 pages/);
      expect(existsSync(out)).toBe(false);
    }
  });
});

describe('polk match --turn-limit 10001 ends in an internal error, and --seed 9007199254740991 too', () => {
  it('refuses a number outside its documented range as usage (exit 1, the range named), for every numeric option', async () => {
    const cases: [string[], RegExp][] = [
      [['match', '--levels', 'random,random', '--turn-limit', '10001'], /from 1 to 10000/],
      [['match', '--levels', 'random,random', '--games', '10001'], /from 1 to 10000/],
      [['match', '--levels', 'random,random', '--budget', '10000001'], /from 1 to 10000000/],
      [['play', campaign, '--army', 'A', '--level', 'random', '--seed', '4294967296'], /from 0 to 4294967295/],
      [['play', campaign, '--army', 'A', '--level', 'random', '--budget-ms', '0'], /from 1 to 3600000/],
      [['new', join(dir, 'r.polk'), '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--turn-limit', '10001'], /from 1 to 10000/],
      [['new', join(dir, 'r.polk'), '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--depots', '1e999'], /from 0 to 1000000000/],
      [['new', join(dir, 'r.polk'), '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--seed', '9007199254740992'], /at least 0/],
      [['summary', campaign, '--turn', '10001', '--format', 'md', '--out', join(dir, 's.md')], /from 1 to 10000/],
      [['undo', campaign, '--steps', '1000001'], /from 1 to 1000000/],
      [['cards', '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--depots', '-1', '--out', join(dir, 'c.pdf')], /from 0 to 1000000000/],
    ];
    for (const [argv, words] of cases) {
      const r = await polk(...argv, '--json', '--lang', 'en');
      expect(r.status, `${argv.join(' ')}: ${r.err}`).toBe(1);
      expect(r.json?.error?.code, argv.join(' ')).toBe('cli/bad_number');
      expect(r.json?.error?.message, argv.join(' ')).toMatch(words);
    }
  });

  it('plays a match from the largest safe seed: each game\'s seed is derived within the safe range', async () => {
    const r = await polk('match', '--levels', 'random,random', '--games', '2', '--size', 'small', '--seed', '9007199254740991', '--turn-limit', '3', '--json');
    expect(r.status, r.err).toBe(0);
    expect(r.json).toMatchObject({ games: 2 });
  });
});
