// Players give their own orders (issue 23 items 1–3), over the club-network listener: on Linux
// 127.0.0.2 is a local address distinct from 127.0.0.1, so it stands for the club network here.
// The real campaign handlers (main/app/core.ts) on a real campaign file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CALL_NAMES, callSpecs, type DeviceGrant, type HistoryEntry, type Played, type ViewToken } from '../../shared/bridge/contract';
import type { CampaignView } from '../../shared/bridge/contract';
import { createCore, type Core } from '../../main/app/core';
import { startServer, type WebServer } from '../../main/net/listener';
import { rawRequest, readEvents } from '../support/http';
import { BUILT_RENDERER, REPO_ROOT } from '../support/webServer';
import { spawnSync } from 'node:child_process';
import type { Army, LegalOrder } from '../../shared/rules/polkovodets';

let dir: string;
let core: Core;
let server: WebServer;
let lanPort = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'polk-players-'));
  core = createCore({ dataDir: dir, mode: 'browser', version: '0.0.0-test' });
  server = await startServer({ handlers: core.handlers, staticDir: BUILT_RENDERER, host: '127.0.0.1', interfaces: () => ['127.0.0.2'] });
  expect(await server.setLan('127.0.0.2')).toBeNull();
  lanPort = server.lan()!.port;
});
afterAll(async () => {
  await server?.close();
  core?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { status: number; ok: boolean; value: unknown; code?: string; message?: { ru: string; en: string } };
async function call(name: string, body: unknown, token: string, at: 'gm' | 'lan' = 'lan'): Promise<Answer> {
  const r = await rawRequest({
    connectHost: at === 'gm' ? '127.0.0.1' : '127.0.0.2',
    port: at === 'gm' ? server.port : lanPort,
    path: `/api/call/${name}`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Polk-Token': token },
    body: JSON.stringify(body),
  });
  const doc = JSON.parse(r.body) as { ok: boolean; value?: unknown; error?: { code: string; message: { ru: string; en: string } } };
  return { status: r.status, ok: doc.ok, value: doc.value, code: doc.error?.code, message: doc.error?.message };
}
const gm = (name: string, body: unknown) => call(name, body, server.token, 'gm');
const must = async <T>(p: Promise<Answer>): Promise<T> => {
  const a = await p;
  if (!a.ok) throw new Error(`expected ok, got ${a.code}: ${a.message?.en}`);
  return a.value as T;
};

/** A fresh campaign, the army to move and an order code of each army, the first claimed. */
async function table() {
  const view = await must<CampaignView>(gm('campaign.create', { name: `Клуб ${Math.random()}`.slice(0, 20), preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 5 } }));
  const me = view.state.toMove as Army;
  const other: Army = me === 'A' ? 'N' : 'A';
  const mine = await must<ViewToken>(gm('access.mint', { kind: 'army', army: me, orders: true }));
  const theirs = await must<ViewToken>(gm('access.mint', { kind: 'army', army: other, orders: true }));
  const device = await must<DeviceGrant>(call('access.claim', {}, mine.code));
  return { view, me, other, mine, theirs, device };
}

describe('an order code', () => {
  it('is claimed once: the first phone gets a device token of its own, a second claim is refused', async () => {
    const { mine, device } = await table();
    expect(device.token.length).toBeGreaterThanOrEqual(43);
    const again = await call('access.claim', {}, mine.code);
    expect(again.code).toBe('access/claimed');
    expect(again.message!.ru).toMatch(/уже закреплён/);
    const listed = await must<{ tokens: ViewToken[] }>(gm('access.list', {}));
    const entry = listed.tokens.find((t) => t.id === mine.id)!;
    expect(entry.claimed).toBe(true);
    expect(entry.devices!.map((d) => d.id)).toEqual([device.device]);
    // A plain army code and the table's code stay read-only: nothing to claim.
    const plain = await must<ViewToken>(gm('access.mint', { kind: 'army', army: 'A' }));
    expect((await call('access.claim', {}, plain.code)).code).toBe('access/not_claimable');
  });

  it('orders for its army during its move, and the log says the code gave it', async () => {
    const { view, me, mine, device } = await table();
    const orders = await must<LegalOrder[]>(call('game.legalOrders', {}, device.token));
    const played = await must<Played>(call('game.order', { order: orders[0], army: me, since: view.seq }, device.token));
    expect(played.view.seq).toBe(view.seq + 1);
    const history = await must<HistoryEntry[]>(gm('history.entries', {}));
    expect((history.at(-1)!.payload as { note?: unknown }).note).toEqual({ by: 'code', codeId: mine.id });
    const ended = await must<Played>(call('game.endMove', { army: me, since: played.view.seq }, device.token));
    expect(ended.view.state.toMove).not.toBe(me);
  });

  it('is refused for the other army’s commanders, without its army, and outside its move', async () => {
    const { view, me, other, device } = await table();
    const state = view.state;
    const foreign = state.units.find((u) => u.army === other && (u.type === 'marshal' || u.type === 'general'))!;
    const step = { kind: 'step', commander: foreign.id, unit: foreign.id, to: [foreign.x, foreign.y] };
    for (const body of [{ order: step, army: me, since: view.seq }, { order: step, army: other, since: view.seq }]) {
      const r = await call('game.order', body, device.token);
      expect([r.status, r.code]).toEqual([403, 'access/not_your_army']);
    }
    const orders = await must<LegalOrder[]>(call('game.legalOrders', {}, device.token));
    expect((await call('game.order', { order: orders[0], since: view.seq }, device.token)).code).toBe('access/not_your_army');
    // The move passes (the game master ends it): now the player's end of move, and his orders, are refused.
    const ended = await must<Played>(gm('game.endMove', { since: view.seq }));
    const late = await call('game.endMove', { army: me, since: ended.view.seq }, device.token);
    expect(late.code).toBe('access/not_your_move');
    expect(late.message!.en).toMatch(/not this army's move/);
    const entries = (await must<HistoryEntry[]>(gm('history.entries', {}))).length;
    expect((await call('game.order', { order: orders[0], army: me, since: ended.view.seq }, device.token)).code).toBe('access/not_your_move');
    expect((await must<HistoryEntry[]>(gm('history.entries', {}))).length).toBe(entries);
  });

  it('is refused every game-master call of the contract, as its unclaimed code is refused every write', async () => {
    const { mine, device } = await table();
    for (const name of CALL_NAMES.filter((n) => callSpecs[n].access === 'write')) {
      const r = await call(name, {}, device.token);
      expect([name, r.status, r.code]).toEqual([name, 403, 'web/read_only']);
    }
    for (const name of CALL_NAMES.filter((n) => callSpecs[n].access !== 'read')) {
      const r = await call(name, {}, mine.code);
      expect([name, r.code]).toEqual([name, 'web/read_only']);
    }
  });

  it('a write carrying only the cookie is refused; the game master’s token stays refused on the network', async () => {
    const { device } = await table();
    const r = await rawRequest({ connectHost: '127.0.0.2', host: `127.0.0.2:${lanPort}`, port: lanPort, path: '/api/call/game.endMove', method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: `${server.cookieName}=${device.token}` }, body: '{}' });
    expect(r.status).toBe(403);
    expect(JSON.parse(r.body).error.code).toBe('web/no_token');
    expect((await call('access.whoami', {}, server.token)).code).toBe('web/gm_loopback_only');
  });

  it('revoked, its devices stop at once, their event streams too', async () => {
    const { mine, device } = await table();
    let opened = false;
    const stream = readEvents(lanPort, `/api/events?token=${encodeURIComponent(device.token)}`, (e) => e.some((x) => x.event === 'access.revoked'), () => (opened = true), 30_000, { Host: `127.0.0.2:${lanPort}` }, '127.0.0.2');
    while (!opened) await new Promise((r) => setTimeout(r, 20));
    await must(gm('access.revoke', { id: mine.id }));
    const ended = await stream;
    expect(ended.events.map((e) => e.event)).toContain('access.revoked');
    const after = await call('game.legalOrders', {}, device.token);
    expect([after.status, after.code]).toEqual([403, 'web/revoked']);
  });

  it('a dropped device stops; the code is still spent', async () => {
    const { mine, device } = await table();
    await must(gm('access.dropDevice', { id: mine.id, device: device.device }));
    expect((await call('game.legalOrders', {}, device.token)).code).toBe('web/revoked');
    expect((await call('access.claim', {}, mine.code)).code).toBe('access/claimed');
  });
});

describe('a player’s own take-back (issue 23 item 4)', () => {
  it('takes back his own last order while nothing came after it, and nothing else', async () => {
    const { view, me, device } = await table();
    const orders = await must<LegalOrder[]>(call('game.legalOrders', {}, device.token));
    const played = await must<Played>(call('game.order', { order: orders[0], army: me, since: view.seq }, device.token));
    // Made on an older head: refused, nothing moved.
    expect((await call('game.takeBack', { army: me, since: view.seq }, device.token)).code).toBe('game/moved_on');
    const back = await must<Played>(call('game.takeBack', { army: me, since: played.view.seq }, device.token));
    expect(back.view.seq).toBe(view.seq);
    // The game master's own order is not the player's to take back.
    const gmOrder = await must<Played>(gm('game.order', { order: orders[0], since: back.view.seq }));
    const refused = await call('game.takeBack', { army: me, since: gmOrder.view.seq }, device.token);
    expect(refused.code).toBe('access/not_your_order');
    expect(refused.message!.ru).toMatch(/только свой последний приказ/);
    // His order, then the game master's after it: his is no longer the last.
    const legal = await must<LegalOrder[]>(call('game.legalOrders', {}, device.token));
    const mineAgain = await must<Played>(call('game.order', { order: legal.find((o) => o.commander !== orders[0]!.commander)!, army: me, since: gmOrder.view.seq }, device.token));
    expect(mineAgain.view.seq).toBeGreaterThan(gmOrder.view.seq);
    // Once the move passed, the head is its end: nothing of his to take back.
    const ended = await must<Played>(gm('game.endMove', { since: mineAgain.view.seq }));
    expect((await call('game.takeBack', { army: me, since: ended.view.seq }, device.token)).code).toBe('access/not_your_order');
    expect((await must<HistoryEntry[]>(gm('history.entries', {}))).at(-1)!.kind).toBe('end_move');
    // The game master's undo stays his: a device is refused it.
    expect((await call('game.undo', {}, device.token)).code).toBe('web/read_only');
    // The take-back is an undo in the file's trail: the campaign still verifies.
    const verified = spawnSync(process.execPath, [join(REPO_ROOT, 'bin', 'polk.mjs'), 'verify', view.path, '--lang', 'en'], { encoding: 'utf8', timeout: 60_000 });
    expect([verified.status, verified.stderr]).toEqual([0, '']);
  });
});

describe('the game master’s policy per code (issue 23 items 1, 5)', () => {
  it('read-only: the device keeps looking but every order is refused, and back again', async () => {
    const { view, me, mine, device } = await table();
    const listed = await must<{ tokens: ViewToken[] }>(gm('access.setPolicy', { id: mine.id, policy: 'read' }));
    expect(listed.tokens.find((t) => t.id === mine.id)!.policy).toBe('read');
    const orders = await must<LegalOrder[]>(call('game.legalOrders', {}, device.token));
    const r = await call('game.order', { order: orders[0], army: me, since: view.seq }, device.token);
    expect([r.status, r.code]).toEqual([403, 'web/read_only']);
    expect((await must<{ policy?: string }>(call('access.whoami', {}, device.token))).policy).toBe('read');
    await must(gm('access.setPolicy', { id: mine.id, policy: 'direct' }));
    expect((await must<Played>(call('game.order', { order: orders[0], army: me, since: view.seq }, device.token))).view.seq).toBe(view.seq + 1);
  });

  it('«wait for me»: single orders are refused, the whole move waits, the game master accepts it with the code as its source', async () => {
    const { view, me, other, mine, device } = await table();
    await must(gm('access.setPolicy', { id: mine.id, policy: 'propose' }));
    const orders = await must<LegalOrder[]>(call('game.legalOrders', {}, device.token));
    expect((await call('game.order', { order: orders[0], army: me, since: view.seq }, device.token)).code).toBe('access/waits_for_gm');
    const first = orders[0]!;
    const second = orders.find((o) => o.commander !== first.commander)!;
    const actions = [{ kind: 'order', order: first }, { kind: 'order', order: second }, { kind: 'end_move' }];
    // For another army, or on an old head: refused.
    expect((await call('players.propose', { army: other, since: view.seq, actions }, device.token)).code).toBe('access/not_your_army');
    const sent = await must<{ army: string; actions: unknown[] }>(call('players.propose', { army: me, since: view.seq, actions }, device.token));
    expect(sent.actions).toHaveLength(3);
    // Nothing recorded yet; the game master sees it, the other army's phone does not.
    expect((await must<HistoryEntry[]>(gm('history.entries', {}))).at(-1)!.seq).toBe(view.seq);
    expect(await must<unknown[]>(gm('players.proposals', {}))).toHaveLength(1);
    const theirs = await must<DeviceGrant>(call('access.claim', {}, (await must<ViewToken>(gm('access.mint', { kind: 'army', army: other, orders: true }))).code));
    expect(await must<unknown[]>(call('players.proposals', {}, theirs.token))).toHaveLength(0);
    // The dry run of a partial acceptance, then the whole move in one go.
    const check = await must<{ refused: unknown[] }>(gm('players.check', { army: me, steps: [1, 2] }));
    expect(check.refused).toEqual([]);
    const accepted = await must<Played>(gm('players.accept', { army: me, since: view.seq }));
    expect(accepted.view.state.toMove).toBe(other);
    const log = (await must<HistoryEntry[]>(gm('history.entries', {}))).slice(-3);
    expect(log.map((e) => e.kind)).toEqual(['order', 'order', 'end_move']);
    for (const e of log) expect((e.payload as { note?: unknown }).note).toEqual({ by: 'code', codeId: mine.id });
    expect(await must<unknown[]>(gm('players.proposals', {}))).toHaveLength(0);
    // The summaries say who gave the orders (issue 23 item 6), in both languages.
    for (const [lang, words] of [['ru', 'с телефона игрока'], ['en', "from the player's phone"]] as const) {
      const md = await must<{ text?: string; body?: string }>(gm('summary.render', { kind: 'turn', turn: view.state.turn, army: 'each', format: 'md', lang }));
      // Both orders, in every copy of the sheet (each army's and the whole).
      const count = JSON.stringify(md).split(words).length - 1;
      expect(count > 0 && count % 2 === 0, `${lang}: ${count}`).toBe(true);
    }
    const verified = spawnSync(process.execPath, [join(REPO_ROOT, 'bin', 'polk.mjs'), 'verify', view.path, '--lang', 'en'], { encoding: 'utf8', timeout: 60_000 });
    expect([verified.status, verified.stderr]).toEqual([0, '']);
  });

  it('«wait for me»: a move made on a position that later changed is listed as made, refused for acceptance as out of date, and dismissed', async () => {
    const { view, me, mine, device } = await table();
    await must(gm('access.setPolicy', { id: mine.id, policy: 'propose' }));
    const orders = await must<LegalOrder[]>(call('game.legalOrders', {}, device.token));
    await must(call('players.propose', { army: me, since: view.seq, actions: [{ kind: 'order', order: orders[0] }, { kind: 'end_move' }] }, device.token));
    // The game master plays the army's move himself meanwhile.
    const moved = await must<Played>(gm('game.endMove', { since: view.seq }));
    expect((await must<{ basedOn: number }[]>(gm('players.proposals', {}))).map((p) => p.basedOn)).toEqual([view.seq]);
    for (const r of [await gm('players.accept', { army: me, since: moved.view.seq }), await gm('players.check', { army: me, steps: [0] })]) {
      expect(r.code).toBe('players/outdated');
      expect(r.message!.ru).toContain(`записи ${view.seq}`);
      expect(r.message!.en).toContain(`the head is now entry ${moved.view.seq}`);
    }
    expect((await must<HistoryEntry[]>(gm('history.entries', {}))).at(-1)!.seq).toBe(moved.view.seq);
    await must(gm('players.reject', { army: me }));
    expect(await must<unknown[]>(gm('players.proposals', {}))).toHaveLength(0);
  });

  it('«wait for me»: an illegal move is refused when sent; a rejected move records nothing', async () => {
    const { view, me, mine, device } = await table();
    await must(gm('access.setPolicy', { id: mine.id, policy: 'propose' }));
    const orders = await must<LegalOrder[]>(call('game.legalOrders', {}, device.token));
    // The same commander twice: the engine refuses the second, with its words.
    const twice = await call('players.propose', { army: me, since: view.seq, actions: [{ kind: 'order', order: orders[0] }, { kind: 'order', order: orders[0] }] }, device.token);
    expect(twice.ok).toBe(false);
    expect(twice.message!.ru.length).toBeGreaterThan(0);
    await must(call('players.propose', { army: me, since: view.seq, actions: [{ kind: 'order', order: orders[0] }] }, device.token));
    await must(gm('players.reject', { army: me }));
    expect((await gm('players.accept', { army: me })).code).toBe('players/no_proposal');
    expect((await must<HistoryEntry[]>(gm('history.entries', {}))).at(-1)!.seq).toBe(view.seq);
  });
});
