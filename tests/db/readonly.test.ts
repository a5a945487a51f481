/**
 * Reading commands never change a file's bytes (issue 11): `verify`, `state` and the other readers
 * open the file's image in memory — no journal-mode switch (a backup in journal mode DELETE stays
 * one), no -wal or -shm left behind, an older schema migrated in memory only. On a read-only file in
 * a read-only folder they still read: tested as the unprivileged user `nobody` (setpriv), since the
 * tests run as root, for whom a chmod refuses nothing.
 */
import Database from 'better-sqlite3';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSmall, must, service, sha256File, tempDir } from './helpers';
import { chooseAction, perform, rng, type Action } from './play';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURES = join(ROOT, 'tests', 'db', 'fixtures');

/** The file's hash and the folder's listing: what a reading command must leave as it was. */
const footprint = (file: string) => ({ sha: sha256File(file), listing: readdirSync(dirname(file)).sort() });

const journalMode = (file: string): string => {
  const db = new Database(file, { readonly: true });
  try {
    return db.pragma('journal_mode', { simple: true }) as string;
  } finally {
    db.close();
  }
};

/** A small campaign with some play, closed (a WAL-mode file with no -wal left). */
function campaignFile(label: string): string {
  const dir = tempDir(label);
  const c = createSmall(service({ backups: false }), dir);
  must(c.endMove());
  const { id } = must(c.createBattle({ name: 'Бой' }));
  must(c.runInBattle(id, { ruleset: 'skirmishers', procedure: 'rally-test', input: { quality: 'elite' }, seed: 7 }));
  const file = c.path;
  c.close();
  return file;
}

/** The same file as a backup is: journal mode DELETE. */
function asDeleteJournal(file: string): void {
  const db = new Database(file);
  db.pragma('journal_mode = DELETE');
  db.close();
}

describe('reading opens read-only', () => {
  it('verify and state on a backup in journal mode DELETE leave every byte and the folder as they were', () => {
    const file = campaignFile('ro-delete');
    asDeleteJournal(file);
    const before = footprint(file);
    const svc = service({ backups: false });
    const c = must(svc.open(file, { readOnly: true, checkCurrent: false }));
    expect(c.verify()).toMatchObject({ ok: true, problems: [] });
    expect(c.state().turn).toBe(1);
    expect(c.battles()).toHaveLength(1);
    c.close();
    expect(footprint(file)).toEqual(before);
    expect(journalMode(file)).toBe('delete');
  });

  it('an older schema is migrated in memory only: the file stays at its version, no backup is made', () => {
    const dir = tempDir('ro-old');
    const file = join(dir, 'old.polk');
    copyFileSync(join(FIXTURES, 'campaign-v1.sqlite'), file);
    const before = footprint(file);
    const c = must(service().open(file, { readOnly: true, checkCurrent: false }));
    expect(c.verify()).toMatchObject({ ok: true, problems: [] });
    c.close();
    expect(footprint(file)).toEqual(before);
    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    db.close();
  });

  it('while another connection holds the file with a WAL, a reader sees its last commit and writes nothing', () => {
    const dir = tempDir('ro-live');
    const writer = createSmall(service({ backups: false }), dir);
    must(writer.endMove());
    // One more action after the end of move's checkpoint: its commit is in the WAL only.
    must(perform(writer, chooseAction(writer.state(), rng(1), { endMove: 0 }) as Action));
    const file = writer.path;
    expect(existsSync(`${file}-wal`)).toBe(true);
    const before = { main: sha256File(file), wal: sha256File(`${file}-wal`), listing: readdirSync(dir).sort() };
    const reader = must(service({ backups: false }).open(file, { readOnly: true }));
    expect(reader.seq()).toBe(writer.seq());
    expect(reader.verify()).toMatchObject({ ok: true });
    reader.close();
    expect({ main: sha256File(file), wal: sha256File(`${file}-wal`), listing: readdirSync(dir).sort() }).toEqual(before);
    writer.close();
  });

  it('a campaign opened read-only refuses to write, and the file is untouched', () => {
    const file = campaignFile('ro-write');
    const before = footprint(file);
    const c = must(service({ backups: false }).open(file, { readOnly: true }));
    const r = c.endMove();
    expect(!r.ok && r.error.code).toBe('file/read_only');
    c.close();
    expect(footprint(file)).toEqual(before);
  });
});

