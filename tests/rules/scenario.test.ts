/** Scenario files: every malformed field is named; the codec round-trips (contract: polkovodets-scenario/1). */
import { describe, expect, it } from 'vitest';
import { createGame, gameFromScenario, makeScenario, parseScenario, parseScenarioText } from '../../shared/rules/polkovodets';
import { describeRefusal, REFUSAL_CODES } from '../../shared/vocab';
import { tinyScenario } from './helpers';

const valid = () => ({
  format: 'polkovodets-scenario/1',
  map: { width: 6, height: 6, rows: ['......', '..=...', '..=...', '..=~..', '....T.', '......'], fortresses: [{ name: 'Цитадель', cells: [[4, 5], [5, 5]] }] },
  armies: ['A', 'N'],
  toMove: 'A',
  turn: 1,
  turnLimit: 80,
  goal: 'rout',
  depots: { A: 3.5, N: 2 },
  fortressOwners: { Цитадель: 'A' },
  units: [
    { id: 'M', army: 'A', type: 'marshal', x: 1, y: 1 },
    { id: 'u', army: 'A', type: 'dragoon', x: 2, y: 2 },
    { id: 'K', army: 'N', type: 'marshal', x: 5, y: 0 },
  ],
});

type Mutation = [name: string, mutate: (s: ReturnType<typeof valid> & Record<string, unknown>) => unknown, code: string, field: string];

const mutations: Mutation[] = [
  ['not an object', () => [1, 2], 'setup/not_object', ''],
  ['unknown top-level field', (s) => ({ ...s, goall: 'rout' }), 'setup/unknown_field', 'goall'],
  ['wrong format', (s) => ({ ...s, format: 'polkovodets-scenario/2' }), 'setup/format', 'format'],
  ['unknown unit type', (s) => ({ ...s, units: [...s.units, { id: 'x', army: 'A', type: 'pikeman', x: 0, y: 0 }] }), 'setup/unit_type', 'units[3].type'],
  ['unit off the map', (s) => ({ ...s, units: [...s.units, { id: 'x', army: 'A', type: 'musketeer', x: 6, y: 0 }] }), 'setup/off_map', 'units[3]'],
  ['two units on a cell', (s) => ({ ...s, units: [...s.units, { id: 'x', army: 'N', type: 'musketeer', x: 2, y: 2 }] }), 'setup/cell_taken', 'units[3]'],
  ['a battery on a river cell', (s) => ({ ...s, units: [...s.units, { id: 'x', army: 'A', type: 'battery', x: 3, y: 3 }] }), 'setup/battery_river', 'units[3]'],
  ['cavalry in a forest', (s) => ({ ...s, units: [...s.units, { id: 'x', army: 'A', type: 'hussar', x: 4, y: 4 }] }), 'setup/terrain_closed', 'units[3]'],
  ['depots not a multiple of 0.5', (s) => ({ ...s, depots: { A: 3.25, N: 2 } }), 'setup/depots_half', 'depots.A'],
  ['negative depots', (s) => ({ ...s, depots: { A: -1, N: 2 } }), 'setup/depots_negative', 'depots.A'],
  ['unknown army', (s) => ({ ...s, armies: ['A', 'R'] }), 'setup/army_unknown', 'armies[1]'],
  ['an army twice', (s) => ({ ...s, armies: ['A', 'A'] }), 'setup/army_duplicate', 'armies[1]'],
  ['one army only', (s) => ({ ...s, armies: ['A'] }), 'setup/armies_count', 'armies'],
  ['toMove not in play', (s) => ({ ...s, toMove: 'F' }), 'setup/to_move', 'toMove'],
  ['unit of an army not in play', (s) => ({ ...s, units: [...s.units, { id: 'x', army: 'F', type: 'musketeer', x: 0, y: 0 }] }), 'setup/army_unknown', 'units[3].army'],
  ['turn beyond the limit', (s) => ({ ...s, turn: 81 }), 'setup/turn_range', 'turn'],
  ['turn limit zero', (s) => ({ ...s, turnLimit: 0 }), 'setup/turn_limit', 'turnLimit'],
  ['bad goal', (s) => ({ ...s, goal: 'glory' }), 'setup/goal', 'goal'],
  ['unknown fortress owner', (s) => ({ ...s, fortressOwners: { Атлантида: 'A' } }), 'setup/fortress_unknown', 'fortressOwners.Атлантида'],
  ['duplicate unit id', (s) => ({ ...s, units: [...s.units, { id: 'u', army: 'A', type: 'musketeer', x: 0, y: 0 }] }), 'setup/unit_id_duplicate', 'units[3].id'],
  ['fractional coordinate', (s) => ({ ...s, units: [...s.units, { id: 'x', army: 'A', type: 'musketeer', x: 1.5, y: 0 }] }), 'setup/type', 'units[3].x'],
  ['row of the wrong width', (s) => ({ ...s, map: { ...s.map, rows: ['.....', ...s.map.rows.slice(1)] } }), 'setup/map_row_width', 'map.rows[0]'],
  ['unknown map character', (s) => ({ ...s, map: { ...s.map, rows: ['.....X', ...s.map.rows.slice(1)] } }), 'setup/map_char', 'map.rows[0]'],
  ['fortress on a forest', (s) => ({ ...s, map: { ...s.map, fortresses: [{ name: 'Цитадель', cells: [[4, 4]] }] } }), 'setup/fortress_terrain', 'map.fortresses[0].cells[0]'],
  ['riverMoves off the river', (s) => ({ ...s, units: [...s.units, { id: 'x', army: 'A', type: 'musketeer', x: 0, y: 0, riverMoves: 1 }] }), 'setup/river_moves', 'units[3].riverMoves'],
  ['hold count 2', (s) => ({ ...s, holds: { Цитадель: { army: 'N', count: 2 } } }), 'setup/hold_count', 'holds.Цитадель.count'],
  ['hold of an own fortress', (s) => ({ ...s, holds: { Цитадель: { army: 'A', count: 1 } } }), 'setup/hold_own_fortress', 'holds.Цитадель'],
];

