/** The order of battle: groups by type with counts and strength, and who can order each unit now. */
import { describe, expect, it } from 'vitest';
import { gameFromScenario, legalOrders, strengthOf, type GameState } from '../../shared/rules/polkovodets';
import { idleUnits, nextAfter, orderOfBattle } from '../../renderer/src/panels/orderOfBattle';
import { smallScenario } from './support/scenarios';

function game(): GameState {
  const g = gameFromScenario(smallScenario());
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
}

describe('order of battle', () => {
  const state = game();
  const legal = legalOrders(state);
  const oob = orderOfBattle(state, legal);
  const rowOf = (id: string) => oob.flatMap((a) => a.groups.flatMap((g) => g.rows)).find((r) => r.unit.id === id)!;

  it('groups each army by type, commanders first, with counts; strength plus depots is the standings strength (marshal 15)', () => {
    const a = oob.find((x) => x.army === 'A')!;
    expect(a.toMove).toBe(true);
    expect(a.groups.map((g) => [g.type, g.count])).toEqual([
      ['marshal', 1],
      ['general', 1],
      ['musketeer', 1],
      ['grenadier', 1],
      ['hussar', 1],
      ['battery', 1],
    ]);
    expect(a.groups[0].strength).toBe(30);
    for (const x of oob) expect(x.strength + (state.depots[x.army] ?? 0)).toBe(strengthOf(state, x.army));
    expect(oob.find((x) => x.army === 'N')!.units).toBe(3);
  });

  it('the army to move: who can order a unit is exactly who the engine lists orders of it for', () => {
    for (const id of ['A1', 'A2', 'A3', 'A4']) {
      const expected = [...new Set(legal.filter((o) => 'unit' in o && o.unit === id && o.kind !== 'step').map((o) => o.commander))].sort();
      const cover = rowOf(id).cover;
      expect(cover.kind).toBe(expected.length ? 'orderable' : 'idle');
      if (cover.kind === 'orderable') expect([...cover.by].sort()).toEqual(expected);
    }
    // A1 stands in the marshal's square only; A2 in both squares.
    expect(rowOf('A1').cover).toEqual({ kind: 'orderable', by: ['AM'] });
    expect(rowOf('A2').cover).toEqual({ kind: 'orderable', by: ['AM', 'AG'] });
    expect(rowOf('AM').cover).toEqual({ kind: 'commander', status: 'left' });
  });

  it('another army: the squares its units stand in, or «без дела» outside every square', () => {
    // NM at (14, 0): N1 at (4, 5) and N2 at (5, 11) are out of his 13×13 square.
    expect(rowOf('N1').cover).toEqual({ kind: 'idle' });
    expect(rowOf('N2').cover).toEqual({ kind: 'idle' });
    const moved = { ...state, units: state.units.map((u) => (u.id === 'NM' ? { ...u, x: 8, y: 6 } : u)) };
    const again = orderOfBattle(moved, legalOrders(moved));
    const n1 = again.find((x) => x.army === 'N')!.groups.flatMap((g) => g.rows).find((r) => r.unit.id === 'N1')!;
    expect(n1.cover).toEqual({ kind: 'square', by: ['NM'] });
  });

  it('a unit of the army to move out of every square is idle, and the key I steps through the idle ones', () => {
    const far = { ...state, units: state.units.map((u) => (u.id === 'A4' ? { ...u, x: 14, y: 14 } : u.id === 'AG' ? { ...u, x: 1, y: 10 } : u)) };
    const list = idleUnits(orderOfBattle(far, legalOrders(far)));
    // In the panel's order: grenadier A4, then hussar A3.
    expect(list.map((u) => u.id)).toEqual(['A4', 'A3']);
    expect(nextAfter(list, null)?.id).toBe('A4');
    expect(nextAfter(list, 'A4')?.id).toBe('A3');
    expect(nextAfter(list, 'A3')?.id).toBe('A4');
    expect(nextAfter([], 'A4')).toBeNull();
  });
});
