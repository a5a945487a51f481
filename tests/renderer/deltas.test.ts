/**
 * One round trip per action: the store applies what a reply says changed (the entries after the
 * seq it sent), drops the change event of its own action, follows another window's change with one
 * sync, redoes, and asks before an undo that crosses an end of move.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import type { Bridge, HistoryEntry, LedgerEntry, Reply } from '../../shared/bridge/contract';
import { setBridge } from '../../renderer/src/bridge/provide';
import { useCampaignStore } from '../../renderer/src/stores/campaign';
import { useMapStore } from '../../renderer/src/stores/map';
import { FakeConsole } from './support/fakeConsole';
import { smallScenario } from './support/scenarios';

let fake: FakeConsole;

beforeEach(() => {
  fake = new FakeConsole();
  setBridge(fake.bridge());
  setActivePinia(createPinia());
});

async function openSmall() {
  const campaign = useCampaignStore();
  await campaign.init();
  expect((await campaign.create({ name: 'Малая', scenario: smallScenario() })).ok).toBe(true);
  return { campaign, map: useMapStore() };
}

// The fake console answers in microtasks: one macrotask later, every reply and event of it has been handled (no timer, no speed involved).
const flush = () => new Promise((r) => setImmediate(r));

/** The console's own whole lists, asked for directly (not through the store). */
async function whole(): Promise<{ history: HistoryEntry[]; ledger: LedgerEntry[] }> {
  const b = fake.bridge();
  const h = (await b.call('history.entries', {})) as Reply<HistoryEntry[]>;
  const l = (await b.call('ledger.entries', {})) as Reply<LedgerEntry[]>;
  if (!h.ok || !l.ok) throw new Error('no lists');
  return { history: h.value, ledger: l.value };
}

const callsSince = (from: number) => fake.calls.slice(from).map((c) => c.name);

describe('one round trip per action', () => {
  it('an order clicked on the map is one call; the store holds what the console holds', async () => {
    const { campaign, map } = await openSmall();
    await map.clickCell([3, 4]);
    const before = fake.calls.length;
    await map.clickCell([4, 5]);
    await flush();
    expect(callsSince(before)).toEqual(['game.order']);
    // It sent the seq it had, and got the entries after it.
    expect(fake.calls[before].args).toMatchObject({ since: 0 });
    expect(campaign.view!.seq).toBe(1);
    expect(campaign.legalReady).toBe(true);
    expect(campaign.legal.length).toBeGreaterThan(0);
    expect(campaign.history).toEqual((await whole()).history);
    expect(campaign.ledger).toEqual((await whole()).ledger);
  });

  it('end of move, correction and recruitment append their entries and ledger lines', async () => {
    const { campaign, map } = await openSmall();
    await map.clickCell([1, 1]);
    await map.clickCell([3, 2]);
    expect(await map.recruitUnit('AM', 'grenadier', [3, 2])).toBe(true);
    await campaign.correctDepots('N', -2.5, 'штраф');
    const before = fake.calls.length;
    await campaign.endMove();
    await flush();
    expect(callsSince(before)).toEqual(['game.endMove']);
    const w = await whole();
    expect(campaign.history).toEqual(w.history);
    expect(campaign.ledger).toEqual(w.ledger);
    expect(campaign.ledger.map((l) => l.reason)).toEqual(['start', 'start', 'recruit', 'correction']);
  });

  it('drops the change event of its own action, even when it arrives before the reply', async () => {
    const { campaign } = await openSmall();
    const seen: number[] = [];
    fake.bridge().on('campaign.changed', (p) => seen.push(p.seq));
    const before = fake.calls.length;
    // The fake console, like the real dispatcher, sends the event before it answers.
    await campaign.endMove();
    await campaign.endMove();
    await flush();
    expect(seen).toEqual([1, 2]);
    expect(callsSince(before)).toEqual(['game.endMove', 'game.endMove']);
  });

  it('follows a change made elsewhere with one sync that brings only the new entries', async () => {
    const { campaign } = await openSmall();
    await campaign.endMove();
    const before = fake.calls.length;
    fake.externalEndMove();
    await flush();
    expect(callsSince(before)).toEqual(['campaign.sync']);
    expect(fake.calls[before].args).toEqual({ since: 1 });
    expect(campaign.view!.seq).toBe(2);
    expect(campaign.view!.state.toMove).toBe('A');
    expect(campaign.history).toEqual((await whole()).history);
  });

  it('an undo elsewhere (its seq left the chain) brings the whole lists back', async () => {
    const { campaign } = await openSmall();
    await campaign.endMove();
    await campaign.endMove();
    // Another window takes both back and gives a new end of move: a new entry, seq 3.
    const other = fake.bridge();
    expect((await other.call('game.undo', { steps: 2 })).ok).toBe(true);
    expect((await other.call('game.endMove', {})).ok).toBe(true);
    await flush();
    expect(campaign.view!.seq).toBe(3);
    expect(campaign.history.map((h) => h.seq)).toEqual([0, 3]);
    expect(campaign.history).toEqual((await whole()).history);
    expect(campaign.redoDepth).toBe(0);
  });
});

