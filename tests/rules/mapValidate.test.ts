/**
 * The map check, rule by rule: each refusal and warning on a small drawn map, with the cells it
 * names; the default map passes clean; and every code has words in both languages.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP, defaultMapForEditing, MAP_ISSUE_CODES, validateMap, type FortressDef, type MapDef, type MapIssue, type MapIssueCode } from '../../shared/rules/polkovodets';
import { describeMapIssue, MAP_ISSUE_WORDS } from '../../shared/vocab/mapIssues';

/** A map from drawn rows (all the same width) and fortresses. */
const drawn = (rows: string[], fortresses: FortressDef[] = [], extra: Partial<MapDef> = {}): MapDef => ({ width: rows[0].length, height: rows.length, rows, fortresses, ...extra });
const f = (name: string, cells: [number, number][], more: Partial<FortressDef> = {}): FortressDef => ({ name, cells, ...more });
const two = (a: FortressDef, b: FortressDef) => [a, b];

const codes = (issues: readonly MapIssue[]) => issues.map((i) => i.code);
const issue = (issues: readonly MapIssue[], code: MapIssueCode) => issues.find((i) => i.code === code);

// Two fortresses joined by a road, a river crossed by a bridge with road on both banks.
const GOOD = [
  '.....~.....',
  '.....~.....',
  '..===#===..',
  '.....~.....',
  '.....~.....',
];
const GOOD_FORTS = two(f('Запад', [[0, 2], [1, 2]], { nameEn: 'West' }), f('Восток', [[9, 2], [10, 2]], { nameEn: 'East' }));

describe('validateMap: a good map and the default map', () => {
  it('a small drawn map with a bridged river and joined fortresses has no issue', () => {
    const r = validateMap(drawn(GOOD, GOOD_FORTS));
    expect(r.refusals).toEqual([]);
    expect(r.warnings).toEqual([]);
  });

  it('the default map (as stored and as the editor opens it) has no refusal and no warning', () => {
    for (const map of [DEFAULT_MAP, defaultMapForEditing()]) {
      const r = validateMap(map);
      expect(codes(r.refusals)).toEqual([]);
      expect(codes(r.warnings)).toEqual([]);
    }
  });
});

