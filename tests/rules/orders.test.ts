/** Command square, one order per commander and per unit, and recruitment (rulings: "Turn structure", "Recruitment"). */
import { describe, expect, it } from 'vitest';
import { applyOrder, checkOrder, endMove, legalOrders, RECRUITABLE_TYPES, UNIT_SPECS, type UnitType } from '../../shared/rules/polkovodets';
import { describeRefusal } from '../../shared/vocab';
import { MARSHALS, tiny } from './helpers';

describe('the 13×13 command square', () => {
  it.each([
    [6, 0, true],
    [0, 6, true],
    [6, 6, true],
    [-6, 6, true],
    [7, 0, false],
    [0, -7, false],
    [7, 7, false],
    [6, 7, false],
  ])('a unit at offset (%i, %i) can be ordered: %s', (dx, dy, inside) => {
    const s = tiny({ rows: Array.from({ length: 21 }, () => '.'.repeat(21)), units: [{ id: 'AM', army: 'A', type: 'marshal', x: 0, y: 20 }, { id: 'NM', army: 'N', type: 'marshal', x: 20, y: 20 }, { id: 'G', army: 'A', type: 'general', x: 10, y: 10 }, { id: 'u', army: 'A', type: 'musketeer', x: 10 + dx, y: 10 + dy }] });
    expect(legalOrders(s, 'G').some((o) => o.kind === 'move' && o.unit === 'u')).toBe(inside);
    const to: [number, number] = [10 + dx, 10 + dy + (dy > 0 ? -1 : 1)];
    const r = checkOrder(s, { kind: 'move', commander: 'G', unit: 'u', to });
    if (inside) expect(r.ok).toBe(true);
    else expect(r).toEqual({ ok: false, error: { code: 'order/out_of_command_square', detail: { commander: 'G', unit: 'u', distance: Math.max(Math.abs(dx), Math.abs(dy)), radius: 6 } } });
  });

  it('units outside every square stand idle', () => {
    const s = tiny({ units: [...MARSHALS, { id: 'u', army: 'A', type: 'musketeer', x: 10, y: 10 }] });
    expect(legalOrders(s).some((o) => o.kind !== 'step' && o.kind !== 'recruit' && o.unit === 'u')).toBe(false);
  });
});

describe('one order per commander, one action per unit', () => {
  const base = () => tiny({ units: [...MARSHALS, { id: 'G', army: 'A', type: 'general', x: 5, y: 5 }, { id: 'u', army: 'A', type: 'musketeer', x: 6, y: 6 }, { id: 'v', army: 'A', type: 'musketeer', x: 4, y: 4 }] });

  it('a commander gives one order per move', () => {
    const r = applyOrder(base(), { kind: 'move', commander: 'G', unit: 'u', to: [7, 7] });
    if (!r.ok) throw new Error(r.error.code);
    expect(legalOrders(r.value.state, 'G')).toEqual([]);
    expect(checkOrder(r.value.state, { kind: 'move', commander: 'G', unit: 'v', to: [3, 3] })).toMatchObject({ ok: false, error: { code: 'order/commander_already_ordered' } });
  });

  it('a unit acts once per army move, even for another commander', () => {
    const s = tiny({ units: [{ id: 'AM', army: 'A', type: 'marshal', x: 7, y: 7 }, { id: 'NM', army: 'N', type: 'marshal', x: 14, y: 14 }, { id: 'G', army: 'A', type: 'general', x: 5, y: 5 }, { id: 'u', army: 'A', type: 'musketeer', x: 6, y: 6 }] });
    const r = applyOrder(s, { kind: 'move', commander: 'G', unit: 'u', to: [6, 5] });
    if (!r.ok) throw new Error(r.error.code);
    expect(checkOrder(r.value.state, { kind: 'move', commander: 'AM', unit: 'u', to: [6, 4] })).toMatchObject({ ok: false, error: { code: 'order/unit_already_acted' } });
  });

  it('the army may end its move with orders unused, and the next army moves', () => {
    const e = endMove(base());
    expect(e.ok && e.value.state.toMove).toBe('N');
  });

  it('acted marks and given orders are cleared at the end of the move', () => {
    const r = applyOrder(base(), { kind: 'move', commander: 'G', unit: 'u', to: [7, 7] });
    if (!r.ok) throw new Error(r.error.code);
    const e = endMove(r.value.state);
    if (!e.ok) throw new Error(e.error.code);
    expect(e.value.state.ordered).toEqual([]);
    expect(e.value.state.units.every((u) => !u.acted)).toBe(true);
  });

  it('only the army to move gives orders', () => {
    const s = base();
    expect(checkOrder(s, { kind: 'step', commander: 'NM', to: [13, 13] })).toMatchObject({ ok: false, error: { code: 'order/not_your_move' } });
  });

  it('a unit is not a commander', () => {
    expect(checkOrder(base(), { kind: 'move', commander: 'u', unit: 'v', to: [3, 3] })).toMatchObject({ ok: false, error: { code: 'order/not_a_commander' } });
  });

  it('commanders are never moved by another\'s order', () => {
    expect(checkOrder(base(), { kind: 'move', commander: 'AM', unit: 'G', to: [4, 5] })).toMatchObject({ ok: false, error: { code: 'order/commander_not_orderable' } });
  });

  it('the commander\'s own step is his order', () => {
    const r = applyOrder(base(), { kind: 'step', commander: 'G', to: [5, 4] });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.state.units.find((u) => u.id === 'G')).toMatchObject({ x: 5, y: 4 });
    expect(r.value.state.ordered).toEqual(['G']);
  });

  it('a refused order leaves the state unchanged (same object)', () => {
    const s = base();
    const r = applyOrder(s, { kind: 'move', commander: 'G', unit: 'u', to: [9, 9] });
    expect(r.ok).toBe(false);
    expect(s.units.find((u) => u.id === 'u')).toMatchObject({ x: 6, y: 6, acted: false });
  });
});

