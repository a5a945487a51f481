/**
 * Validation of a map (the editor's live check, `polk map validate`, a campaign started on a map):
 * refusals (the map cannot be saved or played) and warnings (saved, shown), every issue with a stable
 * code, its typed detail and the cells at fault — always at least one, always inside the map (a cell
 * given off the map is named by the nearest cell on it; the detail keeps the real one).
 *
 * The readings (docs/polk.md, «Проверка карты»):
 * - A bridge `#` lies on a river line: two opposite neighbours (N–S, W–E, NW–SE or NE–SW) are river
 *   or bridge cells. Its banks are the two sides across that line (for a N–S river the west cells
 *   NW, W, SW and the east cells NE, E, SE; for a diagonal river the two triangles of three cells
 *   beside it); each bank must have a road cell (`=` or `#`) — roads are 8-connected, so a road may
 *   come in at a slant. One such line with road on both banks is enough.
 * - A fortress is 2 to 6 cells joined by their sides (4-connected): it is drawn on squared paper as one
 *   walled outline, and two squares touching only at a corner are two outlines. (rulings.md fixes
 *   8-connectivity for roads only — a road march — and says nothing of a fortress's shape; all six
 *   fortresses of the console's default field are side-joined.)
 * - Roads join fortresses through road cells (`=`, `#`) and fortress cells, 8-connected, as the rules
 *   read a road march. A river is a set of river and bridge cells joined 8-connectedly.
 * - A sheet has no terrain when all its cells are open ground and no fortress lies on it.
 */
import { boardOf, canEnter, isTerrainChar } from './board';
import { nameProblem, SCENARIO_LIMITS as LIMIT } from './limits';
import { sheetColumns, sheetsOf } from './mapFormat';
import { MAX_SHEETS } from './scenarioMap';
import type { Army, Cell, MapDef, UnitType } from './types';
import { UNIT_SPECS } from './units';

/** Each issue code and its detail. */
export type MapIssueDetails = {
  'map/size': { width: number; height: number; max: number };
  'map/rows_count': { expected: number; found: number };
  'map/row_width': { y: number; expected: number; found: number };
  'map/unknown_char': { char: string; count: number };
  'map/sheets': { count: number; width: number; height: number; mapWidth: number; mapHeight: number; maxCount: number };
  'map/bridge_not_on_river': Record<never, never>;
  'map/bridge_no_road': Record<never, never>;
  'map/too_many_fortresses': { count: number; max: number };
  'map/fortress_name': { index: number; name: string; lang: 'ru' | 'en'; problem: 'length' | 'characters' | 'spaces' };
  'map/fortress_name_duplicate': { name: string; lang: 'ru' | 'en'; indexes: number[] };
  'map/fortress_size': { name: string; size: number; min: number; max: number };
  'map/fortress_disconnected': { name: string; parts: number };
  'map/fortress_off_map': { name: string; x: number; y: number };
  'map/fortress_cell_repeated': { name: string; x: number; y: number };
  'map/fortress_overlap': { name: string; other: string };
  'map/fortress_terrain': { name: string; terrain: string };
  'map/unit_off_map': { unit: string; army: Army; type: UnitType; x: number; y: number };
  'map/unit_terrain': { unit: string; army: Army; type: UnitType; terrain: string };
  'map/fortress_isolated': { name: string };
  'map/river_no_bridge': { size: number };
  'map/sheet_empty': { sheet: number; x0: number; x1: number };
  'map/no_fortresses': Record<never, never>;
};

export type MapIssueCode = keyof MapIssueDetails;
export type MapIssueSeverity = 'refusal' | 'warning';

export type MapIssue = {
  [C in MapIssueCode]: { readonly code: C; readonly severity: MapIssueSeverity; readonly detail: Readonly<MapIssueDetails[C]>; readonly cells: readonly Cell[] };
}[MapIssueCode];

export interface MapValidation {
  readonly refusals: readonly MapIssue[];
  readonly warnings: readonly MapIssue[];
}

