/** Shared set-up for the campaign-file tests: temporary folders, a service with a steady clock, small scenarios. */
import type Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { dataFolderStores } from '../../main/app/settings';
import { CampaignService, type ServiceOptions } from '../../main/campaign/service';
import type { Campaign } from '../../main/campaign/service';
import type { Outcome } from '../../main/campaign/failure';
import { tinyScenario } from '../rules/helpers';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder under the system's temporary directory, removed after the file's tests. */
export function tempDir(label = 'db'): string {
  const dir = mkdtempSync(join(tmpdir(), `polk-${label}-`));
  made.push(dir);
  return dir;
}

/** A clock that advances one second per reading, from 2025-01-01. */
export function steadyClock(start = Date.UTC(2025, 0, 1)): () => Date {
  let t = start;
  return () => new Date((t += 1000));
}

/** A service for tests; `dataDir` gives it the recent list and settings of that data folder, as the shell does. */
export function service(options: Partial<ServiceOptions> & { dataDir?: string } = {}): CampaignService {
  const { dataDir, ...rest } = options;
  return new CampaignService({ appVersion: '0.1.0-test', mode: 'test', now: steadyClock(), busyTimeoutMs: 200, ...(dataDir ? dataFolderStores(dataDir) : {}), ...rest });
}

/** The value of an outcome, or a test failure that shows the error. */
export function must<T>(o: Outcome<T>): T {
  if (!o.ok) throw new Error(`expected success, got ${o.error.code}: ${o.error.message.en}`);
  return o.value;
}

export const sha256File = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

export const sidecarsOf = (file: string): string[] => ['-wal', '-shm', '-journal'].filter((s) => existsSync(file + s));

/**
 * A small two-army campaign on a 15×15 map: A to move with a marshal and two units by its fortress,
 * N without a marshal (it must appoint one when its move begins) but with 20 depots.
 */
export const SMALL = tinyScenario({
  fortresses: [
    { name: 'Цитадель', cells: [[2, 2], [3, 2]] },
    { name: 'Фольварк', cells: [[12, 12], [13, 12]] },
  ],
  fortressOwners: { Цитадель: 'A', Фольварк: 'N' },
  depots: { A: 10, N: 20 },
  units: [
    { id: 'AM', army: 'A', type: 'marshal', x: 1, y: 1 },
    { id: 'A1', army: 'A', type: 'dragoon', x: 4, y: 4 },
    { id: 'A2', army: 'A', type: 'musketeer', x: 5, y: 5 },
    { id: 'N1', army: 'N', type: 'musketeer', x: 10, y: 10 },
    { id: 'N2', army: 'N', type: 'grenadier', x: 11, y: 10 },
  ],
});

/** Create the SMALL campaign at `dir/name`. */
export function createSmall(svc: CampaignService, dir: string, name = 'small.polk'): Campaign {
  return must(svc.create(join(dir, name), { scenario: SMALL }));
}

const WAL_HEADER = 32;
const FRAME_HEADER = 24;

/** The WAL's generation (its salts), how many frames of that generation it holds, and their pages. */
export function walOf(file: string): { salt: string; frames: number; pages: number[] } {
  const wal = readFileSync(`${file}-wal`);
  if (wal.length < WAL_HEADER) return { salt: '', frames: 0, pages: [] };
  const pageSize = wal.readUInt32BE(8);
  const salt = wal.subarray(16, 24);
  const pages: number[] = [];
  for (let at = WAL_HEADER; at + FRAME_HEADER + pageSize <= wal.length; at += FRAME_HEADER + pageSize) {
    if (!wal.subarray(at + 8, at + 16).equals(salt)) break;
    pages.push(wal.readUInt32BE(at));
  }
  return { salt: salt.toString('hex'), frames: pages.length, pages };
}

/**
 * The head as schema 7 reads it (db/migrationHead.ts), in SQL of its own: the `current` row when it
 * was written against the log as it is, else the log's last entry. `moved`: the row names it (its
 * base and text are the head's only then).
 */
export function rawHead(db: Database.Database): { seq: number; state_hash: string; moved: boolean; base: number | null; state: string | null } {
  const row = db
    .prepare(
      `SELECT CASE WHEN moved THEN c.seq ELSE m.last END AS seq, CASE WHEN moved THEN c.state_hash ELSE l.state_hash END AS state_hash, moved, CASE WHEN moved THEN c.base END AS base, CASE WHEN moved THEN c.state END AS state
       FROM current c, (SELECT MAX(seq) AS last FROM log) m, (SELECT c2.log_seq IS NULL OR c2.log_seq >= (SELECT MAX(seq) FROM log) AS moved FROM current c2) x
       JOIN log l ON l.seq = m.last`,
    )
    .get() as { seq: number; state_hash: string; moved: number; base: number | null; state: string | null };
  return { ...row, moved: row.moved === 1 };
}
