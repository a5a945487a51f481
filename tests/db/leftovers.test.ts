/**
 * What a killed `polk new` or import leaves (`.NAME.creating-PID-XXXXXX` and its -wal/-shm) is
 * removed when the console next opens or creates a campaign in that folder — only when the process
 * named in it is gone: a live writer's temporary file stays.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeStaleTemporaries } from '../../main/campaign/files';
import { backupDirFor } from '../../db';
import { createSmall, must, service, tempDir } from './helpers';

/** A pid that surely belongs to no process: one that has just ended. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(r.stdout.toString());
}

describe('temporary files of a killed writer', () => {
  it('are removed at the next open or create in the folder; a live process’s are kept', () => {
    const dir = tempDir('leftovers');
    must(service().create(join(dir, 'kept.polk'), { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 } })).close();
    const dead = deadPid();
    const stale = [`.lost.polk.creating-${dead}-abc123`, `.lost.polk.creating-${dead}-abc123-wal`, `.lost.polk.creating-${dead}-abc123-shm`, `.other.polk.importing-${dead}-zz9`];
    const live = `.busy.polk.creating-${process.pid}-def456`;
    const unrelated = ['.lost.polk.notes', 'creating-1-abc.polk'];
    for (const name of [...stale, live, ...unrelated]) writeFileSync(join(dir, name), 'x');

    must(service().open(join(dir, 'kept.polk'))).close();
    for (const name of stale) expect(existsSync(join(dir, name)), name).toBe(false);
    expect(existsSync(join(dir, live))).toBe(true);
    for (const name of unrelated) expect(existsSync(join(dir, name)), name).toBe(true);

    // Creating in the folder sweeps too.
    writeFileSync(join(dir, stale[0]), 'x');
    createSmall(service(), dir, 'fresh.polk').close();
    expect(existsSync(join(dir, stale[0]))).toBe(false);
    expect(readdirSync(dir).filter((n) => n.includes('.creating-') && !n.includes(String(process.pid)))).toEqual([]);
  });

  // Issue 25, failure 13: a kill during an end-of-turn backup left a partial copy until the next
  // end-of-turn backup at least ten minutes later; opening the campaign did not clear it.
  it('a kill during an end-of-turn backup: its partial copy is cleared when the campaign next opens', () => {
    const dir = tempDir('leftovers');
    const file = join(dir, 'kept.polk');
    must(service().create(file, { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 } })).close();
    const backups = backupDirFor(file);
    mkdirSync(backups, { recursive: true });
    const dead = deadPid();
    const stale = [`kept.20260101T000000000Z.turn-002.polk.partial-${dead}-k3j2h1`, `kept.20260101T000000000Z.turn-002.polk.partial-${dead}-k3j2h1-journal`];
    const live = `kept.20260101T000000000Z.turn-003.polk.partial-${process.pid}-aa11bb`;
    const backup = 'kept.20260101T000000000Z.turn-001.polk';
    for (const name of [...stale, live, backup]) writeFileSync(join(backups, name), 'x');
    must(service().open(file)).close();
    for (const name of stale) expect(existsSync(join(backups, name)), name).toBe(false);
    expect(existsSync(join(backups, live))).toBe(true);
    expect(existsSync(join(backups, backup))).toBe(true);
  });

  it('a folder that cannot be read is left alone', () => {
    expect(removeStaleTemporaries(join(tempDir('leftovers'), 'no-such-folder'))).toEqual([]);
  });
});
