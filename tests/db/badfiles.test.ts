/**
 * Bad files and bad luck: each gets its own code and a message (what happened, which file, what to
 * do) in Russian and English, and no file's bytes change. A damaged file is moved aside with its
 * -wal and -shm, and the newest good backup is offered.
 */
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, closeSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listBackups } from '../../db';
import type { CampaignFailure } from '../../main/campaign/failure';
import type { CampaignService } from '../../main/campaign/service';
import { createSmall, must, service, sha256File, sidecarsOf, tempDir } from './helpers';
import { rng } from './play';

/** A closed campaign file with some play and a few end-of-turn backups. */
function playedCampaign(svc: CampaignService, dir: string, name = 'camp.polk'): string {
  const c = createSmall(svc, dir, name);
  must(c.endMove());
  must(c.appointMarshal([12, 12]));
  for (let i = 0; i < 3; i++) {
    must(c.endMove());
    must(c.endMove());
  }
  c.close();
  return join(dir, name);
}

function failureOf(r: { ok: boolean; error?: CampaignFailure }): CampaignFailure {
  expect(r.ok).toBe(false);
  return r.error as CampaignFailure;
}

/** The message says which file, in both languages, and neither is empty. */
function expectClearMessage(error: CampaignFailure, file: string) {
  expect(error.message.ru).toContain(file);
  expect(error.message.en).toContain(file);
  expect(error.message.ru).not.toBe(error.message.en);
}

function randomBytes(n: number, seed: number): Buffer {
  const r = rng(seed);
  return Buffer.from(Array.from({ length: n }, () => Math.floor(r() * 256)));
}