describe('undo and redo', () => {
  it('redo gives back what undo took, and a new action drops it', async () => {
    const { campaign, map } = await openSmall();
    await map.clickCell([3, 4]);
    await map.clickCell([4, 5]);
    const after = campaign.view!.state;
    expect(campaign.canRedo).toBe(false);
    expect((await campaign.requestUndo()).ok).toBe(true);
    expect(campaign.view!.seq).toBe(0);
    expect(campaign.canRedo).toBe(true);
    expect(campaign.history.map((h) => h.kind)).toEqual(['create']);
    const before = fake.calls.length;
    expect((await campaign.redo()).ok).toBe(true);
    await flush();
    expect(callsSince(before)).toEqual(['game.redo']);
    expect(campaign.view!.state).toEqual(after);
    expect(campaign.history).toEqual((await whole()).history);
    expect(campaign.canRedo).toBe(false);
    await campaign.undo();
    expect(campaign.canRedo).toBe(true);
    await campaign.endMove();
    expect(campaign.canRedo).toBe(false);
    expect((await campaign.redo()).ok).toBe(false);
  });

  it('a plain order is undone at once; an end of move is shown first and waits for a yes', async () => {
    const { campaign, map } = await openSmall();
    await map.clickCell([3, 4]);
    await map.clickCell([4, 5]);
    expect(await campaign.requestUndo()).toEqual({ ok: true, value: 'done' });
    expect(campaign.undoAsk).toBeNull();
    await campaign.endMove();
    expect(await campaign.requestUndo()).toEqual({ ok: true, value: 'asked' });
    expect(campaign.undoAsk).toMatchObject({ steps: 1, crossesEndOfMove: true, entries: [{ kind: 'end_move' }] });
    // Nothing is undone until the game master says yes; "no" keeps it.
    expect(campaign.view!.seq).toBe(2);
    campaign.cancelUndo();
    expect(campaign.undoAsk).toBeNull();
    expect(campaign.view!.seq).toBe(2);
    await campaign.requestUndo();
    expect((await campaign.confirmUndo()).ok).toBe(true);
    expect(campaign.undoAsk).toBeNull();
    expect(campaign.view!.state.toMove).toBe('A');
    expect(campaign.canRedo).toBe(true);
  });

  it('the undo of a new turn says so', async () => {
    const { campaign } = await openSmall();
    await campaign.endMove();
    await campaign.endMove();
    expect(campaign.view!.state.turn).toBe(2);
    await campaign.requestUndo();
    expect(campaign.undoAsk).toMatchObject({ crossesTurn: true, crossesEndOfMove: true });
  });
});

describe('a reply that comes after the store has moved', () => {
  it('is not applied over the newer position', async () => {
    const { campaign } = await openSmall();
    const real = fake.bridge();
    // The first sync's answer is held back until the window's own action has been answered.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let first = true;
    const slow: Bridge = {
      on: real.on,
      call: async (name, args) => {
        const reply = await real.call(name, args);
        if (name === 'campaign.sync' && first) {
          first = false;
          await held;
        }
        return reply;
      },
    };
    setBridge(slow);
    fake.externalEndMove();
    await flush();
    // The sync (since 0) is on its way; the game master ends the next move meanwhile.
    expect(await campaign.endMove()).toMatchObject({ ok: true });
    expect(campaign.view!.seq).toBe(2);
    const before = fake.calls.length;
    release();
    await flush();
    // The late answer (seq 1) is older than the position shown: dropped, nothing asked again.
    expect(callsSince(before)).toEqual([]);
    expect(campaign.view!.seq).toBe(2);
    expect(campaign.view!.state.toMove).toBe('A');
    expect(campaign.history).toEqual((await whole()).history);
  });
});