describe('recruitment', () => {
  const fortress = [{ name: 'Цитадель', cells: [[8, 8], [9, 8]] as [number, number][] }];
  const make = (depots: number, owner: 'A' | 'N' = 'A', g: [number, number] = [6, 6]) =>
    tiny({ fortresses: fortress, fortressOwners: { Цитадель: owner }, depots: { A: depots, N: 0 }, units: [...MARSHALS, { id: 'G', army: 'A', type: 'general', x: g[0], y: g[1] }] });

  const costs: [UnitType, number][] = [
    ['musketeer', 1],
    ['grenadier', 2],
    ['jager', 2],
    ['dragoon', 3],
    ['hussar', 3],
    ['uhlan', 3],
    ['cossack', 3.5],
    ['cuirassier', 4],
    ['battery', 10],
    ['horse_battery', 15],
    ['general', 5],
  ];

  it('the cost table is the brochure\'s', () => {
    expect(RECRUITABLE_TYPES.map((t) => [t, UNIT_SPECS[t].cost / 2]).sort()).toEqual(costs.slice().sort());
  });

  it.each(costs)('%s costs %d depots and is placed on a free own fortress cell', (type, cost) => {
    const s = make(20);
    const r = applyOrder(s, { kind: 'recruit', commander: 'G', recruit: type, to: [8, 8] });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.state.depots.A).toBe((20 - cost) * 2);
    const recruit = r.value.state.units.find((u) => u.x === 8 && u.y === 8);
    expect(recruit).toMatchObject({ type, army: 'A', acted: true });
    expect(r.value.events).toContainEqual({ type: 'depots', army: 'A', amount: -cost * 2, balance: (20 - cost) * 2, reason: 'recruit' });
  });

  it.each(costs)('%s is refused with one depot short, with the balance and cost in the message', (type, cost) => {
    const s = make(cost - 0.5);
    expect(legalOrders(s, 'G').some((o) => o.kind === 'recruit' && o.recruit === type)).toBe(false);
    const r = checkOrder(s, { kind: 'recruit', commander: 'G', recruit: type, to: [8, 8] });
    expect(r).toEqual({ ok: false, error: { code: 'order/not_enough_depots', detail: { need: cost, have: cost - 0.5, unitType: type } } });
    if (!r.ok) expect(describeRefusal(r.error, 'ru')).toBe(`Недостаточно складов: нужно ${String(cost).replace('.', ',')}, есть ${String(cost - 0.5).replace('.', ',')}.`);
  });

  it('the message reads as the issue says', () => {
    expect(describeRefusal({ code: 'order/not_enough_depots', detail: { need: 4, have: 3.5, unitType: 'grenadier' } }, 'ru')).toBe('Недостаточно складов: нужно 4, есть 3,5.');
    expect(describeRefusal({ code: 'order/not_enough_depots', detail: { need: 4, have: 3.5, unitType: 'grenadier' } }, 'en')).toBe('Not enough depots: 4 needed, 3.5 held.');
  });

  it('not in an own fortress', () => {
    expect(checkOrder(make(20, 'N'), { kind: 'recruit', commander: 'G', recruit: 'musketeer', to: [8, 8] })).toMatchObject({ ok: false, error: { code: 'order/not_own_fortress', detail: { fortress: 'Цитадель', owner: 'N' } } });
  });

  it('not on a fortress cell at all', () => {
    expect(checkOrder(make(20), { kind: 'recruit', commander: 'G', recruit: 'musketeer', to: [7, 8] })).toMatchObject({ ok: false, error: { code: 'order/not_a_fortress' } });
  });

  it('the cell is occupied', () => {
    const s = tiny({ fortresses: fortress, fortressOwners: { Цитадель: 'A' }, depots: { A: 20 }, units: [...MARSHALS, { id: 'G', army: 'A', type: 'general', x: 6, y: 6 }, { id: 'x', army: 'A', type: 'musketeer', x: 8, y: 8 }] });
    expect(checkOrder(s, { kind: 'recruit', commander: 'G', recruit: 'musketeer', to: [8, 8] })).toMatchObject({ ok: false, error: { code: 'order/cell_occupied' } });
    expect(legalOrders(s, 'G').filter((o) => o.kind === 'recruit').every((o) => o.to[0] === 9)).toBe(true);
  });

  it('outside the commander\'s square', () => {
    const s = make(20, 'A', [1, 1]);
    expect(checkOrder(s, { kind: 'recruit', commander: 'G', recruit: 'musketeer', to: [8, 8] })).toMatchObject({ ok: false, error: { code: 'order/out_of_command_square', detail: { distance: 7 } } });
    expect(legalOrders(s, 'G').some((o) => o.kind === 'recruit')).toBe(false);
  });

  it('a recruit cannot act in the move it was raised; a new general gives no order', () => {
    const r = applyOrder(make(20), { kind: 'recruit', commander: 'G', recruit: 'general', to: [8, 8] });
    if (!r.ok) throw new Error(r.error.code);
    const id = r.value.state.units.find((u) => u.x === 8 && u.y === 8)!.id;
    expect(legalOrders(r.value.state, id)).toEqual([]);
    expect(checkOrder(r.value.state, { kind: 'step', commander: id, to: [8, 9] })).toMatchObject({ ok: false, error: { code: 'order/commander_just_recruited' } });
    const next = endMove(r.value.state);
    if (!next.ok) throw new Error(next.error.code);
    const back = endMove(next.value.state);
    if (!back.ok) throw new Error(back.error.code);
    expect(legalOrders(back.value.state, id).length).toBeGreaterThan(0);
  });

  it('recruitment is listed once per commander, affordable type and free cell', () => {
    const rec = legalOrders(make(3), 'G').filter((o) => o.kind === 'recruit');
    // affordable with 3: musketeer, grenadier, jager, dragoon, hussar, uhlan — on two free cells.
    expect(rec.length).toBe(6 * 2);
  });

  it('a marshal is not recruited', () => {
    expect(checkOrder(make(20), { kind: 'recruit', commander: 'G', recruit: 'marshal', to: [8, 8] })).toMatchObject({ ok: false, error: { code: 'order/marshal_not_recruited' } });
  });

  it('recruited ids never clash with existing ones', () => {
    let s = make(20);
    const r1 = applyOrder(s, { kind: 'recruit', commander: 'G', recruit: 'musketeer', to: [8, 8] });
    if (!r1.ok) throw new Error(r1.error.code);
    s = r1.value.state;
    const ids = s.units.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
