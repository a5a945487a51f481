// Capabilities, not one token (issue 14): every call of the contract reads or writes; a view token
// (the table screen, an army's view) is refused every write with 403 and a code before any handler
// runs, may read and receive events; a revoked code is refused everywhere and its event stream ends;
// the game master mints, lists and revokes codes and switches the network listener.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CALL_NAMES, callSpecs, type AccessList, type CallName, type ViewToken } from '../../shared/bridge/contract';
import { startServer, type WebServer } from '../../main/net/listener';
import { normaliseCode } from '../../main/net/tokens';
import { fakeHandlers, type FakeHandlers } from '../support/fakeHandlers';
import { rawRequest, readEvents } from '../support/http';

let dir: string;
let server: WebServer;
let handlers: FakeHandlers;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'polk-caps-'));
  mkdirSync(join(dir, 'static', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'static', 'index.html'), '<!doctype html><title>stand-in</title>');
  writeFileSync(join(dir, 'static', 'assets', 'app.js'), 'export {};');
  handlers = fakeHandlers();
  server = await startServer({ handlers, staticDir: join(dir, 'static'), host: '127.0.0.1', interfaces: () => [] });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (name: string, body: unknown, token = server.token) =>
  rawRequest({ port: server.port, path: `/api/call/${name}`, method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': token }, body: JSON.stringify(body) });
const value = <T>(r: { body: string }): T => (JSON.parse(r.body) as { value: T }).value;
const errorOf = (r: { body: string }) => (JSON.parse(r.body) as { error: { code: string; message: { ru: string; en: string } } }).error;

async function mint(body: unknown): Promise<ViewToken> {
  const r = await call('access.mint', body);
  expect(r.status).toBe(200);
  return value<ViewToken>(r);
}

/** What a view can never do: changing, opening, creating, exporting, printing, a dialog, a capability. */
const EXPECTED_WRITES: readonly CallName[] = [
  'app.chooseFile', 'settings.setLanguage', 'settings.setFollow',
  'campaign.create', 'campaign.open', 'campaign.close', 'campaign.export', 'campaign.import', 'campaign.exportScenario', 'campaign.editSetup',
  'game.order', 'game.endMove', 'game.appointMarshal', 'game.undo', 'game.redo', 'game.correctDepots',
  'referee.createBattle', 'referee.run', 'referee.undoRun',
  'summary.print', 'print.print',
  // The map editor reads files of the campaigns folder and writes map files: the game master's.
  'editor.listFiles', 'editor.readMap', 'editor.saveMap',
  'access.list', 'access.mint', 'access.revoke', 'access.setLan', 'access.dropDevice', 'access.setPolicy',
  // A player's own take-back and his move as a proposal (his device only), and the game master's decision on it (issue 23).
  'game.takeBack', 'players.propose', 'players.check', 'players.accept', 'players.reject',
  // The computer player's seats and proposals (issue 15).
  'bots.setSeat', 'bots.propose', 'bots.cancel', 'bots.check', 'bots.accept',
  // A move by correspondence (issue 23): packets and move files are the game master's.
  'mail.list', 'mail.packet', 'mail.moveIn',
];

describe('the contract: every call reads or writes', () => {
  it('each call is marked, and the writes are exactly the audited list', () => {
    for (const name of CALL_NAMES) expect(['read', 'order', 'write'], name).toContain(callSpecs[name].access);
    const writes = CALL_NAMES.filter((n) => callSpecs[n].access !== 'read');
    expect([...writes].sort()).toEqual([...EXPECTED_WRITES].sort());
    // Whoami is what every view asks first.
    expect(callSpecs['access.whoami'].access).toBe('read');
    // The only writes a player's claimed order code may also make (issue 23): its army's own actions.
    expect(CALL_NAMES.filter((n) => callSpecs[n].access === 'order').sort()).toEqual(['game.appointMarshal', 'game.endMove', 'game.order', 'game.takeBack', 'players.propose']);
  });
});

describe('a view token', () => {
  it('is refused every write call with 403 web/read_only, in both languages, and no handler runs', async () => {
    for (const view of [await mint({ kind: 'table' }), await mint({ kind: 'army', army: 'N' })]) {
      const before = handlers.calls.length;
      for (const name of CALL_NAMES.filter((n) => callSpecs[n].access !== 'read')) {
        const r = await call(name, {}, view.code);
        expect(r.status, name).toBe(403);
        const error = errorOf(r);
        expect(error.code, name).toBe('web/read_only');
        expect(error.message.ru).toContain('только для просмотра');
        expect(error.message.en).toContain('view-only');
      }
      expect(handlers.calls.slice(before)).toEqual([]);
    }
  });

  it('may make every read call (none refused as a write) and learns who it is', async () => {
    const view = await mint({ kind: 'army', army: 'A' });
    for (const name of CALL_NAMES.filter((n) => callSpecs[n].access === 'read')) {
      const r = await call(name, {}, view.code);
      expect(r.status, name).not.toBe(403);
    }
    const who = await call('access.whoami', {}, view.code);
    expect(value(who)).toEqual({ role: 'army', army: 'A' });
    expect(value(await call('access.whoami', {}))).toEqual({ role: 'gm' });
  });

  it('is typed as it is read off the screen: any case, with or without the dash', async () => {
    const view = await mint({ kind: 'table' });
    expect(view.code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    const typed = normaliseCode(view.code).toLowerCase();
    expect(value(await call('access.whoami', {}, typed))).toEqual({ role: 'table' });
    const short = await rawRequest({ port: server.port, path: `/v/${typed}` });
    expect(short.status).toBe(302);
    expect(short.headers.location).toBe(`/?token=${typed}`);
    const page = await rawRequest({ port: server.port, path: `/?token=${encodeURIComponent(view.code)}` });
    expect(page.status).toBe(200);
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    expect((await rawRequest({ port: server.port, path: '/assets/app.js', headers: { Cookie: cookie } })).status).toBe(200);
    // Typed with a space between the groups: the page, then its assets by the cookie, still open.
    const spaced = await rawRequest({ port: server.port, path: `/?token=${encodeURIComponent(view.code.replace('-', ' ').toLowerCase())}` });
    expect(spaced.status).toBe(200);
    const spacedCookie = String(spaced.headers['set-cookie']).split(';')[0]!;
    expect((await rawRequest({ port: server.port, path: '/assets/app.js', headers: { Cookie: spacedCookie } })).status).toBe(200);
    // Typed into the form at /v instead: the same way on, with a policy of its own and no script.
    const form = await rawRequest({ port: server.port, path: '/v' });
    expect(form.status).toBe(200);
    expect(form.body).toContain('name="code"');
    expect(form.body).not.toContain('<script');
    expect(String(form.headers['content-security-policy'])).toContain("form-action 'self'");
    expect(String(form.headers['content-security-policy'])).not.toContain('script-src');
    const typedIn = await rawRequest({ port: server.port, path: `/v?code=${encodeURIComponent(typed)}` });
    expect(typedIn.status).toBe(302);
    expect(typedIn.headers.location).toBe(`/?token=${typed}`);
    expect((await rawRequest({ port: server.port, path: '/v?code=NOPE1-NOPE2' })).status).toBe(403);
    // A malformed escape is a bad address, not a crash.
    expect((await rawRequest({ port: server.port, path: '/v/%E0%A4%A' })).status).toBe(400);
  });

  it('receives the events', async () => {
    const view = await mint({ kind: 'table' });
    await call('campaign.create', { name: 'Смотрим', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 } });
    const got = await readEvents(server.port, `/api/events?token=${encodeURIComponent(view.code)}`, (e) => e.length > 0, () => void call('game.order', { order: { kind: 'move', commander: 'A1', unit: 'A2', to: [3, 4] } }));
    expect(got.status).toBe(200);
    expect(got.events[0]?.event).toBe('campaign.changed');
  });

  it("is never told of the computer player's proposals: bots.changed goes to the game master's streams only", async () => {
    const view = await mint({ kind: 'table' });
    const proposal = { path: '/c/x.polk', job: 7 };
    // Each stream is read until the menu command that follows the proposal's news.
    const until = (e: { event: string }[]) => e.some((x) => x.event === 'menu.command');
    const emitBoth = () => {
      server.emit('bots.changed', proposal);
      server.emit('menu.command', { command: 'print' });
    };
    let gmOpen!: () => void;
    const gmConnected = new Promise<void>((r) => (gmOpen = r));
    const gm = readEvents(server.port, `/api/events?token=${server.token}`, until, gmOpen);
    await gmConnected;
    const seen = await readEvents(server.port, `/api/events?token=${encodeURIComponent(view.code)}`, until, emitBoth);
    expect(seen.events.map((e) => e.event)).toEqual(['menu.command']);
    expect((await gm).events.map((e) => e.event)).toEqual(['bots.changed', 'menu.command']);
  });
});

describe('revoking', () => {
  it('refuses the revoked code everywhere with web/revoked, and ends its event stream', async () => {
    const view = await mint({ kind: 'army', army: 'N' });
    const listed = value<AccessList>(await call('access.list', {}));
    expect(listed.tokens.map((t) => t.id)).toContain(view.id);
    expect(listed.available).toBe(true);
    expect(listed.loopback).toBe(server.origin);

    let ended = false;
    // Read until the server ends the stream (the revocation); the timeout only keeps a broken server from hanging the run.
    const stream = readEvents(server.port, `/api/events?token=${encodeURIComponent(view.code)}`, () => false, () => void call('access.revoke', { id: view.id }), 30_000).then((r) => {
      ended = true;
      return r;
    });
    const streamed = await stream;
    expect(streamed.status).toBe(200);
    expect(ended).toBe(true);
    // Told why, then cut off.
    expect(streamed.events).toEqual([{ event: 'access.revoked', data: { code: 'web/revoked' } }]);
    expect(streamed.ended).toBe('server');

    const refusedCall = await call('campaign.current', {}, view.code);
    expect(refusedCall.status).toBe(403);
    expect(errorOf(refusedCall).code).toBe('web/revoked');
    expect(errorOf(refusedCall).message.ru).toContain('отозвал');
    expect(errorOf(refusedCall).message.en).toContain('revoked');
    expect((await rawRequest({ port: server.port, path: `/?token=${encodeURIComponent(view.code)}` })).status).toBe(403);
    expect((await rawRequest({ port: server.port, path: `/v/${view.code}` })).body).toContain('revoked');
    const events = await rawRequest({ port: server.port, path: `/api/events?token=${encodeURIComponent(view.code)}` });
    expect(events.status).toBe(403);
    expect(value<AccessList>(await call('access.list', {})).tokens.map((t) => t.id)).not.toContain(view.id);
    // A code never minted is a wrong one, not a revoked one.
    expect(errorOf(await call('campaign.current', {}, 'AAAAA-AAAAA')).code).toBe('web/bad_token');
    expect(errorOf(await call('access.revoke', { id: view.id })).code).toBe('access/no_such_token');
  });
});

const refused = (host: string, port: number) =>
  new Promise<string>((resolve) => {
    const s = connect({ host, port });
    s.once('connect', () => {
      s.destroy();
      resolve('connected');
    });
    s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
  });

describe("the console's network switch (access.setLan)", () => {
  it('opens one loopback alias for views, refuses what is not one address, and closes again', async () => {
    const bad = await call('access.setLan', { address: '0.0.0.0' });
    expect(errorOf(bad).code).toBe('web/bad_lan_address');
    const on = value<AccessList>(await call('access.setLan', { address: '127.0.0.2' }));
    expect(on.lan?.address).toBe('127.0.0.2');
    const lan = server.lan()!;
    expect(on.lan?.origin).toBe(`http://127.0.0.2:${lan.port}`);
    expect(await refused('127.0.0.2', lan.port)).toBe('connected');
    // The game master's token is no good there; a view's is.
    const gm = await rawRequest({ connectHost: '127.0.0.2', port: lan.port, path: '/api/call/app.info', method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': server.token }, body: '{}' });
    expect(gm.status).toBe(403);
    expect(errorOf(gm).code).toBe('web/gm_loopback_only');
    const view = await mint({ kind: 'table' });
    const seen = await rawRequest({ connectHost: '127.0.0.2', port: lan.port, path: '/api/call/app.info', method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': view.code }, body: '{}' });
    expect(seen.status).toBe(200);
    // Views cannot switch it.
    expect((await call('access.setLan', { address: null }, view.code)).status).toBe(403);
    const off = value<AccessList>(await call('access.setLan', { address: null }));
    expect(off.lan).toBeNull();
    expect(await refused('127.0.0.2', lan.port)).toBe('ECONNREFUSED');
  });
});
