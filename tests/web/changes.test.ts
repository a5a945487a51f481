/**
 * What an action's reply carries, through the dispatcher every transport uses, over the real core
 * (campaign service, a real SQLite file): the new position, its legal orders, and only the history
 * and ledger entries after the caller's `since` — whole lists when that seq left the chain (undo);
 * redo and the undo preview; and the one event each action announces.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallArgs, CallName, CallResults, EventPayloads, Reply } from '../../shared/bridge/contract';
import { createCore, type Core } from '../../main/app/core';
import { createDispatcher } from '../../main/app/dispatch';
import { SMALL } from '../db/helpers';

const dirs: string[] = [];
const cores: Core[] = [];
afterEach(() => {
  for (const c of cores.splice(0)) c.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function open() {
  const dir = mkdtempSync(join(tmpdir(), 'polk-changes-'));
  dirs.push(dir);
  const core = createCore({ dataDir: dir, mode: 'browser', version: '0.0.0-test' });
  cores.push(core);
  const events: EventPayloads['campaign.changed'][] = [];
  const d = createDispatcher(core.handlers, { onEvent: (event, payload) => event === 'campaign.changed' && events.push(payload as EventPayloads['campaign.changed']) });
  async function call<K extends CallName>(name: K, args: CallArgs<K>): Promise<CallResults[K]> {
    const r = (await d.call(name, args)) as Reply<CallResults[K]>;
    if (!r.ok) throw new Error(`${name}: ${r.error.code} ${r.error.message.en}`);
    return r.value;
  }
  return { call, events, raw: d };
}

describe('a reply carries what changed', () => {
  it('an order answers with the position, its legal orders and only the entries after `since`', async () => {
    const { call, events } = await open();
    const view = await call('campaign.create', { name: 'Дельты', scenario: SMALL });
    const start = await call('campaign.sync', {});
    expect(start.changes.reset).toBe(true);
    expect(start.changes.history.map((h) => h.seq)).toEqual([view.seq]);
    const before = events.length;
    const r = await call('game.order', { order: { kind: 'recruit', commander: 'AM', recruit: 'musketeer', to: [2, 2] }, since: view.seq });
    expect(r.events.map((e) => e.type)).toEqual(['recruited', 'depots']);
    expect(r.changes).toMatchObject({ seq: r.view.seq, reset: false });
    expect(r.changes.history.map((h) => [h.seq, h.kind])).toEqual([[r.view.seq, 'order']]);
    expect(r.changes.ledger.map((l) => [l.army, l.amount, l.reason])).toEqual([['A', -1, 'recruit']]);
    // The legal orders of the new position: the marshal has given his order.
    expect(start.legal.some((o) => o.commander === 'AM')).toBe(true);
    expect(r.legal.some((o) => o.commander === 'AM')).toBe(false);
    expect(r.legal).toEqual(await call('game.legalOrders', {}));
    expect(r.redoDepth).toBe(0);
    // One event, with the seq the reply already holds.
    expect(events.slice(before)).toEqual([{ path: view.path, seq: r.view.seq }]);
    // The deltas add up to the whole lists.
    expect([...start.changes.history, ...r.changes.history]).toEqual(await call('history.entries', {}));
    expect([...start.changes.ledger, ...r.changes.ledger]).toEqual(await call('ledger.entries', {}));
  });

  it('without `since`, the entries the action itself added', async () => {
    const { call } = await open();
    await call('campaign.create', { name: 'Без since', scenario: SMALL });
    const r = await call('game.endMove', {});
    expect(r.changes.reset).toBe(false);
    expect(r.changes.history.map((h) => h.kind)).toEqual(['end_move']);
  });

  it('undo answers with the whole lists; redo brings the same position back; a new action drops redo', async () => {
    const { call } = await open();
    const view = await call('campaign.create', { name: 'Отмена', scenario: SMALL });
    const order = await call('game.order', { order: { kind: 'recruit', commander: 'AM', recruit: 'musketeer', to: [2, 2] }, since: view.seq });
    const end = await call('game.endMove', { since: order.view.seq });
    const preview = await call('game.undoPreview', { steps: 2 });
    expect(preview).toMatchObject({ steps: 2, crossesEndOfMove: true });
    expect(preview.entries.map((e) => e.kind)).toEqual(['end_move', 'order']);
    expect((await call('game.undoPreview', {})).entries.map((e) => e.kind)).toEqual(['end_move']);
    const undone = await call('game.undo', { steps: 2, since: end.view.seq });
    expect(undone.view.state).toEqual(view.state);
    expect(undone.changes.reset).toBe(true);
    expect(undone.changes.history).toEqual(await call('history.entries', {}));
    expect(undone.redoDepth).toBe(2);
    const redone = await call('game.redo', { since: undone.view.seq });
    expect(redone.view.state).toEqual(order.view.state);
    expect(redone.redoDepth).toBe(1);
    expect(redone.changes.history.map((h) => h.kind)).toEqual(['order']);
    const again = await call('game.redo', { since: redone.view.seq });
    expect(again.view.state).toEqual(end.view.state);
    expect(again.redoDepth).toBe(0);
    await call('game.undo', { since: again.view.seq });
    const fresh = await call('game.correctDepots', { army: 'N', amount: -1, reason: 'штраф', since: order.view.seq });
    expect(fresh.redoDepth).toBe(0);
    expect((await call('campaign.sync', { since: fresh.view.seq })).changes).toMatchObject({ reset: false, history: [], ledger: [] });
  });

  it('refuses a redo with nothing to redo, as a value', async () => {
    const { call, raw } = await open();
    await call('campaign.create', { name: 'Нечего', scenario: SMALL });
    const r = await raw.call('game.redo', {});
    expect(r).toMatchObject({ ok: false, error: { code: 'undo/nothing_to_redo' } });
  });
});
