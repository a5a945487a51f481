/**
 * The map editor's headless model: a board being drawn (terrain rows, fortresses, sheets) and the
 * pure operations of its tools — brush, rectangle, fill, road paths, bridges, fortress cells — each
 * returning a new board (the old one is never changed, so undo is keeping the old ones). No rule of
 * the game lives here: whether a board may be saved is the map validation's business.
 *
 * Cell characters are the scenario format's: `.` open ground, `=` road, `M` mountain, `T` forest,
 * `S` swamp, `~` river, `#` bridge (a road over the river). The format has one character per cell,
 * so a road drawn over a mountain, forest or swamp replaces it with road (open ground with a road),
 * and a road drawn across a river puts a bridge there.
 */
import { DEFAULT_SHEET, MAX_SHEETS, sheetsOf, type Army, type Cell, type MapDef, type SheetsDef, type Terrain } from '../../../shared/rules/polkovodets';
import { newFortressNames } from '../../../shared/vocab/editor';

/** What the terrain tools lay down. */
export type Ground = '.' | 'M' | 'T' | 'S' | '~';
export const GROUNDS: readonly Ground[] = ['.', 'M', 'T', 'S', '~'];

export interface EditorFortress {
  /** The Russian name (the fortress's identifier in a scenario). */
  readonly name: string;
  /** The English name ('' when none is given). */
  readonly nameEn: string;
  readonly cells: readonly Cell[];
  /** The army this fortress is home to (presets deploy around it), or null. */
  readonly home: Army | null;
}

/** Sheets of squared paper laid side by side, west to east, each `width` × `height` (the board's height): the map format's. */
export type SheetLayout = SheetsDef;

export interface EditorBoard {
  readonly width: number;
  readonly height: number;
  readonly rows: readonly string[];
  readonly fortresses: readonly EditorFortress[];
  readonly sheets: SheetLayout;
}

export { DEFAULT_SHEET, MAX_SHEETS };
/** The scenario format's limit on a side of the map. */
export const MAX_SIDE = 200;

const key = (x: number, y: number) => `${x},${y}`;
const inside = (b: EditorBoard, x: number, y: number) => x >= 0 && y >= 0 && x < b.width && y < b.height;

// ---------------------------------------------------------------------------------------------
// Making boards

/** A blank board of `sheets` sheets of `width` × `height` cells, all open ground. */
export function blankBoard(sheets: number, width: number = DEFAULT_SHEET.width, height: number = DEFAULT_SHEET.height): EditorBoard {
  const count = Math.max(1, Math.min(MAX_SHEETS, Math.round(sheets)));
  const w = Math.max(5, Math.min(Math.floor(MAX_SIDE / count), Math.round(width)));
  const h = Math.max(5, Math.min(MAX_SIDE, Math.round(height)));
  return { width: w * count, height: h, rows: Array.from({ length: h }, () => '.'.repeat(w * count)), fortresses: [], sheets: { count, width: w, height: h } };
}

/**
 * A board from a map (the default map, a scenario's, a campaign's, a map file's draft). Its sheets
 * are the map's own, or the map format's reading of its size (`sheetsOf`). A draft's rows are
 * brought to the map's width (cut, or filled with open ground) so that every cell can be drawn;
 * characters the format does not know stay for the validation to name.
 */
export function boardFromMap(map: MapDef): EditorBoard {
  const rows = Array.from({ length: map.height }, (_, y) => {
    const row = map.rows[y] ?? '';
    return row.length === map.width ? row : row.slice(0, map.width).padEnd(map.width, '.');
  });
  return {
    width: map.width,
    height: map.height,
    rows,
    fortresses: map.fortresses.map((f) => ({ name: f.name, nameEn: f.nameEn ?? '', cells: f.cells.map(([x, y]) => [x, y] as Cell), home: f.home ?? null })),
    sheets: sheetsOf(map),
  };
}

/** The board as the map format's map (`nameEn` and `home` only where given). */
export function boardToMap(b: EditorBoard): MapDef {
  return {
    width: b.width,
    height: b.height,
    rows: [...b.rows],
    fortresses: b.fortresses.map((f) => ({
      name: f.name,
      ...(f.nameEn.trim() ? { nameEn: f.nameEn.trim() } : {}),
      ...(f.home ? { home: f.home } : {}),
      cells: f.cells,
    })),
    sheets: b.sheets,
  };
}

/** The x of each border between sheets (for drawing). */
export const sheetBorders = (b: EditorBoard): number[] => Array.from({ length: b.sheets.count - 1 }, (_, i) => (i + 1) * b.sheets.width).filter((x) => x < b.width);

// ---------------------------------------------------------------------------------------------
// Cells

export const terrainAt = (b: EditorBoard, x: number, y: number): Terrain => b.rows[y][x] as Terrain;

