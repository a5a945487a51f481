/**
 * A full disk, for real: a 600 KiB tmpfs mounted for the test (tests run as root; where mounting is
 * refused the test says so and does not run). The end of a turn whose backup no longer fits is saved,
 * and the warning says the action is saved and only the backup failed; `polk new` on a full disk
 * names the file asked for (not its hidden temporary name) and leaves nothing behind.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Failure } from '../../shared/bridge/contract';
import { run, type Io } from '../../main/cli/run';
import { must, service } from './helpers';

let mountPoint = '';
let mounted = false;
let refusal = '';

beforeAll(() => {
  mountPoint = mkdtempSync(join(tmpdir(), 'polk-full-'));
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=600k', 'tmpfs', mountPoint], { encoding: 'utf8' });
  mounted = r.status === 0;
  refusal = r.stderr || String(r.error ?? '');
  if (!mounted) console.log(`diskfull: mounting a tmpfs was refused (${refusal.trim()}); the real full-disk test does not run here`);
});

afterAll(() => {
  if (mounted) spawnSync('umount', [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

/** Fill the disk up: a filler file grows until the disk says ENOSPC. */
function fill(dir: string): void {
  const fd = openSync(join(dir, 'filler'), 'w');
  const chunk = Buffer.alloc(4096, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (e) {
    expect((e as { code?: string }).code).toBe('ENOSPC');
  } finally {
    closeSync(fd);
  }
}

describe('a full disk', () => {
  it('end of turn: the action is saved, the warning says only the backup failed', (ctx) => {
    if (!mounted) return ctx.skip();
    const dir = join(mountPoint, 'turn');
    mkdirSync(dir);
    const warnings: Failure[] = [];
    const svc = service({ onWarning: (w) => warnings.push(w), backups: true });
    const file = join(dir, 'c.polk');
    const c = must(svc.create(file, { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 2 } }));
    // Play into a turn: the WAL grows to its working size (reused, never shrunk, after checkpoints).
    must(c.endMove());
    const turn = c.state().turn;
    let ended = false;
    for (let i = 0; i < 6 && !ended; i++) {
      const s = c.state();
      // Fill the disk just before the move that ends the turn.
      const last = s.armies[s.armies.length - 1] === s.toMove;
      if (last) {
        fill(dir);
        const r = c.endMove();
        expect(r.ok, r.ok ? '' : r.error.message.en).toBe(true);
        ended = true;
      } else {
        must(c.endMove());
      }
    }
    expect(ended).toBe(true);
    expect(c.state().turn).toBe(turn + 1);
    const seq = c.seq();
    c.close();
    // Saved: the file opens with the action in it (after freeing space, as the words ask).
    rmSync(join(dir, 'filler'));
    const again = must(service().open(file));
    expect(again.seq()).toBe(seq);
    again.close();

    expect(warnings.map((w) => w.code)).toContain('file/disk_full');
    const w = warnings.find((x) => x.code === 'file/disk_full') as Failure;
    expect(w.message.ru).toMatch(/Действие сохранено/);
    expect(w.message.ru).not.toMatch(/не сохранено/);
    expect(w.message.en).toMatch(/action is saved/);
    expect(w.message.en).toMatch(/only the backup failed/);
  });

  it('polk new: names the file asked for, leaves nothing behind', async (ctx) => {
    if (!mounted) return ctx.skip();
    const dir = join(mountPoint, 'new');
    mkdirSync(dir);
    fill(dir);
    let err = '';
    const io: Io = { out: () => undefined, err: (t) => void (err += t) };
    const file = join(dir, 'big.polk');
    const status = await run(['new', file, '--armies', 'A,N,F', '--goal', 'rout', '--size', 'large', '--seed', '1'], io);
    expect(status).toBe(1);
    expect(err).toContain(`«${file}»`);
    expect(err).not.toMatch(/creating-/);
    expect(err).toMatch(/Нет места на диске/);
    expect(err).toMatch(/кампания не создана/);
    expect(readdirSync(dir)).toEqual(['filler']);
  });
});

// Issue 25, failure 14: the export's disk-full message said "the last action is not saved".
describe('wrong words: the export on a full disk', () => {
  it('says the file was not written and the campaign is unchanged, not that an action was lost', async (ctx) => {
    if (!mounted) return ctx.skip();
    // The other tests' fillers go first: this one fills the disk after the campaign is made.
    for (const other of ['new', 'turn']) rmSync(join(mountPoint, other), { recursive: true, force: true });
    const dir = join(mountPoint, 'export');
    mkdirSync(dir);
    const file = join(dir, 'c.polk');
    must(service().create(file, { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 3 } })).close();
    fill(dir);
    let err = '';
    const io: Io = { out: () => undefined, err: (t) => void (err += t) };
    const status = await run(['export', file, join(dir, 'out.json'), '--lang', 'en'], io);
    expect(status).toBe(1);
    expect(err).toMatch(/The disk is full: ".*out\.json" was not written/);
    expect(err).toMatch(/the campaign is unchanged/);
    expect(err).not.toMatch(/action/);
    expect(readdirSync(dir).sort()).toEqual(['c.polk', 'filler']);
  });
});