const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => existsSync(p));
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

describe.runIf(setpriv && asRoot)('reading commands as an unprivileged user, on a read-only file in a read-only folder', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), 'node'], { cwd: ROOT, stdio: 'pipe' });
  }, 120_000);

  const asNobody = (cwd: string, ...args: string[]) =>
    spawnSync(setpriv as string, ['--reuid=nobody', '--regid=nogroup', '--clear-groups', process.execPath, join(ROOT, 'bin', 'polk.mjs'), ...args], {
      cwd,
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: '/nonexistent', LANG: 'C.UTF-8' },
    });

  it.each(['wal', 'delete'] as const)('every reader reads and leaves the bytes and the folder as they were (file in journal mode %s)', (mode) => {
    const file = campaignFile(`ro-nobody-${mode}`);
    if (mode === 'delete') asDeleteJournal(file);
    const dir = dirname(file);
    chmodSync(file, 0o444);
    chmodSync(dir, 0o555);
    try {
      // nobody really cannot write here (the premise of the test).
      expect(spawnSync(setpriv as string, ['--reuid=nobody', '--regid=nogroup', '--clear-groups', 'touch', join(dir, 'probe')]).status).not.toBe(0);
      const before = footprint(file);
      const commands = [['state', file], ['state', file, '--json'], ['verify', file, '--json'], ['legal', file], ['battles', file], ['battle', file, '--id', '1'], ['summary', file, '--turn', '1', '--format', 'md']];
      for (const args of commands) {
        const r = asNobody(dir, ...args);
        expect({ args, status: r.status, stderr: r.stderr }).toEqual({ args, status: 0, stderr: '' });
        expect(footprint(file)).toEqual(before);
      }
      expect(JSON.parse(asNobody(dir, 'verify', file, '--json').stdout)).toMatchObject({ ok: true });
      // A writing command is refused with a message, and nothing is left behind either.
      const order = asNobody(dir, 'end-move', file);
      expect(order.status).toBe(1);
      expect(order.stderr).toMatch(/^polk: /);
      expect(footprint(file)).toEqual(before);
      expect(journalMode(file)).toBe(mode);
    } finally {
      chmodSync(dir, 0o755);
      chmodSync(file, 0o644);
    }
  });

  // Issue 25, failure 10: a refused write on a read-only file left a 0444 -shm, and the campaign
  // stayed "read-only" after chmod 644 until the -shm was deleted by hand.
  it('a refused write on a read-only file leaves a 0444 -shm: none is left, and chmod 644 makes it writable again', () => {
    const file = campaignFile('ro-shm');
    const dir = dirname(file);
    chmodSync(dir, 0o777);
    execFileSync('chown', ['nobody:nogroup', file]);
    chmodSync(file, 0o444);
    try {
      const before = footprint(file);
      const refused = asNobody(dir, 'end-move', file, '--json');
      expect(refused.status).toBe(1);
      expect(JSON.parse(refused.stdout).error.code).toBe('file/read_only');
      expect(footprint(file)).toEqual(before);
      expect(readdirSync(dir).filter((n) => n.endsWith('-shm') || n.endsWith('-wal'))).toEqual([]);
      chmodSync(file, 0o644);
      // Opened read-write: the write goes through (0), or the rules answer it (2) — never a file problem.
      const opensReadWrite = (r: ReturnType<typeof asNobody>) => {
        expect([0, 2], r.stdout + r.stderr).toContain(r.status);
        expect(JSON.parse(r.stdout).error?.code ?? 'ok').not.toMatch(/^file\//);
      };
      opensReadWrite(asNobody(dir, 'end-move', file, '--json'));
      // And a 0444 -shm an earlier console left beside an empty WAL does not keep it read-only.
      const shm = `${file}-shm`;
      execFileSync('sh', ['-c', `: > '${shm}' && chown nobody:nogroup '${shm}' && chmod 444 '${shm}'`]);
      opensReadWrite(asNobody(dir, 'end-move', file, '--json'));
      expect(existsSync(shm) ? statSync(shm).mode & 0o200 : 0o200).toBe(0o200);
    } finally {
      chmodSync(dir, 0o755);
      chmodSync(file, 0o644);
    }
  });
});