describe('malformed scenarios are refused with the offending field named', () => {
  it.each(mutations)('%s', (_name, mutate, code, field) => {
    const r = gameFromScenario(mutate(valid() as ReturnType<typeof valid> & Record<string, unknown>));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.field).toBe(field);
    expect(REFUSAL_CODES).toContain(code);
    const ru = describeRefusal(r.error, 'ru');
    const en = describeRefusal(r.error, 'en');
    if (field) {
      expect(ru).toContain(field);
      expect(en).toContain(field);
    }
    expect(ru).not.toMatch(/undefined/);
    expect(en).not.toMatch(/undefined/);
  });

  it('text that is not JSON', () => {
    const r = parseScenarioText('{ "format": ');
    expect(r.ok ? null : r.error.code).toBe('setup/not_json');
  });

  it('the contract\'s own example scenario shape loads', () => {
    const r = gameFromScenario(valid());
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.depots).toEqual({ A: 7, N: 4 });
  });

  it('a scenario on the default map loads', () => {
    const r = gameFromScenario({ ...valid(), map: 'default', fortressOwners: { Цитадель: 'A' }, units: [{ id: 'M', army: 'A', type: 'marshal', x: 10, y: 10 }, { id: 'K', army: 'N', type: 'marshal', x: 40, y: 20 }] });
    expect(r.ok && r.value.map.width).toBe(90);
    expect(r.ok && r.value.mapRef).toBe('default');
  });
});

describe('round trip', () => {
  it('parseScenario(makeScenario(s)) gives s back', () => {
    const s = gameFromScenario(valid());
    if (!s.ok) throw new Error(s.error.code);
    const parsed = parseScenario(JSON.parse(JSON.stringify(makeScenario(s.value))));
    if (!parsed.ok) throw new Error(parsed.error.code);
    expect(createGame(parsed.value)).toEqual({ ok: true, value: s.value });
  });

  it('an army with no units is out at once; a lone army has won', () => {
    const r = gameFromScenario(tinyScenario({ units: [{ id: 'AM', army: 'A', type: 'marshal', x: 0, y: 0 }] }));
    expect(r.ok && [r.value.status, r.value.winner, r.value.out]).toEqual(['finished', 'A', ['N']]);
  });

  it('an army to move with no marshal and no means to appoint capitulates at the start', () => {
    const r = gameFromScenario(tinyScenario({ armies: ['A', 'N', 'F'], units: [{ id: 'a', army: 'A', type: 'musketeer', x: 0, y: 0 }, { id: 'NM', army: 'N', type: 'marshal', x: 5, y: 5 }, { id: 'FM', army: 'F', type: 'marshal', x: 9, y: 9 }] }));
    expect(r.ok && [r.value.out, r.value.toMove, r.value.turn]).toEqual([['A'], 'N', 1]);
  });
});

describe('armies that are out', () => {
  it('own no fortress and hold none', () => {
    const base = { ...valid(), armies: ['A', 'N', 'F'], out: ['F'] };
    const owns = gameFromScenario({ ...base, fortressOwners: { Цитадель: 'F' } });
    expect(owns.ok ? null : [owns.error.code, owns.error.field]).toEqual(['setup/out_army_owns', 'fortressOwners.Цитадель']);
    const holds = gameFromScenario({ ...base, fortressOwners: {}, holds: { Цитадель: { army: 'F', count: 1 } } });
    expect(holds.ok ? null : [holds.error.code, holds.error.field]).toEqual(['setup/out_army_owns', 'holds.Цитадель']);
  });
});
