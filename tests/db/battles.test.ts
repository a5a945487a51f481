/**
 * The battle record of the tabletop referee (issue 7): battles beside the order log, procedure runs
 * stored with their inputs, dice (typed, or the seed: a seeded run replays to the same dice) and
 * whole result; refusals returned and never stored; the last run taken back; undoing orders leaves
 * battles alone; and a v1 campaign file migrating to schema 2.
 */
import Database from 'better-sqlite3';
import { copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listBackups, SCHEMA_VERSION } from '../../db';
import { createDispatcher } from '../../main/app/dispatch';
import { createHandlers } from '../../main/app/handlers';
import type { Failure, Reply } from '../../shared/bridge/contract';
import { referee } from '../../shared/rules/referee';
import { createSmall, must, service, SMALL, tempDir } from './helpers';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

const MUSKETS = { ruleset: 'club', procedure: 'musket-fire', input: { shooters: 3, rank: 'soldier', distanceCm: 60, cover: 'light' } } as const;
const RALLY = { ruleset: 'skirmishers', procedure: 'rally-test', input: { quality: 'elite' } } as const;

function open(label = 'battles', options: Parameters<typeof service>[0] = {}) {
  const dir = tempDir(label);
  const svc = service(options);
  return { dir, svc, c: createSmall(svc, dir) };
}

