/**
 * A run stored by an earlier console keeps its words; what it decided must replay. `verify` compares
 * the judgement (dice, modifiers, outcome, seed), and the views show the run in today's words when
 * today's console judges it the same.
 */
import { describe, expect, it } from 'vitest';
import { referee, type DiceSource, type ProcedureResult } from '../../shared/rules/referee';
import { judgementOf, sameJudgement, withCurrentWords } from '../../shared/rules/referee/judgement';

const dice: DiceSource = { kind: 'seeded', seed: 42 };
const input = { quality: 'line' };

function rally(): ProcedureResult {
  const r = referee('skirmishers', 'rally-test', input, dice);
  if (!r.ok) throw new Error(r.error.code);
  return r.result;
}

describe('a stored run: judged, not worded', () => {
  const today = rally();
  // As an earlier console stored it: the same decision, older words.
  const earlier: ProcedureResult = { ...today, summary: { ru: 'старые слова', en: 'old words' }, readings: [{ ru: 'Сид модификатора не даёт.', en: 'The seed gives no modifier.' }] };

  it('the same judgement in other words is the same judgement', () => {
    expect(sameJudgement(today, earlier)).toBe(true);
    expect(sameJudgement(today, JSON.parse(JSON.stringify(earlier)))).toBe(true);
  });

  it('another outcome, die or modifier is not', () => {
    expect(sameJudgement(today, { ...earlier, outcome: { ...(today.outcome as object), rallied: !(today.outcome as { rallied: boolean }).rallied } })).toBe(false);
    expect(sameJudgement(today, { ...earlier, dice: today.dice.map((d, i) => (i === 0 ? { ...d, value: d.value === 6 ? 5 : d.value + 1 } : d)) })).toBe(false);
    expect(sameJudgement(today, { ...earlier, modifiers: [...today.modifiers, { value: 1, reason: { ru: 'x', en: 'x' } }] })).toBe(false);
    expect(sameJudgement(today, { ...earlier, seed: 43 })).toBe(false);
    expect(sameJudgement(today, null)).toBe(false);
    expect(sameJudgement(today, { summary: 'x' })).toBe(false);
    expect(judgementOf(today)).not.toHaveProperty('readings');
  });

  it("is shown in today's words when today's console judges it the same, else as it was stored", () => {
    const run = { ruleset: 'skirmishers' as const, procedure: 'rally-test', input, dice, result: earlier };
    expect(withCurrentWords(run).result.readings).toEqual(today.readings);
    expect(withCurrentWords(run).result.summary).toEqual(today.summary);
    const tampered = { ...run, result: { ...earlier, seed: 7 } };
    expect(withCurrentWords(tampered).result).toBe(tampered.result);
    const unknown = { ...run, procedure: 'gone' };
    expect(withCurrentWords(unknown)).toBe(unknown);
  });
});
