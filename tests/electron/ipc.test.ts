// The IPC door: every contract call registered through the typed helper, each checking its sender
// and validating its payload before anything reaches the handlers; events only to our pages.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CALL_NAMES, callSchemas, type CallName } from '../../shared/bridge/contract';
import { IPC_PREFIX, PRELOAD_CALLS } from '../../shared/bridge/wire';
import { createDispatcher } from '../../main/app/dispatch';
import { broadcastEvent, forbiddenSender, registerContractHandlers, type IpcMainLike } from '../../main/electron/ipc';
import { APP_ENTRY_URL } from '../../main/policy/urls';
import { fakeHandlers } from '../support/fakeHandlers';

type Listener = (event: unknown, ...args: unknown[]) => unknown;

function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  const ipc: IpcMainLike = {
    handle(channel, listener) {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, listener);
    },
    removeHandler(channel) {
      handlers.delete(channel);
    },
  };
  const invoke = async (channel: string, event: unknown, ...args: unknown[]) => {
    const h = handlers.get(channel);
    if (!h) throw new Error(`No handler registered for '${channel}'`);
    return h(event, ...args);
  };
  return { ipc, handlers, invoke };
}

const OUR_ID = 7;
const ours = { senderFrame: { url: APP_ENTRY_URL, parent: null }, sender: { id: OUR_ID } };
const senders: Record<string, unknown> = {
  'an iframe of our page': { senderFrame: { url: APP_ENTRY_URL, parent: { url: APP_ENTRY_URL } }, sender: { id: OUR_ID } },
  'a foreign page': { senderFrame: { url: 'https://evil.example/', parent: null }, sender: { id: OUR_ID } },
  'a file:// page': { senderFrame: { url: 'file:///tmp/evil.html', parent: null }, sender: { id: OUR_ID } },
  'a destroyed frame': { senderFrame: null, sender: { id: OUR_ID } },
  'another webContents': { senderFrame: { url: APP_ENTRY_URL, parent: null }, sender: { id: 99 } },
  'no event at all': undefined,
};

/** A valid argument object for each call, for the fake handlers. */
const VALID: Record<CallName, unknown> = {
  'app.info': {},
  'settings.setLanguage': { language: 'en' },
  'settings.setFollow': { follow: false },
  'campaign.listRecent': {},
  'campaign.listFolder': {},
  'campaign.create': { name: 'Кампания', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 } },
  'campaign.open': { path: '/tmp/a.polk' },
  'campaign.current': {},
  'campaign.close': {},
  'campaign.export': { path: '/tmp/out.polk' },
  'campaign.import': { path: '/tmp/in.polk' },
  'campaign.exportScenario': {},
  'campaign.editSetup': { scenario: {} },
  'game.legalOrders': {},
  'game.order': { order: { kind: 'move', commander: 'A1', unit: 'A2', to: [3, 4] } },
  'game.endMove': {},
  'game.appointMarshal': { at: [1, 2] },
  'game.undo': {},
  'game.redo': { steps: 1, since: 3 },
  'game.undoPreview': {},
  'campaign.sync': { since: 0 },
  'game.correctDepots': { army: 'A', amount: 2.5, reason: 'ошибка подсчёта' },
  'history.entries': {},
  'history.stateAt': { seq: 0 },
  'ledger.entries': {},
  'session.sinceLast': {},
  'referee.battles': {},
  'referee.createBattle': { name: 'Бой у мельницы', turn: 3, fortress: 'Цитадель' },
  'referee.battle': { id: 1 },
  'referee.run': { battleId: 1, ruleset: 'club', procedure: 'musket-fire', input: { rank: 'soldier', distanceCm: 40 }, dice: [6] },
  'referee.undoRun': { battleId: 1 },
  'bots.seats': {},
  'bots.setSeat': { army: 'F', level: 'strong', auto: false },
  'bots.propose': { budget: 500 },
  'bots.job': { job: 1 },
  'bots.cancel': { job: 1 },
  'bots.check': { job: 1, steps: [0, 2] },
  'bots.accept': { job: 1, steps: [0, 2] },
  'summary.render': { kind: 'turn', turn: 1, army: 'each', format: 'html', lang: 'ru' },
  'summary.print': { kind: 'report', lang: 'en' },
  'print.render': { document: 'field', format: 'html', lang: 'ru', paper: 'a3', cellMm: 7, grey: true },
  'print.print': { document: 'counters', lang: 'en', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small' } },
  'app.chooseFile': { purpose: 'open' },
  'editor.listFiles': {},
  'editor.readMap': { path: '/tmp/map.json' },
  'editor.saveMap': { path: '/tmp/map.json', map: {} },
  'access.whoami': {},
  'access.list': {},
  'access.mint': { kind: 'army', army: 'N' },
  'access.revoke': { id: 'v1' },
  'access.setLan': { address: null },
  'access.claim': {},
  'access.dropDevice': { id: 'v1', device: 'd1' },
  'mail.list': {},
  'mail.packet': { army: 'N' },
  'mail.moveIn': { text: '{}' },
  'access.setPolicy': { id: 'v1', policy: 'propose' },
  'game.takeBack': { army: 'N', since: 4 },
  'players.propose': { army: 'N', since: 4, actions: [{ kind: 'end_move' }] },
  'players.proposals': {},
  'players.check': { army: 'N', steps: [0] },
  'players.accept': { army: 'N', since: 4 },
  'players.reject': { army: 'N' },
};

function setup() {
  const handlers = fakeHandlers();
  const events: { event: string; payload: unknown }[] = [];
  const dispatcher = createDispatcher(handlers, { onEvent: (event, payload) => events.push({ event, payload }) });
  const { ipc, handlers: registered, invoke } = fakeIpcMain();
  const remove = registerContractHandlers(ipc, dispatcher, () => ({ webContentsIds: new Set([OUR_ID]) }));
  return { handlers, events, registered, invoke, remove };
}