describe('battles', () => {
  it('are created with an optional turn and campaign fortress, and listed', () => {
    const { c } = open();
    expect(c.battles()).toEqual([]);
    const mill = must(c.createBattle({ name: '  Бой у мельницы ', turn: 1, fortress: 'Цитадель' }));
    expect(mill).toMatchObject({ id: 1, name: 'Бой у мельницы', turn: 1, fortress: 'Цитадель', runCount: 0, lastRunAt: null, campaign: 'small', runs: [] });
    const raid = must(c.createBattle({ name: 'Разведка', fortress: '' }));
    expect(raid).toMatchObject({ id: 2, turn: null, fortress: null });
    expect(c.battles().map((b) => [b.id, b.name, b.runCount])).toEqual([
      [1, 'Бой у мельницы', 0],
      [2, 'Разведка', 0],
    ]);
    // Refused: no name, a turn not yet played, a fortress not on the map.
    const noName = c.createBattle({ name: '   ' });
    expect(!noName.ok && noName.error).toMatchObject({ kind: 'failure', code: 'battle/bad_name' });
    const future = c.createBattle({ name: 'x', turn: 2 });
    expect(!future.ok && future.error).toMatchObject({ code: 'battle/bad_turn', detail: { current: 1 } });
    const nowhere = c.createBattle({ name: 'x', fortress: 'Нигде' });
    expect(!nowhere.ok && nowhere.error.code).toBe('battle/unknown_fortress');
    expect(!nowhere.ok && nowhere.error.message.ru).toContain('Цитадель, Фольварк');
    const missing = c.battle(9);
    expect(!missing.ok && missing.error).toMatchObject({ kind: 'failure', code: 'battle/not_found' });
    expect(!missing.ok && missing.error.message.en).toContain('1 «Бой у мельницы»');
    c.close();
  });

  it('stores a run with the typed dice and the whole result, exactly as the procedure gives it', () => {
    const { c } = open();
    const { id } = must(c.createBattle({ name: 'Бой' }));
    const { battle, run } = must(c.runInBattle(id, { ...MUSKETS, dice: [6, 3, 1] }));
    const expected = referee(MUSKETS.ruleset, MUSKETS.procedure, MUSKETS.input, { kind: 'typed', values: [6, 3, 1] });
    if (!expected.ok) throw new Error('the sample run is refused');
    expect(run).toMatchObject({ seq: 1, ruleset: 'club', procedure: 'musket-fire', input: MUSKETS.input, dice: { kind: 'typed', values: [6, 3, 1] } });
    expect(run.result).toEqual(expected.result);
    expect(run.result.outcome).toMatchObject({ killed: 1, wounded: 1, missed: 1 });
    expect(battle.runCount).toBe(1);
    expect(battle.lastRunAt).toBe(run.at);
    // A procedure without dice is typed with none.
    const none = must(c.runInBattle(id, { ruleset: 'club', procedure: 'movement', input: { moveClass: 'infantry', distanceCm: 10 }, dice: [] }));
    expect(none.run.dice).toEqual({ kind: 'typed', values: [] });
    c.close();
  });

  it('rolls with a seed when no dice are typed: the seed is logged and stored, and replaying it gives the same dice', () => {
    const logged: unknown[] = [];
    const { c } = open('seeded', { onInfo: (message, detail) => logged.push({ message, detail }) });
    const { id } = must(c.createBattle({ name: 'Бой' }));
    const { run } = must(c.runInBattle(id, { ...RALLY, dice: null }));
    expect(run.dice.kind).toBe('seeded');
    const seed = run.dice.kind === 'seeded' ? run.dice.seed : -1;
    expect(Number.isInteger(seed) && seed >= 0).toBe(true);
    expect(run.result.seed).toBe(seed);
    expect(run.result.dice).toHaveLength(2);
    expect(logged).toEqual([{ message: expect.stringContaining(`seed ${seed}`), detail: { battle: id, run: 1, seed } }]);
    // The stored seed replays: through the rules directly, and as a run of its own.
    const replay = referee(RALLY.ruleset, RALLY.procedure, RALLY.input, { kind: 'seeded', seed });
    expect(replay.ok && replay.result).toEqual(run.result);
    const again = must(c.runInBattle(id, { ...RALLY, seed }));
    expect(again.run.dice).toEqual({ kind: 'seeded', seed });
    expect(again.run.result.dice).toEqual(run.result.dice);
    expect(logged).toHaveLength(1); // a seed given is not a seed drawn
    c.close();
  });

  it('draws its seeds from the service option, and reads the same record after reopening', () => {
    const { dir, svc, c } = open('drawn', { drawSeed: () => 1812 });
    const { id } = must(c.createBattle({ name: 'Бой', turn: 1 }));
    const first = must(c.runInBattle(id, RALLY)).run;
    expect(first.dice).toEqual({ kind: 'seeded', seed: 1812 });
    must(c.runInBattle(id, { ...MUSKETS, dice: [2, 2, 5] }));
    const before = must(c.battle(id));
    c.close();
    const reopened = must(svc.open(join(dir, 'small.polk')));
    expect(must(reopened.battle(id))).toEqual(before);
    expect(reopened.verify().ok).toBe(true);
    reopened.close();
  });

  it('returns a refusal and stores nothing', () => {
    const { c } = open();
    const { id } = must(c.createBattle({ name: 'Бой' }));
    must(c.runInBattle(id, { ...MUSKETS, dice: [6, 3, 1] }));
    const before = must(c.battle(id));
    const refusals = [
      [c.runInBattle(id, { ruleset: 'club', procedure: 'cannon-fire', input: { gunnersAtGun: 1, targetDistanceCm: 50 } }), 'club/too_few_gunners', 'gunnersAtGun'],
      [c.runInBattle(id, { ...MUSKETS, input: { ...MUSKETS.input, shooters: 0 }, dice: [6] }), 'referee/bad_field', 'shooters'],
      [c.runInBattle(id, { ...MUSKETS, input: { ...MUSKETS.input, distanceCm: 120 }, dice: [6, 6, 6] }), 'club/out_of_range', 'distanceCm'],
      [c.runInBattle(id, { ...MUSKETS, dice: [6, 3] }), 'referee/not_enough_dice', undefined],
      [c.runInBattle(id, { ...MUSKETS, dice: [6, 3, 7] }), 'referee/bad_die', undefined],
    ] as const;
    for (const [r, code, field] of refusals) {
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error).toMatchObject({ kind: 'refusal', code });
      if (field) expect(r.error.detail).toMatchObject({ field });
      expect(r.error.message.ru.length).toBeGreaterThan(10);
      expect(r.error.message.en.length).toBeGreaterThan(10);
    }
    // Bad requests rather than rules: plain failures.
    const unknown = c.runInBattle(id, { ruleset: 'club', procedure: 'no-such', input: {} });
    expect(!unknown.ok && unknown.error).toMatchObject({ kind: 'failure', code: 'referee/unknown_procedure' });
    const both = c.runInBattle(id, { ...MUSKETS, dice: [6, 3, 1], seed: 4 });
    expect(!both.ok && both.error).toMatchObject({ kind: 'failure', code: 'referee/dice_and_seed' });
    const badSeed = c.runInBattle(id, { ...RALLY, seed: -1 });
    expect(!badSeed.ok && badSeed.error.code).toBe('referee/bad_seed');
    const noBattle = c.runInBattle(99, { ...MUSKETS, dice: [6, 3, 1] });
    expect(!noBattle.ok && noBattle.error.code).toBe('battle/not_found');
    expect(must(c.battle(id))).toEqual(before);
    c.close();
  });

  it('takes back the last run of a battle, and only that', () => {
    const { dir, c } = open();
    const a = must(c.createBattle({ name: 'A' })).id;
    const b = must(c.createBattle({ name: 'B' })).id;
    must(c.runInBattle(a, { ...MUSKETS, dice: [6, 3, 1] }));
    must(c.runInBattle(a, { ...RALLY, seed: 5 }));
    must(c.runInBattle(b, { ...RALLY, seed: 6 }));
    const undone = must(c.undoRun(a));
    expect(undone.removed).toMatchObject({ seq: 2, procedure: 'rally-test', dice: { kind: 'seeded', seed: 5 } });
    expect(undone.battle.runs.map((r) => r.seq)).toEqual([1]);
    expect(must(c.battle(b)).runs).toHaveLength(1);
    // The next run takes the freed number.
    expect(must(c.runInBattle(a, { ...RALLY, seed: 8 })).run.seq).toBe(2);
    must(c.undoRun(a));
    must(c.undoRun(a));
    const nothing = c.undoRun(a);
    expect(!nothing.ok && nothing.error).toMatchObject({ kind: 'refusal', code: 'battle/nothing_to_undo' });
    expect(!c.undoRun(42).ok).toBe(true);
    c.close();
    // The file itself refuses changing a run, removing one from the middle, or a gap in the numbers.
    const raw = new Database(join(dir, 'small.polk'));
    const insert = raw.prepare("INSERT INTO battle_run (battle_id, seq, ruleset, procedure, input, dice_kind, dice, seed, result, at) VALUES (?, ?, 'club', 'movement', '{}', 'typed', '[]', NULL, '{}', 'now')");
    insert.run(a, 1);
    insert.run(a, 2);
    expect(() => insert.run(a, 4)).toThrow(/in sequence/);
    expect(() => raw.prepare('UPDATE battle_run SET result = ? WHERE battle_id = ? AND seq = 1').run('{"x":1}', a)).toThrow(/never changed/);
    expect(() => raw.prepare('DELETE FROM battle_run WHERE battle_id = ? AND seq = 1').run(a)).toThrow(/last run/);
    expect(() => raw.prepare("INSERT INTO battle_run (battle_id, seq, ruleset, procedure, input, dice_kind, dice, seed, result, at) VALUES (?, 3, 'club', 'movement', '{}', 'seeded', '[]', NULL, '{}', 'now')").run(a)).toThrow(/CHECK/);
    raw.close();
  });

  it('is left alone by undoing game orders, and game orders by battles', () => {
    const { c } = open();
    const order = must(c.submitOrder({ kind: 'recruit', commander: 'AM', recruit: 'musketeer', to: [2, 2] }));
    expect(order.view.seq).toBe(1);
    const { id } = must(c.createBattle({ name: 'Бой', turn: 1, fortress: 'Цитадель' }));
    must(c.runInBattle(id, { ...MUSKETS, dice: [6, 3, 1] }));
    must(c.endMove());
    must(c.runInBattle(id, { ...RALLY, seed: 3 }));
    const record = must(c.battle(id));
    const seq = c.seq();
    must(c.undo(c.seq()));
    expect(c.seq()).toBe(0);
    expect(must(c.battle(id))).toEqual(record);
    expect(c.battles()).toHaveLength(1);
    // And the referee's own undo does not move the position.
    must(c.submitOrder({ kind: 'recruit', commander: 'AM', recruit: 'musketeer', to: [2, 2] }));
    const head = c.seq();
    must(c.undoRun(id));
    expect(c.seq()).toBe(head);
    expect(seq).toBe(2);
    expect(c.verify().ok).toBe(true);
    c.close();
  });
});

