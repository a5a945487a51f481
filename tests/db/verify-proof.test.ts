/**
 * `verify` as a proof (issue 11): every stored fact is recomputed from the log and compared, and the
 * inputs (map, options, starting scenario) are chained into the log's hashes, so a change to any of
 * them that does not rewrite the whole chain is caught. Each test tampers with a real file through a
 * plain SQLite connection (dropping a trigger where one stands in the way) and expects the first
 * difference named by table and row.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, listBackups } from '../../db';
import type { Campaign } from '../../main/campaign/service';
import { must, service, tempDir } from './helpers';
import { chooseAction, perform, rng } from './play';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

const FIXTURES = join(__dirname, 'fixtures');

function played(label: string, battles = false): { file: string } {
  const dir = tempDir(label);
  const file = join(dir, `${label}.polk`);
  const c = must(service({ backups: false }).create(file, { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 11 } }));
  const random = rng(5);
  let corrected = false;
  for (let i = 0; i < 40; i++) {
    const action = chooseAction(c.state(), random, { endMove: 0.3 });
    if (!action) break;
    must(perform(c, action));
    if (i === 10) {
      must(c.correctDepots('A', 1.5, 'проверка'));
      corrected = true;
    }
  }
  expect(corrected).toBe(true);
  must(c.undo(2));
  must(c.redo(1));
  if (battles) {
    const { id } = must(c.createBattle({ name: 'Бой у мельницы' }));
    must(c.runInBattle(id, { ruleset: 'club', procedure: 'musket-fire', input: { shooters: 3, rank: 'soldier', distanceCm: 60, cover: 'light' }, dice: [6, 3, 1] }));
    must(c.runInBattle(id, { ruleset: 'skirmishers', procedure: 'rally-test', input: { quality: 'elite' }, seed: 1234 }));
  }
  expect(c.verify()).toMatchObject({ ok: true, problems: [] });
  c.close();
  return { file };
}

function tamper(file: string, fn: (db: Database.Database) => void): void {
  const db = new Database(file);
  try {
    fn(db);
  } finally {
    db.close();
  }
}

function verifyFile(file: string) {
  const c: Campaign = must(service({ backups: false }).open(file, { checkCurrent: false, readOnly: true }));
  try {
    return c.verify();
  } finally {
    c.close();
  }
}

describe('verify catches tampering', () => {
  it('the stored map edited and its hash recomputed (campaign row and start entry alike)', () => {
    const { file } = played('map');
    tamper(file, (db) => {
      const map = JSON.parse(db.prepare('SELECT map FROM campaign').pluck().get() as string) as { rows: string[] };
      // A change no replay notices: a far corner cell's terrain, and nothing stands there.
      const last = map.rows.length - 1;
      const row = map.rows[last];
      map.rows[last] = row.slice(0, -1) + (row.endsWith('.') ? 'M' : '.');
      const text = JSON.stringify(map);
      db.exec('DROP TRIGGER start_entry_no_update');
      db.prepare('UPDATE campaign SET map = ?, map_hash = ?').run(text, sha(text));
      db.prepare('UPDATE start_entry SET map = ?, map_hash = ? WHERE seq = 0').run(text, sha(text));
    });
    const report = verifyFile(file);
    expect(report.ok).toBe(false);
    expect(report.problems[0]).toMatchObject({ seq: 0, what: 'chain', table: 'log', row: 0 });
  });

  it("a depot correction's audit row deleted after dropping its trigger", () => {
    const { file } = played('audit');
    tamper(file, (db) => {
      db.exec('DROP TRIGGER correction_no_delete');
      expect(db.prepare("DELETE FROM correction WHERE kind = 'depots'").run().changes).toBe(1);
    });
    const report = verifyFile(file);
    expect(report.ok).toBe(false);
    expect(report.problems[0]).toMatchObject({ what: 'correction', table: 'correction' });
  });
});

describe('verify recomputes every derived fact', () => {
  it('an undo row of the audit trail deleted: the cursor moves no longer lead to the head', () => {
    const { file } = played('cursor');
    tamper(file, (db) => {
      db.exec('DROP TRIGGER correction_no_delete');
      expect(db.prepare("DELETE FROM correction WHERE kind = 'undo'").run().changes).toBe(1);
    });
    const report = verifyFile(file);
    expect(report.ok).toBe(false);
    // The audit chain breaks at the row after it; the cursor replay says what is missing.
    expect(report.problems[0]).toMatchObject({ what: 'chain', table: 'correction' });
    expect(report.problems).toContainEqual(expect.objectContaining({ what: 'correction', table: 'correction', detail: expect.stringContaining('redo row') }));
  });

  it('an audit row rewritten with its chain left alone, and a depot correction whose row says another amount', () => {
    const { file } = played('amount');
    tamper(file, (db) => {
      db.exec('DROP TRIGGER correction_no_update');
      db.exec("UPDATE correction SET amount = amount + 2 WHERE kind = 'depots'");
    });
    const report = verifyFile(file);
    const id = report.problems[0]?.row;
    expect(report.problems[0]).toMatchObject({ what: 'correction', table: 'correction', detail: expect.stringContaining('differs from the entry') });
    expect(report.problems).toContainEqual(expect.objectContaining({ what: 'chain', table: 'correction', row: id }));
  });

  it('a referee run: a stored result edited, and a seed changed, are caught by replaying the run', () => {
    const { file } = played('battle', true);
    tamper(file, (db) => {
      db.exec('DROP TRIGGER battle_run_no_update');
      const result = JSON.parse(db.prepare('SELECT result FROM battle_run WHERE seq = 1').pluck().get() as string) as Record<string, unknown>;
      db.prepare('UPDATE battle_run SET result = ? WHERE seq = 1').run(JSON.stringify({ ...result, outcome: 'tampered' }));
      db.exec('UPDATE battle_run SET seed = seed + 1 WHERE seq = 2');
    });
    const report = verifyFile(file);
    const runIds = report.problems.filter((p) => p.what === 'battle').map((p) => p.row);
    expect(report.problems[0]).toMatchObject({ what: 'battle', table: 'battle_run' });
    expect(runIds).toHaveLength(2);
  });

  it('an entry rewritten together with its own chained hash: the next entry’s chain does not follow', () => {
    const { file } = played('rechain');
    tamper(file, (db) => {
      db.exec('DROP TRIGGER log_no_update');
      const row = db.prepare("SELECT seq, chain FROM log WHERE kind = 'order' ORDER BY seq LIMIT 1").get() as { seq: number; chain: string };
      db.prepare('UPDATE log SET chain = ? WHERE seq = ?').run(sha(row.chain), row.seq);
    });
    const report = verifyFile(file);
    expect(report.problems[0]).toMatchObject({ what: 'chain', table: 'log' });
  });
});

describe('the chain of an older file', () => {
  it('is written by the migration once the file verifies, after a backup', () => {
    const dir = tempDir('chain-v3');
    const file = join(dir, 'old.polk');
    copyFileSync(join(FIXTURES, 'campaign-v3.sqlite'), file);
    const c = must(service().open(file));
    expect(c.verify()).toMatchObject({ ok: true, problems: [] });
    c.close();
    const [backup] = listBackups(file);
    expect(backup).toMatchObject({ kind: 'pre-migration', number: SCHEMA_VERSION });
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT COUNT(*) FROM log WHERE chain IS NULL').pluck().get()).toBe(0);
    expect(db.prepare('SELECT COUNT(*) FROM correction WHERE chain IS NULL').pluck().get()).toBe(0);
    db.close();
  });

  it('is not written when the file does not verify: it opens as before and verify reports it', () => {
    const dir = tempDir('chain-bad');
    const file = join(dir, 'old.polk');
    copyFileSync(join(FIXTURES, 'campaign-v3.sqlite'), file);
    tamper(file, (db) => {
      // Past the append-only trigger and back: the schema stays whole, only a row lies.
      const trigger = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'log_no_update'").pluck().get() as string;
      db.exec('DROP TRIGGER log_no_update');
      db.exec("UPDATE log SET events = '[]' WHERE seq = (SELECT MAX(seq) FROM log WHERE events <> '[]')");
      db.exec(trigger);
    });
    const c = must(service().open(file, { checkCurrent: false }));
    const report = c.verify();
    c.close();
    expect(report.ok).toBe(false);
    expect(report.problems[0]).toMatchObject({ seq: 0, what: 'chain', table: 'log', detail: expect.stringContaining('no chained hash') });
    expect(report.problems).toContainEqual(expect.objectContaining({ what: 'events', table: 'log' }));
    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.prepare('SELECT COUNT(*) FROM log WHERE chain IS NOT NULL').pluck().get()).toBe(0);
    db.close();
  });
});
