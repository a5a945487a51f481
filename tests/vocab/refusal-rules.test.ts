/**
 * A move or strike off a unit's pattern is refused with the rule it broke (issue 12): «мушкетёры
 * бьют только по диагонали», "cuirassiers … never diagonally". The refusals come from the real
 * engine on a small open field, and the words are held against the engine's own pattern table
 * (UNIT_SPECS), so a word that says "diagonally" for a unit that strikes straight fails here.
 */
import { describe, expect, it } from 'vitest';
import { checkOrder, UNIT_SPECS, UNIT_TYPES, type Order, type UnitType } from '../../shared/rules/polkovodets';
import { DIAGONAL, ORTHOGONAL, type Ray } from '../../shared/rules/polkovodets/units';
import { describeRefusal } from '../../shared/vocab';
import { PATTERN_RULES } from '../../shared/vocab/refusals';
import { MARSHALS, tiny } from '../rules/helpers';

const same = (a: readonly (readonly number[])[], b: readonly (readonly number[])[]) => a.length === b.length && a.every((d) => b.some((e) => e[0] === d[0] && e[1] === d[1]));
const onlyDiagonal = (rays: readonly Ray[]) => rays.length > 0 && rays.every((r) => same(r.directions, DIAGONAL));
const onlyStraight = (rays: readonly Ray[]) => rays.length > 0 && rays.every((r) => same(r.directions, ORTHOGONAL));
const longest = (rays: readonly Ray[]) => Math.max(...rays.map((r) => r.max));

/** The refusal of `order` for a unit of `type` at (5, 5) with a commander beside it; an enemy at `enemy`. */
function refused(type: UnitType, order: (unit: string) => Order, enemy?: [number, number]) {
  const state = tiny({
    units: [
      ...MARSHALS,
      { id: 'G', army: 'A', type: 'general', x: 4, y: 4 },
      { id: 'U', army: 'A', type, x: 5, y: 5 },
      ...(enemy ? [{ id: 'E', army: 'N' as const, type: 'musketeer' as const, x: enemy[0], y: enemy[1] }] : []),
    ],
  });
  const r = checkOrder(state, order('U'));
  if (r.ok) throw new Error(`${type}: the order was accepted`);
  return r.error;
}

describe('refusals of a move or strike off the pattern state the rule', () => {
  it('a musketeer striking straight: «бьют только по диагонали»', () => {
    const e = refused('musketeer', (unit) => ({ kind: 'strike', commander: 'G', unit, to: [5, 6] }), [5, 6]);
    expect(e.code).toBe('order/not_in_pattern');
    expect(describeRefusal(e, 'ru')).toBe('Так нельзя: мушкетёры ходят на 1 клетку в любую сторону, а бьют только по диагонали, на 1 клетку.');
    expect(describeRefusal(e, 'en')).toBe('Not that way: musketeers move 1 cell in any direction and strike only diagonally, 1 cell.');
  });

  it('a cuirassier striking diagonally, a hussar moving straight, a dragoon two cells straight', () => {
    const cuirassier = refused('cuirassier', (unit) => ({ kind: 'strike', commander: 'G', unit, to: [6, 6] }), [6, 6]);
    expect(describeRefusal(cuirassier, 'ru')).toContain('кирасиры ходят и бьют только прямо, не по диагонали, до 4 клеток');
    expect(describeRefusal(cuirassier, 'en')).toContain('never diagonally, up to 4 cells');
    const hussar = refused('hussar', (unit) => ({ kind: 'move', commander: 'G', unit, to: [5, 7] }));
    expect(describeRefusal(hussar, 'ru')).toContain('гусары ходят и бьют только по диагонали, до 3 клеток');
    const dragoon = refused('dragoon', (unit) => ({ kind: 'move', commander: 'G', unit, to: [5, 7] }));
    expect(describeRefusal(dragoon, 'en')).toContain('dragoons move and strike diagonally up to 2 cells, or 1 cell straight');
  });

  it('a battery firing off a straight line: its 8 directions and 5 cells', () => {
    const e = refused('battery', (unit) => ({ kind: 'strike', commander: 'G', unit, to: [7, 6] }), [7, 6]);
    expect(e.code).toBe('order/not_in_pattern');
    expect(describeRefusal(e, 'ru')).toContain('стреляет по прямой линии в любую из 8 сторон, до 5 клеток');
    expect(describeRefusal(e, 'en')).toContain('fires along a straight line in any of the 8 directions, up to 5 cells');
  });

  it('every unit type that an order moves gets its rule from the engine when it goes off its pattern', () => {
    for (const type of UNIT_TYPES.filter((t) => t !== 'general' && t !== 'marshal')) {
      // Three cells along a knight's line: off every pattern.
      const e = refused(type, (unit) => ({ kind: 'move', commander: 'G', unit, to: [6, 8] }));
      expect({ type, code: e.code }).toEqual({ type, code: 'order/not_in_pattern' });
      expect(describeRefusal(e, 'ru')).toContain(PATTERN_RULES[type].ru);
      expect(describeRefusal(e, 'en')).toContain(PATTERN_RULES[type].en);
    }
  });

  it('the words agree with the engine\'s pattern table', () => {
    for (const type of UNIT_TYPES) {
      const spec = UNIT_SPECS[type];
      const { ru, en } = PATTERN_RULES[type];
      const strikes = spec.strikes;
      if (onlyDiagonal(strikes)) {
        expect({ type, ru: /только по диагонали/.test(ru), en: /only diagonally/.test(en) }).toEqual({ type, ru: true, en: true });
      }
      if (onlyStraight(strikes)) {
        expect({ type, ru: /только прямо, не по диагонали/.test(ru), en: /only straight, never diagonally/.test(en) }).toEqual({ type, ru: true, en: true });
      }
      if (strikes.length) {
        const n = longest(strikes);
        expect({ type, n, ru: ru.includes(`${n} клет`), en: en.includes(`${n} cell`) }).toEqual({ type, n, ru: true, en: true });
      }
      if (spec.fires) expect({ type, ru: ru.includes('до 5 клеток'), en: en.includes('up to 5 cells') }).toEqual({ type, ru: true, en: true });
      if (spec.unitClass === 'commander') expect({ type, ru: ru.includes('не бьёт'), en: en.includes('never strikes') }).toEqual({ type, ru: true, en: true });
      // Moves of 1 in any direction (infantry, the foot battery, commanders) say so.
      if (spec.moves.length === 1 && spec.moves[0].max === 1 && spec.moves[0].directions.length === 8) {
        expect({ type, ru: /1 клетк/.test(ru), en: /1 cell/.test(en) }).toEqual({ type, ru: true, en: true });
      }
    }
  });
});
