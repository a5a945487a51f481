/** The map's headless view model: selection, highlights and click intents, without a canvas. */
import { describe, expect, it } from 'vitest';
import { gameFromScenario, legalOrders, type Cell, type GameState } from '../../shared/rules/polkovodets';
import { MapGeometry, CELL, RULER } from '../../renderer/src/map/geometry';
import { NO_SELECTION, commanderEntries, highlights, recruitOptions, reconcileSelection, resolveClick } from '../../renderer/src/map/viewModel';
import { smallScenario } from './support/scenarios';

function game(extra: Parameters<typeof smallScenario>[0] = {}): GameState {
  const g = gameFromScenario(smallScenario(extra));
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
}

const sorted = (cells: readonly Cell[]) => cells.map((c) => c.join(',')).sort();

describe('highlights come from the legal orders only', () => {
  const state = game();
  const legal = legalOrders(state);

  it('no selection, no highlights', () => {
    const h = highlights(state, legal, NO_SELECTION);
    expect(h.square).toBeNull();
    expect(h.moves).toEqual([]);
  });

  it('a commander: his 13×13 square (clipped), the units he may order, his step and recruitment cells', () => {
    const h = highlights(state, legal, { commander: 'AM', unit: null });
    expect(h.square).toEqual({ x0: 0, y0: 0, x1: 7, y1: 7 });
    expect([...h.orderable].sort()).toEqual(['A1', 'A2']);
    expect(sorted(h.steps)).toEqual(sorted([[0, 0], [1, 0], [2, 0], [0, 1], [2, 1], [0, 2], [1, 2], [2, 2]]));
    expect(sorted(h.recruits)).toEqual(['2,2', '3,2']);
    expect(h.moves).toEqual([]);
  });

  it('a unit: moves, road marches and strikes in separate lists; a battery shot is ranged', () => {
    const battery = highlights(state, legal, { commander: 'AM', unit: 'A2' });
    expect(sorted(battery.moves)).toHaveLength(8);
    expect(sorted(battery.roads)).toEqual(['3,7', '7,7']);
    expect(battery.strikes).toEqual([{ cell: [5, 11], target: 'N2', ranged: true }]);
    expect(battery.steps).toEqual([]);
    const musketeer = highlights(state, legal, { commander: 'AM', unit: 'A1' });
    expect(musketeer.strikes).toEqual([{ cell: [4, 5], target: 'N1', ranged: false }]);
    expect(musketeer.roads).toEqual([]);
  });

  it('a unit outside the selected commander\'s square has no highlights', () => {
    const h = highlights(state, legal, { commander: 'AM', unit: 'A4' });
    expect(h.moves).toEqual([]);
    expect(h.orderable.has('A4')).toBe(false);
  });
});

