/** `polk play` and `polk match` through the built command line (a real campaign file). */
import { execFileSync, spawnSync } from 'node:child_process';
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
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const json = (cwd: string, ...args: string[]) => {
  const r = polk(cwd, ...args, '--json');
  if (r.status !== 0) throw new Error(`polk ${args.join(' ')} → ${r.status}\n${r.stderr}\n${r.stdout}`);
  return JSON.parse(r.stdout);
};

describe('polk play and match', () => {
  it('plays one army move through the log: explained, verified, undoable', () => {
    const dir = tempDir();
    json(dir, 'new', 'c.polk', '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--seed', '3');
    const before = json(dir, 'state', 'c.polk');
    const played = json(dir, 'play', 'c.polk', '--army', 'A', '--level', 'strong', '--budget', '600', '--seed', '2');
    expect(played.ok).toBe(true);
    expect(played.steps.at(-1).kind).toBe('end_move');
    for (const s of played.steps) {
      expect(s.explanation.ru.length).toBeGreaterThan(3);
      expect(s.explanation.en.length).toBeGreaterThan(3);
    }
    expect(played.state.toMove).toBe('N');
    expect(played.seq).toBe(played.steps.length);
    // The same seed and budget on the same position give the same orders (a copy of the campaign).
    const again = polk(dir, 'play', 'c.polk', '--army', 'A', '--level', 'strong', '--budget', '600');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('Сейчас ходит Франция (N)');
    expect(polk(dir, 'verify', 'c.polk').status).toBe(0);
    json(dir, 'undo', 'c.polk', '--steps', String(played.steps.length));
    expect(json(dir, 'state', 'c.polk')).toEqual(before);
    const replayed = json(dir, 'play', 'c.polk', '--army', 'A', '--level', 'strong', '--budget', '600', '--seed', '2');
    expect(replayed.steps).toEqual(played.steps);
  }, 120_000);

  it('refuses a bad level in the user language', () => {
    const dir = tempDir();
    json(dir, 'new', 'c.polk', '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--seed', '3');
    const r = polk(dir, 'play', 'c.polk', '--army', 'A', '--level', 'genius', '--lang', 'en');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Unknown level "genius"');
  });

  it('plays whole games and prints the results table', () => {
    const doc = json(tempDir(), 'match', '--levels', 'greedy,random', '--games', '2', '--turn-limit', '30');
    expect(doc.games).toBe(2);
    expect(Object.keys(doc.wins).sort()).toEqual(['greedy', 'random']);
    expect(doc.wins.greedy + doc.wins.random + doc.draws).toBe(2);
  }, 120_000);
});
