/**
 * The `polk` command line driven end to end, as a game master (or a script) would: the built
 * bin/polk.mjs in a child process. Exit status 0 done, 2 refused by the rules (JSON on stdout),
 * 1 anything else (a message on stderr, and no file's bytes changed).
 */
import Database from 'better-sqlite3';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { tinyScenario } from '../rules/helpers';
import { sha256File, sidecarsOf, tempDir } from '../db/helpers';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = join(ROOT, 'bin', 'polk.mjs');

beforeAll(() => {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), 'node'], { cwd: ROOT, stdio: 'pipe' });
}, 120_000);

interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

function polk(cwd: string, ...args: string[]): Ran {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 30_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Run, expect exit 0 and a JSON document on stdout. */
function polkJson<T = Record<string, unknown>>(cwd: string, ...args: string[]): T {
  const r = polk(cwd, ...args, '--json');
  if (r.status !== 0) throw new Error(`polk ${args.join(' ')} → ${r.status}\n${r.stderr}\n${r.stdout}`);
  return JSON.parse(r.stdout) as T;
}

/**
 * An 8×8 board: Russia (A) to move with its marshal M, a dragoon beside a French musketeer, 3.5
 * depots and a fortress; France (N) has lost its marshal (it must appoint one) and has 20 depots.
 */
const SCENARIO = tinyScenario({
  rows: ['........', '..=.....', '..=.....', '..=.....', '........', '........', '........', '........'],
  fortresses: [
    { name: 'Цитадель', cells: [[4, 4], [5, 4]] },
    { name: 'Фольварк', cells: [[6, 7], [7, 7]] },
  ],
  fortressOwners: { Цитадель: 'A', Фольварк: 'N' },
  depots: { A: 3.5, N: 20 },
  units: [
    { id: 'M', army: 'A', type: 'marshal', x: 1, y: 1 },
    { id: 'u', army: 'A', type: 'dragoon', x: 2, y: 2 },
    { id: 'n1', army: 'N', type: 'musketeer', x: 3, y: 3 },
    { id: 'n2', army: 'N', type: 'musketeer', x: 6, y: 6 },
  ],
});

function newCampaign(dir: string, name = 'c.polk'): string {
  writeFileSync(join(dir, 's.json'), JSON.stringify(SCENARIO));
  polkJson(dir, 'new', name, '--scenario', 's.json');
  return join(dir, name);
}

const STATE_FIELDS = ['turn', 'turnLimit', 'toMove', 'armies', 'status', 'winner', 'depots', 'strength', 'out', 'needsMarshal', 'ordersLeft', 'units', 'fortresses'];

describe('help', () => {
  it('explains everything in Russian by default and in English with --lang en', () => {
    const dir = tempDir('cli');
    const ru = polk(dir, '--help');
    expect(ru.status).toBe(0);
    expect(ru.stdout).toContain('Команды');
    for (const c of ['new', 'state', 'legal', 'order', 'end-move', 'appoint', 'undo', 'summary', 'export', 'verify']) expect(ru.stdout).toContain(`  ${c}`);
    expect(ru.stdout).toContain('Коды выхода');
    const en = polk(dir, '--help', '--lang', 'en');
    expect(en.stdout).toContain('Commands');
    expect(en.stdout).toContain('Exit status');
    const order = polk(dir, 'order', '--help');
    expect(order.status).toBe(0);
    expect(order.stdout).toContain('polk order FILE --commander ID --unit ID --to X,Y');
    expect(order.stdout).toContain('--recruit TYPE --at X,Y');
    expect(order.stdout).toMatch(/удар/);
    expect(polk(dir, 'help', 'verify', '--lang=en').stdout).toContain('Replays the whole order log');
    const none = polk(dir);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('Команды');
  });
});

describe('a campaign scripted end to end', () => {
  it('runs through new, state, legal, order, end-move, appoint, undo, export, verify and summary', () => {
    const dir = tempDir('cli');
    const created = (() => {
      writeFileSync(join(dir, 's.json'), JSON.stringify(SCENARIO));
      return polkJson<{ ok: boolean; file: string; seq: number; state: { toMove: string } }>(dir, 'new', 'c.polk', '--scenario', 's.json');
    })();
    expect(created).toMatchObject({ ok: true, file: join(dir, 'c.polk'), seq: 0, state: { toMove: 'A' } });

    const state = polkJson<Record<string, unknown>>(dir, 'state', 'c.polk');
    for (const f of STATE_FIELDS) expect(state).toHaveProperty(f);
    expect(state).toMatchObject({ turn: 1, turnLimit: 80, toMove: 'A', armies: ['A', 'N'], status: 'playing', winner: null, depots: { A: 3.5, N: 20 }, strength: { A: 3.5 + 15 + 3, N: 20 + 1 + 1 }, out: [], needsMarshal: false, ordersLeft: ['M'] });
    expect((state.units as unknown[])[1]).toEqual({ id: 'u', army: 'A', type: 'dragoon', x: 2, y: 2, acted: false, riverMoves: 0 });
    expect((state.fortresses as unknown[])[0]).toEqual({ name: 'Цитадель', owner: 'A', hold: null, cells: [[4, 4], [5, 4]] });

    const legal = polkJson<{ kind: string; commander: string; unit?: string; to: number[]; target?: string; recruit?: string }[]>(dir, 'legal', 'c.polk');
    expect(legal).toContainEqual({ kind: 'strike', commander: 'M', unit: 'u', to: [3, 3], target: 'n1' });
    expect(legal).toContainEqual({ kind: 'step', commander: 'M', unit: 'M', to: [0, 0] });
    expect(legal).toContainEqual({ kind: 'recruit', commander: 'M', recruit: 'musketeer', to: [4, 4] });
    expect(new Set(legal.map((o) => o.kind))).toEqual(new Set(['move', 'strike', 'step', 'recruit']));
    expect(polkJson<unknown[]>(dir, 'legal', 'c.polk', '--commander', 'nobody')).toEqual([]);

    // A move onto an enemy is a strike.
    const struck = polkJson<{ ok: boolean; seq: number; events: { type: string }[]; state: { units: { id: string; x: number; y: number }[] } }>(dir, 'order', 'c.polk', '--commander', 'M', '--unit', 'u', '--to', '3,3');
    expect(struck.seq).toBe(1);
    expect(struck.events[0]).toMatchObject({ type: 'struck', unit: 'u', target: 'n1', ranged: false });
    expect(struck.state.units.find((u) => u.id === 'u')).toMatchObject({ x: 3, y: 3 });

    // Refused by the rules: exit 2, JSON with code and a Russian message, the file unchanged.
    const before = sha256File(join(dir, 'c.polk'));
    const again = polk(dir, 'order', 'c.polk', '--commander', 'M', '--step', '0,0', '--json');
    expect(again.status).toBe(2);
    expect(JSON.parse(again.stdout)).toEqual({ ok: false, error: { code: 'order/commander_already_ordered', message: expect.stringMatching(/уже/) } });
    const againEn = polk(dir, 'order', 'c.polk', '--commander', 'M', '--step', '0,0', '--lang', 'en');
    expect(againEn.status).toBe(2);
    expect(JSON.parse(againEn.stdout).error.message).toMatch(/already/);
    expect(againEn.stderr).toMatch(/already/);
    expect(sha256File(join(dir, 'c.polk'))).toBe(before);

    // France has no marshal: it must appoint one before any order.
    const ended = polkJson<{ events: { type: string }[]; state: { toMove: string; needsMarshal: boolean; ordersLeft: string[] } }>(dir, 'end-move', 'c.polk');
    expect(ended.state).toMatchObject({ toMove: 'N', needsMarshal: true, ordersLeft: [] });
    expect(ended.events.map((e) => e.type)).toContain('marshal_needed');
    expect(polkJson<unknown[]>(dir, 'legal', 'c.polk')).toEqual([]);
    const early = polk(dir, 'end-move', 'c.polk', '--json');
    expect(early.status).toBe(2);
    expect(JSON.parse(early.stdout).error.code).toBe('marshal/appoint_first');
    const appointed = polkJson<{ events: { type: string; amount?: number }[]; state: { depots: { N: number }; ordersLeft: string[] } }>(dir, 'appoint', 'c.polk', '--at', '6,7');
    expect(appointed.state.depots.N).toBe(5);
    expect(appointed.events).toContainEqual(expect.objectContaining({ type: 'depots', amount: -15, balance: 5, reason: 'marshal' }));
    expect(appointed.state.ordersLeft).toHaveLength(1);
    polkJson(dir, 'end-move', 'c.polk');

    // Turn 2: Russia recruits in its fortress (3.5 → 2.5 depots).
    const recruited = polkJson<{ seq: number; state: { turn: number; depots: { A: number } } }>(dir, 'order', 'c.polk', '--commander', 'M', '--recruit', 'musketeer', '--at', '4,4');
    expect(recruited.state).toMatchObject({ turn: 2, depots: { A: 2.5 } });
    expect(recruited.seq).toBe(5);
    const poor = polk(dir, 'order', 'c.polk', '--commander', 'M', '--recruit', 'cuirassier', '--at', '5,4', '--json');
    expect(poor.status).toBe(2);

    // Undo: one step, then two.
    expect(polkJson<{ seq: number; state: { depots: { A: number } } }>(dir, 'undo', 'c.polk')).toMatchObject({ seq: 4, state: { depots: { A: 3.5 } } });
    expect(polkJson<{ seq: number; state: { toMove: string; needsMarshal: boolean } }>(dir, 'undo', 'c.polk', '--steps', '2')).toMatchObject({ seq: 2, state: { toMove: 'N', needsMarshal: true } });
    const tooFar = polk(dir, 'undo', 'c.polk', '--steps', '9', '--json');
    expect(tooFar.status).toBe(2);
    expect(JSON.parse(tooFar.stdout).error.code).toBe('undo/too_far');

    // Export the position as a scenario; it creates the same campaign again.
    const exported = polkJson<{ ok: boolean; out: string }>(dir, 'export', 'c.polk', 'pos.json');
    expect(exported.out).toBe(join(dir, 'pos.json'));
    expect(JSON.parse(readFileSync(join(dir, 'pos.json'), 'utf8')).format).toBe('polkovodets-scenario/1');
    polkJson(dir, 'new', 'c2.polk', '--scenario', 'pos.json');
    expect(polkJson(dir, 'state', 'c2.polk')).toEqual(polkJson(dir, 'state', 'c.polk'));
    expect(polkJson(dir, 'legal', 'c2.polk')).toEqual(polkJson(dir, 'legal', 'c.polk'));

    // Verify, in words and in JSON.
    const verified = polk(dir, 'verify', 'c.polk');
    expect(verified.status).toBe(0);
    expect(verified.stdout).toMatch(/сходится/);
    // Every entry of the log is replayed: the three the undos took back stay in the file (schema 3).
    expect(polkJson(dir, 'verify', 'c.polk')).toMatchObject({ ok: true, entries: 6, integrity: 'ok', seq: 2 });

    // The turn summary (the renderer belongs to the summaries issue; here: the command runs and writes).
    const md = polk(dir, 'summary', 'c.polk', '--turn', '1', '--format', 'md', '--out', 'turn1.md');
    expect(md.status).toBe(0);
    expect(readFileSync(join(dir, 'turn1.md'), 'utf8').length).toBeGreaterThan(0);
    expect(polkJson(dir, 'summary', 'c.polk', '--turn', '1', '--army', 'A', '--format', 'json', '--out', 'turn1.json')).toMatchObject({ ok: true, out: join(dir, 'turn1.json') });
    expect(() => JSON.parse(readFileSync(join(dir, 'turn1.json'), 'utf8'))).not.toThrow();
    const future = polk(dir, 'summary', 'c.polk', '--turn', '9', '--format', 'md', '--out', 'turn9.md');
    expect(future.status).toBe(1);
    expect(existsSync(join(dir, 'turn9.md'))).toBe(false);
  });

  it('prints the position in words without --json', () => {
    const dir = tempDir('cli');
    newCampaign(dir);
    const ru = polk(dir, 'state', 'c.polk');
    expect(ru.status).toBe(0);
    expect(ru.stdout).toContain('Ход 1 из 80, ходит Россия (A)');
    expect(ru.stdout).toContain('Склады: A 3,5 · N 20');
    const en = polk(dir, 'state', 'c.polk', '--lang', 'en');
    expect(en.stdout).toContain('Turn 1 of 80, Russia (A) to move');
    const order = polk(dir, 'order', 'c.polk', '--commander', 'M', '--unit', 'u', '--to', '3,3');
    expect(order.status).toBe(0);
    expect(order.stdout).toContain('Приказ принят');
    expect(order.stdout).toContain('цель снята');
  });

  it('creates campaigns from presets: the same seed draws the same move order', () => {
    const dir = tempDir('cli');
    const a = polkJson<{ seed: number; state: { armies: string[] } }>(dir, 'new', 'a.polk', '--armies', 'A,N,F', '--goal', 'rout', '--size', 'standard', '--seed', '42');
    const b = polkJson<{ seed: number; state: { armies: string[] } }>(dir, 'new', 'b.polk', '--armies', 'F,A,N', '--goal', 'rout', '--size', 'standard', '--seed', '42');
    expect(a.seed).toBe(42);
    expect(a.state.armies).toEqual(b.state.armies);
    const random = polkJson<{ seed: number }>(dir, 'new', 'r.polk', '--armies', 'A,N', '--goal', 'fortresses', '--size', 'small');
    expect(Number.isInteger(random.seed)).toBe(true);
    expect(polkJson(dir, 'state', 'r.polk')).toMatchObject({ goal: 'fortresses', seed: random.seed });
    const words = polk(dir, 'new', 'w.polk', '--armies', 'A,N', '--size', 'large', '--seed', '3', '--turn-limit', '20', '--depots', '12.5');
    expect(words.status).toBe(0);
    expect(words.stdout).toContain('жребий: 3');
    expect(polkJson(dir, 'state', 'w.polk')).toMatchObject({ turnLimit: 20, depots: { A: 12.5, N: 12.5 } });
  });
});

describe('bad arguments: exit 1, a clear message, no file changed', () => {
  it.each([
    [['frobnicate', 'c.polk'], /Неизвестная команда «frobnicate»/],
    [['state', 'c.polk', '--colour'], /Неизвестный параметр «--colour»/],
    [['state'], /Не указан файл кампании/],
    [['state', 'c.polk', 'extra'], /Лишний аргумент «extra»/],
    [['order', 'c.polk', '--commander', 'M', '--unit', 'u', '--to', '3'], /клетка X,Y/],
    [['order', 'c.polk', '--commander', 'M', '--unit', 'u', '--to', '-1,2'], /клетка X,Y/],
    [['order', 'c.polk', '--commander', 'M'], /одно из трёх/],
    [['order', 'c.polk', '--commander', 'M', '--step', '1,1', '--unit', 'u', '--to', '2,2'], /одно из трёх/],
    [['order', 'c.polk', '--unit', 'u', '--to', '3,3'], /--commander/],
    [['order', 'c.polk', '--commander'], /нет значения/],
    [['appoint', 'c.polk'], /--at/],
    [['undo', 'c.polk', '--steps', 'two'], /целое число/],
    [['undo', 'c.polk', '--steps', '0'], /«--steps»: нужно целое число от 1 до 1000000, указано «0»/],
    [['summary', 'c.polk', '--turn', '1', '--format', 'docx', '--out', 'x'], /md, html, json или pdf/],
    [['summary', 'c.polk', '--turn', '1', '--army', 'Q', '--format', 'md'], /«--army»: A, N, F, их список через запятую или each/],
    [['state', 'c.polk', '--lang', 'de'], /ru или en/],
    [['new', 'd.polk', '--scenario', 's.json', '--armies', 'A,N'], /либо --scenario, либо/],
    [['new', 'd.polk'], /--scenario S.json или --armies/],
    [['new', 'd.polk', '--armies', 'A,X', '--size', 'small'], /Неизвестная армия/],
    [['new', 'd.polk', '--armies', 'A,N', '--size', 'huge'], /small, standard или large/],
    [['new', 'd.polk', '--armies', 'A,N', '--seed', '1.5'], /целое число/],
    [['new', 'c.polk', '--scenario', 's.json'], /уже существует/],
    [['export', 'c.polk'], /OUT/],
    [['export', 'c.polk', 'c.polk'], /уже существует/],
  ])('polk %j', (args, message) => {
    const dir = tempDir('cli');
    const file = newCampaign(dir);
    const before = sha256File(file);
    const listing = readdirSync(dir).sort();
    const r = polk(dir, ...args);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe('');
    expect(sha256File(file)).toBe(before);
    expect(readdirSync(dir).sort()).toEqual(listing);
  });

  it('answers in English with --lang en, and in JSON on stdout too with --json', () => {
    const dir = tempDir('cli');
    const r = polk(dir, 'state', 'c.polk', '--colour', '--lang', 'en', '--json');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/Unknown option "--colour"/);
    expect(JSON.parse(r.stdout)).toEqual({ ok: false, error: { code: 'cli/unknown_option', message: expect.stringMatching(/Unknown option/) } });
  });
});