describe('validateMap: refusals', () => {
  const cases: { name: string; map: MapDef; code: MapIssueCode; cells: [number, number][]; deployment?: Parameters<typeof validateMap>[1] }[] = [
    { name: 'a bridge on dry land', map: drawn(['..===#===..', '...........', '...........'], GOOD_FORTS.map((x) => ({ ...x, cells: x.cells.map(([cx]) => [cx, 0] as [number, number]) }))), code: 'map/bridge_not_on_river', cells: [[5, 0]] },
    { name: 'a bridge beside the river, not across it', map: drawn(['....~......', '....~#=....', '....~......']), code: 'map/bridge_not_on_river', cells: [[5, 1]] },
    { name: 'a bridge with road on one bank only', map: drawn(['.....~.....', '..===#.....', '.....~.....']), code: 'map/bridge_no_road', cells: [[5, 1]] },
    { name: 'a bridge with no road at all', map: drawn(['.....~.....', '.....#.....', '.....~.....']), code: 'map/bridge_no_road', cells: [[5, 1]] },
    { name: 'a bridge whose road runs along the river, not across it', map: drawn(['.....=.....', '.....~.....', '.....#.....', '.....~.....', '.....=.....']), code: 'map/bridge_no_road', cells: [[5, 2]] },
    { name: 'two fortresses with the same Russian name', map: drawn(GOOD, two(f('Застава', [[0, 2], [1, 2]]), f('Застава', [[9, 2], [10, 2]]))), code: 'map/fortress_name_duplicate', cells: [[0, 2], [9, 2]] },
    { name: 'two fortresses with the same English name', map: drawn(GOOD, two(f('Запад', [[0, 2], [1, 2]], { nameEn: 'Post' }), f('Восток', [[9, 2], [10, 2]], { nameEn: 'Post' }))), code: 'map/fortress_name_duplicate', cells: [[0, 2], [9, 2]] },
    { name: 'an empty fortress name', map: drawn(GOOD, two(f('', [[0, 2], [1, 2]]), GOOD_FORTS[1])), code: 'map/fortress_name', cells: [[0, 2]] },
    { name: 'a name with spaces around it', map: drawn(GOOD, two(f(' Запад', [[0, 2], [1, 2]]), GOOD_FORTS[1])), code: 'map/fortress_name', cells: [[0, 2]] },
    { name: 'a fortress of one cell', map: drawn(GOOD, two(f('Запад', [[1, 2]]), GOOD_FORTS[1])), code: 'map/fortress_size', cells: [[1, 2]] },
    { name: 'a fortress of seven cells', map: drawn(['...........', '...........', '==.........'], [f('Большая', [[0, 0], [1, 0], [2, 0], [3, 0], [0, 1], [1, 1], [2, 1]])]), code: 'map/fortress_size', cells: [[0, 0], [1, 0], [2, 0], [3, 0], [0, 1], [1, 1], [2, 1]] },
    { name: 'a fortress whose cells touch only at a corner', map: drawn(['...........', '...........'], [f('Угол', [[0, 0], [1, 1]])]), code: 'map/fortress_disconnected', cells: [[0, 0], [1, 1]] },
    { name: 'a fortress in two pieces', map: drawn(['...........', '...........'], [f('Двойная', [[0, 0], [1, 0], [5, 0], [6, 0]])]), code: 'map/fortress_disconnected', cells: [[0, 0], [1, 0], [5, 0], [6, 0]] },
    { name: 'two fortresses sharing a cell', map: drawn(['...........', '...........'], two(f('Первая', [[0, 0], [1, 0]]), f('Вторая', [[1, 0], [2, 0]]))), code: 'map/fortress_overlap', cells: [[1, 0]] },
    { name: 'a fortress on a forest cell', map: drawn(['.T.........', '...........'], [f('Лесная', [[0, 0], [1, 0]])]), code: 'map/fortress_terrain', cells: [[1, 0]] },
    { name: 'a fortress on the river', map: drawn(['.~.........', '.~.........'], [f('Речная', [[0, 0], [1, 0]])]), code: 'map/fortress_terrain', cells: [[1, 0]] },
    { name: 'a fortress cell off the map (named by the nearest cell on it)', map: drawn(['...........', '...........'], [f('Край', [[10, 1], [11, 1]])]), code: 'map/fortress_off_map', cells: [[10, 1]] },
    { name: 'a fortress listing a cell twice', map: drawn(['...........', '...........'], [f('Повтор', [[0, 0], [1, 0], [0, 0]])]), code: 'map/fortress_cell_repeated', cells: [[0, 0]] },
    { name: 'a row too short', map: { width: 5, height: 2, rows: ['.....', '...'], fortresses: [] }, code: 'map/row_width', cells: [[3, 1]] },
    { name: 'a row too long', map: { width: 5, height: 2, rows: ['.......', '.....'], fortresses: [] }, code: 'map/row_width', cells: [[4, 0]] },
    { name: 'a row missing', map: { width: 5, height: 3, rows: ['.....', '.....'], fortresses: [] }, code: 'map/rows_count', cells: [[0, 2]] },
    { name: 'an unknown character', map: drawn(['..X..', '....X']), code: 'map/unknown_char', cells: [[2, 0], [4, 1]] },
    { name: 'sheets that do not cover the map', map: drawn(['.....', '.....'], [], { sheets: { count: 2, width: 3, height: 2 } }), code: 'map/sheets', cells: [[4, 1]] },
    { name: 'a map larger than the limit', map: { width: 201, height: 2, rows: [], fortresses: [] }, code: 'map/size', cells: [[0, 0]] },
    {
      name: 'a dragoon of a loaded deployment now in a forest',
      map: drawn(['..T..', '.....']),
      deployment: [{ id: 'A5', army: 'A', type: 'dragoon', x: 2, y: 0 }, { id: 'A6', army: 'A', type: 'jager', x: 2, y: 0 }],
      code: 'map/unit_terrain',
      cells: [[2, 0]],
    },
    { name: 'a battery of a loaded deployment now on the river', map: drawn(['..~..', '.....']), deployment: [{ id: 'N3', army: 'N', type: 'battery', x: 2, y: 0 }], code: 'map/unit_terrain', cells: [[2, 0]] },
    { name: 'a unit of a loaded deployment off the smaller map', map: drawn(['.....', '.....']), deployment: [{ id: 'F1', army: 'F', type: 'musketeer', x: 7, y: 9 }], code: 'map/unit_off_map', cells: [[4, 1]] },
  ];
  for (const c of cases) {
    it(`${c.name}: ${c.code}`, () => {
      const r = validateMap(c.map, c.deployment);
      const found = r.refusals.filter((i) => i.code === c.code);
      expect(found.length, codes(r.refusals).join(', ')).toBe(1);
      expect(found[0].severity).toBe('refusal');
      expect(found[0].cells).toEqual(c.cells);
      // Nothing a warning: a refusal is never listed twice.
      expect(codes(r.warnings)).not.toContain(c.code);
    });
  }

  it('a cossack (the cossack class walks the wood) and infantry may stay where a dragoon may not', () => {
    const r = validateMap(drawn(['..T..', '..S..']), [{ army: 'A', type: 'cossack', x: 2, y: 0 }, { army: 'N', type: 'musketeer', x: 2, y: 1 }, { army: 'N', type: 'dragoon', x: 0, y: 0 }]);
    expect(codes(r.refusals)).toEqual([]);
  });

  it('a bridge across a river running west to east, the road north and south', () => {
    expect(codes(validateMap(drawn(['..=..', '~~#~~', '..=..'])).refusals)).toEqual([]);
    // The same river with the road along it is no crossing.
    expect(codes(validateMap(drawn(['.....', '~~#~~', '.....'].map((r, y) => (y === 0 ? '=====' : r)))).refusals)).toEqual(['map/bridge_no_road']);
  });

  it('a long bridge over a wide river counts its other half as the bank', () => {
    const r = validateMap(drawn(['....~~....', '..==##==..', '....~~....']));
    expect(codes(r.refusals)).toEqual([]);
  });

  it('a bridge on a diagonal river with the road across it at a slant', () => {
    // River runs NW–SE through (2,2); the road comes from the NE bank (3,1) and leaves by the SW bank (1,3).
    const r = validateMap(drawn(['~.....', '.~.=..', '..#...', '.=.~..', '....~.']));
    expect(codes(r.refusals)).toEqual([]);
  });

  it('a road meeting a bridge at a slant from each bank is a road on both banks', () => {
    const r = validateMap(drawn(['.=...~.....', '.....~.=...', '....=#=....', '.....~.....']));
    expect(codes(r.refusals)).toEqual([]);
  });
});

