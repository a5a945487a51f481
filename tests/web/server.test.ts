// Browser mode's server: who it refuses (no token, wrong token, foreign Host, foreign Origin), where
// it listens (loopback only), and a real call round trip and event, over fake handlers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type WebServer } from '../../main/net/listener';
import { parseCsp } from '../../main/policy/csp';
import { fakeHandlers, type FakeHandlers } from '../support/fakeHandlers';
import { rawRequest, readEvents } from '../support/http';

let dir: string;
let server: WebServer;
let handlers: FakeHandlers;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'polk-web-'));
  mkdirSync(join(dir, 'static', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'static', 'index.html'), '<!doctype html><title>stand-in</title><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(dir, 'static', 'assets', 'app.js'), 'export {};');
  writeFileSync(join(dir, 'secret.txt'), 'TOP-SECRET-42');
  handlers = fakeHandlers();
  server = await startServer({ handlers, staticDir: join(dir, 'static'), host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (name: string, body: unknown, headers: Record<string, string> = {}) =>
  rawRequest({ port: server.port, path: `/api/call/${name}`, method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': server.token, ...headers }, body: JSON.stringify(body) });
const cookie = () => `${server.cookieName}=${server.token}`;

describe('where it listens', () => {
  it('binds 127.0.0.1 only, and prints a tokened URL', () => {
    expect(server.host).toBe('127.0.0.1');
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/?token=${server.token}`);
    expect(server.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('draws a new token at each start', async () => {
    const other = await startServer({ handlers: fakeHandlers(), staticDir: join(dir, 'static') });
    try {
      expect(other.token).not.toBe(server.token);
      expect(other.port).not.toBe(server.port);
    } finally {
      await other.close();
    }
  });

  it('will not listen on anything but loopback', async () => {
    await expect(startServer({ handlers, staticDir: dir, host: '0.0.0.0' as '127.0.0.1' })).rejects.toThrow(/127\.0\.0\.1 only/);
  });

  const external = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  it.skipIf(!external)(`is not reachable on this machine's network address (${external ?? 'none found'})`, async () => {
    const outcome = await new Promise<string>((resolve) => {
      const s = connect({ host: external!, port: server.port });
      s.once('connect', () => {
        s.destroy();
        resolve('connected');
      });
      s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    });
    expect(outcome).toBe('ECONNREFUSED');
  });
});

describe('refusals (403 with a clear body)', () => {
  it('no token: the page, an asset, a call, the events', async () => {
    const page = await rawRequest({ port: server.port, path: '/' });
    expect(page.status).toBe(403);
    expect(page.body).toContain('нет ключа доступа');
    expect(page.body).toContain('no access token');
    expect((await rawRequest({ port: server.port, path: '/assets/app.js' })).status).toBe(403);
    const api = await call('app.info', {}, { 'X-Polk-Token': '' });
    expect(api.status).toBe(403);
    expect(JSON.parse(api.body)).toMatchObject({ ok: false, error: { code: 'web/no_token' } });
    expect((await readEvents(server.port, '/api/events', () => true)).status).toBe(403);
    expect(handlers.calls).toEqual([]);
  });

  it('a wrong token, anywhere it can be given', async () => {
    const wrong = server.token.slice(0, -1) + (server.token.endsWith('A') ? 'B' : 'A');
    const page = await rawRequest({ port: server.port, path: `/?token=${wrong}` });
    expect(page.status).toBe(403);
    expect(page.body).toContain('wrong access token');
    expect((await rawRequest({ port: server.port, path: '/?token=short' })).status).toBe(403);
    expect((await rawRequest({ port: server.port, path: '/assets/app.js', headers: { Cookie: `${server.cookieName}=${wrong}` } })).status).toBe(403);
    expect(JSON.parse((await call('app.info', {}, { 'X-Polk-Token': wrong })).body)).toMatchObject({ error: { code: 'web/bad_token' } });
    // The token in the URL does not open the API: calls need the header.
    expect((await rawRequest({ port: server.port, path: `/api/call/app.info?token=${server.token}`, method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(403);
    // Nor does the cookie.
    expect((await rawRequest({ port: server.port, path: '/api/call/app.info', method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie() }, body: '{}' })).status).toBe(403);
    expect((await readEvents(server.port, `/api/events?token=${wrong}`, () => true)).status).toBe(403);
    expect(handlers.calls).toEqual([]);
  });

  it.each([
    ['a rebinding name', 'evil.example'],
    ['a rebinding name with our port', 'evil.example:PORT'],
    ['our address on another port', '127.0.0.1:1'],
    ['our address without the port', '127.0.0.1'],
    ['an IPv6 loopback', '[::1]:PORT'],
    ['a LAN address', '192.168.1.10:PORT'],
    ['an empty Host', ''],
  ])('a foreign Host header: %s', async (_label, h) => {
    const hostHeader = h.replace('PORT', String(server.port));
    const page = await rawRequest({ port: server.port, path: `/?token=${server.token}`, host: hostHeader });
    expect(page.status).toBe(403);
    expect(page.body).toContain('foreign Host header');
    const api = await rawRequest({ port: server.port, path: '/api/call/app.info', method: 'POST', host: hostHeader, headers: { 'Content-Type': 'application/json', 'X-Polk-Token': server.token }, body: '{}' });
    expect(api.status).toBe(403);
    expect(JSON.parse(api.body)).toMatchObject({ ok: false, error: { code: 'web/bad_host' } });
    expect(handlers.calls).toEqual([]);
  });

  it('accepts localhost:PORT as our own Host', async () => {
    const page = await rawRequest({ port: server.port, path: `/?token=${server.token}`, host: `localhost:${server.port}` });
    expect(page.status).toBe(200);
  });

  it.each(['https://evil.example', 'http://127.0.0.1:1', 'http://localhost', 'null', 'http://127.0.0.1.evil.example:PORT', 'file://'])('a foreign Origin: %s', async (o) => {
    const origin = o.replace('PORT', String(server.port));
    const api = await call('campaign.create', { name: 'x', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 } }, { Origin: origin });
    expect(api.status).toBe(403);
    expect(JSON.parse(api.body)).toMatchObject({ ok: false, error: { code: 'web/bad_origin' } });
    const page = await rawRequest({ port: server.port, path: `/?token=${server.token}`, headers: { Origin: origin } });
    expect(page.status).toBe(403);
    expect(page.body).toContain('Origin');
    expect(handlers.calls).toEqual([]);
  });
});

describe('the page and its assets', () => {
  it('the tokened page loads with strict headers and sets the asset cookie', async () => {
    const page = await rawRequest({ port: server.port, path: `/?token=${server.token}` });
    expect(page.status).toBe(200);
    expect(page.body).toContain('stand-in');
    expect(parseCsp(String(page.headers['content-security-policy'])).get('script-src')).toEqual(["'self'"]);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    const setCookie = String(page.headers['set-cookie']);
    expect(setCookie).toContain(`${server.cookieName}=${server.token}`);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
  });

  it('assets load with the cookie, and traversal is refused even with it', async () => {
    const asset = await rawRequest({ port: server.port, path: '/assets/app.js', headers: { Cookie: cookie() } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt', '/.%2e/secret.txt']) {
      const r = await rawRequest({ port: server.port, path, headers: { Cookie: cookie() } });
      expect(r.status, path).toBeGreaterThanOrEqual(400);
      expect(r.body, path).not.toContain('TOP-SECRET-42');
    }
  });

  it('only GET and HEAD for static files', async () => {
    expect((await rawRequest({ port: server.port, path: '/assets/app.js', method: 'POST', headers: { Cookie: cookie() } })).status).toBe(405);
    const head = await rawRequest({ port: server.port, path: '/assets/app.js', method: 'HEAD', headers: { Cookie: cookie() } });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('explains when the interface is not built', async () => {
    const empty = await startServer({ handlers: fakeHandlers(), staticDir: join(dir, 'nothing-here') });
    try {
      const r = await rawRequest({ port: empty.port, path: `/?token=${empty.token}` });
      expect(r.status).toBe(404);
      expect(r.body).toContain('npm run build');
    } finally {
      await empty.close();
    }
  });
});

describe('calls', () => {
  it('a real round trip: create, then read it back', async () => {
    const created = await call('campaign.create', { name: 'Север', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 }, path: '/c/north.polk' });
    expect(created.status).toBe(200);
    expect(created.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(created.body)).toMatchObject({ ok: true, value: { path: '/c/north.polk', name: 'Север', seq: 0 } });
    const current = await call('campaign.current', {});
    expect(JSON.parse(current.body)).toMatchObject({ ok: true, value: { path: '/c/north.polk' } });
    expect(await call('campaign.current', undefined).then((r) => r.status)).toBe(200);
  });

  it('a refusal by the service is an answer (200), with its code', async () => {
    const r = await call('campaign.open', { path: '/c/missing.polk' });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toMatchObject({ ok: false, error: { code: 'file/not_found' } });
  });

  it('bad payloads, unknown calls, bad JSON, wrong method, wrong type, too big: clear JSON errors', async () => {
    const before = handlers.calls.length;
    const bad = await call('game.order', { order: { kind: 'fly' } });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ ok: false, error: { code: 'bridge/bad_payload' } });
    const unknown = await call('fs.readFile', { path: '/etc/passwd' });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ ok: false, error: { code: 'bridge/unknown_call' } });
    const proto = await call('__proto__', {});
    expect(proto.status).toBe(404);
    const notJson = await rawRequest({ port: server.port, path: '/api/call/app.info', method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': server.token }, body: '{nope' });
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.body)).toMatchObject({ ok: false, error: { code: 'web/bad_json' } });
    const get = await rawRequest({ port: server.port, path: '/api/call/app.info', headers: { 'X-Polk-Token': server.token } });
    expect(get.status).toBe(405);
    const form = await rawRequest({ port: server.port, path: '/api/call/app.info', method: 'POST', headers: { 'Content-Type': 'text/plain', 'X-Polk-Token': server.token }, body: '{}' });
    expect(form.status).toBe(415);
    const huge = await call('campaign.editSetup', { scenario: 'x'.repeat(17 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(handlers.calls.length).toBe(before);
  });
});

describe('events', () => {
  /** Open a stream, run `act` once it is connected, and collect `count` events. */
  async function collect(path: string, count: number, act: () => Promise<void>, headers: Record<string, string> = {}) {
    let connected!: () => void;
    const open = new Promise<void>((r) => (connected = r));
    const stream = readEvents(server.port, path, (e) => e.length >= count, connected, 30_000, headers);
    await open;
    await act();
    return stream;
  }

  it('a successful mutating call reaches the open event stream as campaign.changed; queries send nothing', async () => {
    const got = await collect(`/api/events?token=${server.token}`, 2, async () => {
      await call('campaign.open', { path: '/c/a.polk' });
      await call('game.legalOrders', {});
      await call('campaign.open', { path: '/c/missing.polk' });
      server.emit('menu.command', { command: 'print' });
    });
    expect(got.status).toBe(200);
    expect(got.events).toEqual([
      { event: 'campaign.changed', data: { path: '/c/a.polk', seq: 3 } },
      { event: 'menu.command', data: { command: 'print' } },
    ]);
  });

  it('every connected page gets the event, including one holding only the cookie', async () => {
    let second!: Promise<{ status: number; events: { event: string; data: unknown }[] }>;
    const first = await collect(`/api/events?token=${server.token}`, 1, async () => {
      second = collect('/api/events', 1, async () => call('game.order', { order: { kind: 'step', commander: 'A1', to: [1, 1] } }).then(() => undefined), { Cookie: cookie() });
      await second;
    });
    expect(first.events).toEqual([{ event: 'campaign.changed', data: { path: '/c/a.polk', seq: 4 } }]);
    expect((await second).events).toEqual(first.events);
  });
});