export const MAP_REFUSAL_CODES = [
  'map/size', 'map/rows_count', 'map/row_width', 'map/unknown_char', 'map/sheets', 'map/bridge_not_on_river', 'map/bridge_no_road',
  'map/too_many_fortresses', 'map/fortress_name', 'map/fortress_name_duplicate', 'map/fortress_size', 'map/fortress_disconnected',
  'map/fortress_off_map', 'map/fortress_cell_repeated', 'map/fortress_overlap', 'map/fortress_terrain', 'map/unit_off_map', 'map/unit_terrain',
] as const satisfies readonly MapIssueCode[];
export const MAP_WARNING_CODES = ['map/fortress_isolated', 'map/river_no_bridge', 'map/sheet_empty', 'map/no_fortresses'] as const satisfies readonly MapIssueCode[];
export const MAP_ISSUE_CODES: readonly MapIssueCode[] = [...MAP_REFUSAL_CODES, ...MAP_WARNING_CODES];
// A code added to MapIssueDetails but to neither list fails to compile here.
const _allListed: Exclude<MapIssueCode, (typeof MAP_REFUSAL_CODES)[number] | (typeof MAP_WARNING_CODES)[number]> extends never ? true : never = true;
void _allListed;

/** A fortress has 2 to 6 cells. */
export const FORTRESS_CELLS = { min: 2, max: 6 } as const;

/** A unit of a deployment (a scenario's `units`): where it stands and what it is. */
export interface MapDeploymentUnit {
  readonly id?: string;
  readonly army: Army;
  readonly type: UnitType;
  readonly x: number;
  readonly y: number;
}

const REFUSALS: ReadonlySet<MapIssueCode> = new Set(MAP_REFUSAL_CODES);

/** The 8 neighbours as [dx, dy], and the 4 opposite pairs of them (a line through a cell). */
const N8: readonly (readonly [number, number])[] = [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1]];
const N4: readonly (readonly [number, number])[] = [[0, -1], [-1, 0], [1, 0], [0, 1]];
/** A line through a cell (its two ends) and the two banks beside it (three cells each). */
const LINES: readonly { readonly ends: readonly [readonly [number, number], readonly [number, number]]; readonly banks: readonly [readonly (readonly [number, number])[], readonly (readonly [number, number])[]] }[] = [
  { ends: [[0, -1], [0, 1]], banks: [[[-1, -1], [-1, 0], [-1, 1]], [[1, -1], [1, 0], [1, 1]]] },
  { ends: [[-1, 0], [1, 0]], banks: [[[-1, -1], [0, -1], [1, -1]], [[-1, 1], [0, 1], [1, 1]]] },
  { ends: [[-1, -1], [1, 1]], banks: [[[0, -1], [1, -1], [1, 0]], [[-1, 0], [-1, 1], [0, 1]]] },
  { ends: [[1, -1], [-1, 1]], banks: [[[-1, -1], [0, -1], [-1, 0]], [[1, 0], [1, 1], [0, 1]]] },
];