describe('validateMap: warnings', () => {
  it('a fortress no road joins to the others', () => {
    const rows = ['.....~.....', '.....~.....', '..===#===..', '.....~.....', '.....~.....'];
    const r = validateMap(drawn(rows, [...GOOD_FORTS, f('Глушь', [[0, 4], [1, 4]])]));
    expect(codes(r.refusals)).toEqual([]);
    expect(codes(r.warnings)).toEqual(['map/fortress_isolated']);
    expect(issue(r.warnings, 'map/fortress_isolated')?.cells).toEqual([[0, 4], [1, 4]]);
  });

  it('a road joins by a diagonal step (8-connected), and through another fortress', () => {
    const rows = ['=.........', '.=........', '..=.......', '..........', '..........'];
    const r = validateMap(drawn(rows, [f('Верх', [[0, 0], [1, 0]]), f('Низ', [[3, 3], [3, 4]])]));
    expect(codes(r.warnings)).toEqual([]);
  });

  it('a river without a bridge names its cells', () => {
    const r = validateMap(drawn(['..~..', '..~..', '..~..'], two(f('А', [[0, 0], [0, 1]]), f('Б', [[4, 0], [4, 1]]))));
    const w = issue(r.warnings, 'map/river_no_bridge');
    expect(w?.cells).toEqual([[2, 0], [2, 1], [2, 2]]);
    expect(w?.detail).toEqual({ size: 3 });
  });

  it('two rivers, one bridged: only the other warns', () => {
    const r = validateMap(drawn(['.~...~.', '=#=..~.', '.~...~.']));
    expect(r.warnings.filter((w) => w.code === 'map/river_no_bridge').map((w) => w.cells)).toEqual([[[5, 0], [5, 1], [5, 2]]]);
  });

  it('a sheet with no terrain names its corners; a sheet with a fortress or any terrain is not empty', () => {
    const rows = ['M....', '.....', '.....'].map((r) => r + '.....' + '.....');
    const r = validateMap(drawn(rows, [f('Средняя', [[11, 1], [12, 1]])], { sheets: { count: 3, width: 5, height: 3 } }));
    const empty = r.warnings.filter((w) => w.code === 'map/sheet_empty');
    expect(empty.map((w) => w.detail)).toEqual([{ sheet: 1, x0: 5, x1: 9 }]);
    expect(empty[0].cells).toEqual([[5, 0], [9, 0], [5, 2], [9, 2]]);
  });

  it('a map with no fortress', () => {
    expect(codes(validateMap(drawn(['M....'])).warnings)).toEqual(['map/no_fortresses']);
  });
});

