/**
 * The map file (`polkovodets-map/1`, JSON, UTF-8): the scenario format's inline `map` object with
 * its optional fields, and a `format` field first (optional when reading):
 *
 *   { "format": "polkovodets-map/1", "width": 90, "height": 40,
 *     "sheets": { "count": 3, "width": 30, "height": 40 },
 *     "rows": ["…"], "fortresses": [{ "name": "Цитадель", "nameEn": "Citadel", "home": "A", "cells": [[6, 8], …] }] }
 *
 * Two readers: `parseMapFile` is the scenario parser's own (whatever it accepts, a scenario accepts
 * as its `map`); `readMapDraft` checks the shape only (types, known fields, ranges of the sizes) and
 * leaves the content — row lengths, characters, fortress rules — to `validateMap`, which names every
 * cell at fault. `serializeMap` writes the canonical text: `parseMapFile(serializeMap(m))` gives `m`
 * again, and a canonical text read and written again is the same text.
 */
import { DEFAULT_MAP } from './defaultMap';
import { jsonOf, MAP_FORMAT, withoutFormat } from './mapFile';

export { MAP_FORMAT, parseMapFile } from './mapFile';
import { preview, SCENARIO_LIMITS as LIMIT, typeOf } from './limits';
import { MAX_SHEETS, parseMap, parseSheets, type ScenarioMapJson } from './scenarioMap';
import { isInt, isPlainObject, own, unknownField } from './scenarioShape';
import { setupFailure as fail, type SetupError } from './setupErrors';
import { ARMIES, type Army, type Cell, type FortressDef, type MapDef, type Result, type SheetsDef } from './types';


/** The map file's JSON value. */
export type MapFileJson = { format: typeof MAP_FORMAT } & ScenarioMapJson;

/** A sheet of the brochure's squared paper, in cells: 30 wide, 40 high. */
export const DEFAULT_SHEET: { readonly width: number; readonly height: number } = { width: 30, height: 40 };
/** The default map's sheets: three, side by side. */
export const DEFAULT_SHEETS: SheetsDef = { count: 3, width: 30, height: 40 };
/**
 * The default map's home fortresses, by their place in assets/maps/default.json (the presets' homes,
 * shared/presets/index.ts HOMES: Russia the two of the left sheet, France the middle, Austria the right).
 */
const DEFAULT_HOME_INDEXES: Readonly<Record<Army, readonly [number, number]>> = { A: [0, 1], N: [2, 3], F: [4, 5] };
export const DEFAULT_HOMES: Readonly<Record<Army, readonly [string, string]>> = {
  A: [DEFAULT_MAP.fortresses[DEFAULT_HOME_INDEXES.A[0]].name, DEFAULT_MAP.fortresses[DEFAULT_HOME_INDEXES.A[1]].name],
  N: [DEFAULT_MAP.fortresses[DEFAULT_HOME_INDEXES.N[0]].name, DEFAULT_MAP.fortresses[DEFAULT_HOME_INDEXES.N[1]].name],
  F: [DEFAULT_MAP.fortresses[DEFAULT_HOME_INDEXES.F[0]].name, DEFAULT_MAP.fortresses[DEFAULT_HOME_INDEXES.F[1]].name],
};

/**
 * The sheets of a map: its own `sheets`, or where absent, sheets of the default size side by side
 * when they cover the map exactly (the default map: 3 × 30×40), else one sheet the size of the map.
 */
export function sheetsOf(map: Pick<MapDef, 'width' | 'height' | 'sheets'>): SheetsDef {
  if (map.sheets) return map.sheets;
  const count = map.width / DEFAULT_SHEET.width;
  if (map.height === DEFAULT_SHEET.height && Number.isInteger(count) && count >= 1 && count <= MAX_SHEETS) return { count, width: DEFAULT_SHEET.width, height: DEFAULT_SHEET.height };
  return { count: 1, width: map.width, height: map.height };
}

/** Sheet i's columns: x from `x0` to `x1` inclusive (every row). */
export const sheetColumns = (sheets: SheetsDef, i: number): { x0: number; x1: number } => ({ x0: i * sheets.width, x1: (i + 1) * sheets.width - 1 });

export interface NewMapOptions {
  /** Number of sheets, 1–4 (default 3). */
  readonly sheets?: number;
  /** Sheet size in cells (default 30 × 40). */
  readonly sheetWidth?: number;
  readonly sheetHeight?: number;
}

/** A blank map (open ground, no fortress) of `sheets` sheets side by side. Throws on sizes out of range (callers check with `newMapProblem`). */
export function newMap(options: NewMapOptions = {}): MapDef {
  const problem = newMapProblem(options);
  if (problem) throw new Error(`newMap: ${problem}`);
  const count = options.sheets ?? DEFAULT_SHEETS.count;
  const sw = options.sheetWidth ?? DEFAULT_SHEET.width;
  const sh = options.sheetHeight ?? DEFAULT_SHEET.height;
  const width = count * sw;
  return { width, height: sh, rows: Array.from({ length: sh }, () => '.'.repeat(width)), fortresses: [], sheets: { count, width: sw, height: sh } };
}

