/**
 * Canvas drawing of the map, in world coordinates (CELL pixels per cell). Plain functions over a
 * 2D context: the Konva layers call them from their scene functions, the terrain once into a cached
 * bitmap. They draw what they are given; none of them knows a rule.
 */
import type { Army, Cell, FortressState, MapDef, Unit, UnitType } from '../../../shared/rules/polkovodets';
import { CELL, RULER, counterDetail, type CounterDetail, type MapGeometry } from './geometry';
import { ARMY_COLOURS, FONT_SANS, FONT_SERIF, MARK_COLOURS, TERRAIN_COLOURS as TC } from './palette';
import type { Highlights, PatternRay, Rect, StrikeMark } from './viewModel';

type Ctx = CanvasRenderingContext2D;
const C = CELL;
const SHEET = 30;

const isRoadChar = (ch: string | undefined) => ch === '=' || ch === '#';

/** A small deterministic jitter per cell, so patterns do not look stamped. */
const jitter = (x: number, y: number, k: number) => {
  const h = Math.sin(x * 12.9898 + y * 78.233 + k * 37.719) * 43758.5453;
  return h - Math.floor(h);
};

// ---------------------------------------------------------------------------------------------
// Terrain (static: drawn once into a bitmap)

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

// ---------------------------------------------------------------------------------------------
// Fortresses: owners, names and holds (live: they change with the state)

export interface FortressLook {
  readonly def: { readonly name: string; readonly cells: readonly Cell[] };
  readonly state: FortressState;
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
      const col = ARMY_COLOURS[state.owner];
      ctx.fillStyle = col.fill;
      ctx.fill();
      ctx.strokeStyle = col.edge;
      ctx.lineWidth = 1.5 / scale;
      ctx.stroke();
      ctx.fillStyle = col.ink;
      ctx.font = `bold ${size * 0.8}px ${FONT_SANS}`;
      ctx.textBaseline = 'middle';
      ctx.fillText(state.owner, bx + badge / 2, by + badge / 2 + size * 0.04);
      ctx.font = `bold ${size}px ${FONT_SERIF}`;
      ctx.textBaseline = 'bottom';
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
      const col = ARMY_COLOURS[state.hold.army];
      ctx.beginPath();
      ctx.roundRect(hx, by, hw, badge, badge / 2);
      ctx.fillStyle = col.fill;
      ctx.fill();
      ctx.strokeStyle = col.edge;
      ctx.lineWidth = 1.5 / scale;
      ctx.stroke();
      ctx.fillStyle = col.ink;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.font = `bold ${size * 0.8}px ${FONT_SANS}`;
      ctx.fillText(hold, hx + hw / 2, by + badge / 2 + size * 0.04);
      ctx.font = `bold ${size}px ${FONT_SERIF}`;
      ctx.textBaseline = 'bottom';
    }
    ctx.textAlign = 'center';
  }
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
}

// ---------------------------------------------------------------------------------------------
// Units

export interface UnitLook {
  /** Screen pixels per cell: less detail when small. */
  readonly cellPx: number;
  readonly scale: number;
  readonly visible: Rect;
  readonly label: (u: Unit) => string;
  /** Digit keys of the commanders of the army to move. */
  readonly digits: ReadonlyMap<string, number>;
  /** Commanders who have given their order this move. */
  readonly ordered: ReadonlySet<string>;
  readonly toMove: Army;
  /** Filled with what each counter showed (the probe reads it). */
  readonly drawn?: Map<string, DrawnLabel>;
}

