/**
 * «Предложить ход» while the console has not answered yet (the e2e flake of 2026-12-06: under load
 * the answer came late, the button stood there clickable, and a second ask would have stopped the
 * first search and started another). The store sends one ask at a time and says it is waiting.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { setBridge } from '../../renderer/src/bridge/provide';
import { useBotsStore } from '../../renderer/src/stores/bots';
import { useCampaignStore } from '../../renderer/src/stores/campaign';
import type { BotJobView, Bridge } from '../../shared/bridge/contract';
import { FakeConsole } from './support/fakeConsole';
import { smallScenario } from './support/scenarios';

let fake: FakeConsole;
/** The `bots.propose` asks sent, each answered when the test releases it. */
let asks: { release: (job: BotJobView) => void }[];
/** The next `bots.propose` fails on the way (the console went away). */
let transportFails: boolean;

beforeEach(() => {
  fake = new FakeConsole();
  asks = [];
  transportFails = false;
  const inner = fake.bridge();
  // The fake console has no computer player: its two calls here are answered by the test.
  const bridge: Bridge = {
    ...inner,
    call: ((name: string, args: unknown): Promise<unknown> => {
      if (name === 'bots.seats') return Promise.resolve({ ok: true, value: { path: '', seq: 0, seats: {} } });
      if (name === 'bots.propose' && transportFails) return Promise.reject(new Error('gone'));
      if (name === 'bots.propose') return new Promise((resolve) => asks.push({ release: (job) => resolve({ ok: true, value: job }) }));
      return (inner.call as (n: string, a: unknown) => Promise<unknown>)(name, args);
    }) as unknown as Bridge['call'],
  };
  setBridge(bridge);
  setActivePinia(createPinia());
});

const flush = () => new Promise((r) => setTimeout(r, 0));

/** A small campaign open in the window. */
async function openSmall() {
  const campaign = useCampaignStore();
  await campaign.init();
  expect((await campaign.create({ name: 'Малая', scenario: smallScenario() })).ok).toBe(true);
  return campaign;
}

describe('asking the console for a proposal', () => {
  it('waits for the answer, and a second ask meanwhile is not sent', async () => {
    const campaign = await openSmall();
    const bots = useBotsStore();
    await flush();

    const first = bots.propose();
    expect(bots.starting).toBe(true);
    const second = bots.propose();
    await flush();
    expect(asks).toHaveLength(1);

    const view = campaign.view!;
    asks[0].release({ job: 1, path: view.path, seq: view.seq, army: view.state.toMove, level: 'strong', status: 'running', spent: 0, budget: 1000, ms: 0 });
    await Promise.all([first, second]);
    expect(bots.starting).toBe(false);
    expect(bots.running).toBe(true);

    // Answered: the next ask goes.
    void bots.propose();
    await flush();
    expect(asks).toHaveLength(2);
  });

  it('an ask lost on the way gives the button back', async () => {
    await openSmall();
    const bots = useBotsStore();
    transportFails = true;
    await expect(bots.propose()).rejects.toThrow('gone');
    expect(bots.starting).toBe(false);
    transportFails = false;
    void bots.propose();
    await flush();
    expect(asks).toHaveLength(1);
  });
});
