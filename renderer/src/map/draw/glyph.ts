/**
 * A unit type's symbol on the canvas: the piece catalogue's glyph (shared/pieces, the same path data
 * the paper draws as SVG) as Path2D, the unit box scaled uniformly to `size` and centred on (cx, cy).
 * Every type has its glyph (a Record over the unit types); a type with none is a bug said aloud,
 * never a blank counter.
 */
import type { UnitType } from '../../../../shared/rules/polkovodets';
import { GLYPH_LINE, UNIT_GLYPHS } from '../../../../shared/pieces';
import type { Ctx } from './common';

interface Paths {
  readonly stroke: Path2D | null;
  readonly fill: Path2D | null;
}

/** Each type's paths, made once (a Path2D is immutable and may be drawn at any transform). */
const paths = new Map<UnitType, Paths>();

function pathsOf(type: UnitType): Paths {
  let p = paths.get(type);
  if (!p) {
    const g = UNIT_GLYPHS[type];
    if (!g) throw new Error(`no glyph for the unit type "${String(type)}" in shared/pieces`);
    p = { stroke: g.stroke ? new Path2D(g.stroke) : null, fill: g.fill ? new Path2D(g.fill) : null };
    paths.set(type, p);
  }
  return p;
}

/** The width of a glyph's frame in its unit box (the box is wider than the frame's 3:2). */
export const GLYPH_FRAME_WIDTH = 0.84;

export function drawGlyph(ctx: Ctx, type: UnitType, cx: number, cy: number, size: number, ink: string): void {
  const p = pathsOf(type);
  ctx.save();
  ctx.translate(cx - size / 2, cy - size / 2);
  ctx.scale(size, size);
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  // Never thinner than one world pixel, however small the counter.
  ctx.lineWidth = Math.max(GLYPH_LINE, 1 / size);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (p.stroke) ctx.stroke(p.stroke);
  if (p.fill) ctx.fill(p.fill);
  ctx.restore();
}