/** Which option of `newMap` is out of range ('sheets', 'sheetWidth', 'sheetHeight'), or null. */
export function newMapProblem(options: NewMapOptions): 'sheets' | 'sheetWidth' | 'sheetHeight' | null {
  const count = options.sheets ?? DEFAULT_SHEETS.count;
  const sw = options.sheetWidth ?? DEFAULT_SHEET.width;
  const sh = options.sheetHeight ?? DEFAULT_SHEET.height;
  if (!isInt(count) || count < 1 || count > MAX_SHEETS) return 'sheets';
  if (!isInt(sw) || sw < 1 || count * sw > LIMIT.mapSide) return 'sheetWidth';
  if (!isInt(sh) || sh < 1 || sh > LIMIT.mapSide) return 'sheetHeight';
  return null;
}

/** The default map as a map file's content: its three sheets and the presets' home fortresses written in. */
export function defaultMapForEditing(): MapDef {
  const homeOf = (name: string): Army | undefined => ARMIES.find((a) => DEFAULT_HOMES[a].includes(name));
  return {
    width: DEFAULT_MAP.width,
    height: DEFAULT_MAP.height,
    rows: [...DEFAULT_MAP.rows],
    fortresses: DEFAULT_MAP.fortresses.map((f) => withHome(f, homeOf(f.name))),
    sheets: DEFAULT_SHEETS,
  };
}

const withHome = (f: FortressDef, home: Army | undefined): FortressDef => ({
  name: f.name,
  ...(f.nameEn === undefined ? {} : { nameEn: f.nameEn }),
  ...(home === undefined ? {} : { home }),
  cells: f.cells.map(([x, y]) => [x, y] as const),
});

/**
 * The map of a scenario file's JSON value (its `map`: "default" gives `defaultMapForEditing()`, an
 * inline map is read by the scenario parser). Only the `map` field is looked at.
 */
export function mapFromScenario(scenario: unknown): Result<MapDef, SetupError> {
  if (!isPlainObject(scenario)) return fail('setup/not_object', '', { found: typeOf(scenario) });
  const map = parseMap(own(scenario, 'map'));
  if (!map.ok) return map;
  return { ok: true, value: map.value === 'default' ? defaultMapForEditing() : map.value };
}

/** The JSON value of a map (the scenario's `map` object, in the canonical key order). */
export function mapToJson(map: MapDef): ScenarioMapJson {
  return {
    width: map.width,
    height: map.height,
    ...(map.sheets ? { sheets: { count: map.sheets.count, width: map.sheets.width, height: map.sheets.height } } : {}),
    rows: [...map.rows],
    fortresses: map.fortresses.map((f) => ({
      name: f.name,
      ...(f.nameEn === undefined ? {} : { nameEn: f.nameEn }),
      ...(f.home === undefined ? {} : { home: f.home }),
      cells: f.cells.map(([x, y]) => [x, y] as [number, number]),
    })),
  };
}

/** The map file's JSON value. */
export const mapFileJson = (map: MapDef): MapFileJson => ({ format: MAP_FORMAT, ...mapToJson(map) });

/**
 * The map file's canonical text: JSON with two-space indents, one row per line, one fortress per line
 * (its cells as `[x, y]` pairs on that line), a newline at the end. Any JSON reader reads it.
 */
export function serializeMap(map: MapDef): string {
  const json = mapFileJson(map);
  const lines = ['{', `  "format": ${JSON.stringify(json.format)},`, `  "width": ${json.width},`, `  "height": ${json.height},`];
  if (json.sheets) lines.push(`  "sheets": { "count": ${json.sheets.count}, "width": ${json.sheets.width}, "height": ${json.sheets.height} },`);
  lines.push(`  "rows": [${json.rows.length ? '' : '],'}`);
  json.rows.forEach((r, i) => lines.push(`    ${JSON.stringify(r)}${i < json.rows.length - 1 ? ',' : ''}`));
  if (json.rows.length) lines.push('  ],');
  lines.push(`  "fortresses": [${json.fortresses.length ? '' : ']'}`);
  json.fortresses.forEach((f, i) => {
    const fields = [`"name": ${JSON.stringify(f.name)}`];
    if (f.nameEn !== undefined) fields.push(`"nameEn": ${JSON.stringify(f.nameEn)}`);
    if (f.home !== undefined) fields.push(`"home": ${JSON.stringify(f.home)}`);
    fields.push(`"cells": [${f.cells.map(([x, y]) => `[${x}, ${y}]`).join(', ')}]`);
    lines.push(`    { ${fields.join(', ')} }${i < json.fortresses.length - 1 ? ',' : ''}`);
  });
  if (json.fortresses.length) lines.push('  ]');
  lines.push('}');
  return lines.join('\n') + '\n';
}

/** The text without a UTF-8 byte-order mark, parsed as JSON. */
const MAP_FIELDS = new Set(['width', 'height', 'rows', 'fortresses', 'sheets']);
const FORTRESS_FIELDS = new Set(['name', 'nameEn', 'home', 'cells']);
const isArmy = (v: unknown): v is Army => typeof v === 'string' && (ARMIES as readonly string[]).includes(v);

