/** The rulers: coordinates along the top and left edges, fixed to the screen. */
import { RULER, type MapGeometry } from '../geometry';
import { FONT_SANS } from '../palette';
import type { Ctx } from './common';

export function drawRulers(ctx: Ctx, g: MapGeometry, width: number, height: number): void {
  const s = g.cellPx;
  ctx.fillStyle = '#2c3a44';
  ctx.fillRect(0, 0, width, RULER);
  ctx.fillRect(0, 0, RULER, height);
  ctx.fillStyle = '#e9e2d0';
  ctx.font = `bold 11px ${FONT_SANS}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const every = s >= 20 ? 1 : s >= 10 ? 2 : s >= 6 ? 5 : 10;
  const v = g.visibleCells();
  for (let x = v.x0; x <= v.x1; x++) {
    if (x % every) continue;
    const cx = g.x + (x + 0.5) * s;
    if (cx < RULER + 6) continue;
    ctx.fillStyle = x % 30 === 0 ? '#ffd27a' : x % 5 === 0 ? '#ffffff' : '#c5ccd0';
    ctx.fillText(String(x), cx, RULER / 2 + 0.5);
  }
  for (let y = v.y0; y <= v.y1; y++) {
    if (y % every) continue;
    const cy = g.y + (y + 0.5) * s;
    if (cy < RULER + 6) continue;
    ctx.fillStyle = y % 5 === 0 ? '#ffffff' : '#c5ccd0';
    ctx.fillText(String(y), RULER / 2, cy);
  }
  ctx.fillStyle = '#1d272e';
  ctx.fillRect(0, 0, RULER, RULER);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
}
