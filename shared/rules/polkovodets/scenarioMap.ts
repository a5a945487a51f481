/**
 * The inline map of a scenario file: `{ width, height, rows, fortresses: [{ name, nameEn?, home?, cells }],
 * sheets? }`. The Russian `name` is the fortress's identifier; `nameEn` is its optional English form;
 * `home` the army (A, N, F) whose home fortress it is; `sheets` the sheet borders `{ count, width,
 * height }` (sheets side by side, left to right: count·width must be the map's width, height its
 * height). All three are optional: every older scenario reads as before.
 */
import { isTerrainChar } from './board';
import { nameProblem, preview, SCENARIO_LIMITS as LIMIT, typeOf } from './limits';
import { isInt, isPlainObject, own, unknownField } from './scenarioShape';
import { setupFailure as fail, type SetupError } from './setupErrors';
import { ARMIES, type Army, type Cell, type FortressDef, type MapDef, type Result, type SheetsDef } from './types';

export interface ScenarioMapJson {
  width: number;
  height: number;
  rows: string[];
  fortresses: { name: string; nameEn?: string; home?: Army; cells: [number, number][] }[];
  sheets?: { count: number; width: number; height: number };
}

const MAP_FIELDS = new Set(['width', 'height', 'rows', 'fortresses', 'sheets']);
const FORTRESS_FIELDS = new Set(['name', 'nameEn', 'home', 'cells']);
const SHEETS_FIELDS = new Set(['count', 'width', 'height']);
/** Sheets of a map: 1 to 4. */
export const MAX_SHEETS = 4;

const isArmy = (v: unknown): v is Army => typeof v === 'string' && (ARMIES as readonly string[]).includes(v);

/** The `sheets` field's shape and that the sheets cover the map exactly. */
export function parseSheets(raw: unknown, width: number, height: number): Result<SheetsDef, SetupError> {
  if (!isPlainObject(raw)) return fail('setup/type', 'map.sheets', { expected: 'object', found: typeOf(raw) });
  const extra = unknownField(raw, SHEETS_FIELDS, 'map.sheets');
  if (extra) return extra;
  const count = own(raw, 'count');
  const w = own(raw, 'width');
  const h = own(raw, 'height');
  if (!isInt(count) || count < 1 || count > MAX_SHEETS) return fail('setup/out_of_range', 'map.sheets.count', { value: preview(count), min: 1, max: MAX_SHEETS });
  if (!isInt(w) || w < 1 || w > LIMIT.mapSide) return fail('setup/out_of_range', 'map.sheets.width', { value: preview(w), min: 1, max: LIMIT.mapSide });
  if (!isInt(h) || h < 1 || h > LIMIT.mapSide) return fail('setup/out_of_range', 'map.sheets.height', { value: preview(h), min: 1, max: LIMIT.mapSide });
  if (count * w !== width || h !== height) return fail('setup/map_sheets', 'map.sheets', { count, width: w, height: h, mapWidth: width, mapHeight: height });
  return { ok: true, value: { count, width: w, height: h } };
}

