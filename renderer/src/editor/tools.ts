/**
 * The editor's tools as gestures: a press on a cell starts a stroke, each cell the pointer reaches
 * extends it, the release ends it. Pure like the model: a stroke turns pointer cells into the board
 * after it, so tests can draw exactly as the pointer does.
 */
import type { Cell } from '../../../shared/rules/polkovodets';
import { fill, fortressAt, joinPath, paint, paintRect, rectCells, road, toggleBridge, toggleFortressCell, type EditorBoard, type Ground } from './model';

export type ToolName = 'brush' | 'rect' | 'fill' | 'road' | 'bridge' | 'fortress' | 'pan';
export const TOOLS: readonly ToolName[] = ['brush', 'rect', 'fill', 'road', 'bridge', 'fortress', 'pan'];

export interface ToolSettings {
  readonly tool: ToolName;
  /** The ground the brush, the rectangle and the fill lay. */
  readonly ground: Ground;
  /** The brush's side in cells (1, 2 or 3). */
  readonly size: number;
  /** The fortress the fortress tool adds cells to (an index), or null. */
  readonly fortress: number | null;
}

/** The cells under a brush of side `size` at `c` (the cell at its top-left, as the pointer reads it). */
export function brushCells(c: Cell, size: number): Cell[] {
  const out: Cell[] = [];
  const from = -Math.floor((size - 1) / 2);
  for (let dy = 0; dy < size; dy++) for (let dx = 0; dx < size; dx++) out.push([c[0] + from + dx, c[1] + from + dy]);
  return out;
}

export interface Stroke {
  /** The board after the stroke so far. */
  readonly board: EditorBoard;
  /** Cells to outline while the stroke runs (the rectangle, the road's course). */
  readonly preview: readonly Cell[];
  /** Extend the stroke to a cell the pointer reached. */
  to(cell: Cell): EditorBoard;
}

/**
 * Start a stroke of the tool at `cell`. A fill and a bridge act at the press alone; the fortress
 * tool keeps doing what its first cell did (adding or taking out) along the drag; with no fortress
 * chosen, its press picks the fortress under the pointer (null board change).
 */
export function startStroke(base: EditorBoard, s: ToolSettings, cell: Cell): Stroke {
  let board = base;
  let last = cell;
  let preview: Cell[] = [];
  const along = (c: Cell): Cell[] => {
    const path = joinPath([last, c]);
    last = c;
    return path;
  };
  switch (s.tool) {
    case 'brush':
      board = paint(board, brushCells(cell, s.size), s.ground);
      return {
        get board() { return board; },
        preview,
        to(c) {
          board = paint(board, along(c).flatMap((p) => brushCells(p, s.size)), s.ground);
          return board;
        },
      };
    case 'rect': {
      board = paintRect(base, cell, cell, s.ground);
      const stroke = {
        board,
        preview: [cell] as readonly Cell[],
        to(c: Cell) {
          stroke.board = paintRect(base, cell, c, s.ground);
          stroke.preview = rectCells(base, cell, c);
          return stroke.board;
        },
      };
      return stroke;
    }
    case 'fill':
      board = fill(base, cell, s.ground);
      return { board, preview, to: () => board };
    case 'bridge':
      board = toggleBridge(base, cell);
      return { board, preview, to: () => board };
    case 'road': {
      const path: Cell[] = [cell];
      board = road(base, [cell]);
      preview = path;
      return {
        get board() { return board; },
        preview,
        to(c) {
          const step = along(c).slice(1);
          path.push(...step);
          board = road(board, step);
          return board;
        },
      };
    }
    case 'fortress': {
      const index = s.fortress;
      if (index === null || !base.fortresses[index]) return { board, preview, to: () => board };
      const mode = fortressAt(base, cell) === index ? 'remove' : 'add';
      board = toggleFortressCell(base, index, cell, mode);
      return {
        get board() { return board; },
        preview,
        to(c) {
          for (const p of along(c)) board = toggleFortressCell(board, index, p, mode);
          return board;
        },
      };
    }
    case 'pan':
      return { board, preview, to: () => board };
  }
}