describe('registerContractHandlers', () => {
  it('registers exactly one handler per contract call, on its polk: channel', () => {
    const { registered } = setup();
    expect([...registered.keys()].sort()).toEqual(CALL_NAMES.map((n) => IPC_PREFIX + n).sort());
    expect(PRELOAD_CALLS.map((c) => c.channel).sort()).toEqual([...registered.keys()].sort());
  });

  it('every valid argument example really is valid (keeps this table honest)', () => {
    for (const name of CALL_NAMES) expect(callSchemas[name].safeParse(VALID[name]).success, name).toBe(true);
  });

  describe.each(CALL_NAMES)('%s', (name) => {
    it('reaches the handler from our window with valid arguments', async () => {
      const { handlers, invoke } = setup();
      await invoke(IPC_PREFIX + name, ours, VALID[name]);
      expect(handlers.calls.map((c) => c.name)).toEqual([name]);
    });

    it.each(Object.keys(senders))('is refused from %s, and the handler never runs', async (who) => {
      const { handlers, invoke } = setup();
      expect(await invoke(IPC_PREFIX + name, senders[who], VALID[name])).toEqual(forbiddenSender);
      expect(handlers.calls).toEqual([]);
    });

    it('refuses malformed arguments with a clear bilingual error, never reaching the handler', async () => {
      const { handlers, invoke } = setup();
      const reply = (await invoke(IPC_PREFIX + name, ours, { unexpected: true })) as { ok: boolean; error?: { code: string; message: { ru: string; en: string } } };
      expect(reply.ok).toBe(false);
      expect(reply.error?.code).toBe('bridge/bad_payload');
      expect(reply.error?.message.en).toContain(name);
      expect(reply.error?.message.ru).toContain(name);
      expect(handlers.calls).toEqual([]);
    });
  });

  it('refuses extra positional arguments (they did not come through the preload)', async () => {
    const { handlers, invoke } = setup();
    const reply = (await invoke(`${IPC_PREFIX}app.info`, ours, {}, 'extra')) as { ok: boolean; error: { code: string } };
    expect(reply).toMatchObject({ ok: false, error: { code: 'bridge/bad_payload' } });
    expect(handlers.calls).toEqual([]);
  });

  it('fast-check: any payload to any call, from our window, is answered with a Reply and never throws', async () => {
    const { handlers, invoke } = setup();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALL_NAMES), fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true, withBigInt: true, withDate: true }), async (name, payload) => {
        const before = handlers.calls.length;
        const reply = (await invoke(IPC_PREFIX + name, ours, payload)) as { ok: boolean; error?: { code: string; message: { ru: string; en: string } } };
        expect(typeof reply.ok).toBe('boolean');
        if (!reply.ok) {
          expect(reply.error!.code).toMatch(/^[a-z_]+\/[a-z_]+$/);
          expect(reply.error!.message.ru).not.toBe('');
          expect(reply.error!.message.en).not.toBe('');
        }
        // Whatever reached a handler passed the contract's schema.
        if (handlers.calls.length > before) expect(callSchemas[name].safeParse(handlers.calls.at(-1)!.args).success).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('fast-check: payloads that fail the schema never reach a handler', async () => {
    const { handlers, invoke } = setup();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALL_NAMES), fc.anything(), async (name, payload) => {
        fc.pre(!callSchemas[name].safeParse(payload ?? {}).success);
        const before = handlers.calls.length;
        const reply = (await invoke(IPC_PREFIX + name, ours, payload)) as { ok: boolean; error: { code: string } };
        expect(reply).toMatchObject({ ok: false, error: { code: 'bridge/bad_payload' } });
        expect(handlers.calls.length).toBe(before);
      }),
      { numRuns: 2000 },
    );
  });

  it('removes every handler it registered', () => {
    const { registered, remove } = setup();
    remove();
    expect(registered.size).toBe(0);
  });
});

describe('broadcastEvent', () => {
  function target(url: string, destroyed = false) {
    const sent: { channel: string; payload: unknown }[] = [];
    return { sent, isDestroyed: () => destroyed, getURL: () => url, send: (channel: string, payload: unknown) => sent.push({ channel, payload }) };
  }

  it('sends on the polk: channel, only to live windows showing our page', () => {
    const good = target(APP_ENTRY_URL);
    const foreign = target('https://evil.example/');
    const dead = target(APP_ENTRY_URL, true);
    expect(broadcastEvent([good, foreign, dead], 'campaign.changed', { path: '/a.polk', seq: 2 })).toBe(1);
    expect(good.sent).toEqual([{ channel: 'polk:campaign.changed', payload: { path: '/a.polk', seq: 2 } }]);
    expect(foreign.sent).toEqual([]);
    expect(dead.sent).toEqual([]);
  });
});

describe('change events through IPC', () => {
  it('a successful order emits campaign.changed; a query or a refusal emits nothing', async () => {
    const { events, invoke } = setup();
    await invoke(`${IPC_PREFIX}campaign.open`, ours, { path: '/tmp/a.polk' });
    await invoke(`${IPC_PREFIX}game.legalOrders`, ours, {});
    await invoke(`${IPC_PREFIX}game.order`, ours, VALID['game.order']);
    await invoke(`${IPC_PREFIX}campaign.open`, ours, { path: '/tmp/missing.polk' });
    expect(events).toEqual([
      { event: 'campaign.changed', payload: { path: '/tmp/a.polk', seq: 3 } },
      { event: 'campaign.changed', payload: { path: '/tmp/a.polk', seq: 4 } },
    ]);
  });
});
