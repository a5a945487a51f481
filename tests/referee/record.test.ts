/** The printed battle record (shared/summary/battle.ts): pure rendering of stored runs. */
import { describe, expect, it } from 'vitest';
import { referee, type DiceSource } from '../../shared/rules/referee';
import type { BattleRecord, BattleRun } from '../../shared/rules/referee/record';
import { inputLines, renderBattleHtml, renderBattleMarkdown, runText } from '../../shared/summary/battle';

function run(seq: number, ruleset: string, procedure: string, input: Record<string, unknown>, dice: DiceSource): BattleRun {
  const r = referee(ruleset, procedure, input, dice);
  if (!r.ok) throw new Error(r.error.message.en);
  return { seq, ruleset: r.result.ruleset, procedure, input, dice, result: r.result, at: '2025-05-01T10:20:30.000Z' };
}

const battle = (runs: BattleRun[], name = 'Бой у мельницы'): BattleRecord => ({
  id: 1,
  name,
  turn: 3,
  fortress: 'Цитадель',
  createdAt: '2025-05-01T10:00:00.000Z',
  runCount: runs.length,
  lastRunAt: runs.at(-1)?.at ?? null,
  campaign: 'Осень 1812',
  runs,
});

const FIRE = { shooters: 2, rank: 'soldier', distanceCm: 60, cover: 'hard' };

describe('the battle record', () => {
  it('fills in the defaults and names each field by its label', () => {
    const lines = inputLines({ ruleset: 'club', procedure: 'musket-fire', input: FIRE }, 'ru');
    expect(lines.find((l) => l.name === 'cover')).toEqual({ name: 'cover', label: 'Укрытие цели', value: 'твёрдое укрытие (крепость, дом, сарай и пр.)', defaulted: false });
    expect(lines.find((l) => l.name === 'mounted')).toMatchObject({ value: 'нет', defaulted: true });
    // A procedure this console does not know: the inputs as they were given.
    expect(inputLines({ ruleset: 'club', procedure: 'gone', input: { a: 1 } }, 'en')).toEqual([{ name: 'a', label: 'a', value: '1', defaulted: false }]);
  });

  it('prints a run with its dice, modifiers with sections, table row and outcome', () => {
    const text = runText(run(1, 'club', 'musket-fire', FIRE, { kind: 'typed', values: [6, 4] }), 'en');
    expect(text).toContain('1. Musket fire (§ 1-2b, 1-3a) — 2025-05-01 10:20 UTC\n');
    expect(text).toContain('Dice: typed at the table: 6, 4\n  1. d6 = 6 — musket shot #1\n  2. d6 = 4 — musket shot #2\n');
    expect(text).toContain('Modifiers:\n  −2 — target behind hard cover (fortress, house, barn etc.) [1-3a]\n');
    expect(text).toMatch(/Table row: 1-3a: .+\nOutcome: 2 × musket: 1 killed, 1 wounded, 0 missed\.\n/);
    const seeded = runText(run(2, 'skirmishers', 'rally-test', { quality: 'line' }, { kind: 'seeded', seed: 42 }), 'ru');
    expect(seeded).toContain('Кубики: брошены консолью, зерно 42\n');
    const none = runText(run(3, 'club', 'movement', { moveClass: 'infantry', distanceCm: 10 }, { kind: 'seeded', seed: 9 }), 'ru');
    expect(none).toContain('Кубики: кубики не бросаются\n');
  });

  it('gathers the readings once, with the runs that used them, in Markdown and HTML', () => {
    const b = battle([run(1, 'club', 'musket-fire', FIRE, { kind: 'typed', values: [6, 4] }), run(2, 'club', 'musket-fire', FIRE, { kind: 'typed', values: [2, 3] })]);
    const md = renderBattleMarkdown(b, 'ru');
    const reading = '«Попадание» от ружья или пистолета — убитый';
    expect(md.split(reading)).toHaveLength(2);
    expect(md).toMatch(/«Попадание» от ружья или пистолета — убитый[^\n]*\*\(прогоны 1, 2\)\*/);
    const html = renderBattleHtml(b, 'ru', { fontCss: '@font-face { font-family: "PT Sans"; }' });
    expect(html.split(reading)).toHaveLength(2);
    expect(html).toContain('@font-face { font-family: "PT Sans"; }');
    expect(html).toContain('<div class="big">ход 3</div>');
  });

  it('escapes what the game master typed, and prints an empty battle', () => {
    const name = '<img src=x onerror=alert(1)> | **бой** #1';
    const html = renderBattleHtml(battle([], name), 'en');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/<\/style>[^]*<\/style>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; | **бой** #1');
    expect(html).toContain('No runs yet.');
    const md = renderBattleMarkdown(battle([], name), 'en');
    expect(md.split('\n')[0]).toBe('# Battle «\\<img src=x onerror=alert(1)\\> \\| \\*\\*бой\\*\\* \\#1»');
    expect(md).toContain('No runs yet.');
  });
});
