/**
 * `polk new --scenario` with hostile scenario files (issue 11), driven as a game master would: the
 * built bin/polk.mjs in a child process. Each failure found on main: a refusal with exit 1, the
 * field named in both languages, and nothing left in the folder; or a campaign every command reads.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../db/helpers';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = join(ROOT, 'bin', 'polk.mjs');

beforeAll(() => {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), 'node'], { cwd: ROOT, stdio: 'pipe' });
}, 120_000);

function polk(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 30_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Two armies on an 8×8 board; the first fortress's name is the parameter. */
function scenario(first = 'Цитадель') {
  return {
    format: 'polkovodets-scenario/1',
    map: { width: 8, height: 8, rows: Array.from({ length: 8 }, () => '........'), fortresses: [{ name: first, cells: [[4, 4], [5, 4]] }, { name: 'Фольварк', cells: [[6, 7]] }] as Record<string, unknown>[] },
    armies: ['A', 'N'],
    toMove: 'A',
    turn: 1,
    turnLimit: 80,
    goal: 'rout',
    depots: { A: 20, N: 20 },
    fortressOwners: JSON.parse(`{${JSON.stringify(first)}: "A", "Фольварк": "N"}`) as Record<string, string>,
    units: [
      { id: 'AM', army: 'A', type: 'marshal', x: 1, y: 1 },
      { id: 'A1', army: 'A', type: 'dragoon', x: 2, y: 2 },
      { id: 'NM', army: 'N', type: 'marshal', x: 6, y: 6 },
    ],
  };
}

const text = (s: unknown): string => JSON.stringify(s);
const junk = (): Record<string, string> => Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, 'x'.repeat(100)]));
const deep = (n: number): string => '['.repeat(n) + ']'.repeat(n);

describe('polk new refuses hostile scenarios: exit 1, the field named, nothing created', () => {
  const cases: [string, () => string, string, string][] = [
    ['depots 1e300 (SQLite could not store them)', () => text({ ...scenario(), depots: { A: 1e300, N: 20 } }), 'setup/out_of_range', 'depots.A'],
    ['depots 2^53', () => text({ ...scenario(), depots: { A: 2 ** 53, N: 20 } }), 'setup/out_of_range', 'depots.A'],
    ['turn and turn limit 2^60', () => text({ ...scenario(), turn: 2 ** 60, turnLimit: 2 ** 60 }), 'setup/out_of_range', 'turnLimit'],
    ['turn limit 1e308', () => text({ ...scenario(), turnLimit: 1e308 }), 'setup/out_of_range', 'turnLimit'],
    ['an object as owner of __proto__', () => text(scenario()).replace('"fortressOwners":{', '"fortressOwners":{"__proto__":{"x":1},'), 'setup/army_unknown', 'fortressOwners.__proto__'],
    ['100 000-deep nesting under an unknown fortress key', () => text(scenario()).replace('"cells":[[6,7]]', `"cells":[[6,7]],"colour":${deep(100_000)}`), 'setup/unknown_field', 'map.fortresses[1].colour'],
    ['megabytes of unknown keys in a hold', () => text({ ...scenario(), holds: { Фольварк: { army: 'A', count: 1, ...junk() } } }), 'setup/unknown_field', 'holds.Фольварк.k0'],
    ['a serial near 2^53', () => text({ ...scenario(), serial: 2 ** 53 - 1 }), 'setup/out_of_range', 'serial'],
    ['a unit id near 2^53', () => text({ ...scenario(), units: [...scenario().units, { id: 'A9007199254740991', army: 'A', type: 'musketeer', x: 3, y: 3 }] }), 'setup/unit_id_number', 'units[3].id'],
    ['nextIds 2^53', () => text({ ...scenario(), nextIds: { A: 2 ** 53 } }), 'setup/out_of_range', 'nextIds.A'],
  ];
  it.each(cases)('%s', (_label, make, code, field) => {
    const dir = tempDir('cli-hostile');
    writeFileSync(join(dir, 'bad.json'), make());
    const listing = readdirSync(dir).sort();
    for (const lang of ['ru', 'en']) {
      const r = polk(dir, 'new', 'c.polk', '--scenario', 'bad.json', '--json', '--lang', lang);
      expect(r.status, r.stderr).toBe(1);
      const out = JSON.parse(r.stdout) as { ok: boolean; error: { code: string; message: string; detail?: { field?: string } } };
      expect(out.ok).toBe(false);
      expect(out.error.code).toBe(code);
      expect(out.error.message).toContain(field);
      expect(r.stderr).toContain(field);
      expect(r.stderr).not.toMatch(/at \w+ \(|Error:/);
    }
    expect(readdirSync(dir).sort()).toEqual(listing);
  });
});

describe('polk new accepts what is only unusual, and every command reads the campaign', () => {
  it('a byte-order mark before the JSON', () => {
    const dir = tempDir('cli-hostile');
    writeFileSync(join(dir, 's.json'), `\uFEFF${text(scenario())}`);
    const r = polk(dir, 'new', 'c.polk', '--scenario', 's.json', '--json');
    expect(r.status, r.stderr).toBe(0);
    expect(polk(dir, 'verify', 'c.polk').status).toBe(0);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('a fortress called %s: state, end-move, summaries, verify, export and back', (name) => {
    const dir = tempDir('cli-hostile');
    writeFileSync(join(dir, 's.json'), text(scenario(name)));
    expect(polk(dir, 'new', 'c.polk', '--scenario', 's.json').status).toBe(0);
    const state = JSON.parse(polk(dir, 'state', 'c.polk', '--json').stdout) as { fortresses: { name: string; owner: unknown; hold: unknown }[] };
    expect(state.fortresses[0]).toMatchObject({ name, owner: 'A', hold: null });
    expect(polk(dir, 'end-move', 'c.polk').status).toBe(0);
    for (const format of ['md', 'html', 'json']) {
      const r = polk(dir, 'summary', 'c.polk', '--turn', '1', '--format', format, '--out', `t1.${format}`);
      expect(r.status, `${format}: ${r.stderr}`).toBe(0);
      // Markdown escapes the underscores of `__proto__`.
      expect(readFileSync(join(dir, `t1.${format}`), 'utf8').replace(/\\_/g, '_')).toContain(name);
    }
    expect(polk(dir, 'verify', 'c.polk').status).toBe(0);
    expect(polk(dir, 'export', 'c.polk', 'out.json').status).toBe(0);
    const exported = readFileSync(join(dir, 'out.json'), 'utf8');
    expect(exported).toContain(`"${name}": "A"`);
    const again = polk(dir, 'new', 'c2.polk', '--scenario', 'out.json', '--json');
    expect(again.status, again.stderr).toBe(0);
  });

  it('nameEn is kept through the campaign and its export', () => {
    const dir = tempDir('cli-hostile');
    const s = scenario();
    s.map.fortresses[0] = { ...s.map.fortresses[0], nameEn: 'Citadel' };
    writeFileSync(join(dir, 's.json'), text(s));
    expect(polk(dir, 'new', 'c.polk', '--scenario', 's.json').status).toBe(0);
    expect(polk(dir, 'export', 'c.polk', 'out.json').status).toBe(0);
    const out = JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8')) as { map: { fortresses: { name: string; nameEn?: string }[] } };
    expect(out.map.fortresses[0]).toMatchObject({ name: 'Цитадель', nameEn: 'Citadel' });
  });
});
