/**
 * Raids that can take (docs/bots.md, «The large board, round eight (raids that can take)»): with three
 * armies the raiders of one army spread over the rival fortresses in their reach instead of all going
 * for the same one, and a fortress a rival unit stands on with a rival commander beside it is worth
 * less to a raider (a general cannot strike: he takes only an empty fortress). Plan only, no timing.
 */
import { describe, expect, it } from 'vitest';
import type { Army, GameState } from '../../shared/rules/polkovodets';
import { assignGoals, HELD, SPREAD } from '../../shared/bots/plan';
import { large } from './presets';

const raidGoals = (s: GameState, me: Army): number[] => [...assignGoals(s, me).values()].filter((g) => g.raid).map((g) => g.fortress);

describe('raiders spread over the fortresses they can take', () => {
  it("Russia's five raiders at the start of a large game go for both of France's fortresses, not all for one", () => {
    // Main's plan sent all five at Загорье (fortress 3), where France's marshal stands with his army.
    const start = large(1005);
    const goals = raidGoals({ ...start, toMove: 'A' }, 'A');
    expect(goals.length).toBe(5);
    const byFortress = new Map<number, number>();
    for (const fi of goals) byFortress.set(fi, (byFortress.get(fi) ?? 0) + 1);
    expect([...byFortress.keys()].sort()).toEqual([2, 3]);
    expect(Math.max(...byFortress.values())).toBeLessThanOrEqual(3);
    expect(SPREAD).toBeGreaterThan(0);
  });

  it("a fortress a rival unit stands on draws no raider when a rival commander stands beside it", () => {
    const start = large(1005);
    const near = (fi: number, x: number, y: number) => start.map.fortresses[fi].cells.some(([cx, cy]) => Math.max(Math.abs(cx - x), Math.abs(cy - y)) <= 2);
    // Russia's general A-G2 the only raider; France's commanders beside Фольварк (2) and Загорье (3) gone,
    // France's marshal (beside Загорье at the start) kept or not.
    // One of France's units set on a cell of each (two infantrymen, moved there).
    const foot = start.units.filter((u) => u.army === 'N' && u.type === 'musketeer');
    const placed = start.units.map((u) => {
      const k = foot.indexOf(u);
      if (k < 0 || k > 1) return u;
      const [x, y] = start.map.fortresses[2 + k].cells[0];
      return { ...u, x, y };
    });
    const position = (keepMarshal: boolean): GameState => ({
      ...start,
      toMove: 'A',
      units: placed.filter((u) => {
        if (u.army === 'A') return u.type !== 'general' || u.id === 'A-G2';
        if (u.army !== 'N' || (u.type !== 'general' && u.type !== 'marshal')) return true;
        if (keepMarshal && u.type === 'marshal') return true;
        return !near(2, u.x, u.y) && !near(3, u.x, u.y);
      }),
    });
    const free = position(false);
    const held = position(true);
    for (const fi of [2, 3]) expect(free.units.some((u) => u.army === 'N' && start.map.fortresses[fi].cells.some(([x, y]) => u.x === x && u.y === y))).toBe(true);
    expect(held.units.some((u) => u.type === 'marshal' && u.army === 'N' && near(3, u.x, u.y))).toBe(true);
    // Загорье is worth more (4 cells against 2) and the races are both lost: the raider goes there while no
    // rival commander stands by it, and to Фольварк when France's marshal does.
    expect(raidGoals(free, 'A')).toEqual([3]);
    expect(HELD).toBeGreaterThan(0);
    expect(raidGoals(held, 'A')).toEqual([2]);
  });
});
