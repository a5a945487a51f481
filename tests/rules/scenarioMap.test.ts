/**
 * The scenario parser and the map's new optional fields (issue 13): `sheets`, a fortress's `home`
 * (and `nameEn`, already there) are accepted inside a scenario's `map`, checked, kept through a
 * campaign and written back by `makeScenario`; a scenario without them reads exactly as before.
 */
import { describe, expect, it } from 'vitest';
import { gameFromScenario, makeScenario, parseMapFile, parseScenario, readMapDraft, mapFromScenario, defaultMapForEditing, sheetsOf, newMap, newMapProblem, DEFAULT_MAP } from '../../shared/rules/polkovodets';

const rows = Array.from({ length: 4 }, () => '..........');
const base = (map: Record<string, unknown>) => ({
  format: 'polkovodets-scenario/1',
  map: { width: 10, height: 4, rows, fortresses: [{ name: 'Застава', cells: [[1, 1], [2, 1]] }], ...map },
  armies: ['A', 'N'],
  toMove: 'A',
  units: [{ id: 'AM', army: 'A', type: 'marshal', x: 0, y: 0 }, { id: 'NM', army: 'N', type: 'marshal', x: 9, y: 3 }],
});

describe('the scenario map’s optional fields', () => {
  it('a scenario without them parses to a map without them (as before)', () => {
    const r = parseScenario(base({}));
    expect(r.ok && r.value.map).toEqual({ width: 10, height: 4, rows, fortresses: [{ name: 'Застава', cells: [[1, 1], [2, 1]] }] });
  });

  it('sheets and home are accepted, kept in the state and written back by makeScenario', () => {
    const scenario = base({ sheets: { count: 2, width: 5, height: 4 }, fortresses: [{ name: 'Застава', nameEn: 'Outpost', home: 'N', cells: [[1, 1], [2, 1]] }] });
    const game = gameFromScenario(scenario);
    if (!game.ok) throw new Error(game.error.code);
    expect(game.value.map.sheets).toEqual({ count: 2, width: 5, height: 4 });
    expect(game.value.map.fortresses[0]).toEqual({ name: 'Застава', nameEn: 'Outpost', home: 'N', cells: [[1, 1], [2, 1]] });
    expect(makeScenario(game.value).map).toEqual(scenario.map);
  });

  it('refuses sheets that do not cover the map, and bad shapes, naming the field', () => {
    const refused = (map: Record<string, unknown>) => {
      const r = parseScenario(base(map));
      return r.ok ? null : [r.error.code, r.error.field];
    };
    expect(refused({ sheets: { count: 3, width: 5, height: 4 } })).toEqual(['setup/map_sheets', 'map.sheets']);
    expect(refused({ sheets: { count: 2, width: 5, height: 5 } })).toEqual(['setup/map_sheets', 'map.sheets']);
    expect(refused({ sheets: { count: 5, width: 2, height: 4 } })).toEqual(['setup/out_of_range', 'map.sheets.count']);
    expect(refused({ sheets: { count: 2, width: 5, height: 4, gap: 1 } })).toEqual(['setup/unknown_field', 'map.sheets.gap']);
    expect(refused({ sheets: [2, 5, 4] })).toEqual(['setup/type', 'map.sheets']);
    expect(refused({ fortresses: [{ name: 'Застава', home: 'R', cells: [[1, 1]] }] })).toEqual(['setup/army_unknown', 'map.fortresses[0].home']);
  });
});

describe('map files', () => {
  it('format is optional when reading, must be ours when given', () => {
    const map = { width: 10, height: 4, rows, fortresses: [] };
    expect(parseMapFile(map).ok).toBe(true);
    expect(parseMapFile({ format: 'polkovodets-map/1', ...map }).ok).toBe(true);
    const other = parseMapFile({ format: 'polkovodets-scenario/1', ...map });
    expect(other.ok ? null : other.error.code).toBe('setup/format');
    expect(parseMapFile('\uFEFF' + JSON.stringify(map)).ok).toBe(true);
  });

  it('the draft reader passes content problems on (for the check) but not shape problems', () => {
    const draft = readMapDraft({ width: 10, height: 4, rows: ['..', 'xyz'], fortresses: [{ name: '', cells: [[40, 40]] }], sheets: { count: 3, width: 1, height: 1 } });
    expect(draft.ok).toBe(true);
    const strict = parseMapFile({ width: 10, height: 4, rows: ['..', 'xyz'], fortresses: [] });
    expect(strict.ok).toBe(false);
    const shape = readMapDraft({ width: 10, height: 4, rows: [1], fortresses: [] });
    expect(shape.ok ? null : [shape.error.code, shape.error.field]).toEqual(['setup/type', 'map.rows[0]']);
  });

  it('mapFromScenario: the default map for "default", the inline map otherwise', () => {
    expect(mapFromScenario({ map: 'default' })).toEqual({ ok: true, value: defaultMapForEditing() });
    expect(mapFromScenario(base({}))).toMatchObject({ ok: true, value: { width: 10, height: 4 } });
    expect(mapFromScenario([]).ok).toBe(false);
  });

  it('sheets: given, or 30×40 side by side when they tile the map, or one sheet', () => {
    expect(sheetsOf(DEFAULT_MAP)).toEqual({ count: 3, width: 30, height: 40 });
    expect(sheetsOf({ width: 10, height: 4 })).toEqual({ count: 1, width: 10, height: 4 });
    expect(sheetsOf({ width: 150, height: 40 })).toEqual({ count: 1, width: 150, height: 40 });
    expect(newMap({ sheets: 4, sheetWidth: 30, sheetHeight: 40 })).toMatchObject({ width: 120, height: 40, sheets: { count: 4 } });
    expect(newMapProblem({ sheets: 0 })).toBe('sheets');
    expect(newMapProblem({ sheets: 4, sheetWidth: 51 })).toBe('sheetWidth');
    expect(newMapProblem({ sheetHeight: 201 })).toBe('sheetHeight');
    expect(() => newMap({ sheets: 9 })).toThrow();
  });
});
