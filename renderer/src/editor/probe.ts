/**
 * A window onto the map editor for end-to-end tests and the benchmark (`window.__polkEditor`, only
 * when the page URL carries `e2e`): where each cell is on the screen, the board as drawn, the
 * validation's issues, and how long each redraw took. It reads; drawing goes through the pointer.
 */
import type { MapGeometry } from '../map/geometry';
import { cellToClient } from '../map/probe';
import type { EditorBoard } from './model';
import type { EditorIssue } from './validation';

export interface EditorProbeSources {
  geometry(): MapGeometry;
  host(): HTMLElement | null;
  board(): EditorBoard;
  issues(): readonly EditorIssue[];
  centreOn(x: number, y: number): void;
}

export interface PolkEditorHandle {
  ready: boolean;
  /**
   * Redraw times (ms): `rows` is how many terrain rows the frame redrew (0: none, -1: the whole
   * bitmap); `input` the performance.now() of the earliest stroke move the frame shows (null: none).
   */
  frames: { ms: number; rows: number; at: number; input: number | null }[];
  cellToClient(x: number, y: number): { x: number; y: number } | null;
  board(): { width: number; height: number; rows: string[]; fortresses: { name: string; nameEn: string; cells: number[][]; home: string | null }[]; sheets: { count: number; width: number } } | null;
  issues(): { severity: string; code: string; cells: number[][]; message: { ru: string; en: string } }[];
  transform(): { scale: number; x: number; y: number; cellPx: number } | null;
  centreOn(x: number, y: number): void;
  resetFrames(): void;
}

export interface EditorProbe {
  readonly strict: boolean;
  frame(ms: number, rows: number, input: number | null): void;
  attach(s: EditorProbeSources): void;
  detach(): void;
}

export function installEditorProbe(): EditorProbe {
  const params = typeof window !== 'undefined' ? new URLSearchParams(window.location.search) : new URLSearchParams();
  const enabled = params.has('e2e');
  let sources: EditorProbeSources | null = null;
  const handle: PolkEditorHandle = {
    ready: false,
    frames: [],
    cellToClient: (x, y) => cellToClient(sources, x, y),
    board() {
      const b = sources?.board();
      if (!b) return null;
      return {
        width: b.width,
        height: b.height,
        rows: [...b.rows],
        fortresses: b.fortresses.map((f) => ({ name: f.name, nameEn: f.nameEn, cells: f.cells.map((c) => [...c]), home: f.home })),
        sheets: { ...b.sheets },
      };
    },
    issues: () => (sources?.issues() ?? []).map((i) => ({ severity: i.severity, code: i.code, cells: i.cells.map((c) => [...c]), message: { ru: i.message.ru, en: i.message.en } })),
    transform() {
      const g = sources?.geometry();
      return g ? { scale: g.scale, x: g.x, y: g.y, cellPx: g.cellPx } : null;
    },
    centreOn(x, y) {
      sources?.centreOn(x, y);
    },
    resetFrames() {
      handle.frames = [];
    },
  };
  if (enabled) (window as unknown as { __polkEditor: PolkEditorHandle }).__polkEditor = handle;
  return {
    strict: params.get('e2e') === 'strict',
    frame(ms, rows, input) {
      if (!enabled) return;
      handle.frames.push({ ms, rows, at: performance.now(), input });
      if (handle.frames.length > 5000) handle.frames.splice(0, 1000);
    },
    attach(s) {
      sources = s;
      handle.ready = true;
    },
    detach() {
      sources = null;
      handle.ready = false;
    },
  };
}