describe('the words of the map check', () => {
  it('every code has words in both languages (a sample of each reads its detail)', () => {
    const samples = new Map<MapIssueCode, MapIssue>();
    const all = [
      validateMap({ width: 201, height: 1, rows: [], fortresses: [] }),
      validateMap({ width: 5, height: 3, rows: ['..X..', '...', '....'], fortresses: [f('', [[9, 9]]), f('Б', [[0, 0], [0, 0], [2, 2]]), f('Б', [[0, 0], [1, 0]], { nameEn: 'B' }), f('В', [[3, 0], [4, 0]], { nameEn: 'B' })], sheets: { count: 2, width: 2, height: 3 } }, [{ army: 'A', type: 'dragoon', x: 9, y: 0 }]),
      validateMap(drawn(['.#.', '~#~', '.T.', '...'], [f('Л', [[1, 2], [2, 3]])], { sheets: { count: 1, width: 3, height: 4 } })),
      validateMap(drawn(['.....', '..~..', '.....'].map((r) => r + '.....'), [...two(f('А', [[0, 0], [1, 0]]), f('Б', [[4, 2], [4, 1]]))], { sheets: { count: 2, width: 5, height: 3 } }), [{ army: 'N', type: 'battery', x: 2, y: 1 }]),
      validateMap(drawn(['.'])),
      validateMap({ width: 3, height: 2, rows: ['.T.'], fortresses: [f('Т', [[1, 0], [2, 0]])] }),
      validateMap({ width: 2, height: 1, rows: ['..'], fortresses: Array.from({ length: 101 }, (_, i) => f(`К${i}`, [])) }),
    ];
    for (const r of all) for (const i of [...r.refusals, ...r.warnings]) if (!samples.has(i.code)) samples.set(i.code, i);
    expect([...samples.keys()].sort()).toEqual([...MAP_ISSUE_CODES].sort());
    for (const [code, i] of samples) {
      const ru = describeMapIssue(i, 'ru');
      const en = describeMapIssue(i, 'en');
      expect(ru, code).toMatch(/[а-яё]/i);
      // English words: no Russian outside the quoted names (the sample fortresses have Russian names only).
      expect(en.replace(/"[^"]*"/g, ''), code).not.toMatch(/[а-яё]/i);
      expect(ru).not.toContain('undefined');
      expect(en).not.toContain('undefined');
    }
    expect(Object.keys(MAP_ISSUE_WORDS).sort()).toEqual([...MAP_ISSUE_CODES].sort());
  });

  it('English words use the English fortress name when the map gives one', () => {
    const map = drawn(['...........'], [f('Застава', [[0, 0]], { nameEn: 'Outpost' })]);
    const size = issue(validateMap(map).refusals, 'map/fortress_size') as MapIssue;
    expect(describeMapIssue(size, 'en', map)).toContain('"Outpost"');
    expect(describeMapIssue(size, 'ru', map)).toContain('«Застава»');
  });
});
