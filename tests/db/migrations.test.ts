/**
 * Schema migrations: every committed fixture of an older (or the current) schema version opens and
 * ends with the same schema as a new file; the machinery (one transaction per step, a backup first,
 * a failed step changing nothing, a newer file refused untouched) is tested with a synthetic step.
 */
import Database from 'better-sqlite3';
import { copyFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION, listBackups, migrate, openConnection, schemaVersionOf, type Migration } from '../../db';
import { must, service, sha256File, sidecarsOf, SMALL, tempDir } from './helpers';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixtureFiles = readdirSync(FIXTURES)
  .filter((f) => /^campaign-v\d+\.sqlite$/.test(f))
  .sort();

/** The schema as SQLite records it, plus the two header fields we rely on. */
function schemaOf(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    return {
      objects: db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all(),
      userVersion: db.pragma('user_version', { simple: true }),
      applicationId: db.pragma('application_id', { simple: true }),
    };
  } finally {
    db.close();
  }
}

function newFileSchema(migrations?: readonly Migration[]) {
  const dir = tempDir('schema');
  const c = must(service({ migrations }).create(join(dir, 'new.polk'), { scenario: SMALL }));
  c.close();
  return schemaOf(join(dir, 'new.polk'));
}

/** A next step that adds something, as a real later migration would. */
const NEXT: Migration = {
  version: SCHEMA_VERSION + 1,
  name: 'test: campaign notes',
  up: (db) => {
    db.exec('ALTER TABLE campaign ADD COLUMN notes TEXT');
    db.exec('CREATE TABLE bookmark (seq INTEGER PRIMARY KEY REFERENCES log (seq) ON DELETE CASCADE, label TEXT NOT NULL) STRICT');
  },
};

