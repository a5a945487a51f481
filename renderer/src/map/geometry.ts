/**
 * Where things are on the screen: world coordinates (CELL pixels per map cell, cell (0,0) at the
 * world origin) and the pan/zoom transform that puts the world on the stage. Pure and headless:
 * the Konva stage only copies `scale`, `x` and `y` from here, and tests check the mapping directly.
 */
import type { Cell } from '../../../shared/rules/polkovodets';

/** World pixels per cell. */
export const CELL = 32;
/** Screen pixels taken by the coordinate rulers along the top and left edges of the map view. */
export const RULER = 22;
/** Margin around the field inside the view, in screen pixels. */
export const FIT_PAD = 4;
/** The smallest cell the default view may show (a counter's type label must read). */
export const MIN_DEFAULT_CELL = 16;

/** Screen height the map view needs to show a field of `rows` rows at `cellPx` pixels per cell. */
export const heightForRows = (rows: number, cellPx = MIN_DEFAULT_CELL): number => rows * cellPx + RULER + 2 * FIT_PAD;

/** Level of detail of a counter by zoom: the type symbol, the symbol and the id, the full card. */
export type CounterDetail = 'symbol' | 'id' | 'card';

export const counterDetail = (cellPx: number): CounterDetail => (cellPx >= 44 ? 'card' : cellPx >= 26 ? 'id' : 'symbol');

export interface Transform {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export class MapGeometry {
  readonly cols: number;
  readonly rows: number;
  viewportWidth = 1;
  viewportHeight = 1;
  scale = 1;
  x = 0;
  y = 0;
  /** Zoom limits, in screen pixels per cell. */
  readonly minCell = 6;
  readonly maxCell = 84;
  /**
   * Screen pixels at the view's right edge that controls float over (the console's zoom buttons):
   * fitting and framing keep the field's cells clear of them, and the field may be panned that much
   * further left.
   */
  reserveRight = 0;

  constructor(cols: number, rows: number) {
    this.cols = cols;
    this.rows = rows;
  }

  get worldWidth(): number {
    return this.cols * CELL;
  }

  get worldHeight(): number {
    return this.rows * CELL;
  }

  /** Screen pixels per cell at the current zoom. */
  get cellPx(): number {
    return CELL * this.scale;
  }

  get transform(): Transform {
    return { scale: this.scale, x: this.x, y: this.y };
  }

  resize(width: number, height: number): void {
    this.viewportWidth = Math.max(1, width);
    this.viewportHeight = Math.max(1, height);
  }

  /**
   * The default view: the field's whole height in the viewport (never below MIN_DEFAULT_CELL), the
   * west edge at the left; where the field is wider than the view, it pans sideways. A field that
   * fits both ways is centred.
   */
  fit(): void {
    const pad = FIT_PAD;
    const w = this.viewportWidth - RULER - 2 * pad - this.reserveRight;
    const h = this.viewportHeight - RULER - 2 * pad;
    this.scale = this.clampScale(Math.max(MIN_DEFAULT_CELL / CELL, h / this.worldHeight));
    const fw = this.worldWidth * this.scale;
    this.x = RULER + pad + (fw <= w ? (w - fw) / 2 : 0);
    this.y = RULER + pad + Math.max(0, (h - this.worldHeight * this.scale) / 2);
  }

  /** The whole field, both ways (an overview). */
  fitAll(): void {
    const pad = FIT_PAD;
    const w = this.viewportWidth - RULER - 2 * pad - this.reserveRight;
    const h = this.viewportHeight - RULER - 2 * pad;
    this.scale = this.clampScale(Math.min(w / this.worldWidth, h / this.worldHeight));
    this.x = RULER + pad + (w - this.worldWidth * this.scale) / 2;
    this.y = RULER + pad + (h - this.worldHeight * this.scale) / 2;
  }

  private clampScale(s: number): number {
    return Math.min(this.maxCell / CELL, Math.max(this.minCell / CELL, s));
  }

  /** Zoom by `factor` keeping the world point under `at` (screen) in place. */
  zoomAt(at: Point, factor: number): void {
    const scale = this.clampScale(this.scale * factor);
    if (scale === this.scale) return;
    const wx = (at.x - this.x) / this.scale;
    const wy = (at.y - this.y) / this.scale;
    this.scale = scale;
    this.x = at.x - wx * scale;
    this.y = at.y - wy * scale;
    this.clampPan();
  }

  /** Zoom around the centre of the viewport (keys + and −, the buttons). */
  zoomCentre(factor: number): void {
    this.zoomAt({ x: (this.viewportWidth + RULER) / 2, y: (this.viewportHeight + RULER) / 2 }, factor);
  }

  panBy(dx: number, dy: number): void {
    this.x += dx;
    this.y += dy;
    this.clampPan();
  }