/** Validate a map and, optionally, a deployment on it (a loaded scenario's units). Pure; fast (bench/). */
export function validateMap(map: MapDef, deployment?: readonly MapDeploymentUnit[]): MapValidation {
  const issues: MapIssue[] = [];
  const add = <C extends MapIssueCode>(code: C, detail: MapIssueDetails[C], cells: readonly Cell[]): void => {
    issues.push({ code, severity: REFUSALS.has(code) ? 'refusal' : 'warning', detail, cells: cells.length ? cells : [[0, 0]] } as MapIssue);
  };
  const { width, height } = map;
  if (!(Number.isInteger(width) && Number.isInteger(height) && width >= 1 && height >= 1 && width <= LIMIT.mapSide && height <= LIMIT.mapSide)) {
    add('map/size', { width, height, max: LIMIT.mapSide }, [[0, 0]]);
    return split(issues);
  }
  const clamp = (x: number, y: number): Cell => [Math.min(Math.max(x, 0), width - 1), Math.min(Math.max(y, 0), height - 1)];

  // The grid as the engine sees it (a missing or short row reads as open ground here, once refused).
  if (map.rows.length !== height) add('map/rows_count', { expected: height, found: map.rows.length }, [clamp(0, map.rows.length)]);
  const grid = new Uint8Array(width * height).fill(46); // '.'
  const unknown = new Map<string, Cell[]>();
  for (let y = 0; y < Math.min(height, map.rows.length); y++) {
    const row = map.rows[y];
    if (row.length !== width) add('map/row_width', { y, expected: width, found: row.length }, [clamp(row.length, y)]);
    for (let x = 0; x < Math.min(width, row.length); x++) {
      const ch = row[x];
      if (isTerrainChar(ch)) grid[y * width + x] = ch.charCodeAt(0);
      else {
        const list = unknown.get(ch) ?? [];
        list.push([x, y]);
        unknown.set(ch, list);
      }
    }
  }
  for (const [char, cells] of unknown) add('map/unknown_char', { char, count: cells.length }, cells);
  const at = (x: number, y: number): string => (x >= 0 && y >= 0 && x < width && y < height ? String.fromCharCode(grid[y * width + x]) : '');
  const isWater = (c: string): boolean => c === '~' || c === '#';
  const isRoadChar = (c: string): boolean => c === '=' || c === '#';

  if (map.sheets) {
    const s = map.sheets;
    if (!(Number.isInteger(s.count) && s.count >= 1 && s.count <= MAX_SHEETS && s.count * s.width === width && s.height === height)) {
      add('map/sheets', { count: s.count, width: s.width, height: s.height, mapWidth: width, mapHeight: height, maxCount: MAX_SHEETS }, [[width - 1, height - 1]]);
    }
  }

  // Bridges.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (grid[y * width + x] !== 35) continue; // '#'
      const onLines = LINES.filter(({ ends: [a, b] }) => isWater(at(x + a[0], y + a[1])) && isWater(at(x + b[0], y + b[1])));
      // A bridge cell on a bank counts as road: a long bridge (`##`) across a wide river.
      if (!onLines.length) add('map/bridge_not_on_river', {}, [[x, y]]);
      else if (!onLines.some(({ banks }) => banks.every((bank) => bank.some(([dx, dy]) => isRoadChar(at(x + dx, y + dy)))))) add('map/bridge_no_road', {}, [[x, y]]);
    }
  }

  // Fortresses.
  const fortressAt = new Int16Array(width * height).fill(-1);
  if (map.fortresses.length > LIMIT.fortresses) add('map/too_many_fortresses', { count: map.fortresses.length, max: LIMIT.fortresses }, [[0, 0]]);
  const byName = { ru: new Map<string, number[]>(), en: new Map<string, number[]>() };
  map.fortresses.forEach((f, i) => {
    const first = f.cells.length ? clamp(f.cells[0][0], f.cells[0][1]) : ([0, 0] as Cell);
    for (const [lang, name] of [['ru', f.name], ['en', f.nameEn]] as const) {
      if (name === undefined) continue;
      const problem = nameProblem(name);
      if (problem) add('map/fortress_name', { index: i, name, lang, problem }, [first]);
      else byName[lang].set(name, [...(byName[lang].get(name) ?? []), i]);
    }
    const inside: Cell[] = [];
    const seen = new Set<number>();
    for (const [x, y] of f.cells) {
      if (x < 0 || y < 0 || x >= width || y >= height) {
        add('map/fortress_off_map', { name: f.name, x, y }, [clamp(x, y)]);
        continue;
      }
      const i2 = y * width + x;
      if (seen.has(i2)) {
        add('map/fortress_cell_repeated', { name: f.name, x, y }, [[x, y]]);
        continue;
      }
      seen.add(i2);
      inside.push([x, y]);
      const other = fortressAt[i2];
      if (other >= 0) add('map/fortress_overlap', { name: f.name, other: map.fortresses[other].name }, [[x, y]]);
      else fortressAt[i2] = i;
      const ch = at(x, y);
      if (ch !== '.' && ch !== '=') add('map/fortress_terrain', { name: f.name, terrain: ch }, [[x, y]]);
    }
    if (seen.size < FORTRESS_CELLS.min || seen.size > FORTRESS_CELLS.max) add('map/fortress_size', { name: f.name, size: seen.size, min: FORTRESS_CELLS.min, max: FORTRESS_CELLS.max }, inside.length ? inside : [first]);
    const parts = componentsOf(inside, N4);
    if (parts > 1) add('map/fortress_disconnected', { name: f.name, parts }, inside);
  });
  for (const lang of ['ru', 'en'] as const) {
    for (const [name, indexes] of byName[lang]) {
      if (indexes.length < 2) continue;
      const cells = indexes.flatMap((i) => map.fortresses[i].cells.slice(0, 1).map(([x, y]) => clamp(x, y)));
      add('map/fortress_name_duplicate', { name, lang, indexes }, cells);
    }
  }

  // A deployment on the map: the engine's own terrain rule (canEnter) on the engine's own board.
  if (deployment?.length) {
    const board = boardOf({ width, height, rows: Array.from({ length: height }, (_, y) => String.fromCharCode(...grid.subarray(y * width, (y + 1) * width))), fortresses: [] });
    for (const u of deployment) {
      const unit = u.id ?? `${u.army}:${u.type}`;
      if (!(u.x >= 0 && u.y >= 0 && u.x < width && u.y < height)) add('map/unit_off_map', { unit, army: u.army, type: u.type, x: u.x, y: u.y }, [clamp(u.x, u.y)]);
      else if (!canEnter(UNIT_SPECS[u.type], board.terrain[u.y * width + u.x])) add('map/unit_terrain', { unit, army: u.army, type: u.type, terrain: at(u.x, u.y) }, [[u.x, u.y]]);
    }
  }

  // Warnings: fortresses no road joins, rivers without a bridge, sheets with no terrain.
  if (map.fortresses.length === 0) add('map/no_fortresses', {}, [[0, 0]]);
  if (map.fortresses.length > 1) {
    const comp = labels(width, height, (i) => isRoadChar(String.fromCharCode(grid[i])) || fortressAt[i] >= 0);
    const fortressesOf = new Map<number, Set<number>>();
    for (let i = 0; i < width * height; i++) if (fortressAt[i] >= 0) fortressesOf.set(comp[i], (fortressesOf.get(comp[i]) ?? new Set()).add(fortressAt[i]));
    map.fortresses.forEach((f, fi) => {
      const own = f.cells.filter(([x, y]) => x >= 0 && y >= 0 && x < width && y < height && fortressAt[y * width + x] === fi);
      if (own.length && !own.some(([x, y]) => (fortressesOf.get(comp[y * width + x])?.size ?? 0) > 1)) add('map/fortress_isolated', { name: f.name }, own);
    });
  }
  const water = labels(width, height, (i) => isWater(String.fromCharCode(grid[i])));
  const rivers = new Map<number, { cells: Cell[]; bridged: boolean }>();
  for (let i = 0; i < width * height; i++) {
    if (water[i] < 0) continue;
    const r = rivers.get(water[i]) ?? { cells: [], bridged: false };
    r.cells.push([i % width, Math.floor(i / width)]);
    if (grid[i] === 35) r.bridged = true;
    rivers.set(water[i], r);
  }
  for (const r of rivers.values()) if (!r.bridged) add('map/river_no_bridge', { size: r.cells.length }, r.cells);
  const sheets = sheetsOf(map);
  if (sheets.count * sheets.width === width && sheets.height === height) {
    for (let s = 0; s < sheets.count; s++) {
      const { x0, x1 } = sheetColumns(sheets, s);
      let empty = true;
      for (let y = 0; y < height && empty; y++) for (let x = x0; x <= x1 && empty; x++) if (grid[y * width + x] !== 46 || fortressAt[y * width + x] >= 0) empty = false;
      if (empty) add('map/sheet_empty', { sheet: s, x0, x1 }, [[x0, 0], [x1, 0], [x0, height - 1], [x1, height - 1]]);
    }
  }
  return split(issues);
}

