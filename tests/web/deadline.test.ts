// Browser mode's deadline (issue 11, item 4): campaign calls run in a worker thread; a call made to
// spin forever gets `bridge/timeout` while the server keeps answering, the worker restarts with the
// campaign reopened, and SIGTERM ends the process with the database closed — also mid-spin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { rawRequest, readEvents } from '../support/http';
import { REPO_ROOT } from '../support/webServer';
import { bundleNode } from '../support/bundle';

let dir: string;
let bundles: string;
/** The spinning server's call deadline. */
const TIMEOUT_MS = 2500;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'polk-deadline-'));
  // Inside the repository: the bundles import better-sqlite3 from its node_modules.
  mkdirSync(join(REPO_ROOT, 'out', 'test'), { recursive: true });
  bundles = mkdtempSync(join(REPO_ROOT, 'out', 'test', 'deadline-'));
  mkdirSync(join(dir, 'static'), { recursive: true });
  writeFileSync(join(dir, 'static', 'index.html'), '<!doctype html><title>stand-in</title>');
  // Built like scripts/build.mjs builds out/web: a worker thread cannot load TypeScript itself.
  await bundleNode({ 'spin-serve': join(REPO_ROOT, 'tests/web/fixtures/spin-serve.ts'), 'spin-worker': join(REPO_ROOT, 'tests/web/fixtures/spin-worker.ts') }, bundles);
  // Started through a launcher: serve.ts starts itself when it is the process's entry file.
  writeFileSync(join(bundles, 'launch.mjs'), "await import('./spin-serve.mjs');\n");
}, 60_000);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(bundles, { recursive: true, force: true });
});

interface Running {
  readonly child: ChildProcess;
  readonly port: number;
  readonly token: string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  stderr(): string;
  kill(signal: NodeJS.Signals): number;
}

async function startServe(dataDir: string): Promise<Running> {
  const child = spawn(process.execPath, [join(bundles, 'launch.mjs'), '--port', '0', '--data-dir', dataDir, '--static-dir', join(dir, 'static')], {
    cwd: REPO_ROOT,
    env: { ...process.env, POLK_TEST_CALL_TIMEOUT_MS: String(TIMEOUT_MS) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  let killedAt = 0;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>((r) => child.once('exit', (code, signal) => r({ code, signal, ms: Date.now() - killedAt })));
  const url = await new Promise<RegExpMatchArray>((resolveUrl, rejectUrl) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\/\?token=([A-Za-z0-9_-]+)/);
      if (m) resolveUrl(m);
    });
    child.once('exit', () => rejectUrl(new Error(`serve exited early: ${err}`)));
  });
  return {
    child,
    port: Number(url[1]),
    token: url[2]!,
    exited,
    stderr: () => err,
    kill(signal) {
      killedAt = Date.now();
      child.kill(signal);
      return killedAt;
    },
  };
}