  /**
   * Along an axis where the field is larger than the view, keep its edges within a small margin of
   * the view's; where the whole field fits, keep it whole in view (no panning off into the margin).
   */
  private clampPan(): void {
    const w = this.worldWidth * this.scale;
    const h = this.worldHeight * this.scale;
    this.x = this.clampAxis(this.x, w, this.viewportWidth, this.reserveRight);
    this.y = this.clampAxis(this.y, h, this.viewportHeight, 0);
  }

  private clampAxis(at: number, size: number, viewport: number, reserve: number): number {
    const room = viewport - RULER - 2 * FIT_PAD - reserve;
    if (size <= room) return Math.min(viewport - FIT_PAD - reserve - size, Math.max(RULER + FIT_PAD, at));
    // Issue 22: the field cannot be dragged away beyond a small margin (no grey beside it), nor
    // further than the floating controls' strip.
    const margin = 2 * FIT_PAD;
    return Math.min(RULER + margin, Math.max(viewport - margin - reserve - size, at));
  }

  /** The cell under a screen point, or null off the map (or on the rulers). */
  cellAt(p: Point): Cell | null {
    if (p.x < RULER || p.y < RULER) return null;
    const cx = Math.floor((p.x - this.x) / this.cellPx);
    const cy = Math.floor((p.y - this.y) / this.cellPx);
    if (cx < 0 || cy < 0 || cx >= this.cols || cy >= this.rows) return null;
    return [cx, cy];
  }

  /** Screen point of a cell's centre. */
  cellCentre(x: number, y: number): Point {
    return { x: this.x + (x + 0.5) * this.cellPx, y: this.y + (y + 0.5) * this.cellPx };
  }

  /** The world point (map units) at the viewport's centre. */
  centreWorld(): Point {
    return { x: ((this.viewportWidth + RULER) / 2 - this.x) / this.scale, y: ((this.viewportHeight + RULER) / 2 - this.y) / this.scale };
  }

  /** Put a world point at the viewport's centre, as far as the pan limits allow. */
  centreWorldAt(p: Point): void {
    this.x = (this.viewportWidth + RULER) / 2 - p.x * this.scale;
    this.y = (this.viewportHeight + RULER) / 2 - p.y * this.scale;
    this.clampPan();
  }

  /**
   * A new viewport size for a view the user has moved: `keepScale` (he zoomed) keeps his zoom,
   * otherwise the default fit's zoom for the new size; either way the point he looked at stays at
   * the centre, inside the pan limits.
   */
  refit(width: number, height: number, keepScale: boolean): void {
    const centre = this.centreWorld();
    const scale = this.scale;
    this.resize(width, height);
    if (keepScale) this.scale = scale;
    else this.fit();
    this.centreWorldAt(centre);
  }

  /**
   * Bring the cells x0..x1 × y0..y1 (inclusive, clipped to the field) on screen at the current
   * zoom, panning as little as needed (issue 22: the map follows the army to move, a commander's
   * square). Where the box is larger than the view, its top-left corner comes first.
   */
  frame(x0: number, y0: number, x1: number, y1: number): void {
    const s = this.cellPx;
    const lo = (v: number) => Math.max(0, v);
    const left = this.x + lo(x0) * s;
    const right = this.x + (Math.min(this.cols - 1, x1) + 1) * s;
    const top = this.y + lo(y0) * s;
    const bottom = this.y + (Math.min(this.rows - 1, y1) + 1) * s;
    const dx = shift(left, right, RULER + FIT_PAD, this.viewportWidth - FIT_PAD - this.reserveRight);
    const dy = shift(top, bottom, RULER + FIT_PAD, this.viewportHeight - FIT_PAD);
    if (dx || dy) this.panBy(dx, dy);
  }

  /** Centre a cell in the viewport. */
  centreOn(x: number, y: number): void {
    const c = this.cellCentre(x, y);
    this.panBy((this.viewportWidth + RULER) / 2 - c.x, (this.viewportHeight + RULER) / 2 - c.y);
  }

  /** The cells in view (inclusive ranges, clipped to the map), for drawing only what shows. */
  visibleCells(): { x0: number; y0: number; x1: number; y1: number } {
    const s = this.cellPx;
    return {
      x0: Math.max(0, Math.floor((RULER - this.x) / s)),
      y0: Math.max(0, Math.floor((RULER - this.y) / s)),
      x1: Math.min(this.cols - 1, Math.floor((this.viewportWidth - this.x) / s)),
      y1: Math.min(this.rows - 1, Math.floor((this.viewportHeight - this.y) / s)),
    };
  }
}

/** The least shift that puts [a, b] inside [lo, hi]; a larger span puts its start at lo. */
function shift(a: number, b: number, lo: number, hi: number): number {
  if (b - a > hi - lo || a < lo) return lo - a;
  if (b > hi) return hi - b;
  return 0;
}
