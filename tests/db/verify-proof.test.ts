/**
 * `verify` as a proof (issue 11): every stored fact is recomputed from the log and compared, and the
 * inputs (map, options, starting scenario) are chained into the log's hashes, so a change to any of
 * them that does not rewrite the whole chain is caught. Each test tampers with a real file through a
 * plain SQLite connection (dropping a trigger where one stands in the way) and expects the first
 * difference named by table and row.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../main/campaign/service';
import { must, service, tempDir } from './helpers';
import { chooseAction, perform, rng } from './play';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

function played(label: string): { file: string } {
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
