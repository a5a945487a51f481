/** The window-facing handlers over the campaign service: every call of the bridge contract. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALL_NAMES, type CallName, type Failure, type Reply } from '../../shared/bridge/contract';
import { createHandlers } from '../../main/app/handlers';
import { service, SMALL, tempDir } from './helpers';

function ok<T>(r: Reply<T> | Promise<Reply<T>>): T {
  const reply = r as Reply<T>;
  if (!reply.ok) throw new Error(`expected ok, got ${reply.error.code}: ${reply.error.message.en}`);
  return reply.value;
}

function failed(r: Reply<unknown> | Promise<Reply<unknown>>): Failure {
  const reply = r as Reply<unknown>;
  expect(reply.ok).toBe(false);
  return (reply as { error: Failure }).error;
}

/** Paths anywhere are the desktop console's (its dialogs); browser mode names files in its folder (tests/web/paths.test.ts). */
function setup(mode: 'browser' | 'electron' = 'browser') {
  const dir = tempDir('handlers');
  const svc = service({ dataDir: join(dir, 'data') });
  const handlers = createHandlers(svc, { appVersion: '9.9.9', mode, campaignsDir: join(dir, 'campaigns') });
  return { dir, svc, handlers };
}

describe('createHandlers', () => {
  it('has a handler for every call of the contract', () => {
    const { handlers } = setup();
    for (const name of CALL_NAMES) expect(typeof handlers[name as CallName]).toBe('function');
  });

  it('answers app.info and remembers the language', () => {
    const { dir, svc, handlers } = setup();
    expect(ok(handlers['app.info']({}))).toEqual({ version: '9.9.9', mode: 'browser', language: 'ru', campaignsDir: join(dir, 'campaigns'), follow: true });
    expect(ok(handlers['settings.setLanguage']({ language: 'en' })).language).toBe('en');
    const again = createHandlers(svc, { appVersion: '9.9.9', mode: 'browser', campaignsDir: join(dir, 'campaigns') });
    expect(ok(again['app.info']({})).language).toBe('en');
  });

  it('remembers whether the map follows the move, beside the language (issue 22)', () => {
    const { dir, svc, handlers } = setup();
    expect(ok(handlers['settings.setFollow']({ follow: false })).follow).toBe(false);
    ok(handlers['settings.setLanguage']({ language: 'en' }));
    const again = createHandlers(svc, { appVersion: '9.9.9', mode: 'browser', campaignsDir: join(dir, 'campaigns') });
    expect(ok(again['app.info']({}))).toMatchObject({ language: 'en', follow: false });
    expect(ok(again['settings.setFollow']({ follow: true })).follow).toBe(true);
    expect(ok(createHandlers(svc, { appVersion: '9.9.9', mode: 'browser', campaignsDir: join(dir, 'campaigns') })['app.info']({})).follow).toBe(true);
  });

  it('says no campaign is open, in both languages', () => {
    const { handlers } = setup();
    expect(ok(handlers['campaign.current']({}))).toBeNull();
    for (const r of [handlers['game.endMove']({}), handlers['history.entries']({}), handlers['ledger.entries']({}), handlers['game.legalOrders']({})]) {
      const e = failed(r);
      expect(e.code).toBe('campaign/none_open');
      expect(e.message.ru).toMatch(/не открыта/);
      expect(e.message.en).toMatch(/No campaign/);
      expect(e).not.toHaveProperty('kind');
    }
  });

  it('plays a campaign through the contract', () => {
    const { dir, handlers } = setup('electron');
    const view = ok(handlers['campaign.create']({ name: 'Кампания: «тест»', scenario: SMALL }));
    expect(view.path).toBe(join(dir, 'campaigns', 'Кампания_ «тест».polk'));
    expect(view).toMatchObject({ name: 'Кампания: «тест»', seq: 0, setupPhase: true, canUndo: false });
    expect(ok(handlers['campaign.current']({}))?.seq).toBe(0);

    // A setup edit is a new start entry after the first (the log is append-only): seq 1.
    const edited = ok(handlers['campaign.editSetup']({ scenario: { ...SMALL, depots: { A: 11, N: 20 } } }));
    expect(edited.state.depots.A).toBe(22);
    expect(edited).toMatchObject({ seq: 1, setupPhase: true, canUndo: true });

    const legal = ok(handlers['game.legalOrders']({ commander: 'AM' }));
    expect(legal.length).toBeGreaterThan(0);
    const order = ok(handlers['game.order']({ order: { kind: 'recruit', commander: 'AM', recruit: 'musketeer', to: [2, 2] } }));
    expect(order.view.seq).toBe(2);
    expect(order.events.map((e) => e.type)).toEqual(['recruited', 'depots']);

    const refusal = failed(handlers['game.order']({ order: { kind: 'step', commander: 'AM', to: [0, 0] } }));
    expect(refusal.code).toBe('order/commander_already_ordered');
    expect(refusal.message.ru).toMatch(/уже/);
    expect(refusal.message.en).toMatch(/already/);
    expect(refusal).not.toHaveProperty('kind');

    const closedSetup = failed(handlers['campaign.editSetup']({ scenario: SMALL }));
    expect(closedSetup.code).toBe('campaign/setup_closed');

    ok(handlers['game.endMove']({}));
    const appointed = ok(handlers['game.appointMarshal']({ at: [12, 12] }));
    expect(appointed.view.state.depots.N).toBe(10);
    const corrected = ok(handlers['game.correctDepots']({ army: 'N', amount: -1.5, reason: 'долг' }));
    expect(corrected.view.state.depots.N).toBe(7);

    const history = ok(handlers['history.entries']({}));
    expect(history.map((h) => h.kind)).toEqual(['setup', 'order', 'end_move', 'appoint', 'correction']);
    expect(ok(handlers['history.stateAt']({ seq: 2 })).units).toHaveLength(6);
    // The first deployment is no part of this game's history.
    expect(failed(handlers['history.stateAt']({ seq: 0 })).code).toBe('history/out_of_range');
    expect(failed(handlers['history.stateAt']({ seq: 99 })).code).toBe('history/out_of_range');
    const ledger = ok(handlers['ledger.entries']({}));
    expect(ledger.map((l) => [l.army, l.amount, l.reason])).toEqual([
      ['A', 11, 'start'],
      ['N', 20, 'start'],
      ['A', -1, 'recruit'],
      ['N', -15, 'marshal'],
      ['N', -1.5, 'correction'],
    ]);

    const undone = ok(handlers['game.undo']({ steps: 2 }));
    expect(undone.view.seq).toBe(3);
    expect(undone.events).toEqual([]);
    expect(ok(handlers['game.undo']({})).view.seq).toBe(2);
    const since = ok(handlers['session.sinceLast']({}));
    expect(since).toMatchObject({ lastClosed: null, fromSeq: 1, toSeq: 2 });

    // Exports: the campaign file copy, and the position as a scenario.
    const copy = ok(handlers['campaign.export']({ path: join(dir, 'copy.polk') }));
    expect(copy.path).toBe(join(dir, 'copy.polk'));
    expect(failed(handlers['campaign.export']({ path: join(dir, 'copy.polk') })).code).toBe('file/exists');
    const scenario = ok(handlers['campaign.exportScenario']({}));
    expect(scenario.path).toBeNull();
    const written = ok(handlers['campaign.exportScenario']({ path: join(dir, 'pos.json') }));
    expect(JSON.parse(readFileSync(join(dir, 'pos.json'), 'utf8'))).toEqual(written.scenario);
    // A second export replaces the first; a campaign file is never replaced.
    expect(ok(handlers['campaign.exportScenario']({ path: join(dir, 'pos.json') })).path).toBe(join(dir, 'pos.json'));
    expect(failed(handlers['campaign.exportScenario']({ path: join(dir, 'copy.polk') })).code).toBe('file/exists');
    expect(failed(handlers['campaign.exportScenario']({ path: view.path })).code).toBe('file/exists');

    ok(handlers['campaign.close']({}));
    expect(ok(handlers['campaign.current']({}))).toBeNull();

    // Import the copy: a new campaign in the campaigns folder, the same position.
    const imported = ok(handlers['campaign.import']({ path: join(dir, 'copy.polk') }));
    expect(imported.path).toBe(join(dir, 'campaigns', 'copy.polk'));
    expect(imported.seq).toBe(2);
    const reopened = ok(handlers['campaign.open']({ path: view.path }));
    expect(reopened.seq).toBe(2);
    expect(ok(handlers['session.sinceLast']({})).lastClosed).not.toBeNull();

    const recent = ok(handlers['campaign.listRecent']({}));
    expect(recent.map((r) => r.path)).toEqual([view.path, imported.path]);
    handlers.dispose();
    expect(ok(handlers['campaign.current']({}))).toBeNull();
  });

  it('creates from presets in a free file name, and reports bad files as failures', () => {
    const { dir, handlers } = setup('electron');
    const a = ok(handlers['campaign.create']({ name: 'Война', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 } }));
    const b = ok(handlers['campaign.create']({ name: 'Война', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 } }));
    expect([a.path, b.path]).toEqual([join(dir, 'campaigns', 'Война.polk'), join(dir, 'campaigns', 'Война (2).polk')]);
    const bad = failed(handlers['campaign.create']({ name: 'x', scenario: { ...SMALL, turn: 0 } }));
    expect(bad.code).toBe('setup/turn_range');
    writeFileSync(join(dir, 'empty.polk'), '');
    const empty = failed(handlers['campaign.open']({ path: join(dir, 'empty.polk') }));
    expect(empty.code).toBe('file/empty');
    expect(empty.detail).toMatchObject({ file: join(dir, 'empty.polk'), backup: null });
    // The open campaign stays open after a failed open.
    expect(ok(handlers['campaign.current']({}))?.path).toBe(b.path);
    expect(existsSync(join(dir, 'campaigns', 'x.polk'))).toBe(false);
    handlers.dispose();
  });
});
