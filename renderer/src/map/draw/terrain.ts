/**
 * The terrain (static: drawn once into a bitmap, or a band of rows of it): the ground's colours and
 * patterns, the grid and the sheets' borders, the fortresses' walls, the roads and bridges.
 */
import type { Cell, MapDef } from '../../../../shared/rules/polkovodets';
import { TERRAIN_COLOURS as TC } from '../palette';
import { C, isRoadChar, type Ctx } from './common';

const SHEET = 30;

/** A small deterministic jitter per cell, so patterns do not look stamped. */
const jitter = (x: number, y: number, k: number) => {
  const h = Math.sin(x * 12.9898 + y * 78.233 + k * 37.719) * 43758.5453;
  return h - Math.floor(h);
};


/** The columns where one sheet of paper meets the next: every 30 cells unless the map says otherwise. */
export const defaultSheetBorders = (width: number): number[] => Array.from({ length: Math.max(0, Math.ceil(width / SHEET) - 1) }, (_, i) => (i + 1) * SHEET);

/**
 * The terrain, whole or one band of rows (`band`: rows y0 ≤ y < y1, clipped exactly), so a finer
 * bitmap can be drawn a band at a time without holding up the frames (and the map editor redraws
 * only the rows a stroke changed). `sheets`: the x of each border between sheets.
 */
export function drawTerrain(ctx: Ctx, map: MapDef, band?: { readonly y0: number; readonly y1: number }, sheets: readonly number[] = defaultSheetBorders(map.width)): void {
  const { width: W, height: H, rows } = map;
  // Rows drawn: the band and one row either side (patterns and walls spill a little).
  const r0 = band ? Math.max(0, band.y0 - 1) : 0;
  const r1 = band ? Math.min(H, band.y1 + 1) : H;
  if (band) {
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, band.y0 * C, W * C, (band.y1 - band.y0) * C);
    ctx.clip();
  }

  // Ground.
  for (let y = r0; y < r1; y++) {
    for (let x = 0; x < W; x++) {
      const ch = rows[y][x];
      ctx.fillStyle = ch === 'M' ? TC.mountain : ch === 'T' ? TC.forest : ch === 'S' ? TC.swamp : ch === '~' || ch === '#' ? TC.river : (x + y) % 2 ? TC.plain : TC.plainAlt;
      ctx.fillRect(x * C, y * C, C, C);
    }
  }
  // Patterns.
  for (let y = r0; y < r1; y++) {
    for (let x = 0; x < W; x++) {
      const ch = rows[y][x];
      if (ch === 'M') mountainPattern(ctx, x, y);
      else if (ch === 'T') forestPattern(ctx, x, y);
      else if (ch === 'S') swampPattern(ctx, x, y);
      else if (ch === '~' || ch === '#') riverPattern(ctx, map, x, y);
    }
  }
  // Fortress ground and walls (owners are tinted on the live layer).
  for (const f of map.fortresses) if (f.cells.some(([, y]) => y >= r0 && y < r1)) drawFortressBase(ctx, f.cells);
  // Roads over everything but the walls' outline.
  drawRoads(ctx, map, r0, r1);
  // Grid, every fifth line stronger; sheet borders; outer frame.
  ctx.lineWidth = 1;
  for (let x = 0; x <= W; x++) {
    ctx.strokeStyle = x % 5 === 0 ? TC.gridFive : TC.grid;
    ctx.beginPath();
    ctx.moveTo(x * C + 0.5, 0);
    ctx.lineTo(x * C + 0.5, H * C);
    ctx.stroke();
  }
  for (let y = r0; y <= r1; y++) {
    ctx.strokeStyle = y % 5 === 0 ? TC.gridFive : TC.grid;
    ctx.beginPath();
    ctx.moveTo(0, y * C + 0.5);
    ctx.lineTo(W * C, y * C + 0.5);
    ctx.stroke();
  }
  ctx.strokeStyle = TC.sheet;
  for (const sx of sheets) {
    if (sx <= 0 || sx >= W) continue;
    ctx.lineWidth = 5;
    ctx.beginPath();
    ctx.moveTo(sx * C, 0);
    ctx.lineTo(sx * C, H * C);
    ctx.stroke();
    ctx.lineWidth = 1;
    ctx.strokeStyle = 'rgba(255,255,255,0.7)';
    ctx.beginPath();
    ctx.moveTo(sx * C, 0);
    ctx.lineTo(sx * C, H * C);
    ctx.stroke();
    ctx.strokeStyle = TC.sheet;
  }
  ctx.lineWidth = 4;
  ctx.strokeRect(2, 2, W * C - 4, H * C - 4);
  if (band) ctx.restore();
}