describe('the battle record through the contract', () => {
  function ok<T>(r: Reply<T> | Promise<Reply<T>>): T {
    const reply = r as Reply<T>;
    if (!reply.ok) throw new Error(`expected ok, got ${reply.error.code}: ${reply.error.message.en}`);
    return reply.value;
  }
  const failed = (r: Reply<unknown> | Promise<Reply<unknown>>): Failure => {
    const reply = r as Reply<unknown>;
    expect(reply.ok).toBe(false);
    return (reply as { error: Failure }).error;
  };

  it('creates, runs, lists, reads and undoes, with refusals as failures in both languages', () => {
    const dir = tempDir('referee-handlers');
    const handlers = createHandlers(service({ dataDir: join(dir, 'data') }), { appVersion: '9.9.9', mode: 'browser', campaignsDir: join(dir, 'campaigns') });
    expect(failed(handlers['referee.battles']({})).code).toBe('campaign/none_open');
    ok(handlers['campaign.create']({ name: 'Кампания', scenario: SMALL }));
    const battle = ok(handlers['referee.createBattle']({ name: 'Бой у мельницы', turn: 1, fortress: 'Цитадель' }));
    expect(battle).toMatchObject({ id: 1, runs: [], campaign: 'Кампания' });
    const typed = ok(handlers['referee.run']({ battleId: 1, ...MUSKETS, dice: [6, 3, 1] }));
    expect(typed.run).toMatchObject({ seq: 1, dice: { kind: 'typed', values: [6, 3, 1] } });
    const rolled = ok(handlers['referee.run']({ battleId: 1, ...RALLY }));
    expect(rolled.run.dice.kind).toBe('seeded');
    expect(rolled.battle.runs).toHaveLength(2);
    const refusal = failed(handlers['referee.run']({ battleId: 1, ruleset: 'club', procedure: 'musket-fire', input: { rank: 'soldier', distanceCm: 'far' } }));
    expect(refusal).toMatchObject({ code: 'referee/bad_field', detail: { field: 'distanceCm' } });
    // The window's words name the field by its label; its key is the detail's (the form marks the field).
    expect(refusal.message.ru).toContain('Расстояние до цели, см');
    expect(refusal.message.en).not.toContain('distanceCm');
    expect(refusal).not.toHaveProperty('kind');
    expect(failed(handlers['referee.run']({ battleId: 1, ruleset: 'chess', procedure: 'x', input: {} })).code).toBe('referee/unknown_ruleset');
    expect(failed(handlers['referee.battle']({ id: 7 })).code).toBe('battle/not_found');
    expect(ok(handlers['referee.battles']({})).map((b) => b.runCount)).toEqual([2]);
    expect(ok(handlers['referee.battle']({ id: 1 })).runs.map((r) => r.procedure)).toEqual(['musket-fire', 'rally-test']);
    expect(ok(handlers['referee.undoRun']({ battleId: 1 })).removed.procedure).toBe('rally-test');
    expect(ok(handlers['referee.battle']({ id: 1 })).runCount).toBe(1);
    handlers.dispose();
  });

  it('announces a battle change as campaign.changed with the position unchanged and the battle named', async () => {
    const dir = tempDir('referee-events');
    const handlers = createHandlers(service({ dataDir: join(dir, 'data') }), { appVersion: '9.9.9', mode: 'browser', campaignsDir: join(dir, 'campaigns') });
    const events: unknown[] = [];
    const d = createDispatcher(handlers, { onEvent: (event, payload) => events.push([event, payload]) });
    const created = (await d.call('campaign.create', { name: 'К', scenario: SMALL })) as Reply<{ path: string }>;
    const path = created.ok ? created.value.path : '';
    await d.call('game.order', { order: { kind: 'recruit', commander: 'AM', recruit: 'musketeer', to: [2, 2] } });
    events.length = 0;
    await d.call('referee.createBattle', { name: 'Бой' });
    await d.call('referee.run', { battleId: 1, ...MUSKETS, dice: [6, 3, 1] });
    await d.call('referee.run', { battleId: 1, ...MUSKETS, dice: [6] }); // refused: no event
    await d.call('referee.battles', {});
    await d.call('referee.undoRun', { battleId: 1 });
    expect(events).toEqual([
      ['campaign.changed', { path, seq: 1, battle: 1 }],
      ['campaign.changed', { path, seq: 1, battle: 1 }],
      ['campaign.changed', { path, seq: 1, battle: 1 }],
    ]);
    handlers.dispose();
  });
});

