/** Every call of the campaign service, on real files in a temporary folder. */
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listBackups, sha256Hex, stateHash } from '../../db';
import { presetScenario } from '../../shared/presets';
import { legalOrders, type GameState, type Order } from '../../shared/rules/polkovodets';
import type { HistoryEntry } from '../../shared/bridge/contract';
import { createSmall, must, service, sha256File, SMALL, tempDir } from './helpers';
import { chooseAction, perform, rng } from './play';

describe('create', () => {
  it('creates a campaign from a scenario: entry 0, starting depots, a snapshot, setup phase', () => {
    const dir = tempDir();
    const svc = service();
    const c = createSmall(svc, dir);
    const view = c.view();
    expect(view).toMatchObject({ name: 'small', seq: 0, setupPhase: true, canUndo: false });
    expect(view.path).toBe(join(dir, 'small.polk'));
    expect(view.state.depots).toEqual({ A: 20, N: 40 });
    expect(c.history()).toHaveLength(1);
    expect(c.history()[0]).toMatchObject({ seq: 0, kind: 'create', turn: 1, army: 'A' });
    expect(c.ledger()).toEqual([
      { seq: 0, turn: 1, army: 'A', amount: 10, balance: 10, reason: 'start', note: null },
      { seq: 0, turn: 1, army: 'N', amount: 20, balance: 20, reason: 'start', note: null },
    ]);
    expect(c.verify().ok).toBe(true);
    c.close();
    // Nothing but the file itself is left beside it (the WAL is checkpointed and removed on close).
    expect(readdirSync(dir)).toEqual(['small.polk']);
  });

  it('creates a campaign from presets, with the move order drawn from the seed', () => {
    const dir = tempDir();
    const c = must(service().create(join(dir, 'p.polk'), { name: 'Осень 1812', preset: { armies: ['A', 'N', 'F'], goal: 'fortresses', size: 'small', seed: 11 } }));
    const expected = presetScenario({ armies: ['A', 'N', 'F'], goal: 'fortresses', size: 'small', seed: 11 });
    expect(c.name()).toBe('Осень 1812');
    expect(c.state().armies).toEqual(expected.armies);
    expect(c.state().seed).toBe(11);
    expect(c.state().options.goal).toBe('fortresses');
    expect(c.exportScenario().units).toEqual(expected.units);
    c.close();
  });

  it('accepts the scenario as text', () => {
    const dir = tempDir();
    const c = must(service().create(join(dir, 't.polk'), { scenario: JSON.stringify(SMALL) }));
    expect(c.state().units).toHaveLength(5);
    c.close();
  });

  it('never replaces an existing file', () => {
    const dir = tempDir();
    const file = join(dir, 'taken.polk');
    writeFileSync(file, 'precious');
    const r = service().create(file, { scenario: SMALL });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('file/exists');
    expect(readFileSync(file, 'utf8')).toBe('precious');
  });

  it('refuses a malformed scenario, naming the field, and creates nothing', () => {
    const dir = tempDir();
    const bad = { ...SMALL, units: [...SMALL.units, { id: 'X', army: 'A', type: 'dragon', x: 1, y: 2 }] };
    const r = service().create(join(dir, 'bad.polk'), { scenario: bad });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ kind: 'failure', code: 'setup/unit_type', detail: { field: 'units[5].type' } });
      expect(r.error.message.ru).toContain('units[5].type');
      expect(r.error.message.en).toContain('units[5].type');
    }
    const text = service().create(join(dir, 'bad.polk'), { scenario: '{ "format": ' });
    expect(text.ok).toBe(false);
    if (!text.ok) expect(text.error.code).toBe('setup/not_json');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses bad presets with their own message', () => {
    const dir = tempDir();
    const r = service().create(join(dir, 'p.polk'), { preset: { armies: ['A'], goal: 'rout', size: 'small', seed: 1 } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'preset/armies_count', kind: 'failure' });
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('orders, ends of move, appointments, corrections', () => {
  it('records an accepted order with its events, ledger and hash in one entry', () => {
    const dir = tempDir();
    const c = createSmall(service(), dir);
    const applied = must(c.submitOrder({ kind: 'recruit', commander: 'AM', recruit: 'grenadier', to: [2, 2] }));
    expect(applied.view.seq).toBe(1);
    expect(applied.view.setupPhase).toBe(false);
    expect(applied.view.canUndo).toBe(true);
    expect(applied.events.map((e) => e.type)).toEqual(['recruited', 'depots']);
    expect(c.ledger().at(-1)).toEqual({ seq: 1, turn: 1, army: 'A', amount: -2, balance: 8, reason: 'recruit', note: null });
    const entry = c.history()[1];
    expect(entry).toMatchObject({ seq: 1, kind: 'order', turn: 1, army: 'A', payload: { kind: 'recruit', commander: 'AM', recruit: 'grenadier', to: [2, 2] } });
    c.close();
  });

  it('refuses an illegal order as a refusal with the engine words in both languages, writing nothing', () => {
    const dir = tempDir();
    const c = createSmall(service(), dir);
    c.close();
    const file = join(dir, 'small.polk');
    const before = sha256File(file);
    const again = must(service().open(file));
    const r = again.submitOrder({ kind: 'recruit', commander: 'AM', recruit: 'horse_battery', to: [2, 2] });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ kind: 'refusal', code: 'order/not_enough_depots', detail: { need: 15, have: 10 } });
      expect(r.error.message.ru).toBe('Недостаточно складов: нужно 15, есть 10.');
      expect(r.error.message.en).toBe('Not enough depots: 15 needed, 10 held.');
    }
    expect(again.seq()).toBe(0);
    again.close();
    expect(sha256File(file)).toBe(before);
  });

  it('ends moves (with a snapshot), makes the marshal-less army appoint, and audits corrections', () => {
    const dir = tempDir();
    const c = createSmall(service(), dir);
    const end = must(c.endMove());
    expect(end.events.map((e) => e.type)).toContain('marshal_needed');
    expect(end.view.state.toMove).toBe('N');
    const refusedOrder = c.submitOrder({ kind: 'step', commander: 'N1', to: [10, 11] });
    expect(refusedOrder.ok || refusedOrder.error.code).toBe('order/needs_marshal');
    const appointed = must(c.appointMarshal([12, 12]));
    expect(appointed.events.map((e) => e.type)).toEqual(['marshal_appointed', 'depots']);
    expect(appointed.view.state.depots.N).toBe(10);

    const bad = c.correctDepots('A', 0.3, 'typo');
    expect(!bad.ok && bad.error).toMatchObject({ kind: 'refusal', code: 'depots/bad_amount' });
    const noReason = c.correctDepots('A', 1, '  ');
    expect(!noReason.ok && noReason.error.code).toBe('depots/reason_required');
    const corrected = must(c.correctDepots('A', 2.5, 'дивизионный склад найден под столом'));
    expect(corrected.view.state.depots.A).toBe(25);
    expect(c.ledger().at(-1)).toEqual({ seq: 3, turn: 1, army: 'A', amount: 2.5, balance: 12.5, reason: 'correction', note: 'дивизионный склад найден под столом' });
    expect(c.audit()).toEqual([expect.objectContaining({ kind: 'depots', seq: 3, army: 'A', amount: 2.5, reason: 'дивизионный склад найден под столом' })]);
    expect(c.history().map((h) => h.kind)).toEqual(['create', 'end_move', 'appoint', 'correction']);

    const db = new Database(join(dir, 'small.polk'), { readonly: true });
    expect(db.prepare('SELECT seq FROM snapshot ORDER BY seq').pluck().all()).toEqual([0, 1]);
    db.close();
    expect(c.verify().ok).toBe(true);
    c.close();
  });

  it('keeps the log append-only: the database itself refuses to change or skip entries', () => {
    const dir = tempDir();
    const c = createSmall(service(), dir);
    must(c.endMove());
    must(c.appointMarshal([12, 12]));
    c.close();
    const db = new Database(join(dir, 'small.polk'));
    expect(() => db.prepare("UPDATE log SET payload = '{}' WHERE seq = 1").run()).toThrow(/never changed/);
    expect(() => db.prepare('DELETE FROM log WHERE seq = 2').run()).toThrow(/never removed/);
    expect(() => db.prepare('DELETE FROM log WHERE seq = 1').run()).toThrow(/never removed/);
    expect(() => db.prepare("INSERT INTO log (seq, parent, turn, army, kind, payload, events, state_hash, at) VALUES (5, 2, 1, 'A', 'end_move', '{}', '[]', 'x', 'now')").run()).toThrow(/appended in sequence/);
    expect(() => db.prepare("INSERT INTO log (seq, parent, turn, army, kind, payload, events, state_hash, at) VALUES (3, NULL, 1, 'A', 'end_move', '{}', '[]', 'x', 'now')").run()).toThrow(/follows an earlier one/);
    expect(() => db.prepare("INSERT INTO log (seq, parent, turn, army, kind, payload, events, state_hash, at) VALUES (3, 3, 1, 'A', 'end_move', '{}', '[]', 'x', 'now')").run()).toThrow(/follows an earlier one/);
    expect(() => db.prepare('DELETE FROM snapshot').run()).toThrow(/never removed/);
    expect(() => db.prepare('DELETE FROM ledger').run()).toThrow(/never removed/);
    expect(() => db.prepare('UPDATE ledger SET amount = 0').run()).toThrow(/never changed/);
    expect(() => db.prepare('DELETE FROM correction').run()).not.toThrow(); // empty: nothing to protect
    db.close();
  });

  it('refuses the next write once another connection drops a trigger, though the check is cached between writes', () => {
    const dir = tempDir();
    const c = createSmall(service(), dir);
    must(c.endMove()); // a write: the safeguards are found whole and remembered
    const other = new Database(join(dir, 'small.polk'));
    other.exec('DROP TRIGGER log_no_update');
    other.close();
    const seq = c.seq();
    const r = c.endMove();
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('file/damaged');
    expect(c.seq()).toBe(seq);
    c.close();
  });
});