export function parseMap(raw: unknown): Result<'default' | MapDef, SetupError> {
  if (raw === 'default') return { ok: true, value: 'default' };
  if (!isPlainObject(raw)) return fail('setup/map', 'map', { found: typeOf(raw) });
  const unknown = unknownField(raw, MAP_FIELDS, 'map');
  if (unknown) return unknown;
  const width = own(raw, 'width');
  const height = own(raw, 'height');
  const rows = own(raw, 'rows');
  const fortresses = own(raw, 'fortresses');
  if (!isInt(width) || width < 1 || width > LIMIT.mapSide) return fail('setup/map_size', 'map.width', { value: preview(width), max: LIMIT.mapSide });
  if (!isInt(height) || height < 1 || height > LIMIT.mapSide) return fail('setup/map_size', 'map.height', { value: preview(height), max: LIMIT.mapSide });
  if (!Array.isArray(rows) || rows.length !== height) return fail('setup/map_rows', 'map.rows', { expected: height, found: Array.isArray(rows) ? rows.length : typeOf(rows) });
  for (const [y, row] of rows.entries()) {
    if (typeof row !== 'string' || row.length !== width) return fail('setup/map_row_width', `map.rows[${y}]`, { expected: width, found: typeof row === 'string' ? row.length : typeOf(row) });
    for (let x = 0; x < width; x++) if (!isTerrainChar(row[x])) return fail('setup/map_char', `map.rows[${y}]`, { char: preview(row[x]), x, y });
  }
  if (!Array.isArray(fortresses)) return fail('setup/type', 'map.fortresses', { expected: 'array', found: typeOf(fortresses) });
  if (fortresses.length > LIMIT.fortresses) return fail('setup/too_many', 'map.fortresses', { count: fortresses.length, max: LIMIT.fortresses });
  const names = new Set<string>();
  const taken = new Set<number>();
  const defs: FortressDef[] = [];
  for (const [i, f] of fortresses.entries()) {
    const path = `map.fortresses[${i}]`;
    if (!isPlainObject(f)) return fail('setup/type', path, { expected: 'object', found: typeOf(f) });
    const extra = unknownField(f, FORTRESS_FIELDS, path);
    if (extra) return extra;
    const name = own(f, 'name');
    if (typeof name !== 'string' || !name.trim() || names.has(name)) return fail('setup/fortress_name', `${path}.name`, { name: preview(name) });
    const problem = nameProblem(name);
    if (problem) return fail('setup/name_text', `${path}.name`, { name: preview(name), max: LIMIT.nameChars, problem });
    names.add(name);
    const nameEn = own(f, 'nameEn');
    if (nameEn !== undefined) {
      if (typeof nameEn !== 'string') return fail('setup/type', `${path}.nameEn`, { expected: 'string', found: typeOf(nameEn) });
      const problemEn = nameProblem(nameEn);
      if (problemEn) return fail('setup/name_text', `${path}.nameEn`, { name: preview(nameEn), max: LIMIT.nameChars, problem: problemEn });
    }
    const home = own(f, 'home');
    if (home !== undefined && !isArmy(home)) return fail('setup/army_unknown', `${path}.home`, { army: preview(home) });
    const cellsRaw = own(f, 'cells');
    if (!Array.isArray(cellsRaw) || cellsRaw.length === 0) return fail('setup/fortress_cells', `${path}.cells`, {});
    if (cellsRaw.length > LIMIT.fortressCells) return fail('setup/too_many', `${path}.cells`, { count: cellsRaw.length, max: LIMIT.fortressCells });
    const cells: Cell[] = [];
    for (const [j, c] of cellsRaw.entries()) {
      const cf = `${path}.cells[${j}]`;
      if (!Array.isArray(c) || c.length !== 2 || !isInt(c[0]) || !isInt(c[1])) return fail('setup/type', cf, { expected: '[x, y]', found: typeOf(c) });
      const [x, y] = c as [number, number];
      if (x < 0 || y < 0 || x >= width || y >= height) return fail('setup/off_map', cf, { x, y });
      const ch = (rows as string[])[y][x];
      if (ch !== '.' && ch !== '=') return fail('setup/fortress_terrain', cf, { x, y, terrain: ch });
      if (taken.has(y * width + x)) return fail('setup/fortress_overlap', cf, { x, y });
      taken.add(y * width + x);
      cells.push([x + 0, y + 0]);
    }
    defs.push({ name, ...(nameEn === undefined ? {} : { nameEn }), ...(home === undefined ? {} : { home }), cells });
  }
  const sheetsRaw = own(raw, 'sheets');
  if (sheetsRaw === undefined) return { ok: true, value: { width, height, rows: rows as string[], fortresses: defs } };
  const sheets = parseSheets(sheetsRaw, width, height);
  if (!sheets.ok) return sheets;
  return { ok: true, value: { width, height, rows: rows as string[], fortresses: defs, sheets: sheets.value } };
}
