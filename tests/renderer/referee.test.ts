/**
 * The referee tab's logic: forms built from the procedures' declarative fields, the dice typed at
 * the table, and the store against an in-memory console that runs the real procedures (no DOM).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { findProcedure, PROCEDURES, type ProcedureDef } from '../../shared/rules/referee';
import { setBridge } from '../../renderer/src/bridge/provide';
import { buildInput, defaultText, initialValues, isRequired, needsNoDice, parseDice, numberPreview, parseNumber, rangeText } from '../../renderer/src/referee/form';
import { useCampaignStore } from '../../renderer/src/stores/campaign';
import { useRefereeStore } from '../../renderer/src/stores/referee';
import { FakeConsole } from './support/fakeConsole';
import { smallScenario } from './support/scenarios';

const proc = (ruleset: string, id: string): ProcedureDef => {
  const def = findProcedure(ruleset, id);
  if (!def) throw new Error(`no ${ruleset}/${id}`);
  return def;
};
const musket = proc('club', 'musket-fire');

describe('referee forms from the procedures\' fields', () => {
  it('start from the defaults; fields without one start empty (a yes/no as no)', () => {
    const v = initialValues(musket);
    expect(v.shooters).toBe('1');
    expect(v.mounted).toBe(false);
    expect(v.lineOfSight).toBe(true);
    expect(v.cover).toBe('none');
    expect(v.rank).toBe('');
    expect(v.distanceCm).toBe('');
    expect(musket.fields.filter(isRequired).map((f) => f.name)).toEqual(['rank', 'distanceCm']);
  });

  it('send the required fields and only what differs from the defaults', () => {
    const v = { ...initialValues(musket), rank: 'soldier', distanceCm: '62,5', shooters: '3', cover: 'light', lineOfSight: true };
    expect(buildInput(musket, v, 'ru')).toEqual({ ok: true, input: { shooters: 3, rank: 'soldier', distanceCm: 62.5, cover: 'light' } });
  });

  it('stop an empty required field or text where a number belongs, naming the field in both languages', () => {
    const empty = buildInput(musket, initialValues(musket), 'ru');
    expect(empty).toMatchObject({ ok: false, field: 'rank' });
    expect(!empty.ok && empty.message.ru).toContain('Кто стреляет');
    const noDistance = buildInput(musket, { ...initialValues(musket), rank: 'soldier' }, 'ru');
    expect(noDistance).toMatchObject({ ok: false, field: 'distanceCm' });
    const text = buildInput(musket, { ...initialValues(musket), rank: 'soldier', distanceCm: 'далеко' }, 'ru');
    expect(text).toMatchObject({ ok: false, field: 'distanceCm' });
    expect(!text.ok && text.message.en).toContain('a number is required');
  });

  it('leave ranges to the rules: an out-of-range number is sent as typed (the procedure refuses it)', () => {
    const built = buildInput(musket, { ...initialValues(musket), rank: 'soldier', distanceCm: '40', shooters: '0' }, 'ru');
    expect(built).toEqual({ ok: true, input: { shooters: 0, rank: 'soldier', distanceCm: 40 } });
  });

  it('every procedure of every rule set gets a form that either sends or names a required field', () => {
    let count = 0;
    for (const list of Object.values(PROCEDURES)) {
      for (const def of list) {
        count++;
        const built = buildInput(def, initialValues(def), 'ru');
        if (built.ok) expect(def.fields.filter(isRequired)).toEqual([]);
        else expect(def.fields.find((f) => f.name === built.field)?.default).toBeUndefined();
        for (const f of def.fields) if (f.default !== undefined) expect(defaultText(f, 'ru')).not.toBeNull();
      }
    }
    expect(count).toBeGreaterThanOrEqual(40);
  });

  it('numbers as typed, in either decimal mark, by the console\'s one parser (input/number.ts)', () => {
    for (const locale of ['ru', 'en']) {
      expect([parseNumber('2,5', locale), parseNumber('2.5', locale), parseNumber(' 12 ', locale), parseNumber('−3', locale), parseNumber(7, locale), parseNumber('1e3', locale), parseNumber('', locale), parseNumber('x', locale)]).toEqual([2.5, 2.5, 12, -3, 7, null, null, null]);
    }
    expect(parseNumber('1 234,5', 'ru')).toBe(1234.5);
    expect(parseNumber('1,234.5', 'en')).toBe(1234.5);
  });

  // One test per field kind: every number field of every procedure reads «2,5» and «2.5» as 2.5 and
  // shows it before the run; a whole-number field shows that 2.5 is not whole.
  const numberFields = Object.values(PROCEDURES).flatMap((list) => list.flatMap((def) => def.fields.filter((f) => f.spec.kind === 'number' || f.spec.kind === 'int').map((f) => ({ def, f }))));

  it('a decimal field («number», e.g. a distance in cm) takes 2,5 and 2.5 as 2.5 and sends it', () => {
    const decimals = numberFields.filter(({ f }) => f.spec.kind === 'number');
    expect(decimals.length).toBeGreaterThan(20);
    for (const { def, f } of decimals) {
      for (const [typed, locale] of [['2,5', 'ru'], ['2.5', 'ru'], ['2,5', 'en'], ['2.5', 'en']] as const) {
        expect(numberPreview(f, typed, locale), `${def.id}.${f.name} ${typed} ${locale}`).toEqual({ kind: 'read', value: 2.5 });
        const built = buildInput(def, { ...initialValues(def), [f.name]: typed }, locale);
        // The value goes out as 2.5, or the form stops at another required field still empty.
        if (built.ok) expect(built.input[f.name]).toBe(2.5);
        else expect(built.field).not.toBe(f.name);
      }
    }
    expect(numberPreview(musket.fields.find((f) => f.name === 'distanceCm')!, 'два', 'ru')).toEqual({ kind: 'notANumber', text: 'два' });
    expect(numberPreview(musket.fields.find((f) => f.name === 'distanceCm')!, '  ', 'ru')).toEqual({ kind: 'empty' });
  });

  it('a whole-number field («int», e.g. the number of shooters) reads 2,5 as 2.5 and shows it is not whole; 3 is read as 3', () => {
    const ints = numberFields.filter(({ f }) => f.spec.kind === 'int');
    expect(ints.length).toBeGreaterThan(20);
    for (const { def, f } of ints) {
      for (const [typed, locale] of [['2,5', 'ru'], ['2.5', 'en']] as const) expect(numberPreview(f, typed, locale), `${def.id}.${f.name}`).toEqual({ kind: 'notWhole', value: 2.5 });
      expect(numberPreview(f, '3', 'en')).toEqual({ kind: 'read', value: 3 });
    }
    // Sent as read: the rules refuse a fraction with the field's own label.
    const built = buildInput(musket, { ...initialValues(musket), rank: 'soldier', distanceCm: '10', shooters: '2,5' }, 'ru');
    expect(built).toEqual({ ok: true, input: { shooters: 2.5, rank: 'soldier', distanceCm: 10 } });
  });

  it('ranges and defaults in words', () => {
    expect(rangeText({ kind: 'int', min: 1, max: 200 }, 'ru')).toBe('от 1 до 200');
    expect(rangeText({ kind: 'number', min: 0, step: 0.5 }, 'en')).toBe('at least 0');
    expect(rangeText({ kind: 'boolean' }, 'ru')).toBeNull();
    const cover = musket.fields.find((f) => f.name === 'cover')!;
    expect(defaultText(cover, 'ru')).toBe('без укрытия');
    expect(defaultText(musket.fields.find((f) => f.name === 'lineOfSight')!, 'en')).toBe('yes');
  });

  it('dice typed at the table: commas, spaces or semicolons; anything else is refused in words', () => {
    expect(parseDice('6, 3, 1')).toEqual({ ok: true, dice: [6, 3, 1] });
    expect(parseDice(' 6 3;1 ')).toEqual({ ok: true, dice: [6, 3, 1] });
    expect(parseDice('')).toEqual({ ok: true, dice: [] });
    const bad = parseDice('6, 2.5');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.message.ru).toContain('«2.5» — не кубик');
    expect(parseDice('6, -1').ok).toBe(false);
  });

  it('knows which procedures never roll', () => {
    expect(needsNoDice(proc('club', 'movement'))).toBe(true);
    expect(needsNoDice(proc('skirmishers', 'screen-distances'))).toBe(true);
    expect(needsNoDice(musket)).toBe(false);
    expect(needsNoDice(proc('buildings', 'musket-fire-at-house'))).toBe(false);
    expect(needsNoDice(proc('skirmishers', 'rally-test'))).toBe(false);
  });
});

describe('referee store', () => {
  let fake: FakeConsole;

  beforeEach(async () => {
    fake = new FakeConsole();
    setBridge(fake.bridge());
    setActivePinia(createPinia());
    const campaign = useCampaignStore();
    await campaign.init();
    expect((await campaign.create({ name: 'Малая', scenario: smallScenario() })).ok).toBe(true);
  });

  async function withBattle() {
    const referee = useRefereeStore();
    await referee.load(useCampaignStore().view!.path);
    const r = await referee.createBattle({ name: 'Бой у Форта', turn: 1, fortress: 'Форт' });
    expect(r.ok).toBe(true);
    return referee;
  }

  function fillMusket(referee: ReturnType<typeof useRefereeStore>) {
    referee.selectRuleset('club');
    referee.selectProcedure('musket-fire');
    referee.setValue('shooters', '3');
    referee.setValue('rank', 'soldier');
    referee.setValue('distanceCm', '60');
    referee.setValue('cover', 'light');
  }

  it('starts with no battle; a run is refused until one is opened', async () => {
    const referee = useRefereeStore();
    await referee.load(useCampaignStore().view!.path);
    expect(referee.battles).toEqual([]);
    expect(referee.battle).toBeNull();
    const r = await referee.run();
    expect(r.ok).toBe(false);
    expect(referee.problem?.code).toBe('referee/no_battle');
    expect(fake.calls.filter((c) => c.name === 'referee.run')).toHaveLength(0);
  });

  it('opens a battle tied to a turn and a fortress; an unknown fortress is refused in words', async () => {
    const referee = await withBattle();
    expect(referee.battle).toMatchObject({ name: 'Бой у Форта', turn: 1, fortress: 'Форт', campaign: 'Малая', runs: [] });
    expect(referee.battles.map((b) => b.name)).toEqual(['Бой у Форта']);
    const bad = await referee.createBattle({ name: 'Бой', fortress: 'Нигде' });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.message.ru).toContain('Нигде');
    expect(referee.battle!.name).toBe('Бой у Форта');
  });

  it('runs a procedure with the dice typed at the table and shows its working', async () => {
    const referee = await withBattle();
    fillMusket(referee);
    referee.diceMode = 'typed';
    referee.diceText = '6, 3, 1';
    const r = await referee.run();
    expect(r.ok).toBe(true);
    const sent = fake.calls.filter((c) => c.name === 'referee.run').at(-1)!.args;
    expect(sent).toEqual({ battleId: 1, ruleset: 'club', procedure: 'musket-fire', input: { shooters: 3, rank: 'soldier', distanceCm: 60, cover: 'light' }, dice: [6, 3, 1] });
    const run = referee.shownRun!;
    expect(run.seq).toBe(1);
    expect(run.dice).toEqual({ kind: 'typed', values: [6, 3, 1] });
    expect(run.result.summary.ru).toBe('3 × ружьё: убито 1, ранено 1, промахов 1.');
    expect(run.result.dice.map((d) => d.value)).toEqual([6, 3, 1]);
    expect(run.result.modifiers).toEqual([expect.objectContaining({ value: -1, section: '1-3а' })]);
    expect(run.result.readings.length).toBeGreaterThan(0);
    // The dice box is cleared for the next roll; the form keeps its values.
    expect(referee.diceText).toBe('');
    expect(referee.values.distanceCm).toBe('60');
    expect(referee.battles[0].runCount).toBe(1);
  });

  it('lets the console roll: no dice sent, the seed recorded and shown', async () => {
    const referee = await withBattle();
    referee.selectRuleset('skirmishers');
    referee.selectProcedure('rally-test');
    referee.setValue('quality', 'veteran');
    referee.diceMode = 'rolled';
    fake.seeds = [424242];
    const r = await referee.run();
    expect(r.ok).toBe(true);
    const sent = fake.calls.filter((c) => c.name === 'referee.run').at(-1)!.args as Record<string, unknown>;
    expect('dice' in sent).toBe(false);
    expect(referee.shownRun!.dice).toEqual({ kind: 'seeded', seed: 424242 });
    expect(referee.shownRun!.result.seed).toBe(424242);
    expect(referee.shownRun!.result.dice).toHaveLength(2);
  });

  it('a procedure without dice sends none, whatever the dice mode', async () => {
    const referee = await withBattle();
    referee.selectProcedure('movement');
    referee.setValue('moveClass', 'infantry');
    referee.setValue('distanceCm', '10');
    referee.diceMode = 'rolled';
    expect(referee.noDice).toBe(true);
    expect((await referee.run()).ok).toBe(true);
    expect((fake.calls.filter((c) => c.name === 'referee.run').at(-1)!.args as { dice: number[] }).dice).toEqual([]);
    expect(referee.shownRun!.result.dice).toEqual([]);
  });

  it('shows the rules\' refusal in words with the field at fault, and records nothing', async () => {
    const referee = await withBattle();
    fillMusket(referee);
    referee.setValue('rank', 'musician');
    referee.diceText = '6, 3, 1';
    const r = await referee.run();
    expect(r.ok).toBe(false);
    expect(referee.problem).toMatchObject({ code: 'club/unarmed', field: 'rank', section: '1-2б' });
    expect(referee.problem!.message.ru).toContain('Музыкант');
    expect(referee.battle!.runs).toHaveLength(0);
    // Changing the field at fault clears the refusal.
    referee.setValue('rank', 'soldier');
    expect(referee.problem).toBeNull();
  });

  it('refuses too few dice, and dice that are not numbers, before anything is stored', async () => {
    const referee = await withBattle();
    fillMusket(referee);
    referee.diceText = '6, 3';
    expect((await referee.run()).ok).toBe(false);
    expect(referee.problem!.code).toBe('referee/not_enough_dice');
    referee.diceText = '6, три, 1';
    expect((await referee.run()).ok).toBe(false);
    expect(referee.problem).toMatchObject({ code: 'form/bad_dice', field: '@dice' });
    expect(referee.battle!.runs).toHaveLength(0);
  });

  it('keeps each procedure\'s form while the game master moves between them', async () => {
    const referee = useRefereeStore();
    fillMusket(referee);
    referee.selectProcedure('movement');
    referee.setValue('distanceCm', '7');
    referee.selectRuleset('pravidla');
    expect(referee.procedure.ruleset).toBe('pravidla');
    referee.selectRuleset('club');
    // Back in the club's rules: the procedure last open there, with what was typed.
    expect(referee.procedure.id).toBe('movement');
    expect(referee.values.distanceCm).toBe('7');
    referee.selectProcedure('musket-fire');
    expect(referee.values.distanceCm).toBe('60');
    referee.resetForm();
    expect(referee.values.distanceCm).toBe('');
  });

  it('undoes the last run; the working falls back to the run before', async () => {
    const referee = await withBattle();
    fillMusket(referee);
    referee.diceText = '6, 3, 1';
    await referee.run();
    referee.diceText = '2, 2, 2';
    await referee.run();
    expect(referee.shownRun!.seq).toBe(2);
    const r = await referee.undoRun();
    expect(r.ok && r.value.seq).toBe(2);
    expect(referee.battle!.runs.map((x) => x.seq)).toEqual([1]);
    expect(referee.shownRun!.seq).toBe(1);
    await referee.undoRun();
    const none = await referee.undoRun();
    expect(none.ok).toBe(false);
    expect(referee.problem!.code).toBe('battle/nothing_to_undo');
  });

  it('puts a recorded run back into the form', async () => {
    const referee = await withBattle();
    fillMusket(referee);
    referee.diceText = '6, 3, 1';
    await referee.run();
    const run = referee.shownRun!;
    referee.selectRuleset('pravidla');
    referee.reuseRun(run);
    expect(referee.procedure.id).toBe('musket-fire');
    expect(referee.values).toMatchObject({ shooters: '3', rank: 'soldier', distanceCm: '60', cover: 'light', mounted: false });
  });

  it('finds the battles again on reload, the last one open with its last run shown', async () => {
    const referee = await withBattle();
    await referee.createBattle({ name: 'Второй бой' });
    fillMusket(referee);
    referee.diceText = '4, 4, 4';
    await referee.run();
    const path = useCampaignStore().view!.path;
    setActivePinia(createPinia());
    const again = useRefereeStore();
    await again.load(path);
    expect(again.battles.map((b) => [b.name, b.runCount])).toEqual([['Бой у Форта', 0], ['Второй бой', 1]]);
    expect(again.battle!.name).toBe('Второй бой');
    expect(again.shownRun!.result.summary.ru).toContain('3 × ружьё');
    await again.openBattle(1);
    expect(again.battle!.name).toBe('Бой у Форта');
    expect(again.shownRun).toBeNull();
  });

  it('follows a battle changed elsewhere', async () => {
    const referee = await withBattle();
    const off = referee.follow();
    const handler = fake.handlers['referee.run']!;
    await handler({ battleId: 1, ruleset: 'club', procedure: 'movement', input: { moveClass: 'infantry', distanceCm: 5 }, dice: [] });
    await new Promise((r) => setImmediate(r)); // the fake answers in microtasks: all handled by the next macrotask
    expect(referee.battle!.runs).toHaveLength(1);
    off();
  });
});
