// The desktop console serves the players too (issue 23 item 8). The desktop main's composition
// (main/electron/desktop.ts, which main.ts calls with Electron's windows and dialogs) under plain
// Node: the real campaign core behind the one dispatcher, the game master's calls made on it as the
// IPC handlers make them, and the players' listener switched on with `access.setLan` — the call the
// dialog «Экраны для стола и игроков» makes — then driven over HTTP on 127.0.0.1 and 127.0.0.2 (on
// Linux a local address distinct from 127.0.0.1: the club network here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccessList, CampaignView, DeviceGrant, EventName, HistoryEntry, Played, Reply, ViewToken } from '../../shared/bridge/contract';
import type { Army, LegalOrder } from '../../shared/rules/polkovodets';
import type { Desktop } from '../../main/electron/desktop';
import { composeTestDesktop, STAND_IN_PAGE } from '../support/desktop';
import { rawRequest, readEvents } from '../support/http';

let dir: string;
let desktop: Desktop;
/** What the console's own windows were sent (main.ts broadcasts these over IPC). */
const toWindows: { event: EventName; payload: unknown }[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'polk-desktop-'));
  desktop = composeTestDesktop(dir, (event, payload) => void toWindows.push({ event, payload }));
});
afterAll(async () => {
  await desktop?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The game master's call, as the preload bridge's IPC handler makes it (no caller: the game master). */
async function gm<T>(name: string, args: unknown): Promise<T> {
  const r = (await desktop.dispatcher.call(name, args)) as Reply<T>;
  if (!r.ok) throw new Error(`${name}: ${r.error.code} ${r.error.message.en}`);
  return r.value;
}

type Answer = { status: number; ok: boolean; value: unknown; code?: string };
async function http(at: { address: string; port: number }, name: string, body: unknown, token: string): Promise<Answer> {
  const r = await rawRequest({ connectHost: at.address, port: at.port, path: `/api/call/${name}`, method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': token }, body: JSON.stringify(body) });
  const doc = JSON.parse(r.body) as { ok: boolean; value?: unknown; error?: { code: string } };
  return { status: r.status, ok: doc.ok, value: doc.value, code: doc.error?.code };
}

/** Whether anything accepts a TCP connection there (refused: nothing listens). */
function listening(address: string, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: address, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNREFUSED' ? resolve(false) : reject(err)));
  });
}

describe('the desktop console’s players’ listener', () => {
  it('listens nowhere until switched on, yet the dialog can list and mint codes', async () => {
    expect(desktop.net.loopback()).toBeNull();
    expect(desktop.net.lan()).toBeNull();
    const list = await gm<AccessList>('access.list', {});
    expect(list).toMatchObject({ available: true, loopback: null, lan: null, addresses: ['127.0.0.2'] });
    const code = await gm<ViewToken>('access.mint', { kind: 'table' });
    expect((await gm<AccessList>('access.list', {})).tokens.map((t) => t.id)).toContain(code.id);
    await gm('access.revoke', { id: code.id });
  });

  it('switched on from the dialog, serves a phone on the club address and this machine on loopback; switched off, neither', async () => {
    const on = await gm<AccessList>('access.setLan', { address: '127.0.0.2' });
    const lan = desktop.net.lan()!;
    const loopback = desktop.net.loopback()!;
    expect(on.lan).toEqual({ address: '127.0.0.2', origin: `http://127.0.0.2:${lan.port}` });
    expect(on.loopback).toBe(`http://127.0.0.1:${loopback.port}`);
    const code = await gm<ViewToken>('access.mint', { kind: 'army', army: 'A' });
    // The code's short address sends the phone on to the page, which loads with the code's cookie.
    const entry = await rawRequest({ connectHost: '127.0.0.2', port: lan.port, path: `/v/${code.code}` });
    expect([entry.status, entry.headers.location]).toEqual([302, `/?token=${encodeURIComponent(code.code)}`]);
    const page = await rawRequest({ connectHost: '127.0.0.2', port: lan.port, path: `/?token=${encodeURIComponent(code.code)}` });
    expect(page.status).toBe(200);
    expect(page.body).toBe(STAND_IN_PAGE);
    expect(await http(lan, 'access.whoami', {}, code.code)).toMatchObject({ status: 200, value: { role: 'army', army: 'A' } });
    expect(await http(loopback, 'access.whoami', {}, code.code)).toMatchObject({ status: 200, value: { role: 'army', army: 'A' } });
    // Its writes stay refused, as in browser mode.
    expect(await http(lan, 'campaign.close', {}, code.code)).toMatchObject({ status: 403, code: 'web/read_only' });

    await gm('access.setLan', { address: null });
    expect(desktop.net.lan()).toBeNull();
    expect(desktop.net.loopback()).toBeNull();
    expect(await listening('127.0.0.2', lan.port)).toBe(false);
    expect(await listening('127.0.0.1', loopback.port)).toBe(false);
    // The codes outlive the switch: on again, at the same addresses, the same code opens the view.
    await gm('access.setLan', { address: '127.0.0.2' });
    expect([desktop.net.loopback()!.port, desktop.net.lan()!.port]).toEqual([loopback.port, lan.port]);
    expect(await http(desktop.net.lan()!, 'access.whoami', {}, code.code)).toMatchObject({ status: 200, value: { role: 'army', army: 'A' } });
  });

  it('switches one call at a time: on and off sent together end off, two addresses end on the later', async () => {
    await Promise.all([desktop.net.setLan('127.0.0.3'), desktop.net.setLan(null)]);
    expect([desktop.net.lan(), desktop.net.loopback()]).toEqual([null, null]);
    const [first, second] = await Promise.all([desktop.net.setLan('127.0.0.3'), desktop.net.setLan('127.0.0.2')]);
    expect([first, second]).toEqual([null, null]);
    expect(desktop.net.lan()!.address).toBe('127.0.0.2');
    expect(await listening('127.0.0.3', desktop.net.lan()!.port)).toBe(false);
  });

  it('no game master’s token works over HTTP: his calls come over the preload bridge', async () => {
    const loopback = desktop.net.loopback()!;
    const r = await http(loopback, 'access.whoami', {}, desktop.net.tokens.gmToken);
    expect([r.status, r.code]).toEqual([403, 'web/bad_token']);
    const page = await rawRequest({ port: loopback.port, path: `/?token=${desktop.net.tokens.gmToken}` });
    expect(page.status).toBe(403);
    expect(await gm('access.whoami', {})).toEqual({ role: 'gm' });
  });

  it('a player’s order over the club network reaches the console’s windows; the game master’s order reaches the phone’s stream', async () => {
    const view = await gm<CampaignView>('campaign.create', { name: 'Клуб', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 5 } });
    const me = view.state.toMove as Army;
    const lan = desktop.net.lan()!;
    const code = await gm<ViewToken>('access.mint', { kind: 'army', army: me, orders: true });
    const claimed = await http(lan, 'access.claim', {}, code.code);
    expect(claimed.ok).toBe(true);
    const device = claimed.value as DeviceGrant;

    const legal = (await http(lan, 'game.legalOrders', {}, device.token)).value as LegalOrder[];
    toWindows.length = 0;
    const played = await http(lan, 'game.order', { order: legal[0], army: me, since: view.seq }, device.token);
    expect(played).toMatchObject({ status: 200, ok: true });
    const seq = (played.value as Played).view.seq;
    expect(toWindows).toContainEqual({ event: 'campaign.changed', payload: { path: view.path, seq } });
    const last = (await gm<HistoryEntry[]>('history.entries', {})).at(-1)!;
    expect([last.seq, (last.payload as { note?: unknown }).note]).toEqual([seq, { by: 'code', codeId: code.id }]);

    // The game master orders from the window (IPC): the phone's event stream hears of it.
    let open!: () => void;
    const opened = new Promise<void>((r) => (open = r));
    const stream = readEvents(lan.port, `/api/events?token=${encodeURIComponent(device.token)}`, (e) => e.some((x) => x.event === 'campaign.changed'), open, 30_000, { Host: `127.0.0.2:${lan.port}` }, '127.0.0.2');
    await opened;
    const next = await gm<LegalOrder[]>('game.legalOrders', {});
    const mine = await gm<Played>('game.order', { order: next[0], since: seq });
    const heard = await stream;
    expect(heard.events).toContainEqual({ event: 'campaign.changed', data: { path: view.path, seq: mine.view.seq } });
  });

  it('closing the console stops the listeners and ends the campaign’s session', async () => {
    const lan = desktop.net.lan()!;
    await desktop.close();
    expect(await listening('127.0.0.2', lan.port)).toBe(false);
    expect(await desktop.dispatcher.call('campaign.current', {})).toMatchObject({ ok: true, value: null });
  });
});