describe('migrations', () => {
  it('are numbered 1, 2, 3… in order, and the schema version is the last', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(SCHEMA_VERSION).toBe(MIGRATIONS.length);
  });

  it('has a committed fixture file for every schema version', () => {
    expect(fixtureFiles.map((f) => Number(/\d+/.exec(f)![0]))).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it.each(fixtureFiles)('%s opens, verifies, and has the schema of a new file', (name) => {
    const dir = tempDir('fixture');
    const file = join(dir, 'old.polk');
    copyFileSync(join(FIXTURES, name), file);
    const fromVersion = Number(/\d+/.exec(name)![0]);
    const c = must(service().open(file));
    expect(c.verify().ok).toBe(true);
    expect(c.history().length).toBeGreaterThan(10);
    c.close();
    expect(schemaOf(file)).toEqual(newFileSchema());
    expect(schemaOf(file)).toMatchObject({ userVersion: SCHEMA_VERSION, applicationId: APPLICATION_ID });
    // A backup was taken before migrating, and only then.
    expect(listBackups(file).filter((b) => b.kind === 'pre-migration')).toHaveLength(fromVersion < SCHEMA_VERSION ? 1 : 0);
  });

  it('migrates an older file (a synthetic next version) after a backup, to the schema of a new file', () => {
    const dir = tempDir('migrate');
    const file = join(dir, 'campaign.polk');
    copyFileSync(join(FIXTURES, `campaign-v${SCHEMA_VERSION}.sqlite`), file);
    const before = sha256File(file);
    const migrations = [...MIGRATIONS, NEXT];
    const svc = service({ migrations });
    const c = must(svc.open(file));
    const state = c.state();
    expect(c.verify().ok).toBe(true);
    c.close();

    expect(schemaOf(file)).toEqual(newFileSchema(migrations));
    expect(schemaOf(file).userVersion).toBe(SCHEMA_VERSION + 1);
    const backups = listBackups(file);
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatchObject({ kind: 'pre-migration', number: SCHEMA_VERSION + 1 });
    // The backup is the old file as it was: the old console opens it, with the same position.
    expect(schemaOf(backups[0].path).userVersion).toBe(SCHEMA_VERSION);
    const old = must(service().open(backups[0].path));
    expect(old.state()).toEqual(state);
    old.close();
    expect(sha256File(file)).not.toBe(before);
  });

  it('v2 adds the battle record: the v1 fixture migrates after a backup and keeps every byte of its log', () => {
    const dir = tempDir('v1-v2');
    const file = join(dir, 'old.polk');
    copyFileSync(join(FIXTURES, 'campaign-v1.sqlite'), file);
    const before = new Database(join(FIXTURES, 'campaign-v1.sqlite'), { readonly: true });
    // The columns of schema 1 (schema 3 adds the log's parent, schema 4 the chain, schema 5 the campaign's id, schema 6 the head's base).
    const dump = (db: Database.Database) =>
      ['campaign (id, name, created_at, app_version, rules_version, options, source, map, map_hash)', 'log (seq, turn, army, commander, kind, payload, events, state_hash, at)', 'snapshot', 'current (id, seq, state, state_hash)', 'ledger', 'correction (id, at, kind, seq, army, amount, reason, detail)', 'session', 'setting'].map((t) => {
        const [table, columns] = t.split(' (');
        return db.prepare(`SELECT ${columns ? columns.slice(0, -1) : '*'} FROM ${table} ORDER BY rowid`).all();
      });
    const old = dump(before);
    before.close();
    const c = must(service().open(file));
    expect(c.battles()).toEqual([]);
    c.close();
    const after = new Database(file, { readonly: true });
    expect(dump(after)).toEqual(old);
    const tables = after.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual(expect.arrayContaining(['battle', 'battle_run']));
    after.close();
    const [backup] = listBackups(file);
    expect(backup).toMatchObject({ kind: 'pre-migration', number: SCHEMA_VERSION });
    expect(schemaOf(backup.path).userVersion).toBe(1);
  });

  it('leaves the file at its version when a step fails half-way', () => {
    const dir = tempDir('migrate-fail');
    const file = join(dir, 'campaign.polk');
    copyFileSync(join(FIXTURES, `campaign-v${SCHEMA_VERSION}.sqlite`), file);
    const broken: Migration = {
      version: SCHEMA_VERSION + 1,
      name: 'test: fails after its first statement',
      up: (db) => {
        db.exec('CREATE TABLE half_done (x INTEGER) STRICT');
        throw new Error('step failed');
      },
    };
    expect(() => service({ migrations: [...MIGRATIONS, broken] }).open(file)).toThrow('step failed');
    const schema = schemaOf(file);
    expect(schema.userVersion).toBe(SCHEMA_VERSION);
    expect(schema.objects.map((o) => (o as { name: string }).name)).not.toContain('half_done');
    const c = must(service().open(file));
    expect(c.verify().ok).toBe(true);
    c.close();
  });

  it('runs each step in a transaction that sets user_version, and reports the version it found', () => {
    const dir = tempDir('machinery');
    const db = openConnection(join(dir, 'x.polk'), { mustExist: false });
    const seen: number[] = [];
    const steps: Migration[] = [
      { version: 1, name: 'one', up: (d) => seen.push(schemaVersionOf(d)) },
      { version: 2, name: 'two', up: (d) => seen.push(schemaVersionOf(d)) },
    ];
    let backedUpFrom: number | null = null;
    expect(migrate(db, { migrations: steps, beforeMigrating: (v) => (backedUpFrom = v) })).toBe(0);
    expect(seen).toEqual([0, 1]);
    expect(backedUpFrom).toBeNull(); // a new file has nothing to back up
    expect(schemaVersionOf(db)).toBe(2);
    expect(migrate(db, { migrations: steps })).toBe(2);
    db.close();
  });

  it('opens every connection in WAL mode with synchronous FULL, foreign keys and a busy timeout', () => {
    const dir = tempDir('pragmas');
    const db = openConnection(join(dir, 'p.polk'), { mustExist: false, busyTimeoutMs: 1234 });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(1234);
    db.close();
  });

  it('refuses a file of a newer schema version and never touches it', () => {
    const dir = tempDir('newer');
    const file = join(dir, 'future.polk');
    copyFileSync(join(FIXTURES, `campaign-v${SCHEMA_VERSION}.sqlite`), file);
    const raw = new Database(file);
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    raw.close();
    const before = sha256File(file);
    const r = service().open(file);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ kind: 'failure', code: 'file/newer_version', detail: { file, fileVersion: SCHEMA_VERSION + 1, supportedVersion: SCHEMA_VERSION } });
      expect(r.error.message.ru).toContain('более новой версией');
      expect(r.error.message.en).toContain('newer version');
    }
    expect(sha256File(file)).toBe(before);
    expect(sidecarsOf(file)).toEqual([]);
    expect(readdirSync(dir)).toEqual(['future.polk']);
  });

  it('refuses a newer file whose last writer left a WAL behind, without checkpointing it', () => {
    const dir = tempDir('newer-wal');
    const file = join(dir, 'future.polk');
    const c = must(service().create(file, { scenario: SMALL }));
    c.close();
    // A newer console bumps the version and dies with its change still in the WAL.
    const writer = new Database(file);
    writer.pragma('journal_mode = WAL');
    writer.pragma('wal_autocheckpoint = 0');
    writer.pragma(`user_version = ${SCHEMA_VERSION + 5}`);
    const mainBefore = sha256File(file);
    const walBefore = sha256File(`${file}-wal`);
    // (The writer stays open, as a crashed one never closed: its change is only in the WAL.)
    const r = service().open(file);
    expect(!r.ok && r.error).toMatchObject({ code: 'file/newer_version', detail: { fileVersion: SCHEMA_VERSION + 5 } });
    expect(sha256File(file)).toBe(mainBefore);
    expect(sha256File(`${file}-wal`)).toBe(walBefore);
    writer.close();
  });
});

describe('schema 5: the campaign id and the move packets\' keys', () => {
  it('a new campaign gets a random id at creation, and the id cannot be changed', () => {
    const dir = tempDir('v5-id');
    const ids = ['a.polk', 'b.polk'].map((n) => {
      const file = join(dir, n);
      must(service().create(file, { name: 'x', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 } })).close();
      const db = new Database(file);
      const uid = db.prepare('SELECT uid FROM campaign').pluck().get() as string;
      expect(() => db.prepare("UPDATE campaign SET uid = 'ffffffffffffffffffffffffffffffff'").run()).toThrow(/never changed/);
      db.close();
      return uid;
    });
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('an older file gets its id at migration, after a backup that is the file as it was (no id)', () => {
    const dir = tempDir('v4-v5');
    const file = join(dir, 'old.polk');
    copyFileSync(join(FIXTURES, 'campaign-v4.sqlite'), file);
    must(service().open(file)).close();
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT uid FROM campaign').pluck().get()).toMatch(/^[0-9a-f]{32}$/);
    expect(db.prepare('SELECT COUNT(*) FROM mail_key').pluck().get()).toBe(0);
    db.close();
    const [backup] = listBackups(file).filter((b) => b.kind === 'pre-migration');
    expect(schemaOf(backup.path).userVersion).toBe(4);
    const old = new Database(backup.path, { readonly: true });
    expect(old.prepare("SELECT COUNT(*) FROM pragma_table_info('campaign') WHERE name = 'uid'").pluck().get()).toBe(0);
    old.close();
  });
});