/** The action of a history entry, given again (a new entry). */
function performEntry(c: ReturnType<typeof createSmall>, entry: HistoryEntry) {
  const p = entry.payload as { at: [number, number]; army: 'A'; halfDepots: number; reason: string };
  return entry.kind === 'order' ? c.submitOrder(entry.payload as Order) : entry.kind === 'end_move' ? c.endMove() : entry.kind === 'appoint' ? c.appointMarshal(p.at) : c.correctDepots(p.army, p.halfDepots / 2, p.reason);
}

/** Play `count` random actions (no undo), returning the state hash after each entry by seq. */
function play(c: ReturnType<typeof createSmall>, seed: number, count: number): Map<number, string> {
  const hashes = new Map<number, string>([[c.seq(), stateHash(c.state())]]);
  const random = rng(seed);
  for (let i = 0; i < count; i++) {
    const action = chooseAction(c.state(), random, { correction: 0.05 });
    if (!action) break;
    const r = perform(c, action);
    if (!r.ok) throw new Error(`random play refused: ${r.error.code}`);
    hashes.set(c.seq(), stateHash(c.state()));
  }
  return hashes;
}

describe('undo, history and replay', () => {
  it('reads the state at every earlier point, read-only', () => {
    const dir = tempDir();
    const c = must(service().create(join(dir, 'h.polk'), { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 3 } }));
    const hashes = play(c, 1, 120);
    const last = c.seq();
    for (const [seq, hash] of hashes) expect(stateHash(must(c.stateAt(seq)))).toBe(hash);
    expect(c.seq()).toBe(last);
    const out = c.stateAt(last + 1);
    expect(!out.ok && out.error.code).toBe('history/out_of_range');
    c.close();
  });

  it('undoes any number of steps, back to the start, and a replay of the same actions gives the same states', () => {
    const dir = tempDir();
    const c = must(service().create(join(dir, 'u.polk'), { preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'small', seed: 5 } }));
    const hashes = play(c, 2, 80);
    const last = c.seq();
    const log = c.history();

    // One step.
    const one = must(c.undo());
    expect(one.view.seq).toBe(last - 1);
    expect(stateHash(one.view.state)).toBe(hashes.get(last - 1));
    // Several steps, to an arbitrary point.
    const point = Math.floor(last / 3);
    must(c.undoTo(point));
    expect(c.seq()).toBe(point);
    expect(stateHash(c.state())).toBe(hashes.get(point));
    expect(c.history()).toHaveLength(point + 1);
    expect(c.ledger().every((l) => l.seq <= point)).toBe(true);
    expect(c.verify().ok).toBe(true);

    // The same actions again, as new entries of a new branch: the same hashes again.
    for (const entry of log.slice(point + 1)) {
      must(performEntry(c, entry));
      expect(stateHash(c.state())).toBe(hashes.get(entry.seq));
    }
    expect(c.history().map((e) => [e.kind, e.payload])).toEqual(log.map((e) => [e.kind, e.payload]));
    const replayedTo = c.seq();
    expect(replayedTo).toBe(last + (last - point));

    // All the way back.
    must(c.undo(last));
    expect(c.seq()).toBe(0);
    expect(stateHash(c.state())).toBe(hashes.get(0));
    expect(c.view().setupPhase).toBe(true);
    const nothing = c.undo();
    expect(!nothing.ok && nothing.error).toMatchObject({ kind: 'refusal', code: 'undo/nothing_to_undo' });
    const zero = c.undo(0);
    expect(!zero.ok && zero.error.code).toBe('undo/bad_steps');

    // Every undo is in the audit trail, with what it took back.
    const undos = c.audit().filter((a) => a.kind === 'undo');
    expect(undos.map((u) => [(u.detail as { from: number }).from, u.seq])).toEqual([
      [last, last - 1],
      [last - 1, point],
      [replayedTo, 0],
    ]);
    expect(c.verify()).toMatchObject({ ok: true, entries: replayedTo + 1 });
    c.close();
  });

  it('undoes to every point of a game and replays back to the same end', () => {
    const dir = tempDir();
    const c = must(service({ backups: false }).create(join(dir, 'every.polk'), { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 12 } }));
    const hashes = play(c, 12, 40);
    const last = c.seq();
    const log = c.history();
    for (let point = last - 1; point >= 0; point--) {
      must(c.undoTo(log[point].seq));
      expect(stateHash(c.state())).toBe(hashes.get(point));
      for (const entry of log.slice(point + 1)) must(performEntry(c, entry));
      expect(c.history()).toHaveLength(log.length);
      expect(stateHash(c.state())).toBe(hashes.get(last));
    }
    expect(c.verify().ok).toBe(true);
    c.close();
  });

  it('refuses to undo further than the start', () => {
    const dir = tempDir();
    const c = createSmall(service(), dir);
    must(c.endMove());
    const r = c.undo(2);
    expect(!r.ok && r.error).toMatchObject({ kind: 'refusal', code: 'undo/too_far', detail: { steps: 2, available: 1 } });
    expect(c.seq()).toBe(1);
    c.close();
  });

  it('gives the same state after closing and opening again', () => {
    const dir = tempDir();
    const svc = service();
    const c = must(svc.create(join(dir, 'r.polk'), { preset: { armies: ['A', 'N'], goal: 'rout', size: 'standard', seed: 9 } }));
    play(c, 3, 60);
    const state = c.state();
    const seq = c.seq();
    c.close();
    const again = must(svc.open(join(dir, 'r.polk')));
    expect(again.seq()).toBe(seq);
    expect(again.state()).toEqual(state);
    again.close();
  });
});

