// Issue 25, failure 5 ("a read-only view can freeze the game master's console"): browser mode's
// heavy reads (summaries, prints) run in a render process of their own. A render held open (a
// test render process that waits for its release) does not hold the game master's calls; one
// heavy read per view and two overall, `web/busy` (429) beyond; a render past its deadline ends
// with its process and its Chromium children — none left, not even as `<defunct>`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rawRequest } from '../support/http';
import { REPO_ROOT } from '../support/webServer';
import { bundleNode } from '../support/bundle';
import { stopChild } from '../support/run';

let dir = '';
let child: ChildProcess;
let port = 0;
let token = '';
const HELD = () => join(dir, 'held');
const RELEASE = () => join(dir, 'release');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'polk-renders-'));
  mkdirSync(join(REPO_ROOT, 'out', 'test'), { recursive: true });
  const bundles = mkdtempSync(join(REPO_ROOT, 'out', 'test', 'renders-'));
  mkdirSync(join(dir, 'static'), { recursive: true });
  writeFileSync(join(dir, 'static', 'index.html'), '<!doctype html><title>stand-in</title>');
  await bundleNode({ serve: join(REPO_ROOT, 'main/web/serve.ts'), worker: join(REPO_ROOT, 'main/web/worker.ts'), held: join(REPO_ROOT, 'tests/support/heldRender.ts') }, bundles);
  writeFileSync(join(bundles, 'launch.mjs'), "const { main } = await import('./serve.mjs');\nawait main(process.argv.slice(2), { renderEntry: new URL('./held.mjs', import.meta.url), renderTimeoutMs: 8000 });\n");
  child = spawn(process.execPath, [join(bundles, 'launch.mjs'), '--port', '0', '--data-dir', join(dir, 'data'), '--static-dir', join(dir, 'static')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, POLK_TEST_HELD: HELD(), POLK_TEST_RELEASE: RELEASE() },
  });
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  let printed = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => {
      printed += c.toString();
      const gm = printed.match(/http:\/\/127\.0\.0\.1:(\d+)\/\?token=([A-Za-z0-9_-]+)/);
      if (gm) {
        port = Number(gm[1]);
        token = gm[2]!;
        resolve();
      }
    });
    child.once('exit', () => reject(new Error(`serve exited early: ${err}`)));
  });
  const made = await api('campaign.create', { name: 'Рендер', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 4 } }, token);
  expect(made.status, made.body).toBe(200);
}, 120_000);

afterAll(async () => {
  await stopChild(child);
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

const api = (name: string, body: unknown, key: string) =>
  rawRequest({ port, path: `/api/call/${name}`, method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': key }, body: JSON.stringify(body) });
const PRINT = { document: 'counters', format: 'html', lang: 'ru' };

/** The n-th render (counted across render processes), once it is held: its process id. */
async function heldRender(n: number): Promise<{ pid: number }> {
  const file = `${HELD()}.${n}`;
  while (!existsSync(file)) await new Promise((r) => setTimeout(r, 20));
  for (;;) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as { pid: number };
    } catch {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/** A process and every process below it, from /proc. */
function tree(root: number): number[] {
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const out = [root];
  for (let i = 0; i < out.length; i++) for (const [pid, ppid] of parent) if (ppid === out[i]) out.push(pid);
  return out;
}
const alive = (pid: number) => existsSync(`/proc/${pid}`);

describe('a read-only view can freeze the game master\'s console', () => {
  it('answers the game master while a render is held open, and refuses a second heavy read of a caller and a third overall with web/busy', { timeout: 60_000 }, async () => {
    let done = false;
    const first = api('print.render', PRINT, token).then((r) => ((done = true), r));
    await heldRender(1);
    // The game master's call, answered while the render is held.
    const legal = await api('game.legalOrders', {}, token);
    expect(legal.status, legal.body).toBe(200);
    expect(done, 'the render was still held when the game master was answered').toBe(false);
    // The same caller's second heavy read: busy.
    const again = await api('summary.render', { kind: 'turn', format: 'html', lang: 'ru' }, token);
    expect(again.status).toBe(429);
    expect(JSON.parse(again.body).error.code).toBe('web/busy');
    // Views: one more heavy read overall is accepted, a third is busy.
    const mint = async () => (JSON.parse((await api('access.mint', { kind: 'table' }, token)).body) as { value: { code: string } }).value.code;
    const [table1, table2] = [await mint(), await mint()];
    let secondDone = false;
    const second = api('print.render', PRINT, table1).then((r) => ((secondDone = true), r));
    await heldRender(2);
    const third = await api('print.render', PRINT, table2);
    expect(third.status).toBe(429);
    expect(JSON.parse(third.body).error.message.en).toMatch(/already preparing a document/);
    expect(secondDone).toBe(false);
    writeFileSync(`${RELEASE()}.1`, '');
    writeFileSync(`${RELEASE()}.2`, '');
    for (const r of [await first, await second]) {
      expect(r.status, r.body).toBe(200);
      expect(JSON.parse(r.body).value.contentType).toMatch(/text\/html/);
    }
    // Released: the caller may render again.
    writeFileSync(`${RELEASE()}.3`, '');
    expect((await api('print.render', PRINT, token)).status).toBe(200);
  });

  it('a render past its deadline: bridge/timeout, its process and Chromium children gone (none defunct), the next render served by a new process', { timeout: 90_000 }, async () => {
    writeFileSync(`${HELD()}.chromium`, '');
    const late = api('print.render', PRINT, token);
    const { pid } = await heldRender(4);
    while (!existsSync(`${HELD()}.4.chromium`)) await new Promise((res) => setTimeout(res, 20));
    const family = tree(pid);
    expect(family.length, 'the render process and its Chromium').toBeGreaterThan(1);
    const r = await late;
    expect(r.status).toBe(504);
    expect(JSON.parse(r.body).error.code).toBe('bridge/timeout');
    expect(JSON.parse(r.body).error.message.en).toMatch(/nothing was changed/);
    // Killed as a group and reaped: no process of it is left, in any state.
    while (family.some(alive)) await new Promise((res) => setTimeout(res, 50));
    expect(family.filter(alive)).toEqual([]);
    rmSync(`${HELD()}.chromium`);
    writeFileSync(`${RELEASE()}.5`, '');
    const next = api('print.render', PRINT, token);
    const fresh = await heldRender(5);
    expect(fresh.pid).not.toBe(pid);
    expect((await next).status).toBe(200);
  });
});
