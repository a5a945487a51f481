/** Fortresses: owners, names and holds (live: they change with the state). */
import type { Army, Cell, FortressState, MapDef } from '../../../../shared/rules/polkovodets';
import { ARMY_COLOURS, FONT_SANS, FONT_SERIF } from '../palette';
import { C, isRoadChar, type Ctx } from './common';

export interface FortressLook {
  readonly def: { readonly name: string; readonly cells: readonly Cell[] };
  readonly state: FortressState;
}

/** The current path (a badge) filled and outlined in the army's colours; its ink is left for the text in it. */
function armyBadge(ctx: Ctx, army: Army, scale: number): void {
  const col = ARMY_COLOURS[army];
  ctx.fillStyle = col.fill;
  ctx.fill();
  ctx.strokeStyle = col.edge;
  ctx.lineWidth = 1.5 / scale;
  ctx.stroke();
  ctx.fillStyle = col.ink;
}

/** A badge's letter or hold count, centred on (x, y); the name's font and baseline are put back after. */
function badgeText(ctx: Ctx, text: string, x: number, y: number, size: number): void {
  ctx.font = `bold ${size * 0.8}px ${FONT_SANS}`;
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y);
  ctx.font = `bold ${size}px ${FONT_SERIF}`;
  ctx.textBaseline = 'bottom';
}

export function drawFortressOwners(ctx: Ctx, fortresses: readonly FortressLook[]): void {
  for (const { def, state } of fortresses) {
    if (!state.owner) continue;
    const col = ARMY_COLOURS[state.owner];
    ctx.fillStyle = col.tint;
    for (const [x, y] of def.cells) ctx.fillRect(x * C + 4, y * C + 4, C - 8, C - 8);
    if (state.owner === 'F') {
      // White needs an outline to show on the stone.
      ctx.strokeStyle = col.edge;
      ctx.lineWidth = 1.5;
      ctx.setLineDash([3, 2]);
      for (const [x, y] of def.cells) ctx.strokeRect(x * C + 5, y * C + 5, C - 10, C - 10);
      ctx.setLineDash([]);
    }
  }
}

/**
 * Fortress names by the walls, at a constant screen size, with the owner's badge and the hold: above
 * the walls, or below them where fewer road cells run under the label; kept inside the sheet.
 */
export function drawFortressLabels(ctx: Ctx, fortresses: readonly FortressLook[], scale: number, holdLabel: (f: FortressState) => string | null, map?: MapDef): void {
  const px = Math.max(11, Math.min(15, 12 * Math.sqrt(scale * 1.6)));
  const size = px / scale;
  ctx.font = `bold ${size}px ${FONT_SERIF}`;
  ctx.textBaseline = 'bottom';
  ctx.textAlign = 'center';
  const roadsUnder = (row: number, left: number, right: number): number => {
    if (!map || row < 0 || row >= map.height) return Infinity;
    let n = 0;
    for (let x = Math.max(0, Math.floor(left / C)); x <= Math.min(map.width - 1, Math.floor(right / C)); x++) if (isRoadChar(map.rows[row][x])) n++;
    return n;
  };
  for (const { def, state } of fortresses) {
    const xs = def.cells.map((c) => c[0]);
    const ys = def.cells.map((c) => c[1]);
    let cx = ((Math.min(...xs) + Math.max(...xs) + 1) / 2) * C;
    const hold0 = holdLabel(state);
    const width = ctx.measureText(def.name).width + size * 1.45 + (hold0 ? ctx.measureText(hold0).width + size * 0.85 : 0);
    // Inside the sheet: shift the label in from either edge.
    if (map) cx = Math.min(map.width * C - width / 2 - 4, Math.max(width / 2 + 4, cx));
    const yTop = Math.min(...ys);
    const yBottom = Math.max(...ys);
    const above = roadsUnder(yTop - 1, cx - width / 2, cx + width / 2);
    const below = roadsUnder(yBottom + 1, cx - width / 2, cx + width / 2);
    const under = below < above;
    const top = under ? (yBottom + 1) * C + size * 1.15 + 5 / scale : yTop * C - 5 / scale;
    const hold = holdLabel(state);
    const text = def.name;
    const w = ctx.measureText(text).width;
    const badge = size * 1.05;
    const total = w + badge + size * 0.4;
    const left = cx - total / 2;
    // Badge: the owner's colour (or an empty shield for nobody).
    const bx = left;
    const by = top - badge - size * 0.08;
    ctx.beginPath();
    ctx.roundRect(bx, by, badge, badge, badge * 0.2);
    if (state.owner) {
      armyBadge(ctx, state.owner, scale);
      badgeText(ctx, state.owner, bx + badge / 2, by + badge / 2 + size * 0.04, size);
    } else {
      ctx.fillStyle = 'rgba(255,255,255,0.85)';
      ctx.fill();
      ctx.strokeStyle = '#555';
      ctx.lineWidth = 1.2 / scale;
      ctx.setLineDash([2 / scale, 2 / scale]);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    ctx.textAlign = 'left';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = 'rgba(250, 245, 230, 0.95)';
    ctx.lineWidth = 3.2 / scale;
    const tx = bx + badge + size * 0.4;
    ctx.strokeText(text, tx, top);
    ctx.fillStyle = '#2b2118';
    ctx.fillText(text, tx, top);
    if (hold && state.hold) {
      const hx = tx + w + size * 0.35;
      const hw = ctx.measureText(hold).width + size * 0.5;
      ctx.beginPath();
      ctx.roundRect(hx, by, hw, badge, badge / 2);
      armyBadge(ctx, state.hold.army, scale);
      ctx.textAlign = 'center';
      badgeText(ctx, hold, hx + hw / 2, by + badge / 2 + size * 0.04, size);
    }
    ctx.textAlign = 'center';
  }
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
}