function glyph(ctx: Ctx, type: UnitType, cx: number, cy: number, w: number, h: number, ink: string): void {
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = Math.max(1, w / 10);
  ctx.lineCap = 'round';
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  const box = () => ctx.strokeRect(x0, y0, w, h);
  const cross = () => {
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(x0 + w, y0 + h);
    ctx.moveTo(x0 + w, y0);
    ctx.lineTo(x0, y0 + h);
    ctx.stroke();
  };
  const slash = (offset = 0) => {
    ctx.beginPath();
    ctx.moveTo(x0 + offset, y0 + h);
    ctx.lineTo(x0 + w + offset, y0);
    ctx.stroke();
  };
  const dot = (r: number, dx = 0, dy = 0) => {
    ctx.beginPath();
    ctx.arc(cx + dx, cy + dy, r, 0, Math.PI * 2);
    ctx.fill();
  };
  switch (type) {
    case 'musketeer':
      box();
      cross();
      break;
    case 'grenadier':
      box();
      cross();
      ctx.fillRect(x0, y0 - h * 0.32, w, h * 0.22);
      break;
    case 'jager':
      box();
      cross();
      ctx.beginPath();
      ctx.moveTo(cx - w * 0.22, y0 + h);
      ctx.lineTo(cx, y0 + h * 0.62);
      ctx.lineTo(cx + w * 0.22, y0 + h);
      ctx.fill();
      break;
    case 'dragoon':
      box();
      slash();
      ctx.beginPath();
      ctx.moveTo(x0, y0);
      ctx.lineTo(x0 + w * 0.35, y0 + h * 0.35);
      ctx.stroke();
      break;
    case 'hussar':
      box();
      slash();
      break;
    case 'uhlan':
      box();
      slash();
      ctx.beginPath();
      ctx.moveTo(x0 + w + w * 0.05, y0 - h * 0.25);
      ctx.lineTo(x0 + w - w * 0.28, y0 + h * 0.05);
      ctx.lineTo(x0 + w - w * 0.02, y0 + h * 0.3);
      ctx.fill();
      break;
    case 'cossack':
      box();
      slash();
      dot(h * 0.14, -w * 0.22, h * 0.14);
      dot(h * 0.14, w * 0.22, -h * 0.14);
      break;
    case 'cuirassier':
      box();
      slash(-w * 0.12);
      slash(w * 0.12);
      break;
    case 'battery':
      box();
      dot(h * 0.28);
      break;
    case 'horse_battery':
      box();
      dot(h * 0.24);
      slash();
      break;
    case 'general':
    case 'marshal': {
      // A star: the commander's rank.
      const r = Math.min(w, h) * (type === 'marshal' ? 0.62 : 0.5);
      ctx.beginPath();
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const rr = i % 2 ? r * 0.45 : r;
        ctx.lineTo(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
      }
      ctx.closePath();
      ctx.fill();
    }
  }
  ctx.lineCap = 'butt';
}

function flag(ctx: Ctx, x: number, y: number, army: Army, big: boolean, dim: boolean): void {
  const col = ARMY_COLOURS[army];
  // The pole rises from the card's middle to above the cell; the cloth flies right of its top.
  const px = x + 7;
  const base = y + C * 0.62;
  const top = y - (big ? 13 : 6);
  const fw = big ? 21 : 13;
  const fh = big ? 14 : 9;
  ctx.globalAlpha = dim ? 0.6 : 1;
  ctx.lineCap = 'round';
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = big ? 4.5 : 3.5;
  ctx.beginPath();
  ctx.moveTo(px, base);
  ctx.lineTo(px, top);
  ctx.stroke();
  ctx.strokeStyle = '#2b1d10';
  ctx.lineWidth = big ? 2.2 : 1.6;
  ctx.stroke();
  ctx.lineCap = 'butt';
  const cloth = () => {
    ctx.beginPath();
    ctx.moveTo(px, top);
    ctx.lineTo(px + fw, top + 1);
    ctx.lineTo(px + fw - (big ? 4 : 3), top + fh / 2 + 0.5);
    ctx.lineTo(px + fw, top + fh);
    ctx.lineTo(px, top + fh - 1);
    ctx.closePath();
  };
  cloth();
  ctx.strokeStyle = army === 'F' ? col.edge : '#ffffff';
  ctx.lineWidth = big ? 3.4 : 2.6;
  ctx.stroke();
  ctx.fillStyle = col.fill;
  ctx.fill();
  ctx.strokeStyle = col.edge;
  ctx.lineWidth = 1.1;
  ctx.stroke();
  // The marshal's large flag carries a gold star.
  if (big) glyph(ctx, 'general', px + fw / 2 - 1.5, top + fh / 2, 10, 10, '#f2c94c');
  ctx.globalAlpha = 1;
}

/** What a counter showed, for the probe: its type label and the label's size on screen. */
export interface DrawnLabel {
  readonly text: string;
  readonly px: number;
  readonly detail: CounterDetail;
}

/**
 * The counters. Each is a card in its army's colour with a dark outline of constant screen width
 * (white Austria shows on the cream paper), its type as a Cyrillic (or English) abbreviation, large
 * enough to read at the default view; the id joins it from 26 px a cell, the NATO-like symbol and
 * the army letter from 44 px. Commanders fly a banner over the card, the marshal a big one with a star.
 */