function mountainPattern(ctx: Ctx, x: number, y: number): void {
  const ox = x * C;
  const oy = y * C;
  const peak = (cx: number, base: number, w: number, h: number) => {
    ctx.beginPath();
    ctx.moveTo(cx - w / 2, base);
    ctx.lineTo(cx, base - h);
    ctx.lineTo(cx + w / 2, base);
    ctx.closePath();
    ctx.fillStyle = '#e3d3b3';
    ctx.fill();
    ctx.stroke();
    // Shaded flank.
    ctx.beginPath();
    ctx.moveTo(cx, base - h);
    ctx.lineTo(cx + w / 2, base);
    ctx.lineTo(cx + w / 6, base);
    ctx.closePath();
    ctx.fillStyle = TC.mountainInk;
    ctx.fill();
  };
  ctx.strokeStyle = TC.mountainInk;
  ctx.lineWidth = 1.4;
  const j = jitter(x, y, 1) * 4 - 2;
  peak(ox + 11 + j, oy + 22, 15, 13);
  peak(ox + 22 - j, oy + 29, 13, 11);
}

function forestPattern(ctx: Ctx, x: number, y: number): void {
  const ox = x * C;
  const oy = y * C;
  const tree = (cx: number, cy: number, r: number) => {
    ctx.fillStyle = '#5b3d22';
    ctx.fillRect(cx - 1, cy + r - 2, 2, 5);
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fillStyle = TC.forestInk;
    ctx.fill();
    ctx.beginPath();
    ctx.arc(cx - r / 3, cy - r / 3, r / 2.6, 0, Math.PI * 2);
    ctx.fillStyle = '#5f8f4e';
    ctx.fill();
  };
  const j = jitter(x, y, 2) * 3;
  tree(ox + 9 + j, oy + 10, 5.5);
  tree(ox + 23 - j, oy + 13, 5);
  tree(ox + 15, oy + 23 - j / 2, 5.5);
}

function swampPattern(ctx: Ctx, x: number, y: number): void {
  const ox = x * C;
  const oy = y * C;
  ctx.strokeStyle = TC.swampInk;
  ctx.lineWidth = 1.3;
  const tuft = (cx: number, cy: number) => {
    ctx.beginPath();
    ctx.moveTo(cx - 6, cy);
    ctx.lineTo(cx + 6, cy);
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx, cy - 5);
    ctx.moveTo(cx - 3, cy);
    ctx.lineTo(cx - 5, cy - 4);
    ctx.moveTo(cx + 3, cy);
    ctx.lineTo(cx + 5, cy - 4);
    ctx.stroke();
  };
  const j = jitter(x, y, 3) * 4;
  tuft(ox + 9 + j, oy + 11);
  tuft(ox + 22 - j, oy + 20);
  ctx.strokeStyle = 'rgba(60, 110, 150, 0.55)';
  ctx.beginPath();
  ctx.moveTo(ox + 4, oy + 27);
  ctx.lineTo(ox + 12, oy + 27);
  ctx.moveTo(ox + 18, oy + 6);
  ctx.lineTo(ox + 27, oy + 6);
  ctx.stroke();
}

function riverPattern(ctx: Ctx, map: MapDef, x: number, y: number): void {
  const ox = x * C;
  const oy = y * C;
  ctx.strokeStyle = TC.riverInk;
  ctx.lineWidth = 1.6;
  for (const wy of [10, 21]) {
    ctx.beginPath();
    ctx.moveTo(ox + 3, oy + wy);
    ctx.bezierCurveTo(ox + 9, oy + wy - 4, ox + 13, oy + wy + 4, ox + 16, oy + wy);
    ctx.bezierCurveTo(ox + 20, oy + wy - 4, ox + 24, oy + wy + 4, ox + 29, oy + wy);
    ctx.stroke();
  }
  // Banks: a darker edge where the river meets land.
  ctx.strokeStyle = TC.riverEdge;
  ctx.lineWidth = 1.5;
  const water = (cx: number, cy: number) => cy < 0 || cy >= map.height || cx < 0 || cx >= map.width || map.rows[cy][cx] === '~' || map.rows[cy][cx] === '#';
  ctx.beginPath();
  if (!water(x - 1, y)) { ctx.moveTo(ox + 0.75, oy); ctx.lineTo(ox + 0.75, oy + C); }
  if (!water(x + 1, y)) { ctx.moveTo(ox + C - 0.75, oy); ctx.lineTo(ox + C - 0.75, oy + C); }
  if (!water(x, y - 1)) { ctx.moveTo(ox, oy + 0.75); ctx.lineTo(ox + C, oy + 0.75); }
  if (!water(x, y + 1)) { ctx.moveTo(ox, oy + C - 0.75); ctx.lineTo(ox + C, oy + C - 0.75); }
  ctx.stroke();
}