describe('setup phase', () => {
  it('replaces the deployment while nothing is played, as a new start an undo takes back, and refuses once play has begun', () => {
    const dir = tempDir();
    const c = createSmall(service(), dir);
    const first = stateHash(c.state());
    const moved = { ...SMALL, units: SMALL.units.map((u) => (u.id === 'A1' ? { ...u, x: 6, y: 4 } : u)), depots: { A: 12.5, N: 20 } };
    const view = must(c.editSetup(moved));
    expect(view).toMatchObject({ seq: 1, setupPhase: true, canUndo: true });
    expect(view.state.units.find((u) => u.id === 'A1')).toMatchObject({ x: 6, y: 4 });
    // The history and ledger of the game begin at its (new) start.
    expect(c.history().map((h) => [h.seq, h.kind])).toEqual([[1, 'setup']]);
    expect(c.ledger()).toEqual([expect.objectContaining({ seq: 1, army: 'A', amount: 12.5, reason: 'start' }), expect.objectContaining({ seq: 1, army: 'N', amount: 20, reason: 'start' })]);
    expect(c.audit().map((a) => [a.kind, a.seq])).toEqual([['setup', 1]]);
    const bad = c.editSetup({ ...SMALL, depots: { A: 0.3 } });
    expect(!bad.ok && bad.error).toMatchObject({ kind: 'failure', code: 'setup/depots_half' });
    expect(c.verify().ok).toBe(true);

    // Undo brings the first deployment back, redo the edited one.
    must(c.undo());
    expect(c.view()).toMatchObject({ seq: 0, setupPhase: true, canUndo: false });
    expect(stateHash(c.state())).toBe(first);
    expect(c.history().map((h) => h.kind)).toEqual(['create']);
    must(c.redo());
    expect(c.state().units.find((u) => u.id === 'A1')).toMatchObject({ x: 6, y: 4 });

    must(c.endMove());
    const closed = c.editSetup(SMALL);
    expect(!closed.ok && closed.error).toMatchObject({ kind: 'refusal', code: 'campaign/setup_closed', detail: { entries: 1 } });
    expect(c.verify().ok).toBe(true);
    c.close();
  });
});

