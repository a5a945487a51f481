/** Fortresses: owners, names and holds (live: they change with the state). */
import type { Army, Cell, FortressState, MapDef } from '../../../../shared/rules/polkovodets';
import { ARMY_COLOURS, FONT_SANS, FONT_SERIF } from '../palette';
import { placeFortressLabels, type Box, type PlacedLabel } from '../labels';
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

/** The labels' font size on the screen (constant-ish: a little larger zoomed in). */
const labelPx = (scale: number): number => Math.max(11, Math.min(15, 12 * Math.sqrt(scale * 1.6)));

/**
 * Where the fortresses' names go (../labels.ts): never over a counter in `counters` (world boxes);
 * today's place when `naive`.
 */
export function placeLabels(ctx: Ctx, fortresses: readonly FortressLook[], scale: number, holdLabel: (f: FortressState) => string | null, map: MapDef | undefined, counters: readonly Box[], naive = false): PlacedLabel[] {
  const size = labelPx(scale) / scale;
  const roadsUnder = (b: Box): number => {
    if (!map) return 0;
    const row = Math.floor((b.y0 + b.y1) / 2 / C);
    if (row < 0 || row >= map.height) return Infinity;
    let n = 0;
    for (let x = Math.max(0, Math.floor(b.x0 / C)); x <= Math.min(map.width - 1, Math.floor(b.x1 / C)); x++) if (isRoadChar(map.rows[row][x])) n++;
    return n;
  };
  const measure = (text: string): number => {
    ctx.font = `bold ${size}px ${FONT_SERIF}`;
    return ctx.measureText(text).width;
  };
  const list = fortresses.map((f) => ({ cells: f.def.cells, name: f.def.name, hold: f.state.hold ? holdLabel(f.state) : null }));
  const width = map ? map.width * C : Infinity;
  const height = map ? map.height * C : Infinity;
  return placeFortressLabels(list, { unit: 1 / scale, size, measure, counters, width, height, roadsUnder, naive });
}

/**
 * Fortress names at their places, at a constant screen size, with the owner's badge and the hold;
 * `which` draws only those under the counters or only those over them (the map draws the first
 * before its counters, the second after).
 */
export function drawPlacedLabels(ctx: Ctx, fortresses: readonly FortressLook[], placed: readonly PlacedLabel[], scale: number, which: 'under' | 'over' | 'all' = 'all'): void {
  const size = labelPx(scale) / scale;
  ctx.font = `bold ${size}px ${FONT_SERIF}`;
  ctx.textBaseline = 'bottom';
  fortresses.forEach(({ state }, i) => {
    const p = placed[i];
    if (!p || (which === 'under' && !p.under) || (which === 'over' && p.under)) return;
    const top = p.bottom;
    const hold = p.hold;
    const text = p.text;
    const w = ctx.measureText(text).width;
    const badge = size * 1.05;
    // Badge: the owner's colour (or an empty shield for nobody).
    const bx = p.left;
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
  });
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
}

/** Place and draw the fortresses' names in one go (the editor, the table screen), off the `counters` given. */
export function drawFortressLabels(ctx: Ctx, fortresses: readonly FortressLook[], scale: number, holdLabel: (f: FortressState) => string | null, map?: MapDef, counters: readonly Box[] = []): PlacedLabel[] {
  const placed = placeLabels(ctx, fortresses, scale, holdLabel, map, counters);
  drawPlacedLabels(ctx, fortresses, placed, scale);
  return placed;
}
