/** Terrain: rough ground, the cossack class, river and drowning, bridge, road march (rulings: "Terrain"). */
import { describe, expect, it } from 'vitest';
import { applyOrder, checkOrder, endMove, legalOrders, type GameState, type UnitType } from '../../shared/rules/polkovodets';
import { cells, MARSHALS, tiny } from './helpers';

/** 15×15 open ground with one character put at the given cells. */
function ground(put: [number, number, string][]): string[] {
  const rows = Array.from({ length: 15 }, () => '.'.repeat(15).split(''));
  for (const [x, y, c] of put) rows[y][x] = c;
  return rows.map((r) => r.join(''));
}

const G = { id: 'G', army: 'A' as const, type: 'general' as const, x: 2, y: 2 };

function unitOrders(s: GameState, unit: string) {
  return legalOrders(s, 'G').filter((o) => (o.kind === 'move' || o.kind === 'strike') && o.unit === unit);
}

describe('mountain, forest, swamp', () => {
  const classes: [UnitType, boolean][] = [
    ['musketeer', true],
    ['grenadier', true],
    ['jager', true],
    ['dragoon', false],
    ['hussar', false],
    ['uhlan', false],
    ['cuirassier', false],
    ['cossack', true],
    ['battery', false],
    ['horse_battery', false],
  ];
  for (const c of ['M', 'T', 'S']) {
    it.each(classes)(`%s may enter ${c}: %s`, (type, may) => {
      const s = tiny({ rows: ground([[8, 8, c]]), units: [...MARSHALS, G, { id: 'u', army: 'A', type, x: 7, y: 7 }] });
      expect(cells(unitOrders(s, 'u').filter((o) => o.kind === 'move')).includes('8,8')).toBe(may);
      if (!may) expect(checkOrder(s, { kind: 'move', commander: 'G', unit: 'u', to: [8, 8] })).toMatchObject({ ok: false, error: { code: 'order/terrain_closed', detail: { terrain: c } } });
    });
  }

  it('rough ground blocks a cavalry slide beyond it', () => {
    const s = tiny({ rows: ground([[8, 8, 'T']]), units: [...MARSHALS, G, { id: 'u', army: 'A', type: 'hussar', x: 7, y: 7 }] });
    expect(checkOrder(s, { kind: 'move', commander: 'G', unit: 'u', to: [9, 9] })).toMatchObject({ ok: false, error: { code: 'order/blocked_path', detail: { by: 'terrain' } } });
  });

  it('the cossack class crosses rough ground', () => {
    const s = tiny({ rows: ground([[8, 8, 'T'], [9, 9, 'M']]), units: [...MARSHALS, G, { id: 'u', army: 'A', type: 'cossack', x: 7, y: 7 }] });
    expect(cells(unitOrders(s, 'u'))).toEqual(expect.arrayContaining(['8,8', '9,9', '10,10']));
  });

  // Who may fight when striker or target stands on rough ground.
  const fighters: [UnitType, boolean][] = [
    ['musketeer', false],
    ['grenadier', false],
    ['jager', true],
    ['cossack', true],
  ];
  it.each(fighters)('%s striking a target standing in a forest: %s', (type, allowed) => {
    const s = tiny({ rows: ground([[8, 8, 'T']]), units: [...MARSHALS, G, { id: 'u', army: 'A', type, x: 7, y: 7 }, { id: 'e', army: 'N', type: 'musketeer', x: 8, y: 8 }] });
    expect(unitOrders(s, 'u').some((o) => o.kind === 'strike')).toBe(allowed);
    if (!allowed) expect(checkOrder(s, { kind: 'strike', commander: 'G', unit: 'u', to: [8, 8] })).toMatchObject({ ok: false, error: { code: 'order/terrain_forbids_strike' } });
  });

  it.each(fighters)('%s striking out of a swamp: %s', (type, allowed) => {
    const s = tiny({ rows: ground([[7, 7, 'S']]), units: [...MARSHALS, G, { id: 'u', army: 'A', type, x: 7, y: 7 }, { id: 'e', army: 'N', type: 'musketeer', x: 8, y: 8 }] });
    expect(unitOrders(s, 'u').some((o) => o.kind === 'strike')).toBe(allowed);
  });

  it('cavalry cannot strike into a forest', () => {
    const s = tiny({ rows: ground([[9, 9, 'T']]), units: [...MARSHALS, G, { id: 'u', army: 'A', type: 'hussar', x: 7, y: 7 }, { id: 'e', army: 'N', type: 'musketeer', x: 9, y: 9 }] });
    expect(unitOrders(s, 'u').some((o) => o.kind === 'strike')).toBe(false);
    expect(checkOrder(s, { kind: 'strike', commander: 'G', unit: 'u', to: [9, 9] })).toMatchObject({ ok: false, error: { code: 'order/terrain_forbids_strike' } });
  });

  it('infantry walks in rough ground even though only jägers fight there', () => {
    const s = tiny({ rows: ground([[7, 7, 'M'], [8, 7, 'M']]), units: [...MARSHALS, G, { id: 'u', army: 'A', type: 'grenadier', x: 7, y: 7 }] });
    expect(cells(unitOrders(s, 'u'))).toContain('8,7');
  });
});