function drawFortressBase(ctx: Ctx, cells: readonly Cell[]): void {
  const mine = new Set(cells.map(([x, y]) => `${x},${y}`));
  for (const [x, y] of cells) {
    ctx.fillStyle = TC.fortress;
    ctx.fillRect(x * C, y * C, C, C);
    // Masonry: a brick course.
    ctx.strokeStyle = 'rgba(74, 63, 53, 0.25)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let r = 1; r < 4; r++) {
      ctx.moveTo(x * C + 3, y * C + r * 8);
      ctx.lineTo(x * C + C - 3, y * C + r * 8);
    }
    ctx.stroke();
  }
  // Walls along the outline, with merlons.
  ctx.fillStyle = TC.fortressWall;
  const wall = 4;
  for (const [x, y] of cells) {
    const edges: [boolean, number, number, number, number][] = [
      [!mine.has(`${x},${y - 1}`), x * C, y * C, C, wall],
      [!mine.has(`${x},${y + 1}`), x * C, y * C + C - wall, C, wall],
      [!mine.has(`${x - 1},${y}`), x * C, y * C, wall, C],
      [!mine.has(`${x + 1},${y}`), x * C + C - wall, y * C, wall, C],
    ];
    for (const [open, ex, ey, ew, eh] of edges) {
      if (!open) continue;
      ctx.fillRect(ex, ey, ew, eh);
      // Merlons every 8 px, pointing outwards.
      const horizontal = ew > eh;
      for (let k = 2; k < C - 2; k += 8) {
        if (horizontal) ctx.fillRect(ex + k, ey === y * C ? ey - 3 : ey + eh, 4, 3);
        else ctx.fillRect(ex === x * C ? ex - 3 : ex + ew, ey + k, 3, 4);
      }
    }
  }
}

function drawRoads(ctx: Ctx, map: MapDef, r0 = 0, r1 = map.height): void {
  const { width: W, height: H, rows } = map;
  const road = (x: number, y: number) => x >= 0 && y >= 0 && x < W && y < H && isRoadChar(rows[y][x]);
  const segments: [number, number, number, number][] = [];
  for (let y = Math.max(0, r0 - 1); y < r1; y++) {
    for (let x = 0; x < W; x++) {
      if (!road(x, y)) continue;
      if (road(x + 1, y)) segments.push([x, y, x + 1, y]);
      if (road(x, y + 1)) segments.push([x, y, x, y + 1]);
      // Diagonals only where no orthogonal link already turns the corner.
      if (road(x + 1, y + 1) && !road(x + 1, y) && !road(x, y + 1)) segments.push([x, y, x + 1, y + 1]);
      if (road(x - 1, y + 1) && !road(x - 1, y) && !road(x, y + 1)) segments.push([x, y, x - 1, y + 1]);
    }
  }
  const path = () => {
    ctx.beginPath();
    for (const [x0, y0, x1, y1] of segments) {
      ctx.moveTo((x0 + 0.5) * C, (y0 + 0.5) * C);
      ctx.lineTo((x1 + 0.5) * C, (y1 + 0.5) * C);
    }
    // Lone road cells still show a dot of road.
    for (let y = r0; y < r1; y++) for (let x = 0; x < W; x++) if (road(x, y)) {
      ctx.moveTo((x + 0.5) * C, (y + 0.5) * C);
      ctx.lineTo((x + 0.5) * C + 0.01, (y + 0.5) * C);
    }
  };
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  path();
  ctx.strokeStyle = TC.roadCasing;
  ctx.lineWidth = 10;
  ctx.stroke();
  ctx.strokeStyle = TC.roadFill;
  ctx.lineWidth = 6;
  ctx.stroke();
  // Bridges: planks and rails across the water.
  for (let y = r0; y < r1; y++) {
    for (let x = 0; x < W; x++) {
      if (rows[y][x] !== '#') continue;
      const horizontal = road(x - 1, y) || road(x + 1, y);
      ctx.save();
      ctx.translate((x + 0.5) * C, (y + 0.5) * C);
      if (!horizontal) ctx.rotate(Math.PI / 2);
      ctx.fillStyle = TC.bridge;
      ctx.fillRect(-C / 2 - 3, -9, C + 6, 18);
      ctx.strokeStyle = '#f3e2c0';
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let k = -C / 2; k <= C / 2; k += 5) {
        ctx.moveTo(k, -8);
        ctx.lineTo(k, 8);
      }
      ctx.stroke();
      ctx.fillStyle = '#2d1d10';
      ctx.fillRect(-C / 2 - 5, -11, C + 10, 3);
      ctx.fillRect(-C / 2 - 5, 8, C + 10, 3);
      ctx.restore();
    }
  }
  ctx.lineCap = 'butt';
}

