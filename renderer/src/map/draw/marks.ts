/** Marks under the units: the command square, the orderable units, destinations, the move pattern, blocked cells. */
import type { Cell, Unit } from '../../../../shared/rules/polkovodets';
import { MARK_COLOURS } from '../palette';
import type { PatternRay } from '../pattern';
import type { Highlights } from '../viewModel';
import { C, centre, type Ctx } from './common';

export function drawMarks(ctx: Ctx, h: Highlights, unitsById: ReadonlyMap<string, Unit>, extra: { readonly appoint: readonly Cell[]; readonly scale: number }): void {
  const px = 1 / extra.scale;
  if (h.square) {
    const { x0, y0, x1, y1 } = h.square;
    ctx.fillStyle = MARK_COLOURS.square;
    ctx.fillRect(x0 * C, y0 * C, (x1 - x0 + 1) * C, (y1 - y0 + 1) * C);
    ctx.strokeStyle = MARK_COLOURS.squareEdge;
    ctx.lineWidth = Math.max(2, 2.5 * px);
    ctx.setLineDash([8, 5]);
    ctx.strokeRect(x0 * C, y0 * C, (x1 - x0 + 1) * C, (y1 - y0 + 1) * C);
    ctx.setLineDash([]);
  }
  // Units he may order: a gold halo around the card.
  ctx.strokeStyle = MARK_COLOURS.orderable;
  ctx.lineWidth = 3.5;
  for (const id of h.orderable) {
    const u = unitsById.get(id);
    if (!u || id === h.unit) continue;
    ctx.beginPath();
    ctx.roundRect(u.x * C + 0.5, u.y * C + 0.5, C - 1, C - 1, 6);
    ctx.stroke();
  }
  // Marks keep a readable size on screen when the map is small.
  const grow = (world: number, screen: number, cap: number) => Math.min(cap, Math.max(world, screen * px));
  const dot = grow(5, 3.8, 9);
  const diamond = grow(8, 5.5, 12);
  const box = grow(7, 5, 11);
  const ring = grow(10, 6.5, 13);
  const line = grow(2.5, 1.6, 4);
  // Moves: solid dots.
  for (const c of h.moves) {
    const [cx, cy] = centre(c);
    ctx.beginPath();
    ctx.arc(cx, cy, dot + 1.5, 0, Math.PI * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.beginPath();
    ctx.arc(cx, cy, dot, 0, Math.PI * 2);
    ctx.fillStyle = MARK_COLOURS.move;
    ctx.fill();
  }
  // Road marches: hollow diamonds.
  for (const c of h.roads) {
    const [cx, cy] = centre(c);
    ctx.beginPath();
    ctx.moveTo(cx, cy - diamond);
    ctx.lineTo(cx + diamond, cy);
    ctx.lineTo(cx, cy + diamond);
    ctx.lineTo(cx - diamond, cy);
    ctx.closePath();
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.fill();
    ctx.strokeStyle = MARK_COLOURS.road;
    ctx.lineWidth = line;
    ctx.stroke();
  }
  // The commander's step: hollow squares.
  for (const c of h.steps) {
    const [cx, cy] = centre(c);
    ctx.fillStyle = 'rgba(255,255,255,0.75)';
    ctx.fillRect(cx - box, cy - box, 2 * box, 2 * box);
    ctx.strokeStyle = MARK_COLOURS.step;
    ctx.lineWidth = line;
    ctx.strokeRect(cx - box, cy - box, 2 * box, 2 * box);
  }
  // Recruitment (and the marshal's appointment): a plus in a circle.
  const plus = (c: Cell, colour: string) => {
    const [cx, cy] = centre(c);
    ctx.beginPath();
    ctx.arc(cx, cy, ring, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(255,255,255,0.9)';
    ctx.fill();
    ctx.strokeStyle = colour;
    ctx.lineWidth = line;
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(cx - ring * 0.55, cy);
    ctx.lineTo(cx + ring * 0.55, cy);
    ctx.moveTo(cx, cy - ring * 0.55);
    ctx.lineTo(cx, cy + ring * 0.55);
    ctx.stroke();
  };
  for (const c of h.recruits) plus(c, MARK_COLOURS.recruit);
  for (const c of extra.appoint) plus(c, MARK_COLOURS.appoint);
}

/**
 * The picked unit's pattern as the unit tables state it: move rays green, strike rays red (a
 * battery's range dashed), each drawn out to its full length so that "diagonal only" can be seen.
 */
export function drawPattern(ctx: Ctx, from: Cell, rays: readonly PatternRay[], scale: number): void {
  const px = 1 / scale;
  const [fx, fy] = centre(from);
  ctx.lineCap = 'round';
  for (const ray of rays) {
    const last = ray.cells[ray.cells.length - 1];
    const [tx, ty] = centre(last);
    const strike = ray.kind === 'strike';
    // Strike rays sit a little to the side so that a shared direction shows both.
    const off = strike ? 3 : -3;
    const nx = ty - fy;
    const ny = fx - tx;
    const n = Math.hypot(nx, ny) || 1;
    const ox = (nx / n) * off;
    const oy = (ny / n) * off;
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = Math.max(4, 3.6 * px);
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.moveTo(fx + ox, fy + oy);
    ctx.lineTo(tx + ox, ty + oy);
    ctx.stroke();
    ctx.strokeStyle = strike ? MARK_COLOURS.strike : MARK_COLOURS.move;
    ctx.lineWidth = Math.max(2, 1.8 * px);
    ctx.setLineDash(strike ? [6, 4] : []);
    ctx.stroke();
    // Ticks at each cell the ray reaches.
    for (const c of ray.cells) {
      const [cx, cy] = centre(c);
      ctx.beginPath();
      ctx.arc(cx + ox, cy + oy, Math.max(2, 2 * px), 0, Math.PI * 2);
      ctx.fillStyle = strike ? MARK_COLOURS.strike : MARK_COLOURS.move;
      ctx.fill();
    }
  }
  ctx.setLineDash([]);
  ctx.lineCap = 'butt';
}

/** Cells of the pattern a click would be refused at: a struck-through grey badge (the reason shows on hover). */
export function drawBlocked(ctx: Ctx, cells: readonly Cell[], scale: number): void {
  const px = 1 / scale;
  const r = Math.min(12, Math.max(7, 6.5 * px));
  for (const c of cells) {
    // The whole cell veiled and struck through, a no-entry badge in its corner.
    ctx.fillStyle = 'rgba(70, 70, 70, 0.22)';
    ctx.fillRect(c[0] * C + 1, c[1] * C + 1, C - 2, C - 2);
    const cx = c[0] * C + C - r - 1;
    const cy = c[1] * C + r + 1;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.strokeStyle = MARK_COLOURS.blocked;
    ctx.lineWidth = Math.max(2, 1.6 * px);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.62, cy + r * 0.62);
    ctx.lineTo(cx + r * 0.62, cy - r * 0.62);
    ctx.stroke();
  }
}
