/** The window's stores against an in-memory console that runs the real engine (no canvas, no DOM). */
import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { setBridge } from '../../renderer/src/bridge/provide';
import { useCampaignStore } from '../../renderer/src/stores/campaign';
import { useMapStore } from '../../renderer/src/stores/map';
import { useSettingsStore } from '../../renderer/src/stores/settings';
import { FakeConsole } from './support/fakeConsole';
import { smallScenario, UNITS } from './support/scenarios';

let fake: FakeConsole;

beforeEach(() => {
  fake = new FakeConsole();
  setBridge(fake.bridge());
  setActivePinia(createPinia());
});

async function openSmall(extra: Parameters<typeof smallScenario>[0] = {}) {
  const campaign = useCampaignStore();
  await campaign.init();
  const r = await campaign.create({ name: 'Малая', scenario: smallScenario(extra) });
  expect(r.ok).toBe(true);
  return { campaign, map: useMapStore() };
}

describe('campaign store', () => {
  it('creates a campaign from presets and loads legal orders, history and ledger', async () => {
    const campaign = useCampaignStore();
    await campaign.init();
    expect(campaign.view).toBeNull();
    const r = await campaign.create({ name: 'Кампания', preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed: 7 } });
    expect(r.ok).toBe(true);
    expect(campaign.view!.setupPhase).toBe(true);
    expect(campaign.legalReady).toBe(true);
    expect(campaign.legal.length).toBeGreaterThan(100);
    expect(campaign.history.map((h) => h.kind)).toEqual(['create']);
    expect(campaign.ledger.filter((l) => l.reason === 'start')).toHaveLength(3);
    expect(campaign.recent).toHaveLength(1);
    expect(campaign.recent[0]).toMatchObject({ name: 'Кампания', turn: 1, turnLimit: 80 });
  });

  it('a refused creation keeps the failure with both languages', async () => {
    const campaign = useCampaignStore();
    await campaign.init();
    const r = await campaign.create({ name: 'x', scenario: { format: 'nope' } });
    expect(r.ok).toBe(false);
    expect(campaign.failure!.message.ru).toContain('format');
    expect(campaign.failure!.message.en).toContain('format');
    expect(campaign.view).toBeNull();
  });

  it('follows a change made elsewhere (campaign.changed)', async () => {
    const { campaign } = await openSmall();
    fake.externalEndMove();
    await new Promise((r) => setImmediate(r)); // the fake answers in microtasks: all handled by the next macrotask
    expect(campaign.view!.state.toMove).toBe('N');
    expect(campaign.legalReady).toBe(true);
  });

  it('reopening shows what changed since the last session', async () => {
    const { campaign } = await openSmall();
    const path = campaign.view!.path;
    await campaign.close();
    fake.current = fake.campaigns.get(path)!;
    fake.externalEndMove();
    fake.current = null;
    await campaign.open(path);
    expect(campaign.since).not.toBeNull();
    expect(campaign.since!.entries.map((e) => e.kind)).toEqual(['end_move']);
  });

  it('exports the campaign and the current position as a scenario', async () => {
    const { campaign } = await openSmall();
    const e = await campaign.exportTo('/tmp/x.polk');
    expect(e).toEqual({ ok: true, value: { path: '/tmp/x.polk' } });
    const s = await campaign.exportScenario();
    expect(s.ok && s.value.scenario.units.map((u) => u.id)).toContain('AM');
    await campaign.close();
    expect(campaign.view).toBeNull();
    expect(campaign.recent.map((r) => r.name)).toEqual(['Малая']);
  });

  it('steps back through history read-only and returns', async () => {
    const { campaign, map } = await openSmall();
    await campaign.endMove();
    await campaign.endMove();
    expect(campaign.view!.seq).toBe(2);
    await campaign.viewAt(0);
    expect(campaign.viewing!.seq).toBe(0);
    expect(campaign.state!.toMove).toBe('A');
    expect(campaign.live).toBe(false);
    await map.clickCell([1, 1]);
    expect(map.message).toMatchObject({ tone: 'hint', hint: { key: 'historyReadOnly' } });
    expect(map.selection.commander).toBeNull();
    await campaign.viewAt(2);
    expect(campaign.viewing).toBeNull();
    expect(campaign.live).toBe(true);
  });
});

