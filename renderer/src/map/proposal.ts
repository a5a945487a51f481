/**
 * A proposed move on the map — the machine's (issues 15 and 22) or a player's waiting one (issue 23
 * item 5), drawn alike: an arrow per order in the army's colour,
 * from the cell its unit stands on to the cell it goes to (with a reticle on a strike's target, a ring
 * on a recruit's cell or a new marshal's), numbered like the panel's list. Each mark is drawn in three
 * inks — the army's colour inside a rim that parts from it, inside an outer halo — one dark and one
 * light, so that every army's arrows (Austria's white too) stand at 3:1 or more on the paper and on
 * every terrain (`proposalInks`, tests/renderer/proposal.test.ts). Steps the game master struck out are
 * faint and dashed; the step under the pointer in the list is lit. World coordinates, overlay layer.
 */
import type { Army, Cell } from '../../../shared/rules/polkovodets';
import { CELL } from './geometry';
import { proposalInks, type DrawnStep, type ProposalInks } from './proposalInks';

export { arrivedCells, proposalCells, proposalInks, stepsOfActions, type DrawnStep } from './proposalInks';

type Ctx = CanvasRenderingContext2D;
type Point = readonly [number, number];
const C = CELL;
/** The lit step's glow. */
const LIT = 'rgba(255, 196, 0, 0.75)';

export interface ProposalLook {
  readonly army: Army;
  readonly steps: readonly DrawnStep[];
  readonly kept: ReadonlySet<number>;
  /** Kept steps the unticked ones make illegal (the dry run): drawn faint like the unticked. */
  readonly refused: ReadonlySet<number>;
  /** The step whose row is under the pointer, lit on the map. */
  readonly lit: number | null;
  readonly scale: number;
}

const centre = (c: Cell): Point => [(c[0] + 0.5) * C, (c[1] + 0.5) * C];

/** A path stroked in the three inks, widest first; `fill` fills it with the core too (an arrow's head). */
function layered(ctx: Ctx, path: () => void, inks: ProposalInks, width: number, edge: number, fill = false): void {
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  const body = fill ? 0 : width;
  for (const [colour, w] of [
    [inks.outer, body + 4 * edge],
    [inks.rim, body + 2 * edge],
  ] as const) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = w;
    ctx.beginPath();
    path();
    ctx.stroke();
  }
  ctx.beginPath();
  path();
  if (fill) {
    ctx.fillStyle = inks.core;
    ctx.fill();
  } else {
    ctx.strokeStyle = inks.core;
    ctx.lineWidth = width;
    ctx.stroke();
  }
}

function arrow(ctx: Ctx, start: Point, to: Point, inks: ProposalInks, width: number, edge: number): void {
  const a = Math.atan2(to[1] - start[1], to[0] - start[0]);
  const len0 = Math.hypot(to[0] - start[0], to[1] - start[1]);
  // A step of a cell or so starts behind the mover's centre, so that the arrow reads as one.
  const back = len0 <= C * 1.5 ? C * 0.3 : 0;
  const from: Point = [start[0] - Math.cos(a) * back, start[1] - Math.sin(a) * back];
  const len = len0 + back;
  // Stop a little short of the target's centre (a struck card stays readable under its reticle).
  const tip: Point = [from[0] + Math.cos(a) * Math.max(0, len - C * 0.18), from[1] + Math.sin(a) * Math.max(0, len - C * 0.18)];
  const head = Math.max(C * 0.42, width * 3.2);
  const base: Point = [tip[0] - Math.cos(a) * head * 0.8, tip[1] - Math.sin(a) * head * 0.8];
  layered(ctx, () => {
    ctx.moveTo(from[0], from[1]);
    ctx.lineTo(base[0], base[1]);
  }, inks, width, edge);
  layered(ctx, () => {
    ctx.moveTo(tip[0], tip[1]);
    ctx.lineTo(tip[0] - head * Math.cos(a - 0.45), tip[1] - head * Math.sin(a - 0.45));
    ctx.lineTo(tip[0] - head * Math.cos(a + 0.45), tip[1] - head * Math.sin(a + 0.45));
    ctx.closePath();
  }, inks, width, edge, true);
}

