/**
 * The map's pointer (MapView.vue): drag to pan, click to pick a cell, and drag-to-move — a unit of
 * the army to move carried by the pointer, its drop a click on the cell. It reads no store: the map
 * hands it what it may do (`canCarry`) and where the intents go (`click`, `drop`).
 */
import type { Ref } from 'vue';
import type { Cell, GameState } from '../../../shared/rules/polkovodets';
import type { MapStage } from './stage';

export interface MapPointerHooks {
  readonly stage: MapStage<string>;
  readonly host: Ref<HTMLElement | null>;
  readonly state: () => GameState | null;
  /** May a unit of the army to move be carried now (ordering is open, not in setup)? */
  readonly canCarry: () => boolean;
  readonly hover: () => Cell | null;
  readonly setHover: (cell: Cell | null) => void;
  readonly click: (cell: Cell) => void;
  readonly drop: (from: Cell, to: Cell) => void;
  /** The carried unit moved: redraw its ghost. */
  readonly redraw: () => void;
}

/** A unit carried by the pointer: its id, its cell, where the pointer is (screen pixels), and whether it left its cell. */
export interface CarriedUnit {
  readonly unit: string;
  readonly from: Cell;
  at: { x: number; y: number };
  active: boolean;
}

export function useMapPointer(h: MapPointerHooks) {
  const { stage } = h;
  let drag: { id: number; x: number; y: number; moved: boolean } | null = null;
  let carried: CarriedUnit | null = null;
  const setHover = (cell: Cell | null) => {
    const was = h.hover();
    if (cell?.[0] !== was?.[0] || cell?.[1] !== was?.[1]) h.setHover(cell);
  };

  function down(e: PointerEvent): void {
    if (e.button !== 0 && e.button !== 1) return;
    h.host.value?.focus({ preventScroll: true });
    const p = stage.local(e);
    drag = { id: e.pointerId, x: p.x, y: p.y, moved: e.button === 1 };
    if (drag.moved) stage.startPan(e.pointerId, p);
    carried = null;
    const cell = e.button === 0 ? stage.geometry().cellAt(p) : null;
    const state = h.state();
    const u = cell && state && h.canCarry() ? state.units.find((v) => v.x === cell[0] && v.y === cell[1]) : null;
    if (u && u.army === state!.toMove) carried = { unit: u.id, from: cell!, at: p, active: false };
    h.host.value?.setPointerCapture(e.pointerId);
  }

  function move(e: PointerEvent): void {
    const p = stage.local(e);
    if (drag && drag.id === e.pointerId) {
      if (!drag.moved && Math.hypot(p.x - drag.x, p.y - drag.y) < 5) return;
      if (!drag.moved && !carried) stage.startPan(e.pointerId, drag);
      drag.moved = true;
      if (carried) {
        carried.active = true;
        carried.at = p;
        setHover(stage.geometry().cellAt(p));
        h.redraw();
        return;
      }
      stage.movePan(e.pointerId, p);
      return;
    }
    setHover(stage.geometry().cellAt(p));
  }

  function up(e: PointerEvent): void {
    if (!drag || drag.id !== e.pointerId) return;
    const clicked = !drag.moved && e.button === 0;
    drag = null;
    stage.endPan(e.pointerId);
    h.host.value?.releasePointerCapture(e.pointerId);
    const was = carried;
    carried = null;
    if (was?.active) {
      h.redraw();
      const to = stage.geometry().cellAt(stage.local(e));
      if (to && (to[0] !== was.from[0] || to[1] !== was.from[1])) h.drop(was.from, to);
      return;
    }
    if (!clicked) return;
    const cell = stage.geometry().cellAt(stage.local(e));
    if (cell) h.click(cell);
  }

  function leave(): void {
    if (!drag) h.setHover(null);
  }

  /** The unit being carried, once it left its cell (its ghost is drawn under the pointer). */
  const carrying = (): CarriedUnit | null => (carried?.active ? carried : null);

  return { down, move, up, leave, carrying };
}
