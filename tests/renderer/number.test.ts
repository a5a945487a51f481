/** Numbers as typed in every number field: decimal comma and point, Intl-aware, in ru and en. */
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../renderer/src/input/number';

const value = (text: string, locale: string, o?: { step?: number; min?: number }) => {
  const r = parseDecimal(text, locale, o);
  return r.ok ? r.value : r.reason;
};

describe('parseDecimal', () => {
  for (const locale of ['ru', 'en']) {
    it(`${locale}: 2,5 and 2.5 are both 2.5; signs, spaces and the typographic minus`, () => {
      expect(value('2,5', locale)).toBe(2.5);
      expect(value('2.5', locale)).toBe(2.5);
      expect(value(' 2,5 ', locale)).toBe(2.5);
      expect(value('-2,5', locale)).toBe(-2.5);
      expect(value('−0,5', locale)).toBe(-0.5);
      expect(value('+3', locale)).toBe(3);
      expect(value(',5', locale)).toBe(0.5);
      expect(value('25', locale)).toBe(25);
      expect(value('1 234,5', locale)).toBe(1234.5);
      expect(value('1\u00a0234', locale)).toBe(1234);
    });

    it(`${locale}: what is not a number says so, and a step or a minimum is kept`, () => {
      expect(value('', locale)).toBe('empty');
      expect(value('два', locale)).toBe('not_a_number');
      expect(value('2,5,5', locale)).toBe('not_a_number');
      expect(value('2..5', locale)).toBe('not_a_number');
      expect(value('1e3', locale)).toBe('not_a_number');
      expect(value('2,3', locale, { step: 0.5 })).toBe('step');
      expect(value('2,5', locale, { step: 0.5 })).toBe(2.5);
      expect(value('-1', locale, { min: 0 })).toBe('min');
    });
  }

  it('both marks: the last is the decimal mark, the other groups thousands', () => {
    expect(value('1,234.5', 'en')).toBe(1234.5);
    expect(value('1.234,5', 'ru')).toBe(1234.5);
    expect(value('12,34.5', 'en')).toBe('not_a_number');
  });

  it("a repeated mark is the locale's group separator only", () => {
    expect(value('1,234,567', 'en')).toBe(1234567);
    expect(value('1,234,567', 'ru')).toBe('not_a_number');
    expect(value('1.234.567', 'de')).toBe(1234567);
  });
});