describe('river and bridge', () => {
  const river = ground([[8, 7, '~'], [8, 8, '#'], [9, 7, '~']]);
  it('batteries never enter a river cell; the bridge is fine', () => {
    for (const type of ['battery', 'horse_battery'] as const) {
      const s = tiny({ rows: river, units: [...MARSHALS, G, { id: 'u', army: 'A', type, x: 7, y: 7 }] });
      const to = cells(unitOrders(s, 'u'));
      expect(to).not.toContain('8,7');
      expect(to).toContain('8,8');
      expect(checkOrder(s, { kind: 'move', commander: 'G', unit: 'u', to: [8, 7] })).toMatchObject({ ok: false, error: { code: 'order/battery_river' } });
    }
  });

  it('other troops may enter the river', () => {
    for (const type of ['musketeer', 'grenadier', 'dragoon', 'cuirassier'] as const) {
      const s = tiny({ rows: river, units: [...MARSHALS, G, { id: 'u', army: 'A', type, x: 7, y: 7 }] });
      expect(cells(unitOrders(s, 'u'))).toContain('8,7');
    }
  });

  /** Play: A moves u onto the river, then ends moves (N passes) until `ownEnds` A-moves have ended. */
  function riverStory(unitType: UnitType, ownEnds: number, moveOffBeforeEnd?: number) {
    let s = tiny({ rows: river, units: [...MARSHALS, G, { id: 'u', army: 'A', type: unitType, x: 7, y: 7 }] });
    const applied = applyOrder(s, { kind: 'move', commander: 'G', unit: 'u', to: [8, 7] });
    if (!applied.ok) throw new Error(applied.error.code);
    s = applied.value.state;
    const events = [];
    for (let i = 1; i <= ownEnds; i++) {
      if (moveOffBeforeEnd === i) {
        const off = applyOrder(s, { kind: 'move', commander: 'G', unit: 'u', to: [7, 7] });
        if (!off.ok) throw new Error(off.error.code);
        s = off.value.state;
      }
      const a = endMove(s); // A's end
      if (!a.ok) throw new Error(a.error.code);
      events.push(...a.value.events);
      s = a.value.state;
      if (i < ownEnds) {
        const n = endMove(s); // N passes
        if (!n.ok) throw new Error(n.error.code);
        s = n.value.state;
      }
    }
    return { s, events };
  }

  it('one end of move on the river gives the 1/2 warning', () => {
    const { s, events } = riverStory('musketeer', 1);
    expect(s.units.find((u) => u.id === 'u')).toMatchObject({ riverMoves: 1 });
    expect(events.some((e) => e.type === 'river_warning' && e.unit === 'u')).toBe(true);
  });

  it('the second consecutive end of move on the river drowns the unit', () => {
    const { s, events } = riverStory('dragoon', 2);
    expect(s.units.some((u) => u.id === 'u')).toBe(false);
    expect(events).toContainEqual({ type: 'drowned', army: 'A', unit: 'u', unitType: 'dragoon', at: [8, 7] });
  });

  it('leaving the river resets the count', () => {
    const { s } = riverStory('musketeer', 2, 2);
    expect(s.units.find((u) => u.id === 'u')).toMatchObject({ x: 7, y: 7, riverMoves: 0 });
  });

  it('moving from one river cell to another still counts as consecutive', () => {
    let s = tiny({ rows: river, units: [...MARSHALS, G, { id: 'u', army: 'A', type: 'musketeer', x: 8, y: 7, riverMoves: 1 }] });
    const m = applyOrder(s, { kind: 'move', commander: 'G', unit: 'u', to: [9, 7] });
    if (!m.ok) throw new Error(m.error.code);
    s = m.value.state;
    const e = endMove(s);
    expect(e.ok && e.value.state.units.some((u) => u.id === 'u')).toBe(false);
  });

  it('a unit on the bridge never drowns', () => {
    let s = tiny({ rows: river, units: [...MARSHALS, G, { id: 'u', army: 'A', type: 'musketeer', x: 8, y: 8 }] });
    for (let i = 0; i < 6; i++) {
      const e = endMove(s);
      if (!e.ok) throw new Error(e.error.code);
      s = e.value.state;
    }
    expect(s.units.find((u) => u.id === 'u')).toMatchObject({ riverMoves: 0 });
  });

  it('only the moving army counts its river moves', () => {
    const s = tiny({ rows: river, units: [...MARSHALS, G, { id: 'n', army: 'N', type: 'musketeer', x: 8, y: 7, riverMoves: 1 }] });
    const e = endMove(s); // A ends: N's unit is untouched
    expect(e.ok && e.value.state.units.find((u) => u.id === 'n')).toMatchObject({ riverMoves: 1 });
  });

  it('a drowned marshal is lost', () => {
    const s = tiny({ rows: river, units: [{ id: 'AM', army: 'A', type: 'marshal', x: 8, y: 7, riverMoves: 1 }, { id: 'NM', army: 'N', type: 'marshal', x: 14, y: 14 }, G] });
    const e = endMove(s);
    expect(e.ok && e.value.events.some((ev) => ev.type === 'marshal_lost' && ev.unit === 'AM')).toBe(true);
  });
});