/** Replace cell characters: `chars` maps "x,y" keys to the new character. Rows not touched are shared. */
function withChars(b: EditorBoard, changes: ReadonlyMap<number, Map<number, string>>): EditorBoard {
  if (!changes.size) return b;
  let changed = false;
  const rows = b.rows.map((row, y) => {
    const cols = changes.get(y);
    if (!cols) return row;
    const chars = row.split('');
    for (const [x, ch] of cols) chars[x] = ch;
    const next = chars.join('');
    if (next !== row) changed = true;
    return next;
  });
  return changed ? { ...b, rows } : b;
}

function collect(b: EditorBoard, cells: Iterable<Cell>, charFor: (current: Terrain, x: number, y: number) => string | null): Map<number, Map<number, string>> {
  const changes = new Map<number, Map<number, string>>();
  for (const [x, y] of cells) {
    if (!inside(b, x, y)) continue;
    const ch = charFor(terrainAt(b, x, y), x, y);
    if (ch === null || ch === b.rows[y][x]) continue;
    let row = changes.get(y);
    if (!row) changes.set(y, (row = new Map()));
    row.set(x, ch);
  }
  return changes;
}

/** A fortress cell stands on open ground or road; ground that closes it takes the cell out of its fortress. */
function dropClosedFortressCells(b: EditorBoard): EditorBoard {
  let changed = false;
  const fortresses = b.fortresses.map((f) => {
    const cells = f.cells.filter(([x, y]) => {
      const ch = b.rows[y]?.[x];
      return ch === '.' || ch === '=';
    });
    if (cells.length === f.cells.length) return f;
    changed = true;
    return { ...f, cells };
  });
  return changed ? { ...b, fortresses } : b;
}

/** The terrain brush (and the rectangle, and the fill): lay `ground` on the cells. */
export function paint(b: EditorBoard, cells: Iterable<Cell>, ground: Ground): EditorBoard {
  return dropClosedFortressCells(withChars(b, collect(b, cells, () => ground)));
}

/** The cells of the rectangle with corners `a` and `c` (inclusive), clipped to the board. */
export function rectCells(b: EditorBoard, a: Cell, c: Cell): Cell[] {
  const out: Cell[] = [];
  const x0 = Math.max(0, Math.min(a[0], c[0]));
  const x1 = Math.min(b.width - 1, Math.max(a[0], c[0]));
  const y0 = Math.max(0, Math.min(a[1], c[1]));
  const y1 = Math.min(b.height - 1, Math.max(a[1], c[1]));
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push([x, y]);
  return out;
}

export const paintRect = (b: EditorBoard, a: Cell, c: Cell, ground: Ground): EditorBoard => paint(b, rectCells(b, a, c), ground);

/**
 * The region a fill at `at` covers: the cells of the same character reachable from it through
 * edge neighbours (4-connected, so a diagonal road or river line bounds it).
 */
export function fillRegion(b: EditorBoard, at: Cell): Cell[] {
  const [sx, sy] = at;
  if (!inside(b, sx, sy)) return [];
  const target = b.rows[sy][sx];
  const seen = new Uint8Array(b.width * b.height);
  const out: Cell[] = [];
  const stack: number[] = [sy * b.width + sx];
  seen[stack[0]] = 1;
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % b.width;
    const y = (i - x) / b.width;
    out.push([x, y]);
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
      const nx = x + dx;
      const ny = y + dy;
      if (!inside(b, nx, ny)) continue;
      const j = ny * b.width + nx;
      if (seen[j] || b.rows[ny][nx] !== target) continue;
      seen[j] = 1;
      stack.push(j);
    }
  }
  return out;
}

export const fill = (b: EditorBoard, at: Cell, ground: Ground): EditorBoard => paint(b, fillRegion(b, at), ground);

// ---------------------------------------------------------------------------------------------
// Roads and bridges

/**
 * The cells of a straight stroke from `a` to `c`, 8-connected (each cell touches the next by an
 * edge or a corner, as the rules read a road), both ends included.
 */
export function lineCells(a: Cell, c: Cell): Cell[] {
  const [x0, y0] = a;
  const [x1, y1] = c;
  const n = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
  const out: Cell[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    out.push([Math.round(x0 + (x1 - x0) * t), Math.round(y0 + (y1 - y0) * t)]);
  }
  return out;
}

/** A pointer's cells joined into one 8-connected path (a cell skipped between two samples filled in). */
export function joinPath(points: readonly Cell[]): Cell[] {
  const out: Cell[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (!last) out.push(p);
    else if (last[0] !== p[0] || last[1] !== p[1]) out.push(...lineCells(last, p).slice(1));
  }
  return out;
}

/** True when each cell of the path touches the next by an edge or a corner. */
export const isConnected8 = (path: readonly Cell[]): boolean => path.every((c, i) => i === 0 || Math.max(Math.abs(c[0] - path[i - 1][0]), Math.abs(c[1] - path[i - 1][1])) === 1);

