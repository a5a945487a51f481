/** The overlay over the units: targets, the selection, the hover, the order in flight. */
import type { Cell } from '../../../../shared/rules/polkovodets';
import { MARK_COLOURS } from '../palette';
import type { StrikeMark } from '../viewModel';
import { C, centre, dashedLine, type Ctx } from './common';

export interface OverlayLook {
  readonly scale: number;
  readonly strikes: readonly StrikeMark[];
  readonly from: Cell | null;
  readonly selected: readonly Cell[];
  readonly setupPick: Cell | null;
  readonly hover: Cell | null;
  /** The order in flight: from the unit to its destination. */
  readonly pending: { readonly from: Cell; readonly to: Cell } | null;
}

export function drawOverlay(ctx: Ctx, o: OverlayLook): void {
  // Strikes: red reticles; a battery's shot also shows its line of fire.
  const w = Math.min(5, Math.max(3, 1.8 / o.scale));
  for (const s of o.strikes) {
    const [cx, cy] = centre(s.cell);
    if (s.ranged && o.from) dashedLine(ctx, centre(o.from), [cx, cy], 'rgba(198, 40, 40, 0.75)', 2, [5, 4]);
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = w + 2.5;
    ctx.beginPath();
    ctx.arc(cx, cy, 14, 0, Math.PI * 2);
    ctx.stroke();
    ctx.strokeStyle = MARK_COLOURS.strike;
    ctx.lineWidth = w;
    ctx.beginPath();
    ctx.arc(cx, cy, 14, 0, Math.PI * 2);
    ctx.stroke();
    if (s.ranged) {
      ctx.beginPath();
      ctx.arc(cx, cy, 8, 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.beginPath();
    for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]]) {
      ctx.moveTo(cx + dx * 10, cy + dy * 10);
      ctx.lineTo(cx + dx * 19, cy + dy * 19);
    }
    ctx.stroke();
  }
  // The selection: a double ring.
  for (const c of o.selected) {
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 6;
    ctx.strokeRect(c[0] * C - 1, c[1] * C - 1, C + 2, C + 2);
    ctx.strokeStyle = MARK_COLOURS.selected;
    ctx.lineWidth = 3;
    ctx.strokeRect(c[0] * C - 1, c[1] * C - 1, C + 2, C + 2);
  }
  if (o.setupPick) {
    ctx.strokeStyle = MARK_COLOURS.setup;
    ctx.lineWidth = 3.5;
    ctx.setLineDash([6, 3]);
    ctx.strokeRect(o.setupPick[0] * C - 1, o.setupPick[1] * C - 1, C + 2, C + 2);
    ctx.setLineDash([]);
  }
  if (o.pending) dashedLine(ctx, centre(o.pending.from), centre(o.pending.to), 'rgba(20,20,20,0.8)', 3, [6, 4]);
  if (o.hover) {
    ctx.strokeStyle = MARK_COLOURS.hover;
    ctx.lineWidth = Math.max(1.5, 1.5 / o.scale);
    ctx.strokeRect(o.hover[0] * C + 1, o.hover[1] * C + 1, C - 2, C - 2);
  }
}
