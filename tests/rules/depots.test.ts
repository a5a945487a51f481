/** Depots: exact half-depot arithmetic and the cards the players hold (rulings: "Depots"). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depotCards, toHalves } from '../../shared/rules/polkovodets';
import { formatDepotCards, formatDepots } from '../../shared/vocab';

describe('depots', () => {
  it.each([
    [23.5, { army: 2, corps: 0, divisional: 1, regimental: 1, remainder: 0 }],
    [15, { army: 1, corps: 1, divisional: 0, regimental: 0, remainder: 0 }],
    [3.5, { army: 0, corps: 0, divisional: 1, regimental: 1, remainder: 0 }],
    [4, { army: 0, corps: 0, divisional: 0, regimental: 4, remainder: 0 }],
    [1.5, { army: 0, corps: 0, divisional: 0, regimental: 1, remainder: 1 }],
    [0, { army: 0, corps: 0, divisional: 0, regimental: 0, remainder: 0 }],
  ])('%d depots as cards', (depots, cards) => {
    expect(depotCards(depots * 2)).toEqual(cards);
  });

  it('the cards always add up to the balance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (halves) => {
        const c = depotCards(halves);
        expect(c.army * 20 + c.corps * 10 + c.divisional * 5 + c.regimental * 2 + c.remainder).toBe(halves);
        expect(c.remainder).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('formats in both languages', () => {
    expect(formatDepots(47, 'ru')).toBe('23,5');
    expect(formatDepots(47, 'en')).toBe('23.5');
    expect(formatDepotCards(47, 'ru')).toBe('2×армейский + 1×дивизионный + 1×полковой');
    expect(formatDepotCards(0, 'en')).toBe('no depots');
  });

  it('only multiples of 0.5 are depots', () => {
    expect(toHalves(3.5)).toBe(7);
    expect(toHalves(3.25)).toBeNull();
    expect(toHalves(Number.NaN)).toBeNull();
  });
});
