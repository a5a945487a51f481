/**
 * `polk redo FILE [--steps N]`, the compatible extension beside `undo --steps`, driven end to end
 * through the built bin/polk.mjs: undo N then redo N is the same position, a refusal is exit 2 with
 * the file unchanged, and a new action after an undo leaves nothing to redo.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { tinyScenario } from '../rules/helpers';
import { sha256File, tempDir } from '../db/helpers';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = join(ROOT, 'bin', 'polk.mjs');

beforeAll(() => {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), 'node'], { cwd: ROOT, stdio: 'pipe' });
}, 120_000);

const polk = (cwd: string, ...args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 30_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

function json<T = Record<string, unknown>>(cwd: string, ...args: string[]): T {
  const r = polk(cwd, ...args, '--json');
  if (r.status !== 0) throw new Error(`polk ${args.join(' ')} → ${r.status}\n${r.stderr}\n${r.stdout}`);
  return JSON.parse(r.stdout) as T;
}

/** Russia (A) to move beside a French musketeer; France has no marshal and must appoint one. */
const SCENARIO = tinyScenario({
  rows: ['........', '..=.....', '..=.....', '..=.....', '........', '........', '........', '........'],
  fortresses: [{ name: 'Цитадель', cells: [[4, 4], [5, 4]] }, { name: 'Фольварк', cells: [[6, 7], [7, 7]] }],
  fortressOwners: { Цитадель: 'A', Фольварк: 'N' },
  depots: { A: 3.5, N: 20 },
  units: [
    { id: 'M', army: 'A', type: 'marshal', x: 1, y: 1 },
    { id: 'u', army: 'A', type: 'dragoon', x: 2, y: 2 },
    { id: 'n1', army: 'N', type: 'musketeer', x: 3, y: 3 },
    { id: 'n2', army: 'N', type: 'musketeer', x: 6, y: 6 },
  ],
});

type Applied = { ok: boolean; seq: number; events: { type: string }[]; state: Record<string, unknown> };

describe('polk redo', () => {
  it('undo N then redo N is the same position; refusals are exit 2 and change nothing', () => {
    const dir = tempDir('cli-redo');
    writeFileSync(join(dir, 's.json'), JSON.stringify(SCENARIO));
    json(dir, 'new', 'c.polk', '--scenario', 's.json');
    const file = join(dir, 'c.polk');
    json(dir, 'order', 'c.polk', '--commander', 'M', '--unit', 'u', '--to', '3,3');
    const ended = json<Applied>(dir, 'end-move', 'c.polk');
    const appointed = json<Applied>(dir, 'appoint', 'c.polk', '--at', '6,7');
    expect(appointed.seq).toBe(3);

    expect(json<Applied>(dir, 'undo', 'c.polk', '--steps', '2').seq).toBe(1);
    const one = json<Applied>(dir, 'redo', 'c.polk');
    expect(one).toEqual({ ok: true, seq: 2, events: ended.events, state: ended.state });
    expect(json(dir, 'state', 'c.polk')).toEqual(ended.state);

    // More steps than there are to redo: refused by the rules of undo, the file untouched.
    const before = sha256File(file);
    const tooFar = polk(dir, 'redo', 'c.polk', '--steps', '5', '--json');
    expect(tooFar.status).toBe(2);
    expect(JSON.parse(tooFar.stdout)).toEqual({ ok: false, error: { code: 'undo/too_far', message: expect.any(String) } });
    expect(sha256File(file)).toBe(before);

    const words = polk(dir, 'redo', 'c.polk');
    expect(words.status).toBe(0);
    expect(words.stdout).toContain('Повторено шагов: 1 (запись №3)');
    expect(json(dir, 'state', 'c.polk')).toEqual(appointed.state);

    const nothing = polk(dir, 'redo', 'c.polk', '--json');
    expect(nothing.status).toBe(2);
    expect(JSON.parse(nothing.stdout).error.code).toBe('undo/nothing_to_redo');
    const en = polk(dir, 'redo', 'c.polk', '--lang', 'en');
    expect(en.status).toBe(2);
    expect(en.stderr).toMatch(/^polk: .*[a-z]/);
    expect(en.stderr).not.toMatch(/[а-я]/i);

    expect(json(dir, 'verify', 'c.polk')).toMatchObject({ ok: true, integrity: 'ok' });
  });

  it('a new action after an undo leaves nothing to redo', () => {
    const dir = tempDir('cli-redo');
    writeFileSync(join(dir, 's.json'), JSON.stringify(SCENARIO));
    json(dir, 'new', 'c.polk', '--scenario', 's.json');
    json(dir, 'order', 'c.polk', '--commander', 'M', '--unit', 'u', '--to', '3,3');
    json(dir, 'undo', 'c.polk');
    json(dir, 'order', 'c.polk', '--commander', 'M', '--step', '0,0');
    const r = polk(dir, 'redo', 'c.polk', '--json');
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout).error.code).toBe('undo/nothing_to_redo');
    expect(json(dir, 'verify', 'c.polk')).toMatchObject({ ok: true });
  });

  it.each([
    [['redo'], /Не указан файл кампании/],
    [['redo', 'c.polk', '--steps', '0'], /«--steps»: нужно целое число от 1 до 1000000, указано «0»/],
    [['redo', 'c.polk', '--steps'], /нет значения/],
    [['redo', 'c.polk', '--to', '1,1'], /Неизвестный параметр «--to» у команды redo/],
  ])('polk %j: exit 1', (args, message) => {
    const dir = tempDir('cli-redo');
    const r = polk(dir, ...args);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(message);
  });

  it('is in the help, in both languages', () => {
    const dir = tempDir('cli-redo');
    expect(polk(dir, '--help').stdout).toMatch(/\n {2}redo +повторить отменённое\n/);
    const en = polk(dir, 'redo', '--help', '--lang', 'en');
    expect(en.status).toBe(0);
    expect(en.stdout).toContain('polk redo FILE [--steps N]');
    expect(en.stdout).toContain('nothing to redo');
  });
});