describe('malformed scenario files: exit 1, the field named, nothing created', () => {
  const river = ['........', '~~~~~~~~', '........', '........'];
  it.each([
    ['not JSON', '{ "format": "polkovodets-scenario/1", ', /не JSON/],
    ['an unknown unit type', { ...SCENARIO, units: [...SCENARIO.units, { id: 'x', army: 'A', type: 'dragon', x: 0, y: 7 }] }, /units\[4\]\.type/],
    ['a unit off the map', { ...SCENARIO, units: [...SCENARIO.units, { id: 'x', army: 'A', type: 'hussar', x: 8, y: 0 }] }, /units\[4\]/],
    ['two units on a cell', { ...SCENARIO, units: [...SCENARIO.units, { id: 'x', army: 'N', type: 'hussar', x: 1, y: 1 }] }, /units\[4\]/],
    ['a battery on the river', tinyScenario({ rows: river, units: [{ id: 'M', army: 'A', type: 'marshal', x: 0, y: 0 }, { id: 'K', army: 'N', type: 'marshal', x: 7, y: 3 }, { id: 'b', army: 'A', type: 'battery', x: 2, y: 1 }] }), /units\[2\]/],
    ['depots not a multiple of 0.5', { ...SCENARIO, depots: { A: 3.3, N: 20 } }, /depots\.A/],
    ['an unknown army', { ...SCENARIO, armies: ['A', 'N', 'Q'] }, /armies/],
    ['a missing file', null, /не найден/],
  ])('%s', (_label, content, message) => {
    const dir = tempDir('cli');
    if (content !== null) writeFileSync(join(dir, 'bad.json'), typeof content === 'string' ? content : JSON.stringify(content));
    const listing = readdirSync(dir).sort();
    const r = polk(dir, 'new', 'c.polk', '--scenario', 'bad.json');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(readdirSync(dir).sort()).toEqual(listing);
  });
});