const split = (issues: MapIssue[]): MapValidation => ({ refusals: issues.filter((i) => i.severity === 'refusal'), warnings: issues.filter((i) => i.severity === 'warning') });

/** How many connected parts a set of cells makes under the given neighbourhood. */
function componentsOf(cells: readonly Cell[], neighbours: readonly (readonly [number, number])[]): number {
  const key = (x: number, y: number) => `${x},${y}`;
  const left = new Set(cells.map(([x, y]) => key(x, y)));
  let parts = 0;
  for (const [sx, sy] of cells) {
    if (!left.delete(key(sx, sy))) continue;
    parts++;
    const stack: Cell[] = [[sx, sy]];
    while (stack.length) {
      const [x, y] = stack.pop() as Cell;
      for (const [dx, dy] of neighbours) if (left.delete(key(x + dx, y + dy))) stack.push([x + dx, y + dy]);
    }
  }
  return parts;
}

/** 8-connected component labels of the cells where `member` holds (-1 elsewhere). */
function labels(width: number, height: number, member: (i: number) => boolean): Int32Array {
  const label = new Int32Array(width * height).fill(-1);
  const stack: number[] = [];
  let next = 0;
  for (let s = 0; s < width * height; s++) {
    if (label[s] >= 0 || !member(s)) continue;
    label[s] = next;
    stack.push(s);
    while (stack.length) {
      const i = stack.pop() as number;
      const x = i % width;
      const y = (i - x) / width;
      for (const [dx, dy] of N8) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (label[j] < 0 && member(j)) {
          label[j] = next;
          stack.push(j);
        }
      }
    }
    next++;
  }
  return label;
}
