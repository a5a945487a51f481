/** `polk play` and `polk match` through the built command line (a real campaign file). */
import { execFileSync, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { newMap, serializeMap } from '../../shared/rules/polkovodets';
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

  it('three armies, one level each: the levels rotate over the seats and every seat is tabulated', () => {
    const doc = json(tempDir(), 'match', '--armies', 'A,N,F', '--levels', 'greedy,greedy,random', '--games', '3', '--turn-limit', '12');
    expect(doc.games).toBe(3);
    expect(doc.armies).toEqual(['A', 'N', 'F']);
    expect(Object.keys(doc.wins).sort()).toEqual(['greedy#1', 'greedy#2', 'random']);
    const wins = Object.values(doc.wins as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(wins + doc.draws).toBe(3);
    // Three games: each army plays each level once (9 seats, one game each).
    expect(doc.seats).toHaveLength(9);
    for (const s of doc.seats) expect(s.games).toBe(1);
    for (const army of ['A', 'N', 'F']) expect(doc.seats.filter((s: { army: string }) => s.army === army).map((s: { level: string }) => s.level).sort()).toEqual(['greedy#1', 'greedy#2', 'random']);
    const seatWins = doc.seats.reduce((a: number, s: { wins: number }) => a + s.wins, 0);
    expect(seatWins).toBe(wins);
  }, 120_000);

  it('refuses levels that do not match the armies, and a repeated army', () => {
    const dir = tempDir();
    const r = polk(dir, 'match', '--armies', 'A,N,F', '--levels', 'greedy,random', '--lang', 'en');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('one level per army (3)');
    const twice = polk(dir, 'match', '--armies', 'A,A', '--levels', 'greedy,random', '--lang', 'en');
    expect(twice.status).toBe(1);
    expect(twice.stderr).toContain('different letters');
  });

  it('plays on a club map file (--map), and refuses a map the check refuses', () => {
    const dir = tempDir();
    const base = newMap({ sheets: 2, sheetWidth: 20, sheetHeight: 20 });
    const club = { ...base, fortresses: [{ name: 'Западная', nameEn: 'Western', home: 'A' as const, cells: [[3, 10], [4, 10]] as [number, number][] }, { name: 'Восточная', nameEn: 'Eastern', home: 'N' as const, cells: [[35, 10], [36, 10]] as [number, number][] }] };
    writeFileSync(join(dir, 'club.json'), serializeMap(club));
    const doc = json(dir, 'match', '--levels', 'greedy,random', '--map', 'club.json', '--games', '2', '--turn-limit', '10');
    expect(doc.wins.greedy + doc.wins.random + doc.draws).toBe(2);
    expect(doc.seats.map((s: { army: string; level: string }) => `${s.army}:${s.level}`).sort()).toEqual(['A:greedy', 'A:random', 'N:greedy', 'N:random']);
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ format: 'polkovodets-map/1', width: 5, height: 2, rows: 'no', fortresses: [] }));
    const bad = polk(dir, 'match', '--levels', 'greedy,random', '--map', 'bad.json', '--lang', 'en');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/map\.rows/);
  }, 120_000);
});
