/**
 * The two walks over the board every search of the engine (and the bots' evaluation) makes: along
 * rays from a cell (a move, a strike, a battery's line of fire), and breadth-first over the 8
 * neighbours (a road march, a distance field). Cells are indices `y * width + x`; what a cell lets
 * through is the caller's.
 */
import type { Board } from './board';
import { ALL_DIRECTIONS, type Ray } from './units';

/**
 * Along each ray from (x0, y0), one cell after another up to the ray's length: `visit(cell)` says
 * whether the ray goes on past that cell. A ray stops at the board's edge.
 */
export function walkRays(board: Board, x0: number, y0: number, rays: readonly Ray[], visit: (cell: number) => boolean): void {
  const w = board.width;
  for (const ray of rays) {
    for (const [dx, dy] of ray.directions) {
      let x = x0;
      let y = y0;
      for (let k = 1; k <= ray.max; k++) {
        x += dx;
        y += dy;
        if (x < 0 || y < 0 || x >= w || y >= board.height || !visit(y * w + x)) break;
      }
    }
  }
}

/**
 * Breadth-first over the 8 neighbours from `starts`, `maxDepth` steps at most: each cell not yet
 * reached is offered once per neighbour reached the step before, with its depth (the shortest way in
 * steps); `enter(cell, depth)` says whether the search reaches it (and goes on from it).
 */
export function breadthFirst(board: Board, starts: readonly number[], maxDepth: number, enter: (cell: number, depth: number) => boolean): void {
  const w = board.width;
  const reached = new Set<number>(starts);
  let frontier = starts.slice();
  for (let depth = 1; depth <= maxDepth && frontier.length; depth++) {
    const next: number[] = [];
    for (const c of frontier) {
      const cx = c % w;
      const cy = (c - cx) / w;
      for (const [dx, dy] of ALL_DIRECTIONS) {
        const x = cx + dx;
        const y = cy + dy;
        if (x < 0 || y < 0 || x >= w || y >= board.height) continue;
        const i = y * w + x;
        if (reached.has(i) || !enter(i, depth)) continue;
        reached.add(i);
        next.push(i);
      }
    }
    frontier = next;
  }
}
