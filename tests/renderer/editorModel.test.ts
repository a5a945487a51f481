/** The map editor's headless model: the tools on a board, road paths, and the editor's own undo/redo. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP, defaultMapForEditing, parseMapFile, parseScenario, serializeMap, validateMap, type Cell } from '../../shared/rules/polkovodets';
import { toMapFile } from '../../renderer/src/editor/format';
import { boardIssues } from '../../renderer/src/editor/validation';
import { EditorHistory } from '../../renderer/src/editor/history';
import {
  addFortress,
  blankBoard,
  boardFromMap,
  boardToMap,
  changedRows,
  fill,
  fillRegion,
  fortressAt,
  isConnected8,
  joinPath,
  lineCells,
  paint,
  paintRect,
  road,
  sheetBorders,
  toggleBridge,
  toggleFortressCell,
  updateFortress,
  type EditorBoard,
} from '../../renderer/src/editor/model';
import { brushCells, startStroke } from '../../renderer/src/editor/tools';

const at = (b: EditorBoard, x: number, y: number) => b.rows[y][x];
const count = (b: EditorBoard, ch: string) => b.rows.join('').split('').filter((c) => c === ch).length;

describe('templates and maps', () => {
  it('a template of sheets side by side, 30 × 40 by default', () => {
    const b = blankBoard(3);
    expect([b.width, b.height]).toEqual([90, 40]);
    expect(b.sheets).toEqual({ count: 3, width: 30, height: 40 });
    expect(sheetBorders(b)).toEqual([30, 60]);
    expect(count(b, '.')).toBe(90 * 40);
    const one = blankBoard(1, 20, 12);
    expect([one.width, one.height, sheetBorders(one).length]).toEqual([20, 12, 0]);
  });

  it('sheets are 1–4 and the sides stay within the scenario format', () => {
    expect(blankBoard(9).sheets.count).toBe(4);
    expect(blankBoard(0).sheets.count).toBe(1);
    expect(blankBoard(4, 80, 300).width).toBeLessThanOrEqual(200);
    expect(blankBoard(4, 80, 300).height).toBe(200);
  });

  it('the default map loads as three sheets with its home fortresses and goes back out unchanged', () => {
    const b = boardFromMap(defaultMapForEditing());
    expect(b.sheets).toEqual({ count: 3, width: 30, height: 40 });
    expect(b.fortresses.filter((f) => f.home).length).toBeGreaterThanOrEqual(3);
    expect(boardToMap(b)).toEqual(JSON.parse(JSON.stringify(defaultMapForEditing())));
    // The console's plain default map (no sheets written) reads its sheets from its size.
    expect(boardFromMap(DEFAULT_MAP).sheets).toEqual({ count: 3, width: 30, height: 40 });
  });

  it('a draft with ragged rows is brought to the map width, so every cell can be drawn', () => {
    const b = boardFromMap({ width: 4, height: 2, rows: ['..', '..MM~~'], fortresses: [] });
    expect(b.rows).toEqual(['....', '..MM']);
  });
});

describe('terrain tools', () => {
  it('the brush lays its ground on the cells it crosses, nothing else', () => {
    const b = blankBoard(1, 10, 10);
    const c = paint(b, [[1, 1], [2, 1], [3, 2]], 'T');
    expect([at(c, 1, 1), at(c, 2, 1), at(c, 3, 2)]).toEqual(['T', 'T', 'T']);
    expect(count(c, 'T')).toBe(3);
    expect(at(b, 1, 1)).toBe('.');
    // Rows the brush did not touch are shared with the board before.
    expect(c.rows[5]).toBe(b.rows[5]);
    expect(paint(c, [[1, 1]], 'T')).toBe(c);
  });

  it('the rectangle covers both corners inclusive, whichever way it is dragged, clipped to the board', () => {
    const b = paintRect(blankBoard(1, 10, 10), [6, 4], [2, 2], 'M');
    expect(count(b, 'M')).toBe(5 * 3);
    expect([at(b, 2, 2), at(b, 6, 4), at(b, 7, 4), at(b, 2, 5)]).toEqual(['M', 'M', '.', '.']);
    expect(count(paintRect(blankBoard(1, 10, 10), [8, 8], [40, 40], 'S'), 'S')).toBe(4);
  });

  it('the fill covers the region of the same ground, bounded by other ground (edge neighbours only)', () => {
    // A closed ring of forest: the fill inside stays inside.
    let b = blankBoard(1, 9, 9);
    b = paintRect(b, [2, 2], [6, 6], 'T');
    b = paintRect(b, [3, 3], [5, 5], '.');
    const inner = fill(b, [4, 4], 'S');
    expect(count(inner, 'S')).toBe(9);
    expect(at(inner, 0, 0)).toBe('.');
    // A diagonal line of river does not let the fill through a corner.
    let d = blankBoard(1, 5, 5);
    d = paint(d, lineCells([0, 4], [4, 0]), '~');
    expect(fillRegion(d, [0, 0]).length).toBe(10);
    expect(fillRegion(d, [4, 4]).length).toBe(10);
    // Filling with the same ground changes nothing.
    expect(fill(b, [0, 0], '.')).toBe(b);
  });
});

describe('roads and bridges', () => {
  it('a stroke between two cells is 8-connected, both ends in', () => {
    const line = lineCells([0, 0], [7, 3]);
    expect(line[0]).toEqual([0, 0]);
    expect(line[line.length - 1]).toEqual([7, 3]);
    expect(isConnected8(line)).toBe(true);
    expect(line.length).toBe(8);
  });

  it('pointer samples that skip cells are joined into one 8-connected path, repeats dropped', () => {
    const path = joinPath([[1, 1], [1, 1], [5, 1], [5, 6], [2, 9]]);
    expect(isConnected8(path)).toBe(true);
    expect(path[0]).toEqual([1, 1]);
    expect(path[path.length - 1]).toEqual([2, 9]);
    expect(new Set(path.map((c) => c.join(','))).size).toBe(path.length);
  });

  it('a road over open and rough ground is road; across the river it makes a bridge', () => {
    let b = blankBoard(1, 10, 5);
    b = paint(b, [[3, 0], [3, 1], [3, 2], [3, 3], [3, 4]], '~');
    b = paint(b, [[6, 2]], 'M');
    const r = road(b, lineCells([0, 2], [9, 2]));
    expect(r.rows[2]).toBe('===#======');
    expect(count(r, '~')).toBe(4);
    // Drawn again over itself: nothing changes.
    expect(road(r, lineCells([0, 2], [9, 2]))).toBe(r);
  });

  it('the bridge tool puts a bridge on the river and takes it away; elsewhere it does nothing', () => {
    let b = paint(blankBoard(1, 5, 5), [[2, 2]], '~');
    b = toggleBridge(b, [2, 2]);
    expect(at(b, 2, 2)).toBe('#');
    expect(at(toggleBridge(b, [2, 2]), 2, 2)).toBe('~');
    expect(toggleBridge(b, [0, 0])).toBe(b);
  });
});

describe('fortresses', () => {
  it('a fortress is a named set of cells; a cell moves between fortresses, never shared', () => {
    let b = addFortress(blankBoard(1, 10, 10), [[1, 1], [2, 1]]);
    b = addFortress(b, [[5, 5]]);
    expect(b.fortresses.map((f) => f.name)).toEqual(['Крепость 1', 'Крепость 2']);
    expect(b.fortresses[0].nameEn).toBe('Fortress 1');
    b = toggleFortressCell(b, 1, [2, 1]);
    expect(fortressAt(b, [2, 1])).toBe(1);
    expect(b.fortresses[0].cells).toEqual([[1, 1]]);
    b = toggleFortressCell(b, 1, [2, 1]);
    expect(fortressAt(b, [2, 1])).toBe(-1);
  });

  it('a fortress cell clears rough ground and river to open ground, keeps a road; rough ground painted over it takes it out', () => {
    let b = paint(blankBoard(1, 6, 6), [[1, 1]], 'T');
    b = road(b, [[2, 1]]);
    b = addFortress(b, [[1, 1], [2, 1]]);
    expect([at(b, 1, 1), at(b, 2, 1)]).toEqual(['.', '=']);
    b = paint(b, [[1, 1]], 'S');
    expect(b.fortresses[0].cells).toEqual([[2, 1]]);
    // Open ground over the road keeps the fortress cell.
    expect(paint(b, [[2, 1]], '.').fortresses[0].cells).toEqual([[2, 1]]);
  });

  it('names in both languages and the home army; the map carries nameEn and home only where given', () => {
    let b = addFortress(blankBoard(1, 6, 6), [[1, 1], [1, 2]]);
    b = updateFortress(b, 0, { name: 'Цитадель', nameEn: 'Citadel', home: 'A' });
    b = addFortress(b, [[4, 4], [4, 3]], { name: 'Фольварк', nameEn: '' });
    const map = boardToMap(b);
    expect(map.fortresses).toEqual([
      { name: 'Цитадель', nameEn: 'Citadel', home: 'A', cells: [[1, 1], [1, 2]] },
      { name: 'Фольварк', cells: [[4, 4], [4, 3]] },
    ]);
    expect(b.fortresses[0].home).toBe('A');
    expect(updateFortress(b, 0, { name: 'Цитадель' })).toBe(b);
  });

  it('a board drawn with the tools is a map the scenario parser accepts', () => {
    let b = blankBoard(1, 20, 12);
    b = paintRect(b, [12, 0], [16, 4], 'M');
    b = paint(b, lineCells([9, 0], [9, 11]), '~');
    b = road(b, joinPath([[1, 6], [18, 6]]));
    b = addFortress(b, [[2, 6], [3, 6]], { name: 'Цитадель', nameEn: 'Citadel' });
    b = addFortress(b, [[17, 6], [17, 7]], { name: 'Фольварк', nameEn: 'Folwark' });
    const scenario = {
      format: 'polkovodets-scenario/1',
      map: boardToMap(b),
      armies: ['A', 'N'],
      toMove: 'A',
      depots: { A: 5, N: 5 },
      units: [
        { id: 'A1', army: 'A', type: 'marshal', x: 2, y: 8 },
        { id: 'N1', army: 'N', type: 'marshal', x: 17, y: 9 },
      ],
    };
    const parsed = parseScenario(scenario);
    expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
    expect(b.rows[6][9]).toBe('#');
    // The map file round-trips unchanged, and the validation has no refusal for it.
    const file = parseMapFile(toMapFile(b));
    expect(file.ok).toBe(true);
    if (file.ok) expect(parseMapFile(serializeMap(file.value))).toEqual(file);
    expect(validateMap(boardToMap(b)).refusals).toEqual([]);
    expect(boardIssues(b, []).filter((i) => i.severity === 'refusal')).toEqual([]);
  });

  it('the live validation names the cells at fault, in both languages', () => {
    let b = blankBoard(1, 12, 8);
    b = addFortress(b, [[2, 2]], { name: 'Одинокая', nameEn: 'Lonely' });
    b = paint(b, [[8, 0], [8, 1], [8, 2]], '~');
    b = toggleBridge(b, [8, 1]);
    const issues = boardIssues(b, [{ id: 'A1', army: 'A', type: 'battery', x: 8, y: 2 }]);
    const refusals = issues.filter((i) => i.severity === 'refusal');
    expect(refusals.length).toBeGreaterThanOrEqual(3);
    for (const i of refusals) {
      expect(i.cells.length).toBeGreaterThan(0);
      expect(i.message.ru).not.toBe(i.message.en);
    }
    expect(refusals.some((i) => i.cells.some(([x, y]) => x === 2 && y === 2))).toBe(true);
    expect(refusals.some((i) => i.cells.some(([x, y]) => x === 8 && y === 1))).toBe(true);
    expect(refusals.some((i) => i.cells.some(([x, y]) => x === 8 && y === 2))).toBe(true);
    // Refusals come first.
    expect(issues.slice(refusals.length).every((i) => i.severity === 'warning')).toBe(true);
  });
});

describe('what changed', () => {
  it('the rows a stroke touched, with the rows of fortress cells that came or went', () => {
    const b = blankBoard(2, 10, 10);
    expect(changedRows(b, paint(b, [[3, 4], [3, 6]], 'T'))).toEqual({ y0: 4, y1: 7 });
    expect(changedRows(b, addFortress(b, [[1, 8]]))).toEqual({ y0: 8, y1: 9 });
    expect(changedRows(b, blankBoard(3, 10, 10))).toBeNull();
    expect(changedRows(b, b)).toEqual({ y0: 0, y1: 0 });
  });
});

describe('undo and redo inside the editor', () => {
  it('each tool use is one step; undo and redo walk them; a new step drops the redo branch', () => {
    const b0 = blankBoard(1, 8, 8);
    const h = new EditorHistory(b0);
    expect(h.canUndo).toBe(false);
    h.apply(paint(h.board, [[1, 1]], 'M'));
    h.apply(fill(h.board, [5, 5], 'T'));
    expect(h.depth).toEqual({ undo: 2, redo: 0 });
    expect(h.undo()).toBe(true);
    expect(at(h.board, 5, 5)).toBe('.');
    expect(at(h.board, 1, 1)).toBe('M');
    expect(h.undo()).toBe(true);
    expect(h.board).toBe(b0);
    expect(h.undo()).toBe(false);
    expect(h.redo()).toBe(true);
    expect(at(h.board, 1, 1)).toBe('M');
    h.apply(road(h.board, [[2, 2]]));
    expect(h.canRedo).toBe(false);
    // A step that changes nothing is no step.
    expect(h.apply(h.board)).toBe(false);
  });

  it('a brush stroke is one step however many cells it crossed; Esc drops it', () => {
    const b0 = blankBoard(1, 8, 8);
    const h = new EditorHistory(b0);
    h.begin();
    const cells: Cell[] = [];
    for (let x = 0; x < 8; x++) {
      cells.push([x, 3]);
      h.preview(paint(h.board, [[x, 3]], 'S'));
    }
    expect(h.canUndo).toBe(false);
    h.commit();
    expect(h.depth.undo).toBe(1);
    expect(h.board.rows[3]).toBe('SSSSSSSS');
    h.undo();
    expect(h.board).toBe(b0);
    h.begin();
    h.preview(paint(h.board, cells, 'T'));
    h.cancel();
    expect(h.board).toBe(b0);
    expect(h.depth).toEqual({ undo: 0, redo: 1 });
  });

  it('keeps at most its limit of steps', () => {
    const h = new EditorHistory(blankBoard(1, 8, 8), 5);
    for (let i = 0; i < 8; i++) h.apply(paint(h.board, [[i, 0]], 'M'));
    expect(h.depth.undo).toBe(5);
    while (h.undo());
    expect(h.board.rows[0]).toBe('MMM.....');
  });
});

describe('strokes as the pointer draws them', () => {
  const settings = { tool: 'brush' as const, ground: 'T' as const, size: 1, fortress: null };

  it('a brush of side 2 or 3 covers that square at each cell the pointer crosses', () => {
    expect(brushCells([5, 5], 3).length).toBe(9);
    const s = startStroke(blankBoard(1, 10, 10), { ...settings, size: 2 }, [1, 1]);
    s.to([4, 1]);
    expect(count(s.board, 'T')).toBe(2 * 5);
  });

  it('the rectangle follows the pointer from its first corner, shown while it runs', () => {
    const base = blankBoard(1, 10, 10);
    const s = startStroke(base, { ...settings, tool: 'rect', ground: 'S' }, [2, 2]);
    s.to([6, 6]);
    s.to([3, 4]);
    expect(count(s.board, 'S')).toBe(2 * 3);
    expect(s.preview.length).toBe(6);
  });

  it('a road stroke is one 8-connected path however fast the pointer moved', () => {
    const s = startStroke(blankBoard(1, 12, 12), { ...settings, tool: 'road' }, [0, 0]);
    s.to([9, 4]);
    s.to([2, 11]);
    expect(isConnected8(s.preview)).toBe(true);
    expect(s.preview.every(([x, y]) => s.board.rows[y][x] === '=')).toBe(true);
  });

  it('the fortress tool keeps doing what its first cell did along a drag; with no fortress chosen it does nothing', () => {
    let b = addFortress(blankBoard(1, 8, 8), [[1, 1]]);
    const add = startStroke(b, { ...settings, tool: 'fortress', fortress: 0 }, [2, 1]);
    add.to([4, 1]);
    expect(add.board.fortresses[0].cells.length).toBe(4);
    b = add.board;
    const remove = startStroke(b, { ...settings, tool: 'fortress', fortress: 0 }, [1, 1]);
    remove.to([3, 1]);
    expect(remove.board.fortresses[0].cells).toEqual([[4, 1]]);
    expect(startStroke(b, { ...settings, tool: 'fortress', fortress: null }, [6, 6]).board).toBe(b);
  });
});