/**
 * Read a map file's shape only (a draft: what the editor or `polk map validate` then checks with
 * `validateMap`): sizes in range, rows strings (of any length), fortresses with string names and
 * integer cells (anywhere), `home` an army, `sheets` of the right shape. Content is not checked.
 */
export function readMapDraft(input: unknown): Result<MapDef, SetupError> {
  const json = typeof input === 'string' ? jsonOf(input) : { ok: true as const, value: input };
  if (!json.ok) return json;
  const raw = withoutFormat(json.value);
  if (!raw.ok) return raw;
  return draftOf(raw.value, 'map');
}

/** The shape of a map object (`base` is its field path: `map` in a scenario). */
export function draftOf(raw: unknown, base = 'map'): Result<MapDef, SetupError> {
  if (!isPlainObject(raw)) return fail('setup/map', base, { found: typeOf(raw) });
  const unknown = unknownField(raw, MAP_FIELDS, base);
  if (unknown) return unknown;
  const width = own(raw, 'width');
  const height = own(raw, 'height');
  const rows = own(raw, 'rows');
  const fortresses = own(raw, 'fortresses');
  if (!isInt(width) || width < 1 || width > LIMIT.mapSide) return fail('setup/map_size', `${base}.width`, { value: preview(width), max: LIMIT.mapSide });
  if (!isInt(height) || height < 1 || height > LIMIT.mapSide) return fail('setup/map_size', `${base}.height`, { value: preview(height), max: LIMIT.mapSide });
  if (!Array.isArray(rows)) return fail('setup/type', `${base}.rows`, { expected: 'array', found: typeOf(rows) });
  if (rows.length > LIMIT.mapSide) return fail('setup/too_many', `${base}.rows`, { count: rows.length, max: LIMIT.mapSide });
  for (const [y, row] of rows.entries()) {
    if (typeof row !== 'string') return fail('setup/type', `${base}.rows[${y}]`, { expected: 'string', found: typeOf(row) });
    if (row.length > LIMIT.mapSide) return fail('setup/map_row_width', `${base}.rows[${y}]`, { expected: width, found: row.length });
  }
  if (!Array.isArray(fortresses)) return fail('setup/type', `${base}.fortresses`, { expected: 'array', found: typeOf(fortresses) });
  if (fortresses.length > LIMIT.fortresses) return fail('setup/too_many', `${base}.fortresses`, { count: fortresses.length, max: LIMIT.fortresses });
  const defs: FortressDef[] = [];
  for (const [i, f] of fortresses.entries()) {
    const path = `${base}.fortresses[${i}]`;
    if (!isPlainObject(f)) return fail('setup/type', path, { expected: 'object', found: typeOf(f) });
    const extra = unknownField(f, FORTRESS_FIELDS, path);
    if (extra) return extra;
    const name = own(f, 'name');
    if (typeof name !== 'string') return fail('setup/type', `${path}.name`, { expected: 'string', found: typeOf(name) });
    const nameEn = own(f, 'nameEn');
    if (nameEn !== undefined && typeof nameEn !== 'string') return fail('setup/type', `${path}.nameEn`, { expected: 'string', found: typeOf(nameEn) });
    const home = own(f, 'home');
    if (home !== undefined && !isArmy(home)) return fail('setup/army_unknown', `${path}.home`, { army: preview(home) });
    const cellsRaw = own(f, 'cells');
    if (!Array.isArray(cellsRaw)) return fail('setup/type', `${path}.cells`, { expected: 'array', found: typeOf(cellsRaw) });
    if (cellsRaw.length > LIMIT.fortressCells) return fail('setup/too_many', `${path}.cells`, { count: cellsRaw.length, max: LIMIT.fortressCells });
    const cells: Cell[] = [];
    for (const [j, c] of cellsRaw.entries()) {
      if (!Array.isArray(c) || c.length !== 2 || !isInt(c[0]) || !isInt(c[1])) return fail('setup/type', `${path}.cells[${j}]`, { expected: '[x, y]', found: typeOf(c) });
      cells.push([c[0] + 0, c[1] + 0]);
    }
    defs.push({ name, ...(nameEn === undefined ? {} : { nameEn: nameEn as string }), ...(home === undefined ? {} : { home }), cells });
  }
  const map: MapDef = { width, height, rows: rows as string[], fortresses: defs };
  const sheetsRaw = own(raw, 'sheets');
  if (sheetsRaw === undefined) return { ok: true, value: map };
  // The shape of the sheets here; whether they cover the map is validateMap's `map/sheets`.
  const sheets = parseSheets(sheetsRaw, NaN, NaN);
  if (!sheets.ok && sheets.error.code !== 'setup/map_sheets') return sheets;
  const s = sheetsRaw as { count: number; width: number; height: number };
  return { ok: true, value: { ...map, sheets: { count: s.count, width: s.width, height: s.height } } };
}
