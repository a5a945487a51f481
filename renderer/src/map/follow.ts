/**
 * Which cells the map shows when it follows the game (issue 22 item 1): the army to move — its
 * units and its commanders' 13×13 squares. Where all of it fits in the view, that box (the view pans
 * as little as needed to show it). Where it does not, the view's window is chosen so that the
 * commanders who still have an order to give come first, with their whole squares, then the other
 * commanders' squares, then as many units as possible; among equals, the window nearest the one shown.
 * Pure: cells in, cells out.
 */
import { FIT_PAD, RULER, type MapGeometry } from './geometry';

export interface CellBox {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface FollowInput {
  /** The field, in cells. */
  readonly cols: number;
  readonly rows: number;
  /** Whole cells the view shows at the zoom it will have. */
  readonly viewCols: number;
  readonly viewRows: number;
  /** The army's units (commanders included). */
  readonly units: readonly { readonly x: number; readonly y: number }[];
  /** Its commanders, and whether each still has an order to give this move. */
  readonly commanders: readonly { readonly x: number; readonly y: number; readonly left: boolean }[];
  /** The top-left cell of the view shown now. */
  readonly current: { readonly x: number; readonly y: number };
}

/** Half the side of a commander's square (13×13 around him). */
export const SQUARE_RADIUS = 6;

const clip = (b: CellBox, cols: number, rows: number): CellBox => ({
  x0: Math.max(0, b.x0),
  y0: Math.max(0, b.y0),
  x1: Math.min(cols - 1, b.x1),
  y1: Math.min(rows - 1, b.y1),
});

const squareOf = (c: { x: number; y: number }, cols: number, rows: number): CellBox =>
  clip({ x0: c.x - SQUARE_RADIUS, y0: c.y - SQUARE_RADIUS, x1: c.x + SQUARE_RADIUS, y1: c.y + SQUARE_RADIUS }, cols, rows);

const inside = (b: CellBox, w: CellBox): boolean => b.x0 >= w.x0 && b.y0 >= w.y0 && b.x1 <= w.x1 && b.y1 <= w.y1;
const has = (w: CellBox, x: number, y: number): boolean => x >= w.x0 && x <= w.x1 && y >= w.y0 && y <= w.y1;

/** The box of cells to bring on screen, or null for an army with nothing on the field. */
export function followBox(i: FollowInput): CellBox | null {
  if (!i.units.length && !i.commanders.length) return null;
  const squares = i.commanders.map((c) => ({ box: squareOf(c, i.cols, i.rows), c }));
  const all = [...i.units.map((u) => ({ x0: u.x, y0: u.y, x1: u.x, y1: u.y })), ...squares.map((s) => s.box)];
  const whole: CellBox = {
    x0: Math.min(...all.map((b) => b.x0)),
    y0: Math.min(...all.map((b) => b.y0)),
    x1: Math.max(...all.map((b) => b.x1)),
    y1: Math.max(...all.map((b) => b.y1)),
  };
  const vw = Math.max(1, Math.min(i.cols, i.viewCols));
  const vh = Math.max(1, Math.min(i.rows, i.viewRows));
  if (whole.x1 - whole.x0 + 1 <= vw && whole.y1 - whole.y0 + 1 <= vh) return whole;

  // Too large: the window of the view's size that shows the most of what matters most.
  const left = squares.filter((s) => s.c.left);
  const others = squares.filter((s) => !s.c.left);
  const score = (w: CellBox): number => {
    let n = 0;
    for (const s of left) {
      if (inside(s.box, w)) n += 1e6;
      if (has(w, s.c.x, s.c.y)) n += 1e4;
    }
    for (const s of others) if (inside(s.box, w)) n += 1e3;
    for (const u of i.units) if (has(w, u.x, u.y)) n += 1;
    return n;
  };
  let best: CellBox | null = null;
  let bestScore = -1;
  let bestDistance = Infinity;
  for (let y0 = 0; y0 + vh <= i.rows; y0++) {
    for (let x0 = 0; x0 + vw <= i.cols; x0++) {
      const w = { x0, y0, x1: x0 + vw - 1, y1: y0 + vh - 1 };
      const s = score(w);
      const d = Math.abs(x0 - i.current.x) + Math.abs(y0 - i.current.y);
      if (s > bestScore || (s === bestScore && d < bestDistance)) {
        best = w;
        bestScore = s;
        bestDistance = d;
      }
    }
  }
  return best;
}

/** The smallest box holding these cells. */
export function boxOf(cells: readonly (readonly [number, number])[]): CellBox | null {
  if (!cells.length) return null;
  const xs = cells.map((c) => c[0]);
  const ys = cells.map((c) => c[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** The whole cells a view shows at its zoom, and the top-left one shown now. */
export function viewCells(g: MapGeometry): { viewCols: number; viewRows: number; current: { x: number; y: number } } {
  const v = g.visibleCells();
  return {
    viewCols: Math.floor((g.viewportWidth - RULER - 2 * FIT_PAD - g.reserveRight) / g.cellPx),
    viewRows: Math.floor((g.viewportHeight - RULER - 2 * FIT_PAD) / g.cellPx),
    current: { x: v.x0, y: v.y0 },
  };
}
