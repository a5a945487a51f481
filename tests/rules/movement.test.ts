/** Every unit's move and strike pattern on open ground, and when blocked (rulings: "Movement and strikes"). */
import { describe, expect, it } from 'vitest';
import { applyOrder, checkOrder, legalOrders, type UnitType } from '../../shared/rules/polkovodets';
import { cells, MARSHALS, tiny } from './helpers';

/** Legal move cells of unit `u` standing alone at (7,7) on open ground. */
function movesOf(type: UnitType, extra: Parameters<typeof tiny>[0]['units'] = [], horseBatteryMove?: 'dragoon' | 'battery') {
  const s = tiny({ units: [...MARSHALS, { id: 'G', army: 'A', type: 'general', x: 7, y: 2 }, { id: 'u', army: 'A', type, x: 7, y: 7 }, ...extra], horseBatteryMove });
  const orders = legalOrders(s, 'G').filter((o) => o.kind !== 'step' && o.kind !== 'recruit' && o.unit === 'u');
  return { s, moves: cells(orders.filter((o) => o.kind === 'move')), strikes: cells(orders.filter((o) => o.kind === 'strike')) };
}

const around = (d: [number, number][]) => d.map(([dx, dy]) => `${7 + dx},${7 + dy}`).sort();
const ORTHO: [number, number][] = [[1, 0], [-1, 0], [0, 1], [0, -1]];
const DIAG: [number, number][] = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
const times = (dirs: [number, number][], k: number): [number, number][] => dirs.map(([a, b]) => [a * k, b * k]);

describe('moves on open ground', () => {
  const table: [UnitType, [number, number][]][] = [
    ['musketeer', [...ORTHO, ...DIAG]],
    ['jager', [...ORTHO, ...DIAG]],
    ['grenadier', [...ORTHO, ...DIAG]],
    ['dragoon', [...ORTHO, ...DIAG, ...times(DIAG, 2)]],
    ['hussar', [...DIAG, ...times(DIAG, 2), ...times(DIAG, 3)]],
    ['uhlan', [...DIAG, ...times(DIAG, 2), ...times(DIAG, 3)]],
    ['cossack', [...DIAG, ...times(DIAG, 2), ...times(DIAG, 3)]],
    ['cuirassier', [...ORTHO, ...times(ORTHO, 2), ...times(ORTHO, 3), ...times(ORTHO, 4)]],
    ['battery', [...ORTHO, ...DIAG]],
    ['horse_battery', [...ORTHO, ...DIAG, ...times(DIAG, 2)]],
  ];
  it.each(table)('%s moves exactly to its pattern', (type, deltas) => {
    expect(movesOf(type).moves).toEqual(around(deltas));
  });

  it('horse battery under the "battery" variant moves one cell like a foot battery', () => {
    expect(movesOf('horse_battery', [], 'battery').moves).toEqual(around([...ORTHO, ...DIAG]));
  });

  it('a unit does not jump: a unit in the way stops the slide', () => {
    const { moves } = movesOf('cuirassier', [{ id: 'b', army: 'A', type: 'musketeer', x: 9, y: 7 }]);
    expect(moves).toContain('8,7');
    expect(moves).not.toContain('9,7');
    expect(moves).not.toContain('10,7');
    expect(moves).not.toContain('11,7');
  });

  it('an enemy in the way also stops the slide (and is a strike target)', () => {
    const { moves, strikes } = movesOf('hussar', [{ id: 'e', army: 'N', type: 'musketeer', x: 9, y: 9 }]);
    expect(moves).toContain('8,8');
    expect(moves).not.toContain('10,10');
    expect(strikes).toEqual(['9,9']);
  });

  it('the move is refused with blocked_path when jumping', () => {
    const { s } = movesOf('cuirassier', [{ id: 'b', army: 'A', type: 'musketeer', x: 9, y: 7 }]);
    const r = checkOrder(s, { kind: 'move', commander: 'G', unit: 'u', to: [10, 7] });
    expect(r).toEqual({ ok: false, error: { code: 'order/blocked_path', detail: { x: 9, y: 7, by: 'unit' } } });
  });

  it('a cell outside the pattern is refused with not_in_pattern', () => {
    const { s } = movesOf('hussar');
    const r = checkOrder(s, { kind: 'move', commander: 'G', unit: 'u', to: [8, 7] });
    expect(r.ok ? null : r.error.code).toBe('order/not_in_pattern');
  });

  it('the edge of the map bounds a slide', () => {
    const s = tiny({ units: [...MARSHALS, { id: 'G', army: 'A', type: 'general', x: 3, y: 3 }, { id: 'u', army: 'A', type: 'cuirassier', x: 1, y: 3 }] });
    const left = legalOrders(s, 'G').filter((o) => o.kind === 'move' && o.unit === 'u' && o.to[1] === 3 && o.to[0] < 1);
    expect(cells(left)).toEqual(['0,3']);
  });
});

