/**
 * Another process's commit reaches the open console (issue 22): `polk end-move` in a terminal while
 * the window shows the campaign. The console's own writes are not announced twice; another
 * connection's commit is, as `campaign.changed` at the new head.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignView, EventPayloads, Reply } from '../../shared/bridge/contract';
import { createCore, type Core } from '../../main/app/core';
import { must, service } from '../db/helpers';

let core: Core | null = null;
let dir = '';
afterEach(() => {
  core?.close();
  core = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const value = <T>(r: Reply<T> | Promise<Reply<T>>): T => {
  const reply = r as Reply<T>;
  if (!reply.ok) throw new Error(reply.error.code);
  return reply.value;
};

describe('another process commits to the open campaign', () => {
  it('is announced as campaign.changed at its new head; the console’s own writes are not', async () => {
    dir = mkdtempSync(join(tmpdir(), 'polk-other-'));
    const heard: EventPayloads['campaign.changed'][] = [];
    let wake: (() => void) | null = null;
    core = createCore({ dataDir: dir, mode: 'browser', version: '0.0.0-test', onOtherWriter: (p) => (heard.push(p), wake?.()) });
    const view = value<CampaignView>(core.handlers['campaign.create']({ name: 'Вечер', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 2 } }));
    // The console's own order: the same connection, so data_version does not move.
    const [order] = value(core.handlers['game.legalOrders']({}));
    value(core.handlers['game.order']({ order, since: view.seq }));
    // Another process (a second connection, as `polk end-move` opens one) ends the move.
    const other = must(service().open(view.path));
    const ended = must(other.endMove());
    other.close();
    await new Promise<void>((resolve) => {
      if (heard.length) resolve();
      else wake = resolve;
    });
    expect(heard).toEqual([{ path: view.path, seq: ended.view.seq }]);
    expect(value<CampaignView | null>(core.handlers['campaign.current']({}))!.seq).toBe(ended.view.seq);
  });

  it('tells them apart by data_version: the campaign’s own commits leave it, another connection’s move it', () => {
    dir = mkdtempSync(join(tmpdir(), 'polk-other-'));
    const svc = service();
    const c = must(svc.create(join(dir, 'c.polk'), { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 2 } }));
    const before = c.dataVersion();
    expect(c.openedAtVersion()).toBe(before);
    must(c.submitOrder(c.legalOrders()[0]));
    expect(c.dataVersion()).toBe(before);
    const other = must(service().open(c.path));
    must(other.endMove());
    other.close();
    expect(c.dataVersion()).not.toBe(before);
    c.close();
  });
});