export function drawUnits(ctx: Ctx, units: readonly Unit[], look: UnitLook): void {
  const { visible, cellPx, scale } = look;
  const detail = counterDetail(cellPx);
  const tiny = cellPx < 12;
  const inset = detail === 'symbol' ? 1.5 : 2.5;
  const size = C - 2 * inset;
  const px = 1 / scale;
  // Commanders last, so their flags stand over the neighbours' cards.
  const order = [...units].sort((a, b) => Number(a.type === 'general' || a.type === 'marshal') - Number(b.type === 'general' || b.type === 'marshal'));
  const fitText = (text: string, maxPx: number, width: number, weight = 'bold'): number => {
    let f = maxPx;
    ctx.font = `${weight} ${f}px ${FONT_SANS}`;
    const w = ctx.measureText(text).width;
    if (w > width) f = Math.max(maxPx * 0.6, (maxPx * width) / w);
    ctx.font = `${weight} ${f}px ${FONT_SANS}`;
    return f;
  };
  for (const u of order) {
    if (u.x < visible.x0 - 1 || u.x > visible.x1 + 1 || u.y < visible.y0 - 1 || u.y > visible.y1 + 1) continue;
    const col = ARMY_COLOURS[u.army];
    const x = u.x * C + inset;
    const y = u.y * C + inset;
    const commander = u.type === 'general' || u.type === 'marshal';
    const spent = u.acted || look.ordered.has(u.id);
    // Card: a light halo, then the face with a dark outline at least 1.4 screen pixels wide.
    ctx.beginPath();
    ctx.roundRect(x - 0.6 * px, y - 0.6 * px, size + 1.2 * px, size + 1.2 * px, 4 + 0.6 * px);
    ctx.strokeStyle = col.halo;
    ctx.lineWidth = Math.max(1.5, 1.6 * px);
    ctx.stroke();
    ctx.beginPath();
    ctx.roundRect(x, y, size, size, 4);
    ctx.fillStyle = col.fill;
    ctx.fill();
    ctx.lineWidth = Math.max(u.army === 'F' ? 2 : 1.5, 1.4 * px);
    ctx.strokeStyle = col.edge;
    ctx.stroke();
    if (commander) {
      ctx.lineWidth = Math.max(u.type === 'marshal' ? 2.5 : 1.5, (u.type === 'marshal' ? 1.6 : 1) * px);
      ctx.strokeStyle = '#d4a017';
      ctx.beginPath();
      ctx.roundRect(x + 2, y + 2, size - 4, size - 4, 3);
      ctx.stroke();
    }
    const text = look.label(u);
    ctx.fillStyle = col.ink;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (tiny) {
      glyph(ctx, u.type, x + size / 2, y + size / 2, size * 0.56, size * 0.4, col.ink);
    } else if (detail === 'symbol') {
      // The type label fills the card. A commander (gold frame, banner) shows the initial of his
      // three-letter label, so that it keeps the size of the others.
      const shown = commander && text.length > 2 ? text.slice(0, 1) : text;
      const f = fitText(shown, size * 0.62, size * 0.94);
      ctx.fillText(shown, x + size / 2, y + size / 2 + f * 0.05);
      look.drawn?.set(u.id, { text: shown, px: f * scale, detail });
    } else if (detail === 'id') {
      const f = fitText(text, size * 0.46, size * 0.9);
      ctx.fillText(text, x + size / 2, y + size * 0.33);
      look.drawn?.set(u.id, { text, px: f * scale, detail });
      fitText(u.id, size * 0.32, size * 0.9, '600');
      ctx.fillText(u.id, x + size / 2, y + size * 0.76);
    } else {
      glyph(ctx, u.type, x + size * 0.3, y + size * 0.24, size * 0.3, size * 0.19, col.ink);
      ctx.font = `bold ${size * 0.2}px ${FONT_SANS}`;
      ctx.fillText(u.army, x + size * 0.8, y + size * 0.22);
      const f = fitText(text, size * 0.34, size * 0.9);
      ctx.fillText(text, x + size / 2, y + size * 0.56);
      look.drawn?.set(u.id, { text, px: f * scale, detail });
      fitText(u.id, size * 0.22, size * 0.9, '600');
      ctx.fillText(u.id, x + size / 2, y + size * 0.84);
    }
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    if (commander) flag(ctx, u.x * C, u.y * C, u.army, u.type === 'marshal', spent && u.army === look.toMove);
    // Acted this move: greyed, with a tick.
    if (spent && u.army === look.toMove) {
      ctx.beginPath();
      ctx.roundRect(x, y, size, size, 4);
      ctx.fillStyle = MARK_COLOURS.acted;
      ctx.fill();
      if (!tiny) {
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 2.6;
        ctx.beginPath();
        ctx.moveTo(x + size - 11, y + 7);
        ctx.lineTo(x + size - 7.5, y + 10.5);
        ctx.lineTo(x + size - 2.5, y + 3);
        ctx.stroke();
      }
    }
    // River: 1/2 before drowning.
    if (u.riverMoves > 0) {
      const r = tiny ? 5 : 7;
      ctx.beginPath();
      ctx.arc(x + size - 1, y + size - 1, r, 0, Math.PI * 2);
      ctx.fillStyle = MARK_COLOURS.riverBadge;
      ctx.fill();
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 1.5;
      ctx.stroke();
      if (!tiny) {
        ctx.fillStyle = '#ffffff';
        ctx.font = `bold 8px ${FONT_SANS}`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(`${u.riverMoves}/2`, x + size - 1, y + size - 0.5);
        ctx.textAlign = 'left';
        ctx.textBaseline = 'alphabetic';
      }
    }
    // The commander's digit key.
    const digit = look.digits.get(u.id);
    if (digit !== undefined && detail !== 'symbol') {
      ctx.beginPath();
      ctx.arc(x + size - 2, y + 3, 6.5, 0, Math.PI * 2);
      ctx.fillStyle = '#fff8e1';
      ctx.fill();
      ctx.strokeStyle = '#3b2a10';
      ctx.lineWidth = 1.2;
      ctx.stroke();
      ctx.fillStyle = '#3b2a10';
      ctx.font = `bold 9px ${FONT_SANS}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(digit), x + size - 2, y + 3.5);
      ctx.textAlign = 'left';
      ctx.textBaseline = 'alphabetic';
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Marks under the units: the square, the orderable units, destinations

const centre = (c: Cell | readonly number[]) => [(c[0] + 0.5) * C, (c[1] + 0.5) * C] as const;

export function drawMarks(ctx: Ctx, h: Highlights, unitsById: ReadonlyMap<string, Unit>, extra: { readonly appoint: readonly Cell[]; readonly scale: number }): void {
  const px = 1 / extra.scale;
  if (h.square) {
    const { x0, y0, x1, y1 } = h.square;
    ctx.fillStyle = MARK_COLOURS.square;
    ctx.fillRect(x0 * C, y0 * C, (x1 - x0 + 1) * C, (y1 - y0 + 1) * C);
    ctx.strokeStyle = MARK_COLOURS.squareEdge;
    ctx.lineWidth = Math.max(2, 2.5 * px);
    ctx.setLineDash([8, 5]);
    ctx.strokeRect(x0 * C, y0 * C, (x1 - x0 + 1) * C, (y1 - y0 + 1) * C);
    ctx.setLineDash([]);
  }
  // Units he may order: a gold halo around the card.
  ctx.strokeStyle = MARK_COLOURS.orderable;
  ctx.lineWidth = 3.5;
  for (const id of h.orderable) {
    const u = unitsById.get(id);
    if (!u || id === h.unit) continue;
    ctx.beginPath();
    ctx.roundRect(u.x * C + 0.5, u.y * C + 0.5, C - 1, C - 1, 6);
    ctx.stroke();
  }
  // Marks keep a readable size on screen when the map is small.
  const grow = (world: number, screen: number, cap: number) => Math.min(cap, Math.max(world, screen * px));
  const dot = grow(5, 3.8, 9);
  const diamond = grow(8, 5.5, 12);
  const box = grow(7, 5, 11);
  const ring = grow(10, 6.5, 13);
  const line = grow(2.5, 1.6, 4);
  // Moves: solid dots.
  for (const c of h.moves) {
    const [cx, cy] = centre(c);
    ctx.beginPath();
    ctx.arc(cx, cy, dot + 1.5, 0, Math.PI * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.beginPath();
    ctx.arc(cx, cy, dot, 0, Math.PI * 2);
    ctx.fillStyle = MARK_COLOURS.move;
    ctx.fill();
  }
  // Road marches: hollow diamonds.
  for (const c of h.roads) {
    const [cx, cy] = centre(c);
    ctx.beginPath();
    ctx.moveTo(cx, cy - diamond);
    ctx.lineTo(cx + diamond, cy);
    ctx.lineTo(cx, cy + diamond);
    ctx.lineTo(cx - diamond, cy);
    ctx.closePath();
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.fill();
    ctx.strokeStyle = MARK_COLOURS.road;
    ctx.lineWidth = line;
    ctx.stroke();
  }
  // The commander's step: hollow squares.
  for (const c of h.steps) {
    const [cx, cy] = centre(c);
    ctx.fillStyle = 'rgba(255,255,255,0.75)';
    ctx.fillRect(cx - box, cy - box, 2 * box, 2 * box);
    ctx.strokeStyle = MARK_COLOURS.step;
    ctx.lineWidth = line;
    ctx.strokeRect(cx - box, cy - box, 2 * box, 2 * box);
  }
  // Recruitment (and the marshal's appointment): a plus in a circle.
  const plus = (c: Cell, colour: string) => {
    const [cx, cy] = centre(c);
    ctx.beginPath();
    ctx.arc(cx, cy, ring, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(255,255,255,0.9)';
    ctx.fill();
    ctx.strokeStyle = colour;
    ctx.lineWidth = line;
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(cx - ring * 0.55, cy);
    ctx.lineTo(cx + ring * 0.55, cy);
    ctx.moveTo(cx, cy - ring * 0.55);
    ctx.lineTo(cx, cy + ring * 0.55);
    ctx.stroke();
  };
  for (const c of h.recruits) plus(c, MARK_COLOURS.recruit);
  for (const c of extra.appoint) plus(c, MARK_COLOURS.appoint);
}

/**
 * The picked unit's pattern as the unit tables state it: move rays green, strike rays red (a
 * battery's range dashed), each drawn out to its full length so that "diagonal only" can be seen.
 */
export function drawPattern(ctx: Ctx, from: Cell, rays: readonly PatternRay[], scale: number): void {
  const px = 1 / scale;
  const [fx, fy] = centre(from);
  ctx.lineCap = 'round';
  for (const ray of rays) {
    const last = ray.cells[ray.cells.length - 1];
    const [tx, ty] = centre(last);
    const strike = ray.kind === 'strike';
    // Strike rays sit a little to the side so that a shared direction shows both.
    const off = strike ? 3 : -3;
    const nx = ty - fy;
    const ny = fx - tx;
    const n = Math.hypot(nx, ny) || 1;
    const ox = (nx / n) * off;
    const oy = (ny / n) * off;
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = Math.max(4, 3.6 * px);
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.moveTo(fx + ox, fy + oy);
    ctx.lineTo(tx + ox, ty + oy);
    ctx.stroke();
    ctx.strokeStyle = strike ? MARK_COLOURS.strike : MARK_COLOURS.move;
    ctx.lineWidth = Math.max(2, 1.8 * px);
    ctx.setLineDash(strike ? [6, 4] : []);
    ctx.stroke();
    // Ticks at each cell the ray reaches.
    for (const c of ray.cells) {
      const [cx, cy] = centre(c);
      ctx.beginPath();
      ctx.arc(cx + ox, cy + oy, Math.max(2, 2 * px), 0, Math.PI * 2);
      ctx.fillStyle = strike ? MARK_COLOURS.strike : MARK_COLOURS.move;
      ctx.fill();
    }
  }
  ctx.setLineDash([]);
  ctx.lineCap = 'butt';
}

/** Cells of the pattern a click would be refused at: a struck-through grey badge (the reason shows on hover). */
export function drawBlocked(ctx: Ctx, cells: readonly Cell[], scale: number): void {
  const px = 1 / scale;
  const r = Math.min(12, Math.max(7, 6.5 * px));
  for (const c of cells) {
    // The whole cell veiled and struck through, a no-entry badge in its corner.
    ctx.fillStyle = 'rgba(70, 70, 70, 0.22)';
    ctx.fillRect(c[0] * C + 1, c[1] * C + 1, C - 2, C - 2);
    const cx = c[0] * C + C - r - 1;
    const cy = c[1] * C + r + 1;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.strokeStyle = MARK_COLOURS.blocked;
    ctx.lineWidth = Math.max(2, 1.6 * px);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.62, cy + r * 0.62);
    ctx.lineTo(cx + r * 0.62, cy - r * 0.62);
    ctx.stroke();
  }
}

// ---------------------------------------------------------------------------------------------
// Overlay over the units: targets, the selection, the hover, the order in flight

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

// ---------------------------------------------------------------------------------------------
// Rulers: coordinates along the top and left edges, fixed to the screen

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

/** A dashed line between two points (a battery's line of fire, the order in flight). */
function dashedLine(ctx: Ctx, from: readonly [number, number], to: readonly [number, number], colour: string, width: number, dash: number[]): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.setLineDash(dash);
  ctx.beginPath();
  ctx.moveTo(from[0], from[1]);
  ctx.lineTo(to[0], to[1]);
  ctx.stroke();
  ctx.setLineDash([]);
}
