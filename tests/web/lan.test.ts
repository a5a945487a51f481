// `npm run web -- --lan 127.0.0.2` (issue 14): browser mode also listens on one more address — a
// second loopback address stands for the club network here, never a real one. The game master's
// token is refused there (decided by the connection's local address), a view token is accepted;
// each listener takes its own Host only; nothing listens anywhere else; wrong codes are throttled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { rawRequest, readEvents } from '../support/http';
import { REPO_ROOT } from '../support/webServer';
import { bundleNode } from '../support/bundle';
import { stopChild } from '../support/run';

let dir: string;
let bundles: string;
let child: ChildProcess;
let port = 0;
let lanPort = 0;
let token = '';
let printed = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'polk-lan-'));
  mkdirSync(join(REPO_ROOT, 'out', 'test'), { recursive: true });
  bundles = mkdtempSync(join(REPO_ROOT, 'out', 'test', 'lan-'));
  mkdirSync(join(dir, 'static'), { recursive: true });
  writeFileSync(join(dir, 'static', 'index.html'), '<!doctype html><title>stand-in</title>');
  // Built as scripts/build.mjs builds out/web (a worker thread cannot load TypeScript itself).
  await bundleNode({ serve: join(REPO_ROOT, 'main/web/serve.ts'), worker: join(REPO_ROOT, 'main/web/worker.ts') }, bundles);
  writeFileSync(join(bundles, 'launch.mjs'), "const { main } = await import('./serve.mjs');\nawait main(process.argv.slice(2));\n");
  child = spawn(process.execPath, [join(bundles, 'launch.mjs'), '--port', '0', '--lan', '127.0.0.2', '--data-dir', join(dir, 'data'), '--static-dir', join(dir, 'static')], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => {
      printed += c.toString();
      const gm = printed.match(/http:\/\/127\.0\.0\.1:(\d+)\/\?token=([A-Za-z0-9_-]+)/);
      const lan = printed.match(/http:\/\/127\.0\.0\.2:(\d+)/);
      if (gm && lan) {
        port = Number(gm[1]);
        token = gm[2]!;
        lanPort = Number(lan[1]);
        resolve();
      }
    });
    child.once('exit', () => reject(new Error(`serve exited early: ${err}`)));
  });
}, 60_000);
afterAll(async () => {
  await stopChild(child);
  rmSync(dir, { recursive: true, force: true });
  rmSync(bundles, { recursive: true, force: true });
});

const api = (name: string, body: unknown, key: string, at: '127.0.0.1' | '127.0.0.2' = '127.0.0.1', extra: { localAddress?: string } = {}) =>
  rawRequest({ connectHost: at, port: at === '127.0.0.1' ? port : lanPort, path: `/api/call/${name}`, method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': key }, body: JSON.stringify(body), ...extra });
const errorOf = (r: { body: string }) => (JSON.parse(r.body) as { error: { code: string; message: { ru: string; en: string } } }).error;

async function mint(kind: 'table' | 'army'): Promise<string> {
  const r = await api('access.mint', kind === 'army' ? { kind, army: 'N' } : { kind }, token);
  expect(r.status).toBe(200);
  return (JSON.parse(r.body) as { value: { code: string } }).value.code;
}

const outcome = (host: string, p: number) =>
  new Promise<string>((resolve) => {
    const s = connect({ host, port: p });
    s.once('connect', () => {
      s.destroy();
      resolve('connected');
    });
    s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
  });

describe('npm run web -- --lan 127.0.0.2', () => {
  it('prints both addresses, and says the network one is for views only', () => {
    expect(printed).toContain(`http://127.0.0.1:${port}/?token=`);
    expect(printed).toContain(`http://127.0.0.2:${lanPort}`);
    expect(printed).toMatch(/view screens only/);
    expect(printed).toMatch(/только экраны просмотра/);
  });

  it("refuses the game master's token from 127.0.0.2: calls, the page, the events", async () => {
    const r = await api('app.info', {}, token, '127.0.0.2');
    expect(r.status).toBe(403);
    expect(errorOf(r).code).toBe('web/gm_loopback_only');
    expect(errorOf(r).message.ru).toContain('127.0.0.1');
    const page = await rawRequest({ connectHost: '127.0.0.2', port: lanPort, path: `/?token=${token}` });
    expect(page.status).toBe(403);
    expect(page.body).toContain("game master's token works on this machine only");
    const events = await readEvents(lanPort, `/api/events?token=${token}`, () => true, undefined, 30_000, {}, '127.0.0.2');
    expect(events.status).toBe(403);
    // The same token on loopback works.
    expect((await api('app.info', {}, token)).status).toBe(200);
  });

  it('accepts a view token from 127.0.0.2: its short address, the page, reads, events — and refuses its writes', async () => {
    const code = await mint('army');
    const short = await rawRequest({ connectHost: '127.0.0.2', port: lanPort, path: `/v/${code}` });
    expect(short.status).toBe(302);
    const page = await rawRequest({ connectHost: '127.0.0.2', port: lanPort, path: short.headers.location as string });
    expect(page.status).toBe(200);
    expect(page.body).toContain('stand-in');
    const who = await api('access.whoami', {}, code, '127.0.0.2');
    expect(who.status).toBe(200);
    expect(JSON.parse(who.body)).toEqual({ ok: true, value: { role: 'army', army: 'N' } });
    expect((await api('campaign.current', {}, code, '127.0.0.2')).status).toBe(200);
    const write = await api('campaign.create', { name: 'x', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 } }, code, '127.0.0.2');
    expect(write.status).toBe(403);
    expect(errorOf(write).code).toBe('web/read_only');
    // The stream opens (its first block, the connection comment, ends the read).
    const events = await readEvents(lanPort, `/api/events?token=${code}`, () => true, undefined, 30_000, {}, '127.0.0.2');
    expect(events.status).toBe(200);
    expect(events.ended).toBe('until');
  });

  it("takes each listener's own Host only", async () => {
    const code = await mint('table');
    const foreign = await rawRequest({ connectHost: '127.0.0.2', port: lanPort, path: `/?token=${code}`, host: `127.0.0.1:${port}` });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toContain('Host');
    const back = await rawRequest({ connectHost: '127.0.0.1', port, path: `/?token=${code}`, host: `127.0.0.2:${lanPort}` });
    expect(back.status).toBe(403);
    const origin = await rawRequest({ connectHost: '127.0.0.2', port: lanPort, path: `/?token=${code}`, headers: { Origin: `http://127.0.0.1:${port}` } });
    expect(origin.status).toBe(403);
  });

  const external = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  it('listens nowhere else', async () => {
    for (const p of new Set([port, lanPort])) {
      expect(await outcome('127.0.0.3', p)).toBe('ECONNREFUSED');
      if (external) expect(await outcome(external, p)).toBe('ECONNREFUSED');
    }
    if (lanPort !== port) expect(await outcome('127.0.0.2', port)).toBe('ECONNREFUSED');
  });

  it('throttles wrong codes from one network address (429), and only that address', async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await api('app.info', {}, `WRONG-${i}`, '127.0.0.2', { localAddress: '127.0.0.9' })).status;
    expect(last).toBe(429);
    const code = await mint('table');
    const throttled = await api('app.info', {}, code, '127.0.0.2', { localAddress: '127.0.0.9' });
    expect(throttled.status).toBe(429);
    expect(errorOf(throttled).code).toBe('web/too_many');
    expect((await api('app.info', {}, code, '127.0.0.2', { localAddress: '127.0.0.10' })).status).toBe(200);
  });
});
