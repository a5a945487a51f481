/**
 * The engine's two walks over the board (shared/rules/polkovodets/grid.ts), which the moves, the
 * strikes, the road march and the bots' distance fields all use: rays stop at the board's edge and
 * where the visitor says; breadth-first reaches each cell once, at its shortest depth in king steps,
 * and no deeper than asked.
 */
import { describe, expect, it } from 'vitest';
import type { Board } from '../../shared/rules/polkovodets/board';
import { breadthFirst, walkRays } from '../../shared/rules/polkovodets/grid';
import { ORTHOGONAL } from '../../shared/rules/polkovodets/units';

const board = (width: number, height: number): Board => ({ width, height, terrain: new Uint8Array(width * height), fortressAt: new Int8Array(width * height).fill(-1) });
const cell = (b: Board, x: number, y: number) => y * b.width + x;

describe('walkRays', () => {
  it('walks each direction up to the ray\'s length and stops at the edge', () => {
    const b = board(5, 4);
    const seen: number[] = [];
    walkRays(b, 1, 1, [{ directions: ORTHOGONAL, max: 3 }], (i) => (seen.push(i), true));
    // right 3, left 1 (the edge), down 2 (the edge), up 1 (the edge)
    expect(seen).toEqual([cell(b, 2, 1), cell(b, 3, 1), cell(b, 4, 1), cell(b, 0, 1), cell(b, 1, 2), cell(b, 1, 3), cell(b, 1, 0)]);
  });

  it('stops a ray past the cell where the visitor says no, and goes on with the next ray', () => {
    const b = board(6, 6);
    const seen: number[] = [];
    const wall = cell(b, 3, 2);
    walkRays(b, 1, 2, [{ directions: [[1, 0]], max: 4 }, { directions: [[0, 1]], max: 1 }], (i) => (seen.push(i), i !== wall));
    expect(seen).toEqual([cell(b, 2, 2), wall, cell(b, 1, 3)]);
  });
});

describe('breadthFirst', () => {
  it('reaches every cell once at its king-step distance, no deeper than asked', () => {
    const b = board(7, 5);
    const depth = new Map<number, number>();
    breadthFirst(b, [cell(b, 0, 0)], 3, (i, d) => {
      expect(depth.has(i)).toBe(false);
      depth.set(i, d);
      return true;
    });
    for (let y = 0; y < b.height; y++)
      for (let x = 0; x < b.width; x++) {
        const king = Math.max(x, y);
        expect(depth.get(cell(b, x, y)), `${x},${y}`).toBe(king >= 1 && king <= 3 ? king : undefined);
      }
  });

  it('goes round a cell it may not enter, and tries that cell again from another side', () => {
    const b = board(3, 3);
    const blocked = new Set([cell(b, 1, 0), cell(b, 1, 1)]);
    const offered: number[] = [];
    const depth = new Map<number, number>();
    breadthFirst(b, [cell(b, 0, 0)], 10, (i, d) => {
      offered.push(i);
      if (blocked.has(i)) return false;
      depth.set(i, d);
      return true;
    });
    expect(depth.get(cell(b, 2, 0))).toBe(4); // (0,1) → (1,2) → (2,1) → (2,0)
    expect(offered.filter((i) => i === cell(b, 1, 1)).length).toBeGreaterThan(1);
  });
});