describe('bad files', () => {
  it('not found', () => {
    const dir = tempDir('bad');
    const file = join(dir, 'nowhere.polk');
    const e = failureOf(service().open(file));
    expect(e).toMatchObject({ kind: 'failure', code: 'file/not_found', detail: { file } });
    expectClearMessage(e, file);
    expect(existsSync(file)).toBe(false);
  });

  it('a folder', () => {
    const dir = tempDir('bad');
    const e = failureOf(service().open(dir));
    expect(e).toMatchObject({ code: 'file/not_a_campaign', detail: { reason: 'directory' } });
    expectClearMessage(e, dir);
  });

  it('zero length: refused as empty, the newest backup offered, nothing written', () => {
    const dir = tempDir('bad');
    const svc = service();
    const file = playedCampaign(svc, dir);
    writeFileSync(file, '');
    const e = failureOf(svc.open(file));
    expect(e.code).toBe('file/empty');
    expect(e.detail?.backup).toBe(listBackups(file)[0].path);
    expectClearMessage(e, file);
    expect(e.message.ru).toContain(listBackups(file)[0].path);
    expect(readFileSync(file).length).toBe(0);
    expect(sidecarsOf(file)).toEqual([]);
  });

  it('random bytes', () => {
    const dir = tempDir('bad');
    const file = join(dir, 'noise.polk');
    writeFileSync(file, randomBytes(8192, 1));
    const before = sha256File(file);
    const e = failureOf(service().open(file));
    expect(e).toMatchObject({ code: 'file/not_a_campaign', detail: { reason: 'not_sqlite' } });
    expectClearMessage(e, file);
    expect(sha256File(file)).toBe(before);
    expect(readdirSync(dir)).toEqual(['noise.polk']);
  });

  it("another program's SQLite database", () => {
    const dir = tempDir('bad');
    const file = join(dir, 'other.polk');
    const other = new Database(file);
    other.exec('CREATE TABLE t (x)');
    other.close();
    const before = sha256File(file);
    const e = failureOf(service().open(file));
    expect(e).toMatchObject({ code: 'file/not_a_campaign', detail: { reason: 'other_database' } });
    expectClearMessage(e, file);
    expect(sha256File(file)).toBe(before);
    expect(sidecarsOf(file)).toEqual([]);
  });

  it.each([
    ['half of it', (size: number) => Math.floor(size / 2) + 100],
    ['a whole number of pages, too few', (size: number) => size - 4096 * 2],
    ['the first 50 bytes', () => 50],
  ])('truncated: %s', (_label, cut) => {
    const dir = tempDir('bad');
    const svc = service();
    const file = playedCampaign(svc, dir);
    truncateSync(file, cut(readFileSync(file).length));
    const before = sha256File(file);
    const e = failureOf(svc.open(file));
    expect(e.code).toBe('file/truncated');
    expect(e.detail?.backup).toBe(listBackups(file)[0].path);
    expectClearMessage(e, file);
    expect(sha256File(file)).toBe(before);
    expect(sidecarsOf(file)).toEqual([]);
  });

  it('a newer version', () => {
    const dir = tempDir('bad');
    const svc = service();
    const file = playedCampaign(svc, dir);
    const raw = new Database(file);
    raw.pragma('user_version = 999');
    raw.close();
    const before = sha256File(file);
    const e = failureOf(svc.open(file));
    expect(e).toMatchObject({ code: 'file/newer_version', detail: { fileVersion: 999 } });
    expectClearMessage(e, file);
    expect(sha256File(file)).toBe(before);
    expect(sidecarsOf(file)).toEqual([]);
  });

  it('locked by another writer holding the whole file', () => {
    const dir = tempDir('bad');
    const svc = service({ busyTimeoutMs: 100 });
    const file = playedCampaign(svc, dir);
    const holder = new Database(file);
    holder.pragma('locking_mode = EXCLUSIVE');
    holder.exec('BEGIN EXCLUSIVE');
    const before = sha256File(file);
    const e = failureOf(svc.open(file));
    expect(e.code).toBe('file/locked');
    expectClearMessage(e, file);
    holder.exec('ROLLBACK');
    holder.close();
    expect(sha256File(file)).toBe(before);
    // Once the other writer is gone, the file opens as before.
    const c = must(svc.open(file));
    expect(c.verify().ok).toBe(true);
    c.close();
  });

  it('locked by another writer in the middle of a transaction: the order waits, then is refused, nothing written', () => {
    const dir = tempDir('bad');
    const svc = service({ busyTimeoutMs: 100 });
    const file = playedCampaign(svc, dir);
    const c = must(svc.open(file));
    const seq = c.seq();
    const holder = new Database(file);
    holder.exec('BEGIN IMMEDIATE');
    // The busy deadline fired: the answer is file/locked (how long it waited is not the test's business).
    const e = failureOf(c.endMove());
    expect(e).toMatchObject({ kind: 'failure', code: 'file/locked' });
    expectClearMessage(e, file);
    holder.exec('ROLLBACK');
    holder.close();
    expect(c.seq()).toBe(seq);
    must(c.endMove());
    expect(c.verify().ok).toBe(true);
    c.close();
  });

  it('a corrupt page: moved aside with its -wal and -shm, bytes intact, the newest good backup offered', () => {
    const dir = tempDir('bad');
    const svc = service();
    const file = playedCampaign(svc, dir);
    // A crash left a WAL behind: copy the file with its -wal and -shm while a writer holds them.
    const writer = new Database(file);
    writer.pragma('wal_autocheckpoint = 0');
    writer.prepare("INSERT INTO setting (key, value) VALUES ('note', '1')").run();
    const crashed = join(dir, 'crashed.polk');
    for (const s of ['', '-wal', '-shm']) copyFileSync(file + s, crashed + s);
    writer.close();
    mkdirSync(join(dir, 'backups', 'crashed'), { recursive: true });
    for (const b of listBackups(file).slice(0, 2)) copyFileSync(b.path, join(dir, 'backups', 'crashed', b.path.split('/').pop()!.replace(/^camp\./, 'crashed.')));

    // Damage the root page of the order log (a page the WAL does not hold) in the main file.
    const db = new Database(file, { readonly: true });
    const root = db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'log'").pluck().get() as number;
    db.close();
    const fd = openSync(crashed, 'r+');
    writeSync(fd, randomBytes(4096, 7), 0, 4096, (root - 1) * 4096);
    closeSync(fd);
    // The -shm is SQLite's shared-memory index of the WAL, rebuilt by any reader: it moves along,
    // but its bytes are not data. The file and its WAL are compared byte for byte.
    const hashes = ['', '-wal'].map((s) => sha256File(crashed + s));

    const e = failureOf(svc.open(crashed));
    expect(e.code).toBe('file/corrupt');
    expectClearMessage(e, crashed);
    const movedTo = e.detail?.movedTo as string;
    expect(movedTo).toMatch(/crashed\.polk\.corrupt-\d{8}T\d{9}Z$/);
    expect(['', '-wal', '-shm'].map((s) => existsSync(crashed + s))).toEqual([false, false, false]);
    expect(['', '-wal'].map((s) => sha256File(movedTo + s))).toEqual(hashes);
    expect(existsSync(`${movedTo}-shm`)).toBe(true);
    const backup = e.detail?.backup as string;
    expect(backup).toBe(listBackups(crashed)[0].path);
    expect(e.message.ru).toContain(movedTo);
    expect(e.message.en).toContain(backup);
    // The offered backup really is good.
    const restored = must(svc.importCampaign(backup, join(dir, 'restored.polk')));
    expect(restored.verify().ok).toBe(true);
    restored.close();
  });

  it('a corrupt page with no backup: moved aside, and says there is none', () => {
    const dir = tempDir('bad');
    const svc = service({ backups: false });
    const file = playedCampaign(svc, dir);
    const db = new Database(file, { readonly: true });
    const root = db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'ledger'").pluck().get() as number;
    db.close();
    const fd = openSync(file, 'r+');
    writeSync(fd, randomBytes(4096, 8), 0, 4096, (root - 1) * 4096);
    closeSync(fd);
    const before = sha256File(file);
    const e = failureOf(svc.open(file));
    expect(e).toMatchObject({ code: 'file/corrupt', detail: { backup: null } });
    expect(e.message.en).toContain('No good backup');
    expect(sha256File(e.detail?.movedTo as string)).toBe(before);
  });
});