describe('export, import, verify', () => {
  it('exports a self-contained copy (journal mode DELETE) that imports to the identical campaign', () => {
    const dir = tempDir();
    const svc = service();
    const c = must(svc.create(join(dir, 'e.polk'), { preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'small', seed: 4 } }));
    play(c, 4, 100);
    const copy = join(dir, 'copy.polk');
    expect(must(c.exportCopy(copy)).path).toBe(copy);
    expect(readdirSync(dir).filter((f) => f.startsWith('copy'))).toEqual(['copy.polk']);
    const header = readFileSync(copy).subarray(18, 20);
    expect([...header]).toEqual([1, 1]); // rollback journal, not WAL: one self-contained file
    const again = c.exportCopy(copy);
    expect(!again.ok && again.error.code).toBe('file/exists');

    const imported = must(svc.importCampaign(copy, join(dir, 'imported.polk')));
    expect(imported.state()).toEqual(c.state());
    expect(imported.seq()).toBe(c.seq());
    expect(imported.history()).toEqual(c.history());
    expect(imported.ledger()).toEqual(c.ledger());
    expect(imported.verify().ok).toBe(true);
    const taken = svc.importCampaign(copy, join(dir, 'imported.polk'));
    expect(!taken.ok && taken.error.code).toBe('file/exists');
    imported.close();
    c.close();
  });

  it('round-trips the position through a scenario export', () => {
    const dir = tempDir();
    const svc = service();
    const c = must(svc.create(join(dir, 's.polk'), { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 8 } }));
    play(c, 8, 40);
    const again = must(svc.create(join(dir, 's2.polk'), { scenario: c.exportScenario() }));
    expect(stateHash(again.state())).toBe(stateHash(c.state()));
    again.close();
    c.close();
  });

  it('verify replays the log and catches a tampered snapshot, events, ledger and current state', () => {
    const dir = tempDir();
    const svc = service();
    const file = join(dir, 'v.polk');
    const c = must(svc.create(file, { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 6 } }));
    play(c, 6, 60);
    const report = c.verify();
    expect(report).toMatchObject({ ok: true, integrity: 'ok', entries: c.seq() + 1, problems: [] });
    expect(report.snapshots).toBeGreaterThan(1);
    c.close();

    const tamper = (sql: string, ...args: unknown[]) => {
      const db = new Database(file);
      for (const t of ['log_no_update', 'snapshot_no_update', 'ledger_no_update']) db.exec(`DROP TRIGGER IF EXISTS ${t}`);
      db.prepare(sql).run(...args);
      db.close();
    };
    const problemsAfter = () => {
      const v = must(svc.open(file, { checkCurrent: false }));
      const r = v.verify();
      v.close();
      return r;
    };

    // A snapshot whose text was changed (its hash left as it was).
    const db = new Database(file);
    const snap = db.prepare('SELECT seq, state FROM snapshot WHERE seq > 0 ORDER BY seq LIMIT 1').get() as { seq: number; state: Buffer };
    db.close();
    const { deflateRawSync, inflateRawSync } = require_zlib();
    const text = inflateRawSync(snap.state).toString('utf8').replace(/"turn":(\d+)/, (_m: string, n: string) => `"turn":${Number(n) + 1}`);
    tamper('UPDATE snapshot SET state = ? WHERE seq = ?', deflateRawSync(text), snap.seq);
    let r = problemsAfter();
    expect(r.ok).toBe(false);
    expect(r.problems).toContainEqual(expect.objectContaining({ seq: snap.seq, what: 'snapshot' }));

    // The same text with a matching hash: still caught, by the replay.
    tamper('UPDATE snapshot SET state_hash = ? WHERE seq = ?', sha256Hex(text), snap.seq);
    r = problemsAfter();
    expect(r.problems).toContainEqual(expect.objectContaining({ seq: snap.seq, what: 'snapshot' }));

    // Events and ledger rows.
    tamper("UPDATE log SET events = '[]' WHERE seq = 1");
    tamper('UPDATE ledger SET amount = amount + 2 WHERE id = (SELECT MAX(id) FROM ledger)');
    r = problemsAfter();
    expect(r.problems.map((p) => p.what)).toEqual(expect.arrayContaining(['snapshot', 'events', 'ledger']));

    // The head's row naming the last entry with a wrong hash: opening refuses (file/inconsistent, a
    // backup offered); verify reports it. (An entry appended after the row is the head without it, schema 7.)
    tamper("UPDATE current SET seq = (SELECT MAX(seq) FROM log), log_seq = (SELECT MAX(seq) FROM log), state_hash = 'x'");
    const open = svc.open(file);
    expect(!open.ok && open.error.code).toBe('file/inconsistent');
    r = problemsAfter();
    expect(r.problems).toContainEqual(expect.objectContaining({ what: 'current' }));
  });
});