function ring(ctx: Ctx, at: Point, inks: ProposalInks, width: number, edge: number, r = C * 0.55): void {
  layered(ctx, () => ctx.arc(at[0], at[1], r, 0, Math.PI * 2), inks, width, edge);
}

function badge(ctx: Ctx, at: Point, n: number, inks: ProposalInks, scale: number): void {
  const r = Math.max(C * 0.26, 6.5 / scale);
  ctx.beginPath();
  ctx.arc(at[0], at[1], r, 0, Math.PI * 2);
  ctx.fillStyle = inks.core;
  ctx.fill();
  ctx.lineWidth = 1.5 / scale;
  ctx.strokeStyle = inks.rim;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(at[0], at[1], r + 1.5 / scale, 0, Math.PI * 2);
  ctx.strokeStyle = inks.outer;
  ctx.stroke();
  ctx.fillStyle = inks.ink;
  ctx.font = `700 ${Math.round(r * 1.25)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(n), at[0], at[1] + 0.5);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
}

function drawStep(ctx: Ctx, step: DrawnStep, n: number, on: boolean, lit: boolean, look: ProposalLook, inks: ProposalInks): void {
  // Body 3 to 5 screen pixels as the cells grow, each halo ring 1.5 to 2: sizes in world units.
  const cellPx = C * look.scale;
  const width = Math.max(3, Math.min(5, cellPx * 0.15)) / look.scale;
  const edge = Math.max(1.5, Math.min(2, cellPx * 0.06)) / look.scale;
  ctx.save();
  ctx.globalAlpha = on ? 1 : 0.4;
  if (!on) ctx.setLineDash([6 / look.scale, 5 / look.scale]);
  let label: Point;
  let from: Point | null = null;
  let to: Point;
  if (step.kind === 'appoint' && step.at) {
    to = label = centre(step.at);
  } else if (step.order) {
    to = centre(step.order.to);
    from = step.order.kind === 'recruit' || !step.from ? null : centre(step.from);
    // The number beside its arrow's middle (on the side up or left of it), or at a ring's corner.
    if (from) {
      const a = Math.atan2(to[1] - from[1], to[0] - from[0]);
      let n: Point = [Math.sin(a), -Math.cos(a)];
      if (n[1] > 1e-9 || (Math.abs(n[1]) <= 1e-9 && n[0] > 0)) n = [-n[0], -n[1]];
      const mid: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
      label = [mid[0] + n[0] * C * 0.62, mid[1] + n[1] * C * 0.62];
    } else label = [to[0] - C * 0.45, to[1] - C * 0.45];
  } else {
    ctx.restore();
    return;
  }
  if (lit) {
    ctx.strokeStyle = LIT;
    ctx.lineWidth = width + 12 / look.scale;
    ctx.lineCap = 'round';
    ctx.beginPath();
    if (from) {
      ctx.moveTo(from[0], from[1]);
      ctx.lineTo(to[0], to[1]);
    } else ctx.arc(to[0], to[1], C * 0.55, 0, Math.PI * 2);
    ctx.stroke();
  }
  // The cell it goes to, outlined (a move of a cell reads at the reading zoom by its target).
  if (from && step.order?.kind !== 'strike') layered(ctx, () => ctx.roundRect(to[0] - C * 0.44, to[1] - C * 0.44, C * 0.88, C * 0.88, C * 0.14), inks, width * 0.6, edge);
  if (from) arrow(ctx, from, to, inks, width, edge);
  else ring(ctx, to, inks, width, edge);
  if (step.order?.kind === 'strike') ring(ctx, to, inks, width, edge, C * 0.4);
  ctx.setLineDash([]);
  badge(ctx, label, n, inks, look.scale);
  ctx.restore();
}

export function drawProposal(ctx: Ctx, look: ProposalLook): void {
  const inks = proposalInks(look.army);
  // Numbered like the panel's list (its rows are numbered from 1, the end of move included); the lit step on top.
  look.steps.forEach((step, i) => {
    if (i !== look.lit) drawStep(ctx, step, i + 1, look.kept.has(i) && !look.refused.has(i), false, look, inks);
  });
  const lit = look.lit === null ? undefined : look.steps[look.lit];
  if (lit) drawStep(ctx, lit, look.lit! + 1, look.kept.has(look.lit!) && !look.refused.has(look.lit!), true, look, inks);
}
