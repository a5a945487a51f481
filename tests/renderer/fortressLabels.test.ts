/**
 * Issue 22 item 4: fortress names never over a counter. The placement (renderer/src/map/labels.ts)
 * is measured by the same function the map's probe uses (`labelCounterOverlaps`): today's placement
 * (`naive`) over a counter counts as an overlap, so the measure can fail; the placement avoiding
 * counters gives none, shortens a name where the full one finds no room, and draws it under the
 * counters only where even the short one finds none.
 */
import { describe, expect, it } from 'vitest';
import { counterBox, labelCounterOverlaps, placeFortressLabels, shortNames, type Box, type LabelSpace } from '../../renderer/src/map/labels';

const scale = 0.5;
const space = (counters: Box[], naive = false): LabelSpace => ({
  unit: 1 / scale,
  size: 12 / scale,
  measure: (t) => t.length * 7 / scale,
  counters,
  width: 90 * 32,
  height: 40 * 32,
  naive,
});
const citadel = { cells: [[10, 10], [11, 10], [10, 11], [11, 11]] as [number, number][], name: 'Цитадель', hold: null };

describe('fortress labels off the counters', () => {
  it('counts today\'s label over a marshal standing above the walls, and places the new one clear of him', () => {
    const counters = [counterBox(10, 9, true), counterBox(11, 9, false), counterBox(12, 9, false)];
    const today = placeFortressLabels([citadel], space(counters, true));
    expect(labelCounterOverlaps(today, counters)).toBeGreaterThan(0);
    const placed = placeFortressLabels([citadel], space(counters));
    expect(placed[0]!.under).toBe(false);
    expect(placed[0]!.text).toBe('Цитадель');
    expect(labelCounterOverlaps(placed, counters)).toBe(0);
  });

  it('keeps today\'s place where nothing stands there', () => {
    const today = placeFortressLabels([citadel], space([], true));
    expect(placeFortressLabels([citadel], space([]))[0]!.box).toEqual(today[0]!.box);
  });

  it('two labels never cover each other', () => {
    const other = { cells: [[14, 10]] as [number, number][], name: 'Белый город', hold: '1/2' };
    const placed = placeFortressLabels([citadel, other], space([]));
    const [a, b] = placed.map((p) => p.box);
    expect(a!.x0 < b!.x1 && b!.x0 < a!.x1 && a!.y0 < b!.y1 && b!.y0 < a!.y1).toBe(false);
  });

  it('shortens a name, and goes under the counters only where no place is free', () => {
    expect(shortNames('Белый город')).toEqual(['Белый.', 'БГ']);
    // Counters everywhere around the fortress: no free place at any length.
    const crowd: Box[] = [];
    for (let x = 0; x < 30; x++) for (let y = 0; y < 25; y++) if (!citadel.cells.some(([cx, cy]) => cx === x && cy === y)) crowd.push(counterBox(x, y, false));
    const placed = placeFortressLabels([citadel], space(crowd));
    expect(placed[0]!.under).toBe(true);
    expect(labelCounterOverlaps(placed, crowd)).toBe(0);
  });
});
