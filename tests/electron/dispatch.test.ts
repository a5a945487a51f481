// The transport-neutral door (main/app/dispatch.ts) used by IPC and by the HTTP server.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CALL_NAMES, callSpecs } from '../../shared/bridge/contract';
import { createDispatcher, isMutatingCall } from '../../main/app/dispatch';
import { fakeHandlers } from '../support/fakeHandlers';

const silent = { warn: () => undefined, error: () => undefined };

describe('createDispatcher', () => {
  it('every call of the contract declares whether it reads or writes and the events it emits', () => {
    expect(Object.keys(callSpecs).sort()).toEqual([...CALL_NAMES].sort());
    // Every game.* call changes the campaign except asking for the legal orders or an undo preview.
    for (const name of CALL_NAMES.filter((n) => n.startsWith('game.'))) expect(isMutatingCall(name), name).toBe(name !== 'game.legalOrders' && name !== 'game.undoPreview');
    for (const name of ['campaign.create', 'campaign.open', 'campaign.import', 'campaign.close', 'campaign.editSetup'] as const) expect(isMutatingCall(name)).toBe(true);
    // A read emits nothing; a write that emits nothing acts only on the game master's side (a file,
    // a print, a dialog, a capability: issue 14).
    const quietWrites = ['app.chooseFile', 'campaign.export', 'campaign.exportScenario', 'summary.print', 'print.print', 'editor.listFiles', 'editor.readMap', 'editor.saveMap', 'access.list', 'access.mint', 'access.revoke', 'access.setLan', 'access.dropDevice', 'bots.check', 'settings.setFollow', 'mail.list', 'mail.packet', 'access.setPolicy', 'players.check'];
    for (const name of CALL_NAMES) {
      if (callSpecs[name].access === 'read') expect(callSpecs[name].emits, name).toEqual([]);
      else expect(callSpecs[name].emits.length > 0, name).toBe(!quietWrites.includes(name));
    }
    expect(callSpecs['settings.setLanguage'].emits).toEqual(['settings.changed']);
    expect(callSpecs['game.redo'].emits).toEqual(['campaign.changed']);
  });

  it('refuses an unknown call by name, whatever the name is', async () => {
    const d = createDispatcher(fakeHandlers(), { log: silent });
    await fc.assert(
      fc.asyncProperty(fc.anything({ withNullPrototype: true, withBoxedValues: true }), fc.anything(), async (name, args) => {
        fc.pre(!(typeof name === 'string' && (CALL_NAMES as string[]).includes(name)));
        const reply = await d.call(name, args);
        expect(reply).toMatchObject({ ok: false, error: { code: 'bridge/unknown_call' } });
      }),
      { numRuns: 1000 },
    );
    expect(await d.call('__proto__', {})).toMatchObject({ ok: false, error: { code: 'bridge/unknown_call' } });
    expect(await d.call('constructor', {})).toMatchObject({ ok: false, error: { code: 'bridge/unknown_call' } });
  });

  it('turns a handler throw (a bug) into bridge/internal and logs it, without rejecting', async () => {
    const logged: string[] = [];
    const d = createDispatcher(
      fakeHandlers({
        'app.info': () => {
          throw new Error('boom');
        },
      }),
      { log: { warn: () => undefined, error: (m) => logged.push(m) } },
    );
    const reply = await d.call('app.info', {});
    expect(reply).toMatchObject({ ok: false, error: { code: 'bridge/internal' } });
    if (!reply.ok) expect(reply.error.message.en).not.toContain('boom');
    expect(logged.join()).toContain('app.info');
    // The next call still runs.
    expect(await d.call('campaign.current', {})).toEqual({ ok: true, value: null });
  });

  it('refuses a handler answer that is not a Reply', async () => {
    const d = createDispatcher(fakeHandlers({ 'app.info': (() => 'oops') as never }), { log: silent });
    expect(await d.call('app.info', {})).toMatchObject({ ok: false, error: { code: 'bridge/internal' } });
  });

  it('runs calls one at a time, in order', async () => {
    const order: string[] = [];
    const slow = (tag: string, ms: number) => async () => {
      order.push(`${tag}:start`);
      await new Promise((r) => setTimeout(r, ms));
      order.push(`${tag}:end`);
      return { ok: true as const, value: [] };
    };
    const d = createDispatcher(fakeHandlers({ 'history.entries': slow('a', 30), 'ledger.entries': slow('b', 1) }));
    await Promise.all([d.call('history.entries', {}), d.call('ledger.entries', {})]);
    expect(order).toEqual(['a:start', 'a:end', 'b:start', 'b:end']);
  });

  it('emits campaign.changed after mutations (close names the closed file) and settings.changed after a language change', async () => {
    const events: unknown[] = [];
    const d = createDispatcher(fakeHandlers(), { onEvent: (event, payload) => events.push([event, payload]) });
    await d.call('campaign.create', { name: 'Север', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 3 }, path: '/c/north.polk' });
    await d.call('campaign.current', {});
    await d.call('campaign.close', {});
    await d.call('settings.setLanguage', { language: 'en' });
    expect(events).toEqual([
      ['campaign.changed', { path: '/c/north.polk', seq: 0 }],
      ['campaign.changed', { path: '/c/north.polk', seq: 0 }],
      ['settings.changed', { language: 'en' }],
    ]);
  });

  it('an action announces the position from its reply; a battle record keeps the last seq and names the battle', async () => {
    const events: unknown[] = [];
    const battle = { id: 4, name: 'Бой', turn: null, fortress: null, createdAt: '', runCount: 0, lastRunAt: null, campaign: 'Север', runs: [] };
    const d = createDispatcher(fakeHandlers({ 'referee.createBattle': () => ({ ok: true, value: battle }), 'referee.battles': () => ({ ok: true, value: [] }) }), {
      onEvent: (event, payload) => events.push([event, payload]),
    });
    await d.call('campaign.open', { path: '/c/north.polk' });
    await d.call('game.order', { order: { kind: 'step', commander: 'AM', to: [1, 1] }, since: 3 });
    await d.call('referee.createBattle', { name: 'Бой' });
    // A read, even one whose reply holds a position, announces nothing.
    await d.call('referee.battles', {});
    await d.call('campaign.current', {});
    expect(events).toEqual([
      ['campaign.changed', { path: '/c/north.polk', seq: 3 }],
      ['campaign.changed', { path: '/c/north.polk', seq: 4 }],
      ['campaign.changed', { path: '/c/north.polk', seq: 4, battle: 4 }],
    ]);
  });

  it('a failed write announces nothing', async () => {
    const events: unknown[] = [];
    const d = createDispatcher(fakeHandlers(), { onEvent: (event, payload) => events.push([event, payload]) });
    expect(await d.call('game.order', { order: { kind: 'step', commander: 'AM', to: [1, 1] } })).toMatchObject({ ok: false });
    expect(events).toEqual([]);
  });

  it('a listener that throws does not spoil the reply', async () => {
    const d = createDispatcher(fakeHandlers(), {
      onEvent: () => {
        throw new Error('listener');
      },
      log: silent,
    });
    expect(await d.call('campaign.open', { path: '/x.polk' })).toMatchObject({ ok: true });
  });
});