describe('bad campaign files: exit 1, a clear message, the bytes unchanged', () => {
  function expectRefused(dir: string, file: string, code: string, message: RegExp) {
    const before = existsSync(file) ? sha256File(file) : null;
    const r = polk(dir, 'state', file, '--json');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toContain(file);
    expect(JSON.parse(r.stdout).error.code).toBe(code);
    if (before) expect(sha256File(file)).toBe(before);
    return r;
  }

  it('not found, empty, random bytes, truncated, newer version', () => {
    const dir = tempDir('cli');
    expectRefused(dir, join(dir, 'none.polk'), 'file/not_found', /не найден/);
    writeFileSync(join(dir, 'empty.polk'), '');
    expectRefused(dir, join(dir, 'empty.polk'), 'file/empty', /пуст \(0 байт\)/);
    writeFileSync(join(dir, 'noise.polk'), Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256)));
    expectRefused(dir, join(dir, 'noise.polk'), 'file/not_a_campaign', /не файл кампании/);
    const file = newCampaign(dir);
    copyFileSync(file, join(dir, 'half.polk'));
    truncateSync(join(dir, 'half.polk'), Math.floor(readFileSync(file).length / 2) + 10);
    expectRefused(dir, join(dir, 'half.polk'), 'file/truncated', /обрезан/);
    copyFileSync(file, join(dir, 'future.polk'));
    const raw = new Database(join(dir, 'future.polk'));
    raw.pragma('user_version = 77');
    raw.close();
    expectRefused(dir, join(dir, 'future.polk'), 'file/newer_version', /более новой версией/);
    expect(sidecarsOf(join(dir, 'future.polk'))).toEqual([]);
    // English on request.
    const en = polk(dir, 'state', 'empty.polk', '--lang', 'en');
    expect(en.stderr).toMatch(/is empty \(0 bytes\)/);
  });

  it('a corrupt page: moved aside, and the message says where', () => {
    const dir = tempDir('cli');
    const file = newCampaign(dir);
    const db = new Database(file, { readonly: true });
    const root = db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'log'").pluck().get() as number;
    db.close();
    const bytes = readFileSync(file);
    bytes.fill(0x5a, (root - 1) * 4096 + 8, root * 4096);
    writeFileSync(file, bytes);
    const before = sha256File(file);
    // A reading command never changes the folder: verify refuses it and leaves it where it is.
    const read = polk(dir, 'verify', 'c.polk', '--json');
    expect(read.status).toBe(1);
    expect(JSON.parse(read.stdout).error).toMatchObject({ code: 'file/corrupt', detail: { movedTo: null } });
    expect(sha256File(file)).toBe(before);
    // A writing command moves it aside, so nothing writes to it again.
    const r = polk(dir, 'end-move', 'c.polk', '--json');
    expect(r.status).toBe(1);
    const error = JSON.parse(r.stdout).error;
    expect(error.code).toBe('file/corrupt');
    expect(r.stderr).toMatch(/повреждён/);
    expect(r.stderr).toContain(error.detail.movedTo);
    expect(existsSync(file)).toBe(false);
    expect(sha256File(error.detail.movedTo)).toBe(before);
  });

  it('locked by another writer', async () => {
    const dir = tempDir('cli');
    const file = newCampaign(dir);
    const holder = new Database(file);
    holder.pragma('locking_mode = EXCLUSIVE');
    holder.exec('BEGIN EXCLUSIVE');
    // spawnSync would block this process, and with it nothing; but keep the event loop free anyway.
    const r = await new Promise<Ran>((done) => {
      const child = spawn(process.execPath, [BIN, 'end-move', 'c.polk'], { cwd: dir });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('exit', (status) => done({ status, stdout, stderr }));
    });
    holder.exec('ROLLBACK');
    holder.close();
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/занят другой программой/);
    expect(polkJson(dir, 'state', 'c.polk')).toMatchObject({ toMove: 'A' });
  }, 30_000);

  it('verify exits 1 on a tampered snapshot, listing it', () => {
    const dir = tempDir('cli');
    const file = newCampaign(dir);
    polkJson(dir, 'end-move', 'c.polk');
    const db = new Database(file);
    // Schema 3's triggers refuse any change to a snapshot; a tamperer drops them first.
    db.exec('DROP TRIGGER snapshot_no_update');
    db.prepare("UPDATE snapshot SET state_hash = 'tampered' WHERE seq = 1").run();
    db.close();
    const r = polk(dir, 'verify', 'c.polk');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/не сошлась/);
    expect(r.stderr).toMatch(/#1 snapshot/);
  });
});
