/** What every part of the map's drawing shares: the context, the cell's size, a cell's centre, a dashed line. */
import { CELL } from '../geometry';

export type Ctx = CanvasRenderingContext2D;
export const C = CELL;

/** A road cell: a road (`=`) or a bridge (`#`). */
export const isRoadChar = (ch: string | undefined): boolean => ch === '=' || ch === '#';

/** The centre of a cell, in world coordinates. */
export const centre = (c: readonly number[]) => [(c[0]! + 0.5) * C, (c[1]! + 0.5) * C] as const;

/** A dashed line between two points (a battery's line of fire, the order in flight). */
export function dashedLine(ctx: Ctx, from: readonly [number, number], to: readonly [number, number], colour: string, width: number, dash: number[]): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.setLineDash(dash);
  ctx.beginPath();
  ctx.moveTo(from[0], from[1]);
  ctx.lineTo(to[0], to[1]);
  ctx.stroke();
  ctx.setLineDash([]);
}
