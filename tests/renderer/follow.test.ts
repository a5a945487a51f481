/**
 * Issue 22 item 1: which cells the map frames when it follows the army to move (renderer/src/map/follow.ts):
 * all of it where it fits; where it does not, the commanders with an order left and their squares first.
 */
import { describe, expect, it } from 'vitest';
import { boxOf, followBox, SQUARE_RADIUS } from '../../renderer/src/map/follow';

const base = { cols: 90, rows: 40, viewCols: 40, viewRows: 40, current: { x: 0, y: 0 } };
const inside = (b: { x0: number; y0: number; x1: number; y1: number }, x: number, y: number) => x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1;

describe('following the army to move', () => {
  it('frames the whole army with its commanders\' squares where it fits', () => {
    const units = [{ x: 70, y: 20 }, { x: 75, y: 22 }, { x: 80, y: 25 }];
    const b = followBox({ ...base, units, commanders: [{ x: 75, y: 22, left: true }] })!;
    expect(b).toEqual({ x0: 69, y0: 16, x1: 81, y1: 28 });
  });

  it('where the army does not fit, the commanders with an order left come first with their whole squares', () => {
    // Units spread over 80 columns; the commander who has given his order stands west, the one with an order left east.
    const units = Array.from({ length: 30 }, (_, i) => ({ x: 2 + (i % 15), y: 10 + Math.floor(i / 15) })).concat([{ x: 80, y: 30 }, { x: 84, y: 33 }]);
    const commanders = [{ x: 8, y: 10, left: false }, { x: 82, y: 31, left: true }];
    const b = followBox({ ...base, viewCols: 30, viewRows: 30, units, commanders })!;
    expect(b.x1 - b.x0 + 1).toBe(30);
    for (const [x, y] of [[82 - SQUARE_RADIUS, 31 - SQUARE_RADIUS], [82 + SQUARE_RADIUS, 31 + SQUARE_RADIUS]] as const) expect(inside(b, Math.min(89, x), Math.min(39, y))).toBe(true);
    // With both commanders' orders given, the most units win instead.
    const none = followBox({ ...base, viewCols: 30, viewRows: 30, units, commanders: commanders.map((c) => ({ ...c, left: false })) })!;
    expect(inside(none, 2, 10)).toBe(true);
  });

  it('among equal windows, the one nearest the view shown', () => {
    const units = Array.from({ length: 90 }, (_, x) => ({ x, y: 5 }));
    const b = followBox({ ...base, viewCols: 20, viewRows: 40, units, commanders: [], current: { x: 50, y: 0 } })!;
    expect(b.x0).toBe(50);
  });

  it('boxes a proposal\'s cells', () => {
    expect(boxOf([[3, 4], [10, 2], [7, 9]])).toEqual({ x0: 3, y0: 2, x1: 10, y1: 9 });
    expect(boxOf([])).toBeNull();
  });
});
