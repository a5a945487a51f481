/**
 * The unit types' symbols, one per type, as SVG path data in a unit box: x and y from 0 to 1, the
 * symbol centred in it. `stroke` is drawn as lines `GLYPH_LINE` wide (round caps and joins), `fill`
 * is filled; either may be empty. A drawing scales the box uniformly to the size it wants, so the
 * symbol keeps its proportions everywhere:
 *
 *   canvas:  ctx.translate(x, y); ctx.scale(size, size); ctx.lineWidth = GLYPH_LINE;
 *            ctx.stroke(new Path2D(g.stroke)); ctx.fill(new Path2D(g.fill));
 *   SVG:     <g transform="translate(x y) scale(size)"><path d={g.stroke} …/><path d={g.fill}/></g>
 *
 * The symbols are NATO-like: a frame with a cross for infantry (a bar over it for grenadiers, a notch
 * for jägers), a slash for cavalry (two for cuirassiers, a half-slash more for dragoons, a pennant
 * for uhlans, two dots for the cossack class), a ball for guns (with the slash of cavalry for horse
 * artillery), a star for commanders (the marshal's larger).
 */
import type { UnitType } from '../rules/polkovodets/types';

export interface Glyph {
  /** Path data of the lines, in the unit box. */
  readonly stroke: string;
  /** Path data of the filled shapes, in the unit box. */
  readonly fill: string;
}

/** The width of a symbol's lines, in the unit box. */
export const GLYPH_LINE = 0.08;

const n = (v: number): string => String(Math.round(v * 1000) / 1000);
const line = (x0: number, y0: number, x1: number, y1: number): string => `M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`;
const polygon = (points: readonly (readonly [number, number])[]): string => points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('') + 'Z';
/** A full circle as two absolute arcs (what Path2D and SVG both read). */
const disc = (cx: number, cy: number, r: number): string => `M${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 0 ${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 0 ${n(cx - r)} ${n(cy)}Z`;

// The frame: 3 wide to 2 high, centred, with room above it for a grenadier's bar and an uhlan's pennant.
const L = 0.08;
const R = 0.92;
const T = 0.22;
const B = 0.78;
const W = R - L;
const H = B - T;

const FRAME = polygon([[L, T], [R, T], [R, B], [L, B]]);
const CROSS = line(L, T, R, B) + line(R, T, L, B);
/** The cavalry's slash, lower left to upper right. */
const SLASH = line(L, B, R, T);

function star(r: number): string {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    points.push([0.5 + Math.cos(a) * rr, 0.52 + Math.sin(a) * rr]);
  }
  return polygon(points);
}

const glyph = (stroke: string, fill = ''): Glyph => ({ stroke, fill });

export const UNIT_GLYPHS: Readonly<Record<UnitType, Glyph>> = {
  musketeer: glyph(FRAME + CROSS),
  grenadier: glyph(FRAME + CROSS, polygon([[L, 0.04], [R, 0.04], [R, 0.15], [L, 0.15]])),
  jager: glyph(FRAME + CROSS, polygon([[0.5 - W * 0.24, B], [0.5, B - H * 0.42], [0.5 + W * 0.24, B]])),
  dragoon: glyph(FRAME + SLASH + line(L, T, L + W * 0.35, T + H * 0.35)),
  hussar: glyph(FRAME + SLASH),
  // A lance's pennant flying over the frame's right half.
  uhlan: glyph(FRAME + SLASH, polygon([[0.56, 0.02], [R, 0.085], [0.56, 0.15]])),
  cossack: glyph(FRAME + SLASH, disc(L + W * 0.27, T + H * 0.3, 0.07) + disc(R - W * 0.27, B - H * 0.3, 0.07)),
  // Two slashes parallel to the frame's diagonal, a third of the frame apart.
  cuirassier: glyph(FRAME + line(L, B - H / 3, L + (W * 2) / 3, T) + line(L + W / 3, B, R, T + H / 3)),
  battery: glyph(FRAME, disc(0.5, 0.5, H * 0.28)),
  horse_battery: glyph(FRAME + SLASH, disc(0.5, 0.5, H * 0.22)),
  general: glyph('', star(0.3)),
  marshal: glyph('', star(0.42)),
};
