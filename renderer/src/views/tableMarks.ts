/**
 * The table screen's marks over the position (views/activity.ts gives them): the last army moves'
 * orders as arrows fading with age, the fallen crossed out where they fell, the fortresses captured
 * ringed in the taker's colour on paper (shared/pieces) with a word. World coordinates; `px` is one
 * screen pixel. Pure drawing over a 2D context.
 */
import type { GameState } from '../../../shared/rules/polkovodets';
import { colourOnPaper, PAPER } from '../../../shared/pieces';
import { CELL } from '../map/geometry';
import { FONT_SANS, MARK_COLOURS } from '../map/palette';
import { fadeOf, type Activity, type Trail } from './activity';

type Ctx = CanvasRenderingContext2D;

interface Badge {
  readonly x: number;
  readonly y: number;
  readonly colour: string;
}

const centre = (c: readonly number[]) => [(c[0]! + 0.5) * CELL, (c[1]! + 0.5) * CELL] as const;

/** The console's mark colours, one per kind of order (map/palette.ts). */
const TRAIL_COLOURS: Record<Trail['kind'], string> = {
  move: MARK_COLOURS.move,
  road: MARK_COLOURS.road,
  strike: MARK_COLOURS.strike,
  fire: MARK_COLOURS.strike,
  step: MARK_COLOURS.step,
  recruit: MARK_COLOURS.recruit,
  appoint: MARK_COLOURS.appoint,
};

/** One order as an arrow (world coordinates; `px` is one screen pixel), read from across a room. */
export function arrow(ctx: CanvasRenderingContext2D, t: Trail, px: number): void {
  const [x0, y0] = centre(t.from);
  const [x1, y1] = centre(t.to);
  const colour = TRAIL_COLOURS[t.kind];
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  if (t.kind === 'recruit' || t.kind === 'appoint') {
    // Raised here: a ring round the new counter.
    ctx.lineWidth = 5 * px;
    ctx.beginPath();
    ctx.arc(x0, y0, CELL * 0.66, 0, Math.PI * 2);
    ctx.stroke();
    return;
  }
  const len = Math.hypot(x1 - x0, y1 - y0);
  if (len < 1) return;
  const ux = (x1 - x0) / len;
  const uy = (y1 - y0) / len;
  const head = Math.max(CELL * 0.5, 18 * px);
  const shaftEnd = (k: number) => [x1 - ux * head * k, y1 - uy * head * k] as const;
  const [sx, sy] = shaftEnd(0.8);
  const wide = (t.kind === 'step' ? 5 : 7) * px;
  const dash = t.kind === 'road' ? [10 * px, 7 * px] : t.kind === 'fire' ? [3 * px, 9 * px] : [];
  const shaft = (width: number, style: string) => {
    ctx.strokeStyle = style;
    ctx.lineWidth = width;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(sx, sy);
    ctx.stroke();
  };
  const tip = () => {
    ctx.beginPath();
    ctx.moveTo(x1 + ux * 2 * px, y1 + uy * 2 * px);
    ctx.lineTo(x1 - ux * head - uy * head * 0.55, y1 - uy * head + ux * head * 0.55);
    ctx.lineTo(x1 - ux * head + uy * head * 0.55, y1 - uy * head - ux * head * 0.55);
    ctx.closePath();
  };
  // A white casing keeps it readable over any ground and any counter.
  ctx.setLineDash(dash);
  shaft(wide + 4 * px, 'rgba(255, 255, 255, 0.9)');
  shaft(wide, colour);
  ctx.setLineDash([]);
  tip();
  ctx.lineWidth = 3 * px;
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  ctx.stroke();
  ctx.fillStyle = colour;
  ctx.fill();
  // Where it came from: a dot (the striker of a battery stays there).
  ctx.beginPath();
  ctx.arc(x0, y0, 5 * px, 0, Math.PI * 2);
  ctx.fill();
}


/** Rings round the captured fortresses' walls (under the counters); the fresh ones' badges, for later. */
export function drawCaptures(ctx: Ctx, s: GameState, activity: Activity, px: number): Badge[] {
  const capturedBadges: { x: number; y: number; colour: string }[] = [];
  for (const c of activity.captures) {
    const def = s.map.fortresses.find((f) => f.name === c.fortress);
    if (!def) continue;
    const colour = colourOnPaper(c.army);
    ctx.globalAlpha = Math.max(0.35, fadeOf(c.age));
    const xs = def.cells.map((k) => k[0]);
    const ys = def.cells.map((k) => k[1]);
    const x0 = Math.min(...xs) * CELL - 6 * px;
    const y0 = Math.min(...ys) * CELL - 6 * px;
    const w = (Math.max(...xs) + 1) * CELL - x0 + 6 * px;
    const h = (Math.max(...ys) + 1) * CELL - y0 + 6 * px;
    for (const [style, lw] of [['rgba(255, 255, 255, 0.9)', 9], [colour, 5]] as const) {
      ctx.strokeStyle = style;
      ctx.lineWidth = lw * px;
      ctx.beginPath();
      ctx.roundRect(x0, y0, w, h, 10 * px);
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
    if (c.age < 2) capturedBadges.push({ x: x0 + w, y: y0 + h, colour });
  }
  return capturedBadges;
}

/** The orders as arrows and the fallen as red crosses, faded by age (over the counters). */
export function drawTrails(ctx: Ctx, s: GameState, activity: Activity, px: number): void {
  for (const t of activity.trails) {
    const a = fadeOf(t.age);
    if (a <= 0) continue;
    ctx.globalAlpha = a;
    arrow(ctx, t, px);
  }
  // The fallen: a red cross where they fell (in a corner when the striker stands there now).
  for (const f of activity.fallen) {
    const a = fadeOf(f.age);
    if (a <= 0) continue;
    ctx.globalAlpha = a;
    const occupied = s.units.some((u) => u.x === f.at[0] && u.y === f.at[1]);
    const r = occupied ? CELL * 0.2 : CELL * 0.36;
    const [cx, cy] = occupied ? [f.at[0] * CELL + r + 1, f.at[1] * CELL + r + 1] : centre(f.at);
    ctx.fillStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.beginPath();
    ctx.arc(cx, cy, r * 1.15, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#b3261e';
    ctx.lineWidth = Math.max(2.5, r * 0.35);
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.6, cy - r * 0.6);
    ctx.lineTo(cx + r * 0.6, cy + r * 0.6);
    ctx.moveTo(cx + r * 0.6, cy - r * 0.6);
    ctx.lineTo(cx - r * 0.6, cy + r * 0.6);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

/** «взята» by each fresh capture, at a constant screen size. */
export function drawCaptureBadges(ctx: Ctx, badges: readonly Badge[], text: string, px: number): void {
  for (const b of badges) {
    ctx.font = `bold ${13 * px}px ${FONT_SANS}`;
    const tw = ctx.measureText(text).width + 10 * px;
    ctx.fillStyle = b.colour;
    ctx.beginPath();
    ctx.roundRect(b.x - tw / 2, b.y - 9 * px, tw, 18 * px, 9 * px);
    ctx.fill();
    ctx.fillStyle = PAPER;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, b.x, b.y + 0.5 * px);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
  }
}