describe('road march', () => {
  // A road along row 7 from x=1 to x=13, with a bend down at x=13.
  const road = ground([...Array.from({ length: 13 }, (_, i) => [i + 1, 7, '='] as [number, number, string]), [13, 8, '='], [13, 9, '=']]);

  it.each([
    ['musketeer', 2],
    ['battery', 2],
    ['dragoon', 4],
    ['hussar', 6],
    ['cuirassier', 8],
  ] as [UnitType, number][])('%s marches up to %i road cells', (type, limit) => {
    const s = tiny({ rows: road, units: [...MARSHALS, { ...G, x: 3, y: 3 }, { id: 'u', army: 'A', type, x: 3, y: 7 }] });
    const east = unitOrders(s, 'u').filter((o) => o.to[1] === 7 && o.to[0] > 3);
    const far = Math.max(...east.map((o) => o.to[0]));
    expect(far - 3).toBe(Math.min(limit, 10));
  });

  it('road-only cells are flagged road: true; normal ones are not', () => {
    const s = tiny({ rows: road, units: [...MARSHALS, { ...G, x: 3, y: 3 }, { id: 'u', army: 'A', type: 'dragoon', x: 3, y: 7 }] });
    const o = unitOrders(s, 'u');
    expect(o.find((x) => x.to[0] === 4 && x.to[1] === 7)).toMatchObject({ kind: 'move' });
    expect(o.find((x) => x.to[0] === 4 && x.to[1] === 7)).not.toHaveProperty('road');
    expect(o.find((x) => x.to[0] === 7 && x.to[1] === 7)).toMatchObject({ kind: 'move', road: true });
  });

  it('follows the road round a bend', () => {
    const s = tiny({ rows: road, units: [...MARSHALS, { ...G, x: 8, y: 3 }, { id: 'u', army: 'A', type: 'hussar', x: 9, y: 7 }] });
    expect(cells(unitOrders(s, 'u'))).toEqual(expect.arrayContaining(['13,8', '13,9']));
  });

  it('a unit on the road blocks the march', () => {
    const s = tiny({ rows: road, units: [...MARSHALS, { ...G, x: 3, y: 3 }, { id: 'u', army: 'A', type: 'cuirassier', x: 3, y: 7 }, { id: 'b', army: 'A', type: 'musketeer', x: 6, y: 7 }] });
    const east = unitOrders(s, 'u').filter((o) => o.to[1] === 7 && o.to[0] > 3);
    expect(Math.max(...east.map((o) => o.to[0]))).toBe(5);
  });

  it('a unit not starting on a road does not march', () => {
    const s = tiny({ rows: road, units: [...MARSHALS, { ...G, x: 3, y: 3 }, { id: 'u', army: 'A', type: 'musketeer', x: 3, y: 6 }] });
    expect(unitOrders(s, 'u').some((o) => o.kind === 'move' && 'road' in o)).toBe(false);
  });

  it('a road march never ends in a strike: an enemy at the end of the road is not a target', () => {
    const s = tiny({ rows: road, units: [...MARSHALS, { ...G, x: 3, y: 3 }, { id: 'u', army: 'A', type: 'musketeer', x: 3, y: 7 }, { id: 'e', army: 'N', type: 'musketeer', x: 5, y: 7 }] });
    expect(unitOrders(s, 'u').some((o) => o.kind === 'strike')).toBe(false);
    expect(checkOrder(s, { kind: 'strike', commander: 'G', unit: 'u', to: [5, 7] }).ok).toBe(false);
  });

  it('after a road march the unit has acted: no strike in the same move', () => {
    const s = tiny({ rows: road, units: [...MARSHALS, { ...G, x: 3, y: 3 }, { id: 'M2', army: 'A', type: 'general', x: 6, y: 4 }, { id: 'u', army: 'A', type: 'musketeer', x: 3, y: 7 }, { id: 'e', army: 'N', type: 'musketeer', x: 6, y: 8 }] });
    const m = applyOrder(s, { kind: 'move', commander: 'G', unit: 'u', to: [5, 7] });
    expect(m.ok && m.value.events[0]).toMatchObject({ type: 'moved', road: true });
    if (!m.ok) return;
    expect(checkOrder(m.value.state, { kind: 'strike', commander: 'M2', unit: 'u', to: [6, 8] })).toMatchObject({ ok: false, error: { code: 'order/unit_already_acted' } });
  });

  it('commanders never road-march: a step is one cell', () => {
    const s = tiny({ rows: road, units: [...MARSHALS, { ...G, x: 3, y: 7 }] });
    const steps = legalOrders(s, 'G').filter((o) => o.kind === 'step');
    expect(steps.every((o) => Math.max(Math.abs(o.to[0] - 3), Math.abs(o.to[1] - 7)) === 1)).toBe(true);
    expect(checkOrder(s, { kind: 'step', commander: 'G', to: [5, 7] })).toMatchObject({ ok: false, error: { code: 'order/step_one_cell' } });
  });

  it('a road through a fortress counts as road', () => {
    const rows = ground([[3, 7, '='], [4, 7, '='], [5, 7, '='], [6, 7, '='], [7, 7, '=']]);
    const s = tiny({ rows, fortresses: [{ name: 'Фольварк', cells: [[5, 7]] }], units: [...MARSHALS, { ...G, x: 3, y: 3 }, { id: 'u', army: 'A', type: 'dragoon', x: 3, y: 7 }] });
    expect(cells(unitOrders(s, 'u'))).toEqual(expect.arrayContaining(['5,7', '6,7', '7,7']));
  });
});