function require_zlib() {
  // node:zlib, loaded where it is needed (to forge a snapshot the way the store writes it).
  return process.getBuiltinModule ? (process.getBuiltinModule('node:zlib') as typeof import('node:zlib')) : (globalThis as unknown as { require: NodeJS.Require }).require('node:zlib');
}

describe('backups', () => {
  it('backs up at each end of turn, keeps the last 10, and each backup opens', () => {
    const dir = tempDir();
    const svc = service();
    const c = createSmall(svc, dir);
    must(c.endMove());
    must(c.appointMarshal([12, 12]));
    for (let turn = 1; turn <= 12; turn++) {
      must(c.endMove()); // N ends: the turn is over
      must(c.endMove()); // A ends
    }
    const file = join(dir, 'small.polk');
    const backups = listBackups(file);
    expect(backups).toHaveLength(10);
    expect(backups.map((b) => b.number)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(backups.every((b) => b.kind === 'turn' && b.path.startsWith(join(dir, 'backups', 'small')))).toBe(true);
    const newest = must(svc.open(backups[0].path));
    expect(newest.state().turn).toBe(13);
    expect(newest.verify().ok).toBe(true);
    newest.close();
    c.close();
  });

  it('warns, and keeps the action, when a backup cannot be written', () => {
    const dir = tempDir();
    const warnings: string[] = [];
    const svc = service({ onWarning: (w) => warnings.push(w.code) });
    const c = createSmall(svc, dir);
    writeFileSync(join(dir, 'backups'), 'a file where the folder should be');
    must(c.endMove());
    must(c.appointMarshal([12, 12]));
    const end = must(c.endMove());
    expect(end.view.state.turn).toBe(2);
    expect(warnings.length).toBe(1);
    c.close();
  });

  it('backs up the campaign itself when its file was renamed while open and another campaign put at its name', () => {
    const dir = tempDir();
    const warnings: string[] = [];
    const svc = service({ onWarning: (w) => warnings.push(w.code) });
    const c = createSmall(svc, dir);
    must(c.endMove());
    must(c.appointMarshal([12, 12]));
    const file = join(dir, 'small.polk');
    // The game master renames the open file (its WAL and shared memory stay by the old name) and
    // copies another campaign to the old name.
    renameSync(file, join(dir, 'renamed.polk'));
    const other = createSmall(svc, dir, 'other.polk');
    must(other.rename('Другая кампания'));
    other.close();
    copyFileSync(join(dir, 'other.polk'), file);
    must(c.endMove()); // the turn ends: the automatic backup
    const backup = must(c.backupNow(c.state().turn));
    expect(warnings).toEqual([]);
    const backups = listBackups(file);
    expect(backups.map((b) => b.path)).toContain(backup.path);
    for (const b of backups) {
      const copy = must(svc.open(b.path));
      // This campaign's entries (start, end of move, appointment, end of move), not the other file's one.
      expect([copy.name(), copy.seq()]).toEqual([c.name(), 3]);
      copy.close();
    }
    c.close();
  });
});

describe('sessions, settings, recent campaigns, two connections', () => {
  it('records sessions and tells what happened since the last one', () => {
    const dir = tempDir();
    const svc = service();
    const file = join(dir, 's.polk');
    createSmall(svc, dir, 's.polk').close();

    const first = must(svc.open(file, { session: true }));
    expect(first.sinceLastSession()).toEqual({ lastClosed: null, fromSeq: 0, toSeq: 0, entries: [] });
    must(first.endMove());
    must(first.appointMarshal([12, 12]));
    first.close();

    const second = must(svc.open(file, { session: true }));
    const since = second.sinceLastSession();
    expect(since.lastClosed).not.toBeNull();
    expect([since.fromSeq, since.toSeq]).toEqual([0, 2]);
    expect(since.entries.map((e) => e.kind)).toEqual(['end_move', 'appoint']);
    must(second.endMove());
    second.close();

    const third = must(svc.open(file, { session: true }));
    const again = third.sinceLastSession();
    expect([again.fromSeq, again.toSeq]).toEqual([2, 3]);
    expect(third.sessions()).toHaveLength(3);
    expect(third.sessions()[0]).toMatchObject({ open_seq: 0, close_seq: 2, mode: 'test' });
    third.close();
  });

  it('keeps per-campaign settings', () => {
    const dir = tempDir();
    const svc = service();
    const c = createSmall(svc, dir);
    expect(c.setting('zoom')).toBeUndefined();
    must(c.setSetting('zoom', { level: 2 }));
    c.close();
    const again = must(svc.open(join(dir, 'small.polk')));
    expect(again.setting('zoom')).toEqual({ level: 2 });
    must(again.rename('Кампания'));
    expect(again.name()).toBe('Кампания');
    again.close();
  });

  it('lists recent campaigns in the data folder', () => {
    const dir = tempDir();
    const dataDir = join(dir, 'data');
    const svc = service({ dataDir });
    expect(svc.listRecent()).toEqual([]);
    const a = createSmall(svc, dir, 'a.polk');
    must(a.endMove());
    a.close();
    const b = must(svc.create(join(dir, 'b.polk'), { name: 'Бэ', preset: { armies: ['A', 'F'], goal: 'rout', size: 'small', seed: 1 } }));
    b.close();
    const list = svc.listRecent();
    expect(list.map((r) => r.name)).toEqual(['Бэ', 'a']);
    expect(list[1]).toMatchObject({ path: join(dir, 'a.polk'), turn: 1, turnLimit: 80, armies: ['A', 'N'], status: 'playing', exists: true });
    expect(list[1].lastOpened).toMatch(/^2025-/);
    expect(existsSync(join(dataDir, 'recent.json'))).toBe(true);
  });

  it('sees what another connection wrote, and writes on top of it', () => {
    const dir = tempDir();
    const svc = service();
    const one = createSmall(svc, dir);
    const two = must(svc.open(join(dir, 'small.polk')));
    must(one.endMove());
    expect(two.seq()).toBe(1);
    expect(two.state().toMove).toBe('N');
    must(two.appointMarshal([12, 12]));
    const next = must(one.endMove());
    expect(next.view.seq).toBe(3);
    expect(one.verify().ok).toBe(true);
    one.close();
    two.close();
  });

  it('plays a whole small game to its end and verifies', () => {
    const dir = tempDir();
    const c = must(service().create(join(dir, 'g.polk'), { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 2, turnLimit: 6 } }));
    const random = rng(10);
    for (;;) {
      const action = chooseAction(c.state(), random, { endMove: 0.3 });
      if (!action) break;
      must(perform(c, action));
    }
    const state: GameState = c.state();
    expect(state.status).toBe('finished');
    expect(legalOrders(state)).toEqual([]);
    const after = c.submitOrder({ kind: 'step', commander: 'A-M', to: [0, 0] });
    expect(!after.ok && after.error).toMatchObject({ kind: 'refusal', code: 'game/finished' });
    expect(c.verify().ok).toBe(true);
    c.close();
  });
});
