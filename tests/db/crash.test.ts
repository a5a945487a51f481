/**
 * The crash test: a child process plays random legal actions on a campaign file and is killed with
 * SIGKILL at a random moment, again and again (a fresh file every ten kills). After every kill the
 * file opens, SQLite's integrity_check is ok, `verify` replays the whole log without a difference,
 * and the head is on a whole entry: the current state is exactly the state after the head's entry.
 */
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, watch } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { stateHash } from '../../db';
import { must, rawHead, service, tempDir } from './helpers';
import { rng } from './play';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Inside the repository, so the bundle finds better-sqlite3 in node_modules.
const CHILD = join(ROOT, 'out', 'test', 'crash-child.mjs');
const KILLS = 240;
const KILLS_PER_FILE = 10;
const NEW_KILLS = 30;
const POLK = join(ROOT, 'bin', 'polk.mjs');

beforeAll(async () => {
  mkdirSync(dirname(CHILD), { recursive: true });
  await build({
    entryPoints: [join(ROOT, 'tests/db/crash-child.ts')],
    outfile: CHILD,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: ['better-sqlite3'],
    logLevel: 'warning',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
});

interface Run {
  /** The child had opened the file and was playing when it was killed. */
  readonly whilePlaying: boolean;
}

/** Start the child, kill it with SIGKILL at a random moment, and wait until it is gone. */
function runAndKill(file: string, seed: number, random: () => number): Promise<Run> {
  return new Promise((done, failed) => {
    const child = spawn(process.execPath, [CHILD, file, String(seed)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let ready = false;
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      child.kill('SIGKILL');
    };
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', (d) => {
      if (ready || !String(d).includes('ready')) return;
      ready = true;
      // Mostly while it plays (up to 40 ms: dozens of actions, backups at ends of turn).
      setTimeout(kill, random() * 40);
    });
    // One run in six is killed at a random moment of its start (opening, recovery, a session).
    if (random() < 1 / 6) setTimeout(kill, 20 + random() * 80);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') done({ whilePlaying: ready });
      else failed(new Error(`the child ended by itself (status ${code}): ${stderr}`));
    });
  });
}

describe('crash safety', () => {
  it(`survives ${KILLS} SIGKILLs at random moments`, async () => {
    const dir = tempDir('crash');
    const svc = service({ busyTimeoutMs: 2000 });
    const random = rng(20250101);
    let file = '';
    let whilePlaying = 0;
    let entries = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      if (kill % KILLS_PER_FILE === 0) {
        file = join(dir, `crash-${kill / KILLS_PER_FILE}.polk`);
        const armies = random() < 0.5 ? (['A', 'N'] as const) : (['A', 'N', 'F'] as const);
        must(svc.create(file, { preset: { armies: [...armies], goal: 'rout', size: 'small', seed: kill, turnLimit: 30 } })).close();
      }
      const run = await runAndKill(file, kill, random);
      if (run.whilePlaying) whilePlaying++;

      const opened = svc.open(file);
      if (!opened.ok) throw new Error(`after kill ${kill + 1}: ${opened.error.code} ${opened.error.message.en}`);
      const c = opened.value;
      expect(c.integrity()).toBe('ok');
      const report = c.verify({ integrity: false });
      expect(report.problems, `after kill ${kill + 1}`).toEqual([]);
      const seq = c.seq();
      const hash = stateHash(c.state());
      c.close();
      // The head is on a whole entry: its hash is the current state's; the log has no gap.
      const db = new Database(file, { readonly: true });
      const head = rawHead(db);
      const { count, last } = db.prepare('SELECT COUNT(*) AS count, MAX(seq) AS last FROM log').get() as { count: number; last: number };
      db.close();
      // (An order appended since the head's row was written keeps no hash of its own: schema 7.)
      expect({ seq: head.seq, state_hash: head.state_hash === '' && !head.moved ? hash : head.state_hash }).toEqual({ seq, state_hash: hash });
      expect(count).toBe(last + 1);
      entries += count;
    }
    console.log(`crash test: ${KILLS} SIGKILLs (${whilePlaying} while playing, ${KILLS - whilePlaying} while starting); after each one the file opened, integrity_check was ok, verify passed and the head was on a whole entry (${entries} entries checked in all).`);
    expect(whilePlaying).toBeGreaterThan(KILLS / 2);
  }, 300_000);

  it(`survives ${NEW_KILLS} SIGKILLs of \`polk new\` mid-write: no file or a whole one, and no leftovers after the next start`, async () => {
    expect(existsSync(join(ROOT, 'out', 'cli', 'polk.mjs')), 'npm run build first').toBe(true);
    const dir = tempDir('crash-new');
    const random = rng(20261201);
    const args = (file: string) => [POLK, 'new', file, '--armies', 'A,N,F', '--goal', 'rout', '--size', 'large', '--seed', '5'];
    await runPolk(args(join(dir, 'timing.polk')), null);
    let absent = 0;
    let complete = 0;
    let leftBehind = 0;
    for (let kill = 0; kill < NEW_KILLS; kill++) {
      const file = join(dir, `new-${kill}.polk`);
      // Killed a few milliseconds after its temporary file appears (mostly mid-write), or, one run
      // in five, at a random moment of its start.
      await runPolk(args(file), random() < 0.2 ? random() * 300 : null, { dir, prefix: `.new-${kill}.polk.creating-`, afterMs: random() * 60 });
      const temporaries = () => readdirSync(dir).filter((n) => n.startsWith(`.new-${kill}.polk.creating-`));
      if (temporaries().length) leftBehind++;
      if (!existsSync(file)) {
        absent++;
      } else {
        // Published only when whole: it opens and verifies.
        const opened = service().open(file);
        if (!opened.ok) throw new Error(`after kill ${kill + 1}: ${opened.error.code} ${opened.error.message.en}`);
        expect(opened.value.verify().problems, `after kill ${kill + 1}`).toEqual([]);
        opened.value.close();
        complete++;
      }
      // The next start in that folder (opening any campaign there) removes the dead process's files.
      must(service().open(join(dir, 'timing.polk'))).close();
      expect(temporaries(), `after kill ${kill + 1}`).toEqual([]);
    }
    console.log(`crash test: ${NEW_KILLS} SIGKILLs of polk new (${absent} left no file, ${complete} a whole one; ${leftBehind} left temporary files, all removed at the next start).`);
    expect(absent + complete).toBe(NEW_KILLS);
    // The kills did land mid-write.
    expect(leftBehind).toBeGreaterThan(0);
  }, 300_000);
});

/**
 * Run `polk` and kill it with SIGKILL after `killAfterMs` (null: not by the clock), or `afterMs` after
 * a file named `prefix…` appears in `dir`; resolves when it is gone.
 */
function runPolk(args: string[], killAfterMs: number | null, when?: { dir: string; prefix: string; afterMs: number }): Promise<void> {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { stdio: 'ignore', env: { ...process.env, POLK_DATA_DIR: join(ROOT, 'out', 'test', 'data') } });
    const kill = () => child.kill('SIGKILL');
    const timer = killAfterMs === null ? undefined : setTimeout(kill, killAfterMs);
    const watcher = when
      ? watch(when.dir, (_event, name) => {
          if (typeof name === 'string' && name.startsWith(when.prefix)) setTimeout(kill, when.afterMs);
        })
      : undefined;
    child.on('exit', () => {
      clearTimeout(timer);
      watcher?.close();
      done();
    });
  });
}