describe('clicks become intents', () => {
  const state = game();
  const legal = legalOrders(state);

  it('picking an own unit with nobody selected picks the commander who may order it', () => {
    expect(resolveClick(state, legal, NO_SELECTION, [12, 12])).toEqual({ kind: 'select', selection: { commander: 'AG', unit: 'A4' } });
    // A2 is in both squares: the marshal comes first in the list.
    expect(resolveClick(state, legal, NO_SELECTION, [5, 7])).toEqual({ kind: 'select', selection: { commander: 'AM', unit: 'A2' } });
    // …unless the general is already selected.
    expect(resolveClick(state, legal, { commander: 'AG', unit: null }, [5, 7])).toEqual({ kind: 'select', selection: { commander: 'AG', unit: 'A2' } });
  });

  it('a listed destination is an order exactly as the engine listed it', () => {
    const sel = { commander: 'AM', unit: 'A2' };
    expect(resolveClick(state, legal, sel, [5, 11])).toEqual({ kind: 'order', order: { kind: 'strike', commander: 'AM', unit: 'A2', to: [5, 11], target: 'N2' } });
    expect(resolveClick(state, legal, sel, [7, 7])).toEqual({ kind: 'order', order: { kind: 'move', commander: 'AM', unit: 'A2', to: [7, 7], road: true } });
    expect(resolveClick(state, legal, sel, [6, 8])).toEqual({ kind: 'order', order: { kind: 'move', commander: 'AM', unit: 'A2', to: [6, 8] } });
  });

  it('an unlisted pick is sent anyway, so that the engine says why', () => {
    expect(resolveClick(state, legal, { commander: 'AM', unit: 'A1' }, [3, 6])).toEqual({ kind: 'try', order: { kind: 'move', commander: 'AM', unit: 'A1', to: [3, 6] } });
    // An enemy that is not a listed target: a strike is tried.
    expect(resolveClick(state, legal, { commander: 'AM', unit: 'A2' }, [4, 5])).toEqual({ kind: 'try', order: { kind: 'strike', commander: 'AM', unit: 'A2', to: [4, 5] } });
    // A unit no commander may order stays picked with a hint; a cell pick then asks the engine.
    const far = resolveClick(state, legal, { commander: 'AM', unit: null }, [12, 12]);
    expect(far).toEqual({ kind: 'select', selection: { commander: 'AG', unit: 'A4' } });
  });

  it('commander: step, recruitment cell, re-pick, let go', () => {
    const sel = { commander: 'AM', unit: null };
    expect(resolveClick(state, legal, sel, [2, 1])).toEqual({ kind: 'order', order: { kind: 'step', commander: 'AM', unit: 'AM', to: [2, 1] } });
    expect(resolveClick(state, legal, sel, [3, 2])).toEqual({ kind: 'recruit', commander: 'AM', cell: [3, 2] });
    expect(resolveClick(state, legal, sel, [10, 10])).toEqual({ kind: 'select', selection: { commander: 'AG', unit: null } });
    expect(resolveClick(state, legal, sel, [1, 1])).toEqual({ kind: 'select', selection: NO_SELECTION });
    expect(resolveClick(state, legal, sel, [9, 13])).toEqual({ kind: 'select', selection: NO_SELECTION });
    expect(resolveClick(state, legal, sel, [4, 5]).kind).toBe('none');
  });

  it('enemy units are never picked', () => {
    expect(resolveClick(state, legal, NO_SELECTION, [4, 5])).toMatchObject({ kind: 'none', hint: { key: 'notYourMove' } });
  });

  it('after an order the selection is reconciled with the new state', () => {
    const sel = reconcileSelection({ ...state, ordered: ['AM'] }, legal, { commander: 'AM', unit: 'A1' });
    expect(sel).toEqual(NO_SELECTION);
    expect(reconcileSelection(state, [], { commander: 'AM', unit: 'A1' })).toEqual({ commander: 'AM', unit: null });
  });
});

describe('commanders and recruitment', () => {
  it('lists the marshal first, with digits and order status', () => {
    const state = { ...game(), ordered: ['AG'] };
    const list = commanderEntries(state, legalOrders(state));
    expect(list.map((c) => [c.unit.id, c.digit, c.status])).toEqual([
      ['AM', 1, 'left'],
      ['AG', 2, 'given'],
    ]);
  });

  it('every recruitable type, its cost and why it is not offered', () => {
    const state = game();
    const legal = legalOrders(state);
    const options = recruitOptions(state, legal, 'AM');
    const byType = Object.fromEntries(options.map((o) => [o.type, o]));
    expect(byType.musketeer.cells).toHaveLength(2);
    expect(byType.musketeer.blocked).toBeNull();
    expect(byType.cossack.blocked).toEqual({ code: 'depots', need: 7, have: 6 });
    expect(byType.battery.blocked).toEqual({ code: 'depots', need: 20, have: 6 });
    // The general has no own fortress cell in his square.
    expect(recruitOptions(state, legal, 'AG').find((o) => o.type === 'musketeer')!.blocked).toEqual({ code: 'no_cell' });
    expect(options.map((o) => o.type)).toContain('horse_battery');
    expect(options.map((o) => o.type)).not.toContain('marshal');
  });
});

describe('geometry: cells and pixels', () => {
  it('fits the map, maps cells to pixels and back, zooms to the cursor', () => {
    const g = new MapGeometry(90, 40);
    g.resize(1200, 700);
    g.fit();
    expect(g.cellPx).toBeGreaterThan(10);
    for (const [x, y] of [[0, 0], [89, 39], [45, 20]] as const) {
      const p = g.cellCentre(x, y);
      expect(g.cellAt(p)).toEqual([x, y]);
    }
    const at = g.cellCentre(30, 10);
    g.zoomAt(at, 2.5);
    expect(g.cellAt(at)).toEqual([30, 10]);
    expect(g.cellPx).toBeCloseTo(CELL * g.scale);
    // The rulers are not the map.
    expect(g.cellAt({ x: RULER - 1, y: 300 })).toBeNull();
    g.panBy(-100_000, 0);
    expect(g.x).toBeGreaterThan(-g.worldWidth * g.scale);
  });
});
