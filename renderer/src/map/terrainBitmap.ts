/**
 * The terrain in a bitmap, at a resolution near the screen's own (16 to 64 pixels a cell): drawing
 * the map is then close to a copy of the part in view. The console's map, the editor and the table
 * screen keep theirs here: drawn whole, or a band of rows again (the editor's stroke, a finer bitmap
 * drawn a band at a time), and shown through the stage's terrain layer.
 */
import type { MapDef } from '../../../shared/rules/polkovodets';
import { drawTerrain } from './draw';
import { CELL, type MapGeometry } from './geometry';

/** The resolution (pixels a cell, a multiple of `step`) for a view showing `cellPx` screen pixels a cell. */
export const bitmapResolution = (cellPx: number, step = 16, min = 16): number =>
  Math.max(min, Math.min(64, Math.ceil((cellPx * (window.devicePixelRatio || 1)) / step) * step));

/** A map's identity for its ground: each reply brings a new map object, so the ground is drawn again only when the map itself differs. */
export const mapKey = (map: MapDef): string => `${map.width}×${map.height}:${map.rows.join('')}`;

export class TerrainBitmap {
  /** An ImageBitmap once converted (drawing from it never copies the canvas). */
  image: HTMLCanvasElement | ImageBitmap | null = null;
  res = 0;
  private canvas: HTMLCanvasElement | null = null;
  private ctx: CanvasRenderingContext2D | null = null;
  private settle: ReturnType<typeof setTimeout> | null = null;

  /** A blank canvas for the map at `res`, scaled to world coordinates. */
  static canvasFor(map: MapDef, res: number): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(map.width * res);
    canvas.height = Math.round(map.height * res);
    const ctx = canvas.getContext('2d')!;
    ctx.scale(res / CELL, res / CELL);
    return { canvas, ctx };
  }

  /** The whole map, drawn at once at `res`. */
  draw(map: MapDef, res: number, sheets?: readonly number[], ready?: () => void): void {
    const { canvas, ctx } = TerrainBitmap.canvasFor(map, res);
    drawTerrain(ctx, map, undefined, sheets);
    this.show(canvas, ctx, res, ready);
  }

  /** Rows y0 ≤ y < y1 drawn again (the rest of the bitmap stays). */
  drawRows(map: MapDef, y0: number, y1: number, sheets?: readonly number[]): void {
    if (this.ctx) drawTerrain(this.ctx, map, { y0, y1 }, sheets);
  }

  /** Take a finished canvas as the bitmap (and, later, as an ImageBitmap of it; `ready` says when). */
  show(canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D, res: number, ready?: () => void): void {
    if (this.image && 'close' in this.image) this.image.close();
    this.canvas = canvas;
    this.ctx = ctx;
    this.image = canvas;
    this.res = res;
    if (!ready) return;
    void createImageBitmap(canvas).then(
      (bitmap) => {
        if (this.image === canvas) {
          this.image = bitmap;
          ready();
        } else bitmap.close();
      },
      () => {},
    );
  }

  /** The scene of the terrain layer: only the part in view (world coordinates). */
  scene(ctx: CanvasRenderingContext2D, g: MapGeometry): void {
    const img = this.image;
    if (!img) return;
    const v = g.visibleCells();
    if (v.x1 < v.x0 || v.y1 < v.y0) return;
    const k = this.res / CELL;
    const wx = v.x0 * CELL;
    const wy = v.y0 * CELL;
    const ww = (v.x1 - v.x0 + 1) * CELL;
    const wh = (v.y1 - v.y0 + 1) * CELL;
    ctx.drawImage(img, wx * k, wy * k, ww * k, wh * k, wx, wy, ww, wh);
  }

  /** Past 1.25 screen pixels per bitmap pixel, the resolution a finer bitmap should have (else null). */
  finer(g: MapGeometry): number | null {
    const want = g.cellPx * (window.devicePixelRatio || 1);
    if (want <= this.res * 1.25) return null;
    const next = Math.min(64, Math.ceil(want / 16) * 16);
    return next > this.res ? next : null;
  }

  /** Once the zoom settles (180 ms without a change), `redraw` at the finer resolution the view wants, if it wants one. */
  refineWhenSettled(g: MapGeometry, redraw: (res: number) => void): void {
    const res = this.finer(g);
    if (res === null) return;
    if (this.settle) clearTimeout(this.settle);
    this.settle = setTimeout(() => {
      this.settle = null;
      redraw(res);
    }, 180);
  }

  private refineJob = 0;

  /**
   * A finer bitmap of `map` at `res`, drawn a band of rows per task so panning stays smooth; swapped
   * in when done (then `ready`), unless `cancelRefine` or a newer refine came first.
   */
  refine(map: MapDef, res: number, ready: () => void): void {
    const job = ++this.refineJob;
    const { canvas, ctx } = TerrainBitmap.canvasFor(map, res);
    const step = Math.max(2, Math.round(2400 / (map.width * Math.max(1, res / 16))));
    let y0 = 0;
    const next = () => {
      if (job !== this.refineJob) return;
      const t0 = performance.now();
      while (y0 < map.height && performance.now() - t0 < 8) {
        const y1 = Math.min(map.height, y0 + step);
        drawTerrain(ctx, map, { y0, y1 });
        y0 = y1;
      }
      if (y0 < map.height) setTimeout(next, 0);
      else {
        this.show(canvas, ctx, res, ready);
        ready();
      }
    };
    setTimeout(next, 0);
  }

  /** Stop a finer bitmap in progress (a new map, or the view closed). */
  cancelRefine(): void {
    this.refineJob++;
  }

  dispose(): void {
    this.cancelRefine();
    if (this.settle) clearTimeout(this.settle);
    this.settle = null;
    if (this.image && 'close' in this.image) this.image.close();
    this.image = this.canvas = null;
    this.ctx = null;
  }
}
