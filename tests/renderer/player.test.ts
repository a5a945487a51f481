/** A player's phone with an order code (issue 23): its store against the in-memory console that runs the real engine. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import type { CallArgs, Handlers } from '../../shared/bridge/contract';
import { setBridge } from '../../renderer/src/bridge/provide';
import { useCampaignStore } from '../../renderer/src/stores/campaign';
import { usePlayerStore } from '../../renderer/src/stores/player';
import { FakeConsole } from './support/fakeConsole';
import { smallScenario, UNITS } from './support/scenarios';

let fake: FakeConsole;
beforeEach(() => {
  fake = new FakeConsole();
  setBridge(fake.bridge());
  setActivePinia(createPinia());
});

async function phoneOf(policy: 'direct' | 'propose', extra: Parameters<typeof smallScenario>[0] = {}) {
  const campaign = useCampaignStore();
  await campaign.init();
  expect((await campaign.create({ name: 'Малая', scenario: smallScenario(extra) })).ok).toBe(true);
  const player = usePlayerStore();
  player.viewer = { role: 'army', army: 'A', orders: true, codeId: 'v1', device: 'd1', ...(policy === 'propose' ? { policy } : {}) };
  return { campaign, player };
}

const unitAt = (campaign: ReturnType<typeof useCampaignStore>, id: string) => campaign.view!.state.units.find((u) => u.id === id)!;

describe('the phone’s order entry', () => {
  it('tap the commander, the unit, a lit target, confirm: the order goes in, and the move lists it', async () => {
    const { campaign, player } = await phoneOf('direct');
    expect(player.myMove).toBe(true);
    player.tap([1, 1]);
    expect(player.selection.commander).toBe('AM');
    player.tap([3, 4]);
    expect(player.selection.unit).toBe('A1');
    const target = player.legal.find((o) => o.commander === 'AM' && o.kind === 'move' && o.unit === 'A1')!;
    player.tap([target.to[0], target.to[1]]);
    expect(player.pending).toEqual({ kind: 'order', order: target });
    expect(await player.confirm()).toBe(true);
    expect([unitAt(campaign, 'A1').x, unitAt(campaign, 'A1').y]).toEqual([...target.to]);
    expect(player.myOrders).toHaveLength(1);
    expect(player.selection).toEqual({ commander: null, unit: null });
  });

  it('a target the engine does not list is sent anyway and refused in its words; nothing is written', async () => {
    const { campaign, player } = await phoneOf('direct');
    player.tap([10, 10]);
    player.tap([12, 12]);
    player.tap([0, 14]);
    expect(player.pending?.kind).toBe('order');
    const seq = campaign.view!.seq;
    expect(await player.confirm()).toBe(false);
    expect(player.message!.ru.length).toBeGreaterThan(0);
    expect(player.message!.en.length).toBeGreaterThan(0);
    expect(campaign.view!.seq).toBe(seq);
  });

  it('«wait for me»: the move is planned with the engine in the page, taken back, and sent whole', async () => {
    const { campaign, player } = await phoneOf('propose');
    const sent: CallArgs<'players.propose'>[] = [];
    (fake.handlers as Partial<Handlers>)['players.propose'] = (args) => {
      sent.push(args);
      return { ok: true, value: { army: args.army, codeId: 'v1', basedOn: args.since, actions: args.actions, at: '2026-01-01T00:00:00Z' } };
    };
    const seq = campaign.view!.seq;
    player.tap([1, 1]);
    player.tap([3, 4]);
    const target = player.legal.find((o) => o.commander === 'AM' && o.kind === 'move' && o.unit === 'A1')!;
    player.tap([target.to[0], target.to[1]]);
    expect(await player.confirm()).toBe(true);
    // Nothing recorded; the phone's own position moved on, and the marshal has given his order there.
    expect(campaign.view!.seq).toBe(seq);
    expect(player.planned).toHaveLength(1);
    expect(player.state!.units.find((u) => u.id === 'A1')!.x).toBe(target.to[0]);
    expect(player.legal.some((o) => o.commander === 'AM')).toBe(false);
    expect(player.legal.some((o) => o.commander === 'AG')).toBe(true);
    expect(await player.takeBack()).toBe(true);
    expect(player.planned).toHaveLength(0);
    expect(player.legal.some((o) => o.commander === 'AM')).toBe(true);
    player.tap([1, 1]);
    player.tap([3, 4]);
    player.tap([target.to[0], target.to[1]]);
    await player.confirm();
    expect(await player.endMove()).toBe(true);
    expect(sent).toEqual([{ army: 'A', since: seq, actions: [{ kind: 'order', order: target }, { kind: 'end_move' }] }]);
    expect(player.sent).not.toBeNull();
    // While it waits, the phone gives no more orders.
    expect(player.tap([10, 10]).kind).toBe('none');
    // The game master rejects it: gone, on the same position — the plan stays to be changed and sent again.
    const handlers = fake.handlers as Partial<Handlers>;
    handlers['access.whoami'] = () => ({ ok: true, value: player.viewer! });
    handlers['players.proposals'] = () => ({ ok: true, value: [] });
    await player.refresh();
    expect(player.decided).toBe('rejected');
    expect(player.sent).toBeNull();
    expect(player.planned).toHaveLength(1);
    // Sent again and accepted: the log has this code's entries after the position it was made on, the plan is done.
    expect(await player.endMove()).toBe(true);
    fake.externalEndMove({ note: { by: 'code', codeId: 'v1' } });
    await new Promise((r) => setImmediate(r));
    await player.refresh();
    expect(player.decided).toBe('accepted');
    expect(player.planned).toHaveLength(0);
    // Sent on its next move, which the game master then plays himself: gone as out of date, not «accepted».
    fake.externalEndMove();
    await new Promise((r) => setImmediate(r));
    player.tap([1, 1]);
    player.tap([3, 4]);
    player.tap([target.to[0], target.to[1]]);
    await player.confirm();
    expect(await player.endMove()).toBe(true);
    fake.externalEndMove();
    await new Promise((r) => setImmediate(r));
    await player.refresh();
    expect(player.decided).toBe('outdated');
    expect(player.planned).toHaveLength(0);
  });

  it('an army without its marshal appoints one on a free cell of its own fortress first', async () => {
    const { campaign, player } = await phoneOf('direct', { units: UNITS.filter((u) => u.id !== 'AM'), depots: { A: 20, N: 10 } });
    expect(player.marshalNeeded).toBe(true);
    expect(player.appointCells.map((c) => [...c])).toEqual(expect.arrayContaining([[2, 2], [3, 2]]));
    player.tap([2, 2]);
    expect(player.pending).toEqual({ kind: 'appoint', cell: [2, 2] });
    expect(await player.appoint()).toBe(true);
    expect(campaign.view!.state.units.some((u) => u.army === 'A' && u.type === 'marshal' && u.x === 2 && u.y === 2)).toBe(true);
    expect(player.marshalNeeded).toBe(false);
  });
});
