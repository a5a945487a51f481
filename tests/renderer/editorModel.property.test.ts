/**
 * The editor's own tools, driven at random (fast-check): whatever a game master draws with them —
 * strokes of every tool, fortresses added, named, given homes, deleted, undone and redone — a board
 * the live validation does not refuse is one the save accepts: it passes the scenario parser and
 * the strict map-file reading, and round-trips through the map file unchanged; and every refusal it
 * shows names cells on the board.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARMIES, parseMapFile, parseScenario, serializeMap, type Cell } from '../../shared/rules/polkovodets';
import { EditorHistory } from '../../renderer/src/editor/history';
import { addFortress, blankBoard, boardToMap, removeFortress, updateFortress, type EditorBoard, type Ground } from '../../renderer/src/editor/model';
import { startStroke, type ToolName } from '../../renderer/src/editor/tools';
import { toMapFile } from '../../renderer/src/editor/format';
import { boardIssues } from '../../renderer/src/editor/validation';

const W = 16;
const H = 10;
const cell = fc.tuple(fc.integer({ min: 0, max: W - 1 }), fc.integer({ min: 0, max: H - 1 })).map(([x, y]) => [x, y] as Cell);
const ground = fc.constantFrom<Ground>('.', 'M', 'T', 'S', '~');

type Step =
  | { kind: 'stroke'; tool: ToolName; ground: Ground; size: number; fortress: number; cells: Cell[] }
  | { kind: 'fortress' }
  | { kind: 'name'; index: number; name: string; nameEn: string; home: number }
  | { kind: 'delete'; index: number }
  | { kind: 'undo' }
  | { kind: 'redo' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('stroke' as const), tool: fc.constantFrom<ToolName>('brush', 'rect', 'fill', 'road', 'bridge', 'fortress'), ground, size: fc.integer({ min: 1, max: 3 }), fortress: fc.integer({ min: 0, max: 3 }), cells: fc.array(cell, { minLength: 1, maxLength: 5 }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'fortress' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('name' as const), index: fc.integer({ min: 0, max: 3 }), name: fc.constantFrom('Цитадель', 'Фольварк', 'Загорье', 'Цитадель', ''), nameEn: fc.constantFrom('', 'Citadel', 'Folwark'), home: fc.integer({ min: -1, max: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), index: fc.integer({ min: 0, max: 3 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'redo' as const }) },
);

/** Play the steps as the screen does: a stroke is pressed, dragged through its cells and released. */
function draw(steps: readonly Step[]): EditorBoard {
  const h = new EditorHistory(blankBoard(2, W / 2, H));
  for (const s of steps) {
    switch (s.kind) {
      case 'stroke': {
        h.begin();
        const stroke = startStroke(h.board, { tool: s.tool, ground: s.ground, size: s.size, fortress: s.fortress }, s.cells[0]);
        h.preview(stroke.board);
        for (const c of s.cells.slice(1)) h.preview(stroke.to(c));
        h.commit();
        break;
      }
      case 'fortress':
        h.apply(addFortress(h.board));
        break;
      case 'name':
        h.apply(updateFortress(h.board, s.index, { name: s.name, nameEn: s.nameEn, home: s.home < 0 ? null : ARMIES[s.home] }));
        break;
      case 'delete':
        h.apply(removeFortress(h.board, s.index));
        break;
      case 'undo':
        h.undo();
        break;
      case 'redo':
        h.redo();
        break;
    }
  }
  return h.board;
}

describe('any board the editor lets you save', () => {
  it('passes the scenario parser and the map file, and round-trips unchanged; every refusal names cells on the board', () => {
    let saved = 0;
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const board = draw(steps);
        const issues = boardIssues(board, []);
        for (const i of issues) {
          expect(i.cells.length).toBeGreaterThan(0);
          for (const [x, y] of i.cells) expect(x >= 0 && y >= 0 && x < board.width && y < board.height).toBe(true);
          expect(i.message.ru.length * i.message.en.length).toBeGreaterThan(0);
        }
        if (issues.some((i) => i.severity === 'refusal')) return;
        saved++;
        const file = parseMapFile(toMapFile(board));
        expect(file.ok, JSON.stringify(file)).toBe(true);
        if (!file.ok) return;
        expect(file.value).toEqual(JSON.parse(JSON.stringify(boardToMap(board))));
        expect(parseMapFile(serializeMap(file.value))).toEqual(file);
        // The scenario's `map` is the map file without its `format`.
        const { format, ...map } = toMapFile(board);
        expect(format).toBe('polkovodets-map/1');
        expect(parseScenario({ format: 'polkovodets-scenario/1', map, armies: ['A', 'N'], toMove: 'A', depots: { A: 1, N: 1 }, units: [] }).ok).toBe(true);
      }),
      { numRuns: 300, seed: 13 },
    );
    // The property must have met savable boards, not only refused ones.
    expect(saved).toBeGreaterThan(30);
  });
});