describe('contact strikes on open ground', () => {
  const enemyAt = (dx: number, dy: number) => [{ id: 'e', army: 'N' as const, type: 'musketeer' as const, x: 7 + dx, y: 7 + dy }];
  const table: [UnitType, [number, number], boolean][] = [
    ['musketeer', [1, 1], true],
    ['musketeer', [1, 0], false],
    ['jager', [-1, 1], true],
    ['jager', [0, 1], false],
    ['grenadier', [0, 1], true],
    ['grenadier', [1, 1], true],
    ['dragoon', [2, 2], true],
    ['dragoon', [1, 0], true],
    ['dragoon', [2, 0], false],
    ['hussar', [3, 3], true],
    ['hussar', [1, 0], false],
    ['uhlan', [-3, -3], true],
    ['cossack', [2, -2], true],
    ['cuirassier', [0, 4], true],
    ['cuirassier', [1, 1], false],
    ['cuirassier', [0, 5], false],
  ];
  it.each(table)('%s strikes at %j: %s', (type, [dx, dy], allowed) => {
    expect(movesOf(type, enemyAt(dx, dy)).strikes).toEqual(allowed ? [`${7 + dx},${7 + dy}`] : []);
  });

  it('the striker takes the target\'s cell and the target is removed', () => {
    const s = tiny({ units: [...MARSHALS, { id: 'G', army: 'A', type: 'general', x: 7, y: 2 }, { id: 'u', army: 'A', type: 'dragoon', x: 7, y: 7 }, ...enemyAt(2, 2)] });
    const r = applyOrder(s, { kind: 'strike', commander: 'G', unit: 'u', to: [9, 9] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state.units.find((u) => u.id === 'u')).toMatchObject({ x: 9, y: 9, acted: true });
    expect(r.value.state.units.find((u) => u.id === 'e')).toBeUndefined();
    expect(r.value.events[0]).toMatchObject({ type: 'struck', target: 'e', ranged: false });
  });

  it('own units are not targets', () => {
    const s = tiny({ units: [...MARSHALS, { id: 'G', army: 'A', type: 'general', x: 7, y: 2 }, { id: 'u', army: 'A', type: 'grenadier', x: 7, y: 7 }, { id: 'o', army: 'A', type: 'musketeer', x: 8, y: 7 }] });
    expect(checkOrder(s, { kind: 'strike', commander: 'G', unit: 'u', to: [8, 7] })).toMatchObject({ ok: false, error: { code: 'order/own_target' } });
  });

  it('an empty cell is no target', () => {
    const s = tiny({ units: [...MARSHALS, { id: 'G', army: 'A', type: 'general', x: 7, y: 2 }, { id: 'u', army: 'A', type: 'grenadier', x: 7, y: 7 }] });
    expect(checkOrder(s, { kind: 'strike', commander: 'G', unit: 'u', to: [8, 7] })).toMatchObject({ ok: false, error: { code: 'order/no_target' } });
  });

  it('commanders never strike', () => {
    const s = tiny({ units: [...MARSHALS, { id: 'G', army: 'A', type: 'general', x: 7, y: 7 }, { id: 'e', army: 'N', type: 'musketeer', x: 8, y: 8 }] });
    expect(legalOrders(s, 'G').some((o) => o.kind === 'strike')).toBe(false);
    expect(checkOrder(s, { kind: 'strike', commander: 'G', unit: 'G', to: [8, 8] })).toMatchObject({ ok: false, error: { code: 'order/use_step' } });
  });
});

describe('battery fire', () => {
  const open = (target: [number, number], extra: Parameters<typeof tiny>[0]['units'] = [], rows?: string[], fortresses?: { name: string; cells: [number, number][] }[]) =>
    tiny({ rows, fortresses, units: [...MARSHALS, { id: 'G', army: 'A', type: 'general', x: 3, y: 2 }, { id: 'b', army: 'A', type: 'battery', x: 7, y: 7 }, { id: 'e', army: 'N', type: 'musketeer', x: target[0], y: target[1] }, ...extra] });
  const fires = (s: ReturnType<typeof open>) => legalOrders(s, 'G').filter((o) => o.kind === 'strike' && o.unit === 'b');

  it.each([[1, 0], [5, 0], [0, -5], [5, 5], [-5, 5], [-3, -3]])('hits up to 5 cells in any of 8 directions: %i,%i', (dx, dy) => {
    expect(cells(fires(open([7 + dx, 7 + dy])))).toEqual([`${7 + dx},${7 + dy}`]);
  });

  it.each([[6, 0], [0, 6], [2, 1], [6, 6]])('does not reach %i,%i', (dx, dy) => {
    const s = open([7 + dx, 7 + dy]);
    expect(fires(s)).toEqual([]);
  });

  it('stays in place and removes the target', () => {
    const r = applyOrder(open([10, 7]), { kind: 'strike', commander: 'G', unit: 'b', to: [10, 7] });
    expect(r.ok && r.value.state.units.find((u) => u.id === 'b')).toMatchObject({ x: 7, y: 7, acted: true });
    expect(r.ok && r.value.state.units.some((u) => u.id === 'e')).toBe(false);
  });

  const row = (c: string) => {
    const rows = Array.from({ length: 15 }, () => '.'.repeat(15));
    rows[7] = '.'.repeat(9) + c + '.'.repeat(5);
    return rows;
  };
  it.each([
    ['M', false],
    ['T', false],
    ['S', true],
    ['~', true],
    ['=', true],
    ['#', true],
    ['.', true],
  ])('line of fire through %s: %s', (c, passes) => {
    const s = open([11, 7], [], row(c));
    expect(fires(s).length).toBe(passes ? 1 : 0);
    if (!passes) expect(checkOrder(s, { kind: 'strike', commander: 'G', unit: 'b', to: [11, 7] })).toMatchObject({ ok: false, error: { code: 'order/line_of_fire_blocked', detail: { x: 9, y: 7 } } });
  });

  it('a fortress cell blocks the line of fire, but a target on a fortress cell can be hit', () => {
    const fortresses = [{ name: 'Цитадель', cells: [[9, 7]] as [number, number][] }];
    const through = open([11, 7], [], undefined, fortresses);
    expect(fires(through)).toEqual([]);
    expect(checkOrder(through, { kind: 'strike', commander: 'G', unit: 'b', to: [11, 7] })).toMatchObject({ ok: false, error: { code: 'order/line_of_fire_blocked', detail: { by: 'fortress' } } });
    expect(cells(fires(open([9, 7], [], undefined, fortresses))).length).toBe(1);
  });

  it('any unit, own or enemy, blocks the line of fire', () => {
    expect(fires(open([11, 7], [{ id: 'o', army: 'A', type: 'musketeer', x: 9, y: 7 }]))).toEqual([]);
    const enemyFirst = open([11, 7], [{ id: 'e2', army: 'N', type: 'musketeer', x: 9, y: 7 }]);
    expect(cells(fires(enemyFirst))).toEqual(['9,7']);
  });

  it.each(['M', 'T', 'S'])('cannot fire at a unit standing on %s', (c) => {
    const rows = row(c);
    const s = open([9, 7], [], rows);
    expect(fires(s)).toEqual([]);
    expect(checkOrder(s, { kind: 'strike', commander: 'G', unit: 'b', to: [9, 7] })).toMatchObject({ ok: false, error: { code: 'order/terrain_forbids_strike' } });
  });

  it('out of range is refused with the distance', () => {
    expect(checkOrder(open([13, 7]), { kind: 'strike', commander: 'G', unit: 'b', to: [13, 7] })).toEqual({ ok: false, error: { code: 'order/out_of_range', detail: { unit: 'b', distance: 6, range: 5 } } });
  });
});