/** Road along the cells: open ground and rough ground become road, a river cell a bridge. */
export function road(b: EditorBoard, cells: Iterable<Cell>): EditorBoard {
  return withChars(b, collect(b, cells, (t) => (t === '~' ? '#' : t === '#' || t === '=' ? null : '=')));
}

/** The bridge tool: a river cell gets a bridge, a bridge goes back to river; other cells stay. */
export function toggleBridge(b: EditorBoard, at: Cell): EditorBoard {
  return withChars(b, collect(b, [at], (t) => (t === '~' ? '#' : t === '#' ? '~' : null)));
}

// ---------------------------------------------------------------------------------------------
// Fortresses

export const fortressAt = (b: EditorBoard, [x, y]: Cell): number => b.fortresses.findIndex((f) => f.cells.some((c) => c[0] === x && c[1] === y));

/** A name not yet taken: «Крепость 1», «Крепость 2»… with the English form beside it. */
export function freshName(b: EditorBoard): { name: string; nameEn: string } {
  const taken = new Set(b.fortresses.map((f) => f.name));
  for (let n = b.fortresses.length + 1; ; n++) if (!taken.has(newFortressNames(n).name)) return newFortressNames(n);
}

/** A new fortress (no cells yet, or the given ones); its index is the last. */
export function addFortress(b: EditorBoard, cells: readonly Cell[] = [], names = freshName(b)): EditorBoard {
  let next: EditorBoard = { ...b, fortresses: [...b.fortresses, { ...names, cells: [], home: null }] };
  for (const c of cells) next = toggleFortressCell(next, b.fortresses.length, c, 'add');
  return next;
}

export function removeFortress(b: EditorBoard, index: number): EditorBoard {
  if (index < 0 || index >= b.fortresses.length) return b;
  return { ...b, fortresses: b.fortresses.filter((_, i) => i !== index) };
}

export function updateFortress(b: EditorBoard, index: number, patch: Partial<Pick<EditorFortress, 'name' | 'nameEn' | 'home'>>): EditorBoard {
  const f = b.fortresses[index];
  if (!f) return b;
  const next = { ...f, ...patch };
  if (next.name === f.name && next.nameEn === f.nameEn && next.home === f.home) return b;
  return { ...b, fortresses: b.fortresses.map((g, i) => (i === index ? next : g)) };
}

/**
 * The fortress tool on a cell: add it to fortress `index` (taking it from another fortress, and
 * clearing rough ground or river to open ground — a road stays), or take it out when it is already
 * one of its cells. `mode` forces one of the two (a drag keeps doing what its first cell did).
 */
export function toggleFortressCell(b: EditorBoard, index: number, at: Cell, mode?: 'add' | 'remove'): EditorBoard {
  const f = b.fortresses[index];
  if (!f || !inside(b, at[0], at[1])) return b;
  const k = key(at[0], at[1]);
  const has = f.cells.some((c) => key(c[0], c[1]) === k);
  const action = mode ?? (has ? 'remove' : 'add');
  if (action === 'remove') {
    if (!has) return b;
    return { ...b, fortresses: b.fortresses.map((g, i) => (i === index ? { ...g, cells: g.cells.filter((c) => key(c[0], c[1]) !== k) } : g)) };
  }
  if (has) return b;
  const ground = withChars(b, collect(b, [at], (t) => (t === '.' || t === '=' ? null : t === '#' ? '=' : '.')));
  return {
    ...ground,
    fortresses: ground.fortresses.map((g, i) => (i === index ? { ...g, cells: [...g.cells, [at[0], at[1]] as Cell] } : { ...g, cells: g.cells.filter((c) => key(c[0], c[1]) !== k) })),
  };
}

// ---------------------------------------------------------------------------------------------
// What changed (for redrawing only the rows that did)

/** The rows that differ between two boards of the same size (terrain or fortress cells), or null for all. */
export function changedRows(a: EditorBoard, b: EditorBoard): { y0: number; y1: number } | null {
  if (a.width !== b.width || a.height !== b.height || a.sheets !== b.sheets) return null;
  let y0 = Infinity;
  let y1 = -Infinity;
  const mark = (y: number) => {
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y + 1);
  };
  for (let y = 0; y < a.height; y++) if (a.rows[y] !== b.rows[y]) mark(y);
  if (a.fortresses !== b.fortresses) {
    const cellsOf = (bd: EditorBoard) => new Set(bd.fortresses.flatMap((f, i) => f.cells.map((c) => `${i}:${key(c[0], c[1])}`)));
    const ca = cellsOf(a);
    const cb = cellsOf(b);
    for (const s of ca) if (!cb.has(s)) mark(Number(s.split(',')[1]));
    for (const s of cb) if (!ca.has(s)) mark(Number(s.split(',')[1]));
  }
  return y0 === Infinity ? { y0: 0, y1: 0 } : { y0, y1 };
}
