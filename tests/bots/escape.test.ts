/**
 * The small board's exception to the no-return rule (shared/bots/strong.ts `escapable`, docs/bots.md
 * «The small presets, round five»): a commander a rival could strike next move whose only safe cells
 * are ones the rule forbids may step back onto one. Bound by the rule, Austria's marshal stood beside
 * France's battery and was struck (tuning games 1023 and 1025, France–Austria). With a safe cell
 * allowed, the rule holds: freed whenever threatened, a marshal danced back and forth in front of the
 * rival instead of holding a fortress (tuning game 1006).
 */
import { describe, expect, it } from 'vitest';
import { botMove, applyBotMove } from '../../shared/bots';
import { threatsOf } from '../../shared/bots/evaluate';
import { escapable } from '../../shared/bots/strong';
import { planOf } from '../../shared/bots/plan';
import type { GameState } from '../../shared/rules/polkovodets';
import { tiny, type TinyUnit } from '../rules/helpers';

const FORTRESSES = [
  { name: 'Цитадель', cells: [[0, 14], [1, 14]] as [number, number][] },
  { name: 'Фольварк', cells: [[14, 0], [14, 1]] as [number, number][] },
];
const A_MARSHAL: TinyUnit = { id: 'AM', army: 'A', type: 'marshal', x: 7, y: 7 };
/** A's garrison at home (an army without units is out, and the game would end inside the search). */
const A_GARRISON: TinyUnit = { id: 'A1', army: 'A', type: 'musketeer', x: 0, y: 14 };
const N_MARSHAL: TinyUnit = { id: 'NM', army: 'N', type: 'marshal', x: 12, y: 7 };
// Grenadiers strike the eight cells around them: (6,8) and (8,8) cover rows 7–9, (8,5) covers x 7–9 of rows 4–6.
const GRENADIERS: TinyUnit[] = [
  { id: 'N1', army: 'N', type: 'grenadier', x: 6, y: 8 },
  { id: 'N2', army: 'N', type: 'grenadier', x: 8, y: 8 },
  { id: 'N3', army: 'N', type: 'grenadier', x: 8, y: 5 },
];
const position = (units: TinyUnit[]): GameState =>
  tiny({ fortresses: FORTRESSES, fortressOwners: { Цитадель: 'A', Фольварк: 'N' }, depots: { A: 30, N: 30 }, units });
/** The same position one move earlier, with A's marshal on (6,6) (the grenadiers already in his square). */
const earlier = (now: GameState): GameState => ({ ...now, turn: now.turn - 1, units: now.units.map((u) => (u.id === 'AM' ? { ...u, x: 6, y: 6 } : u)) });
const struck = (s: GameState) => threatsOf(s, 'N').threats.some((t) => s.units[t.target].id === 'AM');

describe('strong on the small board lets a trapped commander step back', () => {
  it('lifts the rule for a threatened commander whose only safe cell it forbids, and steps him there', () => {
    const now = position([A_MARSHAL, A_GARRISON, N_MARSHAL, ...GRENADIERS]);
    expect(struck(now)).toBe(true);
    const plan = planOf(now, 'A', [earlier(now)]);
    expect(plan.forbidden.get('AM')?.has(6 * now.map.width + 6)).toBe(true);
    expect(escapable(now, plan).forbidden.has('AM')).toBe(false);
    const after = applyBotMove(now, botMove('strong', now, { seed: 3, budget: 2000, history: [earlier(now)] })).state;
    const marshal = after.units.find((u) => u.id === 'AM');
    expect(marshal).toMatchObject({ x: 6, y: 6 });
    expect(struck(after)).toBe(false);
  }, 60_000);

  it('keeps the rule when an allowed cell is safe', () => {
    // Without the grenadier at (8,5), (7,6) and (8,6) are safe too.
    const now = position([A_MARSHAL, A_GARRISON, N_MARSHAL, GRENADIERS[0], GRENADIERS[1]]);
    expect(struck(now)).toBe(true);
    const plan = planOf(now, 'A', [earlier(now)]);
    expect(escapable(now, plan).forbidden.get('AM')?.has(6 * now.map.width + 6)).toBe(true);
    const after = applyBotMove(now, botMove('strong', now, { seed: 3, budget: 2000, history: [earlier(now)] })).state;
    const marshal = after.units.find((u) => u.id === 'AM');
    expect(marshal).toBeDefined();
    expect(marshal).not.toMatchObject({ x: 6, y: 6 });
    expect(struck(after)).toBe(false);
  }, 60_000);
});
