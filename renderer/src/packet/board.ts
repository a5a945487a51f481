/**
 * The packet page's map: one canvas, the whole field at a chosen cell size, drawn with the console's
 * own drawing functions (terrain, fortresses, marks, counters) and the same highlights from the
 * engine's legal orders. A click is mapped to a cell by arithmetic (no hit graph).
 */
import { isCommanderType, type Army, type Cell, type GameEvent, type GameState, type LegalOrder, type Unit } from '../../../shared/rules/polkovodets';
import { fortressName, unitShort, type Lang } from '../../../shared/vocab';
import { drawFortressLabels, drawFortressOwners, drawMarks, drawTerrain, drawUnits, type FortressLook } from '../map/draw';
import { centre, dashedLine } from '../map/draw/common';
import { CELL } from '../map/geometry';
import { counterBox } from '../map/labels';
import { ARMY_COLOURS } from '../map/palette';
import { highlights, type Selection } from '../map/viewModel';

export interface BoardView {
  readonly state: GameState;
  readonly legal: readonly LegalOrder[];
  readonly selection: Selection;
  /** Cells where a marshal may be appointed (when the army must appoint one). */
  readonly appoint: readonly Cell[];
  readonly lang: Lang;
  /** Screen pixels per cell. */
  readonly cellPx: number;
  /** What moved since the army's last move: drawn as dashed lines in the mover's colour. */
  readonly trails: readonly Trail[];
}

export interface Trail {
  readonly army: Army;
  readonly from: Cell;
  readonly to: Cell;
}

/** The moves, steps and strikes among some events, as trails. */
export function trailsOf(events: readonly GameEvent[]): Trail[] {
  return events.flatMap((e) => (e.type === 'moved' || e.type === 'stepped' || e.type === 'struck' ? [{ army: e.army, from: e.from, to: e.to }] : []));
}

function drawTrails(ctx: CanvasRenderingContext2D, trails: readonly Trail[], scale: number): void {
  for (const t of trails) {
    const [x0, y0] = centre(t.from);
    const [x1, y1] = centre(t.to);
    dashedLine(ctx, [x0, y0], [x1, y1], ARMY_COLOURS[t.army].edge, Math.max(2, 2.5 / scale), [6, 4]);
    ctx.fillStyle = ARMY_COLOURS[t.army].edge;
    ctx.beginPath();
    ctx.arc(x0, y0, Math.max(3, 3 / scale), 0, Math.PI * 2);
    ctx.fill();
  }
}

/** The terrain is drawn once per map and cell size, then copied under each frame. */
let terrain: { canvas: HTMLCanvasElement; key: string } | null = null;

function terrainOf(state: GameState, cellPx: number, ratio: number): HTMLCanvasElement {
  const key = `${cellPx}:${ratio}`;
  if (terrain?.key === key) return terrain.canvas;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(state.map.width * cellPx * ratio);
  canvas.height = Math.ceil(state.map.height * cellPx * ratio);
  const ctx = canvas.getContext('2d')!;
  ctx.scale((cellPx * ratio) / CELL, (cellPx * ratio) / CELL);
  drawTerrain(ctx, state.map);
  terrain = { canvas, key };
  return canvas;
}

export function drawBoard(canvas: HTMLCanvasElement, v: BoardView): void {
  const { state, cellPx, lang } = v;
  const ratio = window.devicePixelRatio || 1;
  const w = state.map.width * cellPx;
  const h = state.map.height * cellPx;
  canvas.dataset.cellPx = String(cellPx);
  canvas.style.width = `${w}px`;
  canvas.style.height = `${h}px`;
  canvas.width = Math.ceil(w * ratio);
  canvas.height = Math.ceil(h * ratio);
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(terrainOf(state, cellPx, ratio), 0, 0);
  const scale = cellPx / CELL;
  ctx.setTransform(scale * ratio, 0, 0, scale * ratio, 0, 0);
  const fortresses: FortressLook[] = state.map.fortresses.map((def, i) => ({ def, state: state.fortresses[i]! }));
  drawFortressOwners(ctx, fortresses);
  const unitsById = new Map<string, Unit>(state.units.map((u) => [u.id, u]));
  drawTrails(ctx, v.trails, scale);
  drawMarks(ctx, highlights(state, v.legal, v.selection), unitsById, { appoint: v.appoint, scale });
  drawUnits(ctx, state.units, {
    cellPx,
    scale,
    visible: { x0: 0, y0: 0, x1: state.map.width - 1, y1: state.map.height - 1 },
    label: (u) => unitShort(u.type, u.army, lang),
    digits: new Map(),
    ordered: new Set(state.ordered),
    toMove: state.toMove,
  });
  const named = fortresses.map((f) => ({ ...f, def: { ...f.def, name: fortressName(f.def.name, lang, state.map) } }));
  // Kept off the counters as on the console's map (labels.ts): never a name over a unit.
  const counters = state.units.map((u) => counterBox(u.x, u.y, isCommanderType(u.type), 1 / scale));
  drawFortressLabels(ctx, named, scale, (f) => (f.hold ? `${f.hold.count}/2` : null), state.map, counters);
}

/** The cell under a click on the canvas, or null outside the field. */
export function cellAt(canvas: HTMLCanvasElement, state: GameState, cellPx: number, e: MouseEvent): Cell | null {
  const r = canvas.getBoundingClientRect();
  const x = Math.floor((e.clientX - r.left) / cellPx);
  const y = Math.floor((e.clientY - r.top) / cellPx);
  return x >= 0 && y >= 0 && x < state.map.width && y < state.map.height ? [x, y] : null;
}