describe('schema 2', () => {
  it('a v1 campaign migrates to v2 after a backup, then records battles', () => {
    const dir = tempDir('v1');
    const file = join(dir, 'old.polk');
    copyFileSync(join(FIXTURES, 'campaign-v1.sqlite'), file);
    const c = must(service().open(file));
    expect(listBackups(file)).toEqual([expect.objectContaining({ kind: 'pre-migration', number: SCHEMA_VERSION })]);
    expect(c.battles()).toEqual([]);
    const { id } = must(c.createBattle({ name: 'Первый бой', turn: 1 }));
    must(c.runInBattle(id, { ...MUSKETS, dice: [6, 3, 1] }));
    expect(c.verify().ok).toBe(true);
    c.close();
    const raw = new Database(file, { readonly: true });
    expect(raw.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    raw.close();
  });

  it('the v2 fixture keeps its battle record, and every seeded run replays to its dice', () => {
    const dir = tempDir('v2');
    const file = join(dir, 'v2.polk');
    copyFileSync(join(FIXTURES, 'campaign-v2.sqlite'), file);
    const c = must(service().open(file));
    const battles = c.battles();
    expect(battles.map((b) => [b.name, b.runCount])).toEqual([
      ['Бой у мельницы', 2],
      ['Разведка боем', 0],
    ]);
    const record = must(c.battle(battles[0].id));
    expect(record.runs.map((r) => [r.seq, r.procedure, r.dice.kind])).toEqual([
      [1, 'musket-fire', 'typed'],
      [2, 'rally-test', 'seeded'],
    ]);
    for (const run of record.runs) {
      const again = referee(run.ruleset, run.procedure, run.input, run.dice);
      expect(again.ok && again.result.dice).toEqual(run.result.dice);
    }
    c.close();
  });
});