describe('orders through the map store', () => {
  it('commander → unit → cell: the order is applied, the map updates, the commander is spent', async () => {
    const { campaign, map } = await openSmall();
    await map.clickCell([1, 1]);
    expect(map.selection).toEqual({ commander: 'AM', unit: null });
    expect(map.highlights.square).not.toBeNull();
    await map.clickCell([3, 4]);
    expect(map.selection).toEqual({ commander: 'AM', unit: 'A1' });
    expect(map.highlights.strikes).toEqual([{ cell: [4, 5], target: 'N1', ranged: false }]);
    await map.clickCell([4, 5]);
    const state = campaign.view!.state;
    expect(state.units.find((u) => u.id === 'N1')).toBeUndefined();
    expect(state.units.find((u) => u.id === 'A1')).toMatchObject({ x: 4, y: 5, acted: true });
    expect(state.ordered).toEqual(['AM']);
    expect(map.selection).toEqual({ commander: null, unit: null });
    expect(campaign.view!.setupPhase).toBe(false);
    expect(campaign.history.map((h) => h.kind)).toEqual(['create', 'order']);
    expect(map.commanders.find((c) => c.unit.id === 'AM')!.status).toBe('given');
  });

  it('selectUnit picks by id as a click on the counter would (the order of battle, the keys)', async () => {
    const { map } = await openSmall();
    // A unit: with the commander the engine lists for it; its strike is highlighted as after a click.
    expect(map.selectUnit('A1')).toBe(true);
    expect(map.selection).toEqual({ commander: 'AM', unit: 'A1' });
    expect(map.highlights.strikes).toEqual([{ cell: [4, 5], target: 'N1', ranged: false }]);
    // A commander: as himself.
    expect(map.selectUnit('AM')).toBe(true);
    expect(map.selection).toEqual({ commander: 'AM', unit: null });
    // Another army's unit or an unknown id: nothing picked, the selection stays.
    expect(map.selectUnit('N1')).toBe(false);
    expect(map.selectUnit('nobody')).toBe(false);
    expect(map.selection).toEqual({ commander: 'AM', unit: null });
    // In setup mode nothing is picked for orders.
    map.setSetupMode(true);
    expect(map.selectUnit('A1')).toBe(false);
  });

  it('an illegal pick shows the engine\'s reason in words', async () => {
    const { campaign, map } = await openSmall();
    await map.clickCell([3, 4]);
    await map.clickCell([3, 6]);
    expect(map.message).toMatchObject({ tone: 'refusal', code: 'order/not_in_pattern' });
    if (map.message?.tone !== 'refusal') throw new Error('no refusal');
    expect(map.message.text.ru).toBe('Так нельзя: мушкетёры ходят на 1 клетку в любую сторону, а бьют только по диагонали, на 1 клетку.');
    expect(map.message.text.en).toBe('Not that way: musketeers move 1 cell in any direction and strike only diagonally, 1 cell.');
    expect(campaign.view!.seq).toBe(0);
    // The selection stays for another try.
    expect(map.selection).toEqual({ commander: 'AM', unit: 'A1' });
  });

  it('a battery shot, a road march and the commander\'s own step', async () => {
    const { campaign, map } = await openSmall();
    await map.clickCell([5, 7]);
    await map.clickCell([5, 11]);
    expect(campaign.view!.state.units.find((u) => u.id === 'N2')).toBeUndefined();
    expect(campaign.view!.state.units.find((u) => u.id === 'A2')).toMatchObject({ x: 5, y: 7 });
    // The marshal gave that order; the general marches the hussar? He may not: a road march is A2's.
    map.selectByDigit(2);
    expect(map.selection.commander).toBe('AG');
    await map.clickCell([11, 10]);
    expect(campaign.view!.state.units.find((u) => u.id === 'AG')).toMatchObject({ x: 11, y: 10 });
    expect(campaign.lastEvents.map((e) => e.type)).toEqual(['stepped']);
  });

  it('one order at a time: a second pick while the first is in flight is ignored', async () => {
    const { campaign, map } = await openSmall();
    await map.clickCell([3, 4]);
    const first = map.clickCell([4, 4]);
    expect(map.pending).toMatchObject({ kind: 'move', unit: 'A1' });
    await map.clickCell([5, 7]);
    await first;
    expect(map.pending).toBeNull();
    expect(campaign.history).toHaveLength(2);
  });

  it('recruitment: a fortress cell opens the dialog; the recruit costs depots and enters the ledger', async () => {
    const { campaign, map } = await openSmall();
    await map.clickCell([1, 1]);
    await map.clickCell([3, 2]);
    expect(map.recruit).toEqual({ commander: 'AM', cell: [3, 2] });
    expect(await map.recruitUnit('AM', 'grenadier', [3, 2])).toBe(true);
    expect(map.recruit).toBeNull();
    expect(campaign.view!.state.depots.A).toBe(2);
    expect(campaign.ledger.at(-1)).toMatchObject({ army: 'A', amount: -2, balance: 1, reason: 'recruit' });
    // Now the marshal has given his order: recruiting again is refused with the engine's words.
    expect(await map.recruitUnit('AM', 'musketeer', [2, 2])).toBe(false);
    expect(map.message).toMatchObject({ tone: 'refusal', code: 'order/commander_already_ordered' });
  });

  it('end move, undo, and the capture of a fortress with its trophies', async () => {
    const { campaign } = await openSmall({
      units: [...UNITS.filter((u) => u.id !== 'A4'), { id: 'A4', army: 'A', type: 'grenadier', x: 12, y: 7 }],
      holds: { Мельница: { army: 'A', count: 1 } },
    });
    const r = await campaign.endMove();
    expect(r.ok).toBe(true);
    expect(campaign.notices.map((n) => n.event)).toEqual([{ type: 'captured', army: 'A', fortress: 'Мельница', from: null, trophies: 10 }]);
    expect(campaign.ledger.at(-1)).toMatchObject({ army: 'A', amount: 5, balance: 8, reason: 'trophy' });
    expect(campaign.view!.state.toMove).toBe('N');
    expect(campaign.view!.canUndo).toBe(true);
    await campaign.undo();
    expect(campaign.view!.state.toMove).toBe('A');
    expect(campaign.view!.state.fortresses.find((f) => f.name === 'Мельница')!.owner).toBeNull();
    campaign.dismissNotice(campaign.notices[0].id);
    expect(campaign.notices).toEqual([]);
  });

  it('the game master\'s audited correction of depots', async () => {
    const { campaign } = await openSmall();
    const r = await campaign.correctDepots('N', -2.5, 'штраф за опоздание');
    expect(r.ok).toBe(true);
    expect(campaign.ledger.at(-1)).toMatchObject({ army: 'N', amount: -2.5, balance: 7.5, reason: 'correction', note: 'штраф за опоздание' });
    const bad = await campaign.correctDepots('N', -100, 'слишком');
    expect(bad.ok).toBe(false);
  });

  it('a lost marshal: the map appoints a new one on a free own fortress cell', async () => {
    const { campaign, map } = await openSmall({ units: UNITS.filter((u) => u.id !== 'AM'), depots: { A: 20, N: 10 } });
    expect(campaign.marshalNeeded).toBe(true);
    expect(map.appointCells.map((c) => c.join(',')).sort()).toEqual(['2,2', '3,2']);
    expect(map.canOrder).toBe(false);
    await map.clickCell([5, 5]);
    expect(map.message).toMatchObject({ tone: 'refusal', code: 'order/not_a_fortress' });
    await map.clickCell([2, 2]);
    expect(campaign.marshalNeeded).toBe(false);
    expect(campaign.view!.state.depots.A).toBe(10);
  });

  it('setup: the game master moves, adds and removes units before the first order', async () => {
    const { campaign, map } = await openSmall();
    map.setSetupMode(true);
    expect(map.setupMode).toBe(true);
    await map.clickCell([3, 4]);
    expect(map.setupPick).toEqual({ kind: 'unit', id: 'A1' });
    await map.clickCell([3, 5]);
    expect(campaign.view!.state.units.find((u) => u.id === 'A1')).toMatchObject({ x: 3, y: 5 });
    await map.removePicked();
    expect(campaign.view!.state.units.find((u) => u.id === 'A1')).toBeUndefined();
    map.pickToAdd('N', 'cuirassier');
    await map.clickCell([6, 3]);
    expect(map.message).toMatchObject({ tone: 'refusal', code: 'setup/terrain_closed' });
    await map.clickCell([9, 2]);
    expect(campaign.view!.state.units.find((u) => u.x === 9 && u.y === 2)).toMatchObject({ army: 'N', type: 'cuirassier' });
    expect(campaign.view!.setupPhase).toBe(true);
    map.setSetupMode(false);
    await map.clickCell([10, 10]);
    await map.clickCell([11, 10]);
    expect(campaign.view!.setupPhase).toBe(false);
    map.setSetupMode(true);
    expect(map.setupMode).toBe(false);
  });
});

describe('settings store', () => {
  it('switches the language and follows the console', async () => {
    const settings = useSettingsStore();
    settings.init('ru');
    await settings.setLanguage('en');
    expect(fake.language).toBe('en');
    fake.emit('settings.changed', { language: 'ru' });
    expect(settings.language).toBe('ru');
  });
});
