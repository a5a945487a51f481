/**
 * The picked unit's pattern (from the engine's unit tables), the cells of it a click would be
 * refused at (each with the engine's own refusal), and the default view's geometry.
 */
import { describe, expect, it } from 'vitest';
import { checkOrder, gameFromScenario, legalOrders, type GameState } from '../../shared/rules/polkovodets';
import { MapGeometry, MIN_DEFAULT_CELL, RULER, counterDetail, heightForRows } from '../../renderer/src/map/geometry';
import { highlights } from '../../renderer/src/map/viewModel';
import { blockedCells, patternRays } from '../../renderer/src/map/pattern';
import { UNITS, smallScenario } from './support/scenarios';

function game(): GameState {
  // An enemy musketeer straight west of A1 (3,4): musketeers strike only diagonally.
  const g = gameFromScenario(smallScenario({ units: [...UNITS, { id: 'N3', army: 'N', type: 'musketeer', x: 2, y: 4 }] }));
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
}

const key = (c: readonly number[]) => c.join(',');

describe('the pattern of the picked unit', () => {
  const state = game();
  const legal = legalOrders(state);
  const a1 = state.units.find((u) => u.id === 'A1')!;

  it('a musketeer: one step every way to move, diagonals only to strike', () => {
    const rays = patternRays(state, a1);
    const moves = rays.filter((r) => r.kind === 'move');
    const strikes = rays.filter((r) => r.kind === 'strike');
    expect(moves).toHaveLength(8);
    expect(strikes.map((r) => key(r.cells[0])).sort()).toEqual(['2,3', '2,5', '4,3', '4,5']);
    for (const r of rays) expect(r.cells).toHaveLength(1);
  });

  it('a hussar\'s rays run three cells along the diagonals and stop at the map edge', () => {
    const hussar = { ...state.units.find((u) => u.id === 'A3')!, x: 1, y: 1 };
    const rays = patternRays(state, hussar);
    const upLeft = rays.find((r) => r.kind === 'move' && r.cells[0][0] === 0 && r.cells[0][1] === 0)!;
    expect(upLeft.cells).toHaveLength(1);
    const downRight = rays.find((r) => r.kind === 'move' && key(r.cells[0]) === '2,2')!;
    expect(downRight.cells.map(key)).toEqual(['2,2', '3,3', '4,4']);
  });

  it('refused cells are the engine\'s: never a listed order, each with a refusal from checkOrder', () => {
    const h = highlights(state, legal, { commander: 'AM', unit: 'A1' });
    const listed = new Set([...h.moves, ...h.roads, ...h.strikes.map((s) => s.cell)].map(key));
    const blocked = blockedCells(state, a1, h, 'AM');
    expect(blocked.length).toBeGreaterThan(0);
    for (const b of blocked) {
      expect(listed.has(key(b.cell))).toBe(false);
      expect(checkOrder(state, b.order).ok).toBe(false);
    }
    // The enemy straight west: a strike the engine refuses (musketeers strike diagonally).
    const west = blocked.find((b) => key(b.cell) === '2,4')!;
    expect(west.order.kind).toBe('strike');
    const r = checkOrder(state, west.order);
    expect(r.ok).toBe(false);
    // The enemy on the diagonal is a listed strike, not a refused cell.
    expect(h.strikes.map((s) => key(s.cell))).toContain('4,5');
    expect(blocked.map((b) => key(b.cell))).not.toContain('4,5');
  });
});

describe('the default view', () => {
  it('fits the field\'s height, never below 16 px a cell, and starts at the west edge when wider than the view', () => {
    for (const [w, h] of [[1100, 700], [1650, 1000], [800, 500]] as const) {
      const g = new MapGeometry(90, 40);
      g.resize(w, h);
      g.fit();
      expect(g.cellPx).toBeGreaterThanOrEqual(MIN_DEFAULT_CELL);
      if (h >= heightForRows(40)) expect(g.y + 40 * g.cellPx).toBeLessThanOrEqual(h + 1e-9);
      if (90 * g.cellPx > w) expect(g.x).toBeGreaterThan(RULER - 1);
    }
  });

  it('pans sideways but keeps a field that fits in height whole', () => {
    const g = new MapGeometry(90, 40);
    g.resize(1100, 700);
    g.fit();
    const y = g.y;
    g.panBy(-300, -200);
    expect(g.y).toBe(y);
    expect(g.x).toBeLessThan(RULER);
  });

  it('level of detail by zoom: the type symbol, then with the id, then the full card', () => {
    expect(counterDetail(16)).toBe('symbol');
    expect(counterDetail(30)).toBe('id');
    expect(counterDetail(50)).toBe('card');
  });
});
