/**
 * Paper and tiling for the printed field: how many cells fit a page at true scale, and which part
 * of the map each page shows. All lengths in millimetres.
 *
 *   planField({ width: 90, height: 40 }, { paper: 'a4', cellMm: 5 })
 *     → 3 portrait A4 pages: columns 0–30, 30–60, 60–89, rows 0–39 (one column printed twice)
 *
 * The page: a margin the printer needs, a header line, and a band for the coordinates on every edge
 * of the grid. Neighbouring pages repeat `overlap` cells (the strip to glue one page over the other);
 * the orientation is the one needing fewer pages (portrait when equal).
 */

export type Paper = 'a4' | 'a3';
export type Orientation = 'portrait' | 'landscape';

export const PAPERS: readonly Paper[] = ['a4', 'a3'];
/** Width × height of a portrait sheet. */
export const PAPER_MM: Readonly<Record<Paper, readonly [number, number]>> = { a4: [210, 297], a3: [297, 420] };

/** Cell sizes the print accepts (a school exercise book's 5 mm by default). */
export const CELL_MM_DEFAULT = 5;
export const CELL_MM_MIN = 3;
export const CELL_MM_MAX = 20;

/** The page's furniture, in mm. */
export const PAGE = {
  /** Most printers cannot print the outer 5 mm. */
  margin: 8,
  /** The header line: title, page number, the cells shown. */
  header: 7,
  /** The coordinate band on each edge of the grid (also where the registration marks sit). */
  band: 5,
} as const;

/** Cells repeated on both neighbouring pages. */
export const OVERLAP_CELLS = 1;

export interface Span {
  /** First cell (inclusive). */
  readonly from: number;
  /** Past the last cell. */
  readonly to: number;
}

export interface FieldPage {
  /** 0-based page index, row-major (left to right, then down). */
  readonly index: number;
  /** Position in the tiling: column and row of pages. */
  readonly col: number;
  readonly row: number;
  readonly cols: Span;
  readonly rows: Span;
}

export interface FieldPlan {
  readonly paper: Paper;
  readonly orientation: Orientation;
  /** The sheet, oriented. */
  readonly pageMm: readonly [number, number];
  readonly cellMm: number;
  /** Cells that fit a page's grid area across and down. */
  readonly fit: readonly [number, number];
  readonly across: number;
  readonly down: number;
  readonly overlap: number;
  readonly pages: readonly FieldPage[];
}

/** The grid area of a page: the sheet minus the margins, the header and the coordinate bands. */
export function gridAreaMm(pageMm: readonly [number, number]): [number, number] {
  return [pageMm[0] - 2 * PAGE.margin - 2 * PAGE.band, pageMm[1] - 2 * PAGE.margin - PAGE.header - 2 * PAGE.band];
}

/** Spans of `per` cells over `total` cells, neighbours sharing `overlap`, evened out over the pages. */
export function tile(total: number, per: number, overlap: number): Span[] {
  if (total <= per) return [{ from: 0, to: total }];
  const step = per - overlap;
  const count = Math.ceil((total - overlap) / step);
  // Even the pages out: each shows about the same number of cells.
  const size = Math.ceil((total + (count - 1) * overlap) / count);
  const spans: Span[] = [];
  for (let i = 0; i < count; i++) {
    const from = i * (size - overlap);
    spans.push({ from, to: Math.min(total, from + size) });
  }
  return spans;
}

function planFor(map: { width: number; height: number }, paper: Paper, orientation: Orientation, cellMm: number, overlap: number): FieldPlan {
  const [w, h] = PAPER_MM[paper];
  const pageMm: [number, number] = orientation === 'portrait' ? [w, h] : [h, w];
  const [aw, ah] = gridAreaMm(pageMm);
  // A hair of tolerance: 36 cells of 5 mm fill 180 mm exactly.
  const fit: [number, number] = [Math.floor(aw / cellMm + 1e-9), Math.floor(ah / cellMm + 1e-9)];
  const cols = tile(map.width, fit[0], overlap);
  const rows = tile(map.height, fit[1], overlap);
  const pages: FieldPage[] = [];
  rows.forEach((r, row) => cols.forEach((c, col) => pages.push({ index: pages.length, col, row, cols: c, rows: r })));
  return { paper, orientation, pageMm, cellMm, fit, across: cols.length, down: rows.length, overlap, pages };
}

/** The tiling of a map: the orientation with fewer pages (portrait on a tie). */
export function planField(map: { width: number; height: number }, o: { paper?: Paper; cellMm?: number; orientation?: Orientation } = {}): FieldPlan {
  const paper = o.paper ?? 'a4';
  const cellMm = o.cellMm ?? CELL_MM_DEFAULT;
  if (!(cellMm >= CELL_MM_MIN && cellMm <= CELL_MM_MAX)) throw new RangeError(`cell size ${cellMm} mm outside ${CELL_MM_MIN}–${CELL_MM_MAX}`);
  if (o.orientation) return planFor(map, paper, o.orientation, cellMm, OVERLAP_CELLS);
  const portrait = planFor(map, paper, 'portrait', cellMm, OVERLAP_CELLS);
  const landscape = planFor(map, paper, 'landscape', cellMm, OVERLAP_CELLS);
  return landscape.pages.length < portrait.pages.length ? landscape : portrait;
}
