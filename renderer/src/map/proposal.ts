/**
 * The console's proposed move on the map (issue 15): an arrow per order from where its unit stands
 * to where it goes (a reticle on a strike's target, a ring on a recruit's cell, a star-ring on a new
 * marshal's cell), numbered in the order the orders would be given. Steps the game master has
 * struck out are drawn faint and dashed. World coordinates, on the overlay layer.
 */
import type { ProposedStep } from '../../../shared/bridge/contract';
import type { Cell } from '../../../shared/rules/polkovodets';
import { CELL } from './geometry';
import { MARK_COLOURS } from './palette';

type Ctx = CanvasRenderingContext2D;
const C = CELL;
const PROPOSAL = '#0b57d0';

const centre = (c: Cell): [number, number] => [(c[0] + 0.5) * C, (c[1] + 0.5) * C];

export interface ProposalLook {
  readonly steps: readonly ProposedStep[];
  readonly kept: ReadonlySet<number>;
  readonly scale: number;
}

function arrow(ctx: Ctx, from: [number, number], to: [number, number], colour: string, width: number): void {
  const [x0, y0] = from;
  const [x1, y1] = to;
  const a = Math.atan2(y1 - y0, x1 - x0);
  const len = Math.hypot(x1 - x0, y1 - y0);
  // Stop short of the target's centre so the card under it stays readable.
  const end: [number, number] = [x0 + Math.cos(a) * Math.max(0, len - C * 0.3), y0 + Math.sin(a) * Math.max(0, len - C * 0.3)];
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = width + 3;
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(end[0], end[1]);
  ctx.stroke();
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(end[0], end[1]);
  ctx.stroke();
  const head = Math.max(8, width * 3);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(end[0], end[1]);
  ctx.lineTo(end[0] - head * Math.cos(a - 0.45), end[1] - head * Math.sin(a - 0.45));
  ctx.lineTo(end[0] - head * Math.cos(a + 0.45), end[1] - head * Math.sin(a + 0.45));
  ctx.closePath();
  ctx.fill();
}

function ring(ctx: Ctx, at: [number, number], colour: string, width: number, r = C * 0.55): void {
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = width + 3;
  ctx.beginPath();
  ctx.arc(at[0], at[1], r, 0, Math.PI * 2);
  ctx.stroke();
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.arc(at[0], at[1], r, 0, Math.PI * 2);
  ctx.stroke();
}

function badge(ctx: Ctx, at: [number, number], n: number, colour: string, scale: number): void {
  const r = Math.max(7, 8 / Math.max(scale, 0.6));
  ctx.fillStyle = colour;
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(at[0], at[1], r, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.font = `700 ${Math.round(r * 1.3)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(n), at[0], at[1] + 0.5);
}

export function drawProposal(ctx: Ctx, look: ProposalLook): void {
  const width = Math.min(6, Math.max(3, 2.4 / look.scale));
  let n = 0;
  look.steps.forEach((step, i) => {
    if (step.kind === 'end_move') return;
    n++;
    const on = look.kept.has(i);
    ctx.save();
    ctx.globalAlpha = on ? 1 : 0.35;
    if (!on) ctx.setLineDash([6, 5]);
    let label: [number, number];
    if (step.kind === 'appoint' && step.at) {
      label = centre(step.at);
      ring(ctx, label, MARK_COLOURS.appoint, width);
    } else if (step.order) {
      const o = step.order;
      const to = centre(o.to);
      const colour = o.kind === 'strike' ? MARK_COLOURS.strike : o.kind === 'recruit' ? MARK_COLOURS.recruit : o.kind === 'step' ? MARK_COLOURS.step : PROPOSAL;
      if (o.kind === 'recruit' || !step.from) ring(ctx, to, colour, width);
      else arrow(ctx, centre(step.from), to, colour, width);
      if (o.kind === 'strike') ring(ctx, to, colour, width, C * 0.42);
      label = step.from ? centre(step.from) : to;
      label = [label[0] - C * 0.42, label[1] - C * 0.42];
    } else {
      ctx.restore();
      return;
    }
    ctx.setLineDash([]);
    badge(ctx, label, n, on ? PROPOSAL : '#6b7280', look.scale);
    ctx.restore();
  });
}