const call = (s: Running, name: string, body: unknown) =>
  rawRequest({ port: s.port, path: `/api/call/${name}`, method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': s.token }, body: JSON.stringify(body) }).then((r) => ({ status: r.status, reply: JSON.parse(r.body) as { ok: boolean; value?: ReturnType<typeof JSON.parse>; error?: { code: string; message: { ru: string; en: string } } } }));

const preset = { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 7 };

/** The file after the server is gone: no -wal left, every session but a terminated worker's closed. */
function inspect(file: string): { wal: boolean; sessions: { closed_at: string | null }[] } {
  const wal = existsSync(`${file}-wal`);
  const db = new Database(file, { readonly: true });
  try {
    return { wal, sessions: db.prepare('SELECT closed_at FROM session ORDER BY id').all() as { closed_at: string | null }[] };
  } finally {
    db.close();
  }
}

describe('a call that never ends', () => {
  it('gets bridge/timeout while the server answers others; the worker restarts with the campaign; SIGTERM closes it', async () => {
    const data = join(dir, 'data-1');
    const s = await startServe(data);
    try {
      const created = await call(s, 'campaign.create', { name: 'Долгая', preset });
      expect(created.reply, JSON.stringify(created.reply) + s.stderr()).toMatchObject({ ok: true });
      const file: string = created.reply.value.path;
      const seq: number = created.reply.value.seq;

      const started = Date.now();
      let stuckAnswered = false;
      const stuck = call(s, 'game.legalOrders', { commander: 'spin-forever' }).finally(() => (stuckAnswered = true));
      await new Promise((r) => setTimeout(r, 300));
      // Meanwhile (the stuck call still unanswered): app.info, the events stream, and the page answer.
      const info = await call(s, 'app.info', {});
      expect(info.reply).toMatchObject({ ok: true, value: { mode: 'browser' } });
      const events = await readEvents(s.port, `/api/events?token=${s.token}`, () => true);
      expect(events.status).toBe(200);
      const page = await rawRequest({ port: s.port, path: `/?token=${s.token}` });
      expect(page.status).toBe(200);
      expect(stuckAnswered).toBe(false);

      const timedOut = await stuck;
      expect(timedOut.status).toBe(504);
      expect(timedOut.reply.ok).toBe(false);
      expect(timedOut.reply.error!.code).toBe('bridge/timeout');
      expect(timedOut.reply.error!.message.ru).toMatch(/не закончился/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);

      // The new worker reopened the campaign: the next call works on the same file, same position.
      const again = await call(s, 'campaign.sync', {});
      expect(again.reply).toMatchObject({ ok: true, value: { view: { path: file, seq } } });
      const legal = await call(s, 'game.legalOrders', {});
      expect(legal.reply.ok).toBe(true);
      expect(legal.reply.value.length).toBeGreaterThan(0);

      s.kill('SIGTERM');
      const end = await s.exited;
      expect(end.code).toBe(0);
      // How soon it stops is not a test's business (the test's own timeout guards a hang): no worker was stuck, none was terminated.
      expect(s.stderr()).not.toContain('did not close in time');
      const after = inspect(file);
      expect(after.wal).toBe(false);
      // Sessions: the first worker's (terminated mid-call, as after a crash, stays open), the
      // restarted worker's (closed by the SIGTERM).
      expect(after.sessions).toHaveLength(2);
      expect(after.sessions[1]!.closed_at).not.toBeNull();
    } finally {
      s.child.kill('SIGKILL');
    }
  }, 30_000);

  it('SIGTERM during the stuck call still ends the server within a bounded time, the file closed', async () => {
    const data = join(dir, 'data-2');
    const s = await startServe(data);
    try {
      const created = await call(s, 'campaign.create', { name: 'Сигнал', preset });
      const file: string = created.reply.value.path;
      const stuck = call(s, 'game.legalOrders', { commander: 'spin-forever' }).catch(() => null);
      await new Promise((r) => setTimeout(r, 300));
      s.kill('SIGTERM');
      const end = await s.exited;
      await stuck;
      expect(end.code).toBe(0);
      // The worker gets 3 s to close; then it is terminated: the deadline fired, and said so.
      expect(s.stderr()).toContain('campaign worker did not close in time: terminated');
      expect(inspect(file).wal).toBe(false);
    } finally {
      s.child.kill('SIGKILL');
    }
  }, 30_000);

  it('SIGINT with a campaign open closes its session', async () => {
    const data = join(dir, 'data-3');
    const s = await startServe(data);
    try {
      const created = await call(s, 'campaign.create', { name: 'Тихая', preset });
      const file: string = created.reply.value.path;
      s.kill('SIGINT');
      const end = await s.exited;
      expect(end.code).toBe(0);
      const after = inspect(file);
      expect(after.wal).toBe(false);
      expect(after.sessions).toHaveLength(1);
      expect(after.sessions[0]!.closed_at).not.toBeNull();
    } finally {
      s.child.kill('SIGKILL');
    }
  }, 30_000);
});
