/**
 * A window onto the map for end-to-end tests and the benchmark (`window.__polkMap`, only when the
 * page URL carries `e2e`): where each cell is on the screen, what is drawn, and how long the draws
 * take. It reads; it never changes the game.
 */
import type Konva from 'konva';
import type { Cell, FortressState, MapDef, Unit } from '../../../shared/rules/polkovodets';
import type { MapGeometry } from './geometry';
import { mapControls } from './controls';
import type { PatternRay } from './pattern';
import type { Highlights } from './viewModel';
import { placeLabels, type DrawnLabel, type FortressLook } from './draw';
import { labelCounterOverlaps, type Box, type PlacedLabel } from './labels';
import type { Bilingual } from '../../../shared/bridge/contract';

export interface ProbeSources {
  geometry(): MapGeometry;
  host(): HTMLElement | null;
  units(): readonly Unit[];
  labels(): ReadonlyMap<string, DrawnLabel>;
  fortressLabels(): readonly string[];
  fortressPlaces(): { readonly labels: readonly PlacedLabel[]; readonly counters: readonly Box[]; readonly fortresses: readonly FortressLook[]; readonly map: MapDef | null };
  pattern(): readonly PatternRay[];
  blocked(): readonly { readonly cell: Cell; readonly code: string; readonly reason: Bilingual }[];
  highlights(): Highlights;
  stage(): Konva.Stage | null;
  redraw(): void;
}

export interface MapProbe {
  /** `e2e=strict`: frames force their rasterisation (a pixel read-back) so the timing includes it. */
  readonly strict: boolean;
  frame(ms: number, full: boolean): void;
  markReady(): void;
  click(): void;
  attach(s: ProbeSources): void;
  detach(): void;
}

export interface PolkMapHandle {
  ready: boolean;
  /** performance.now() when the map was first drawn with its legal orders: interactive. */
  readyAt: number | null;
  /** Draw time of every frame (ms), and whether all layers were drawn. */
  frames: { ms: number; full: boolean; at: number }[];
  /** performance.now() of the last click on a cell. */
  lastClickAt: number | null;
  /** Client (page) coordinates of a cell's centre. */
  cellToClient(x: number, y: number): { x: number; y: number } | null;
  units(): { id: string; army: string; type: string; x: number; y: number; acted: boolean }[];
  highlights(): { commander: string | null; unit: string | null; moves: number[][]; roads: number[][]; strikes: { cell: number[]; target: string; ranged: boolean }[]; steps: number[][]; recruits: number[][]; orderable: string[] };
  /** Each counter drawn in the last frame: its type label and the label's size in screen pixels. */
  labels(): { id: string; text: string; px: number; detail: string }[];
  /** The fortress names drawn in the last frame, in the window's language. */
  fortressLabels(): string[];
  /**
   * The fortress labels drawn in the last frame — the text, its box (world) and whether it lies under
   * the counters — and how many drawn counters the labels drawn over them cover (issue 22 item 4).
   * `today`: the same measure of the labels as the placement before issue 22 put them (above the
   * walls, or below them, whatever stands there) — the fixture that shows the measure can fail.
   */
  fortressPlaces(today?: boolean): { labels: { text: string; box: Box; under: boolean; onScreen: boolean }[]; overlaps: number };
  /** The picked unit's pattern rays, and the pattern's cells a click would be refused at, with the reason. */
  pattern(): { kind: string; cells: number[][] }[];
  blocked(): { cell: number[]; code: string; reason: { ru: string; en: string } }[];
  transform(): { scale: number; x: number; y: number; cellPx: number; width: number; height: number; drawn: { scale: number; x: number; y: number } | null };
  centreOn(x: number, y: number): void;
  resetFrames(): void;
}

/** Client (page) coordinates of a cell's centre on a drawn board (the map's and the editor's probes). */
export function cellToClient(sources: { geometry(): MapGeometry; host(): HTMLElement | null } | null, x: number, y: number): { x: number; y: number } | null {
  const host = sources?.host();
  if (!sources || !host) return null;
  const r = host.getBoundingClientRect();
  const p = sources.geometry().cellCentre(x, y);
  return { x: r.left + p.x, y: r.top + p.y };
}

export function installMapProbe(): MapProbe {
  const params = typeof window !== 'undefined' ? new URLSearchParams(window.location.search) : new URLSearchParams();
  const enabled = params.has('e2e');
  const strict = params.get('e2e') === 'strict';
  let sources: ProbeSources | null = null;
  const handle: PolkMapHandle = {
    ready: false,
    readyAt: null,
    frames: [],
    lastClickAt: null,
    cellToClient: (x, y) => cellToClient(sources, x, y),
    units: () => (sources?.units() ?? []).map((u) => ({ id: u.id, army: u.army, type: u.type, x: u.x, y: u.y, acted: u.acted })),
    labels: () => [...(sources?.labels() ?? new Map<string, DrawnLabel>())].map(([id, l]) => ({ id, text: l.text, px: l.px, detail: l.detail })),
    fortressLabels: () => [...(sources?.fortressLabels() ?? [])],
    fortressPlaces(today = false) {
      const p: { labels: readonly PlacedLabel[]; counters: readonly Box[]; fortresses: readonly FortressLook[]; map: MapDef | null } = { ...(sources?.fortressPlaces() ?? { labels: [], counters: [], fortresses: [], map: null }) };
      const g = sources?.geometry();
      if (today && g) {
        const ctx = document.createElement('canvas').getContext('2d')!;
        const hold = (f: FortressState) => (f.hold ? `${f.hold.count}/2` : null);
        p.labels = placeLabels(ctx, p.fortresses, g.scale, hold, p.map ?? undefined, p.counters, true);
      }
      // On the screen: some of the box inside the view (the rulers excluded).
      const seen = (b: Box): boolean => !!g && b.x1 * g.scale + g.x > 22 && b.x0 * g.scale + g.x < g.viewportWidth && b.y1 * g.scale + g.y > 22 && b.y0 * g.scale + g.y < g.viewportHeight;
      return {
        labels: p.labels.map((l) => ({ text: l.text, box: { ...l.box }, under: l.under, onScreen: seen(l.box) })),
        overlaps: labelCounterOverlaps(p.labels, p.counters),
      };
    },
    pattern: () => (sources?.pattern() ?? []).map((r) => ({ kind: r.kind, cells: r.cells.map((c) => [...c]) })),
    blocked: () => (sources?.blocked() ?? []).map((b) => ({ cell: [...b.cell], code: b.code, reason: { ru: b.reason.ru, en: b.reason.en } })),
    highlights() {
      const h = sources!.highlights();
      return {
        commander: h.commander,
        unit: h.unit,
        moves: h.moves.map((c) => [...c]),
        roads: h.roads.map((c) => [...c]),
        strikes: h.strikes.map((s) => ({ cell: [...s.cell], target: s.target, ranged: s.ranged })),
        steps: h.steps.map((c) => [...c]),
        recruits: h.recruits.map((c) => [...c]),
        orderable: [...h.orderable],
      };
    },
    transform() {
      const g = sources!.geometry();
      // The transform the terrain layer is drawn with (world layers share it): the geometry's, unless stale.
      const layer = sources!.stage()?.getLayers()[0];
      const drawn = layer ? { scale: layer.scaleX(), x: layer.x(), y: layer.y() } : null;
      return { scale: g.scale, x: g.x, y: g.y, cellPx: g.cellPx, width: g.viewportWidth, height: g.viewportHeight, drawn };
    },
    centreOn(x, y) {
      mapControls()?.centreOn(x, y);
    },
    resetFrames() {
      handle.frames = [];
    },
  };
  if (enabled) (window as unknown as { __polkMap: PolkMapHandle }).__polkMap = handle;
  return {
    strict,
    frame(ms, full) {
      if (enabled) {
        handle.frames.push({ ms, full, at: performance.now() });
        if (handle.frames.length > 5000) handle.frames.splice(0, 1000);
      }
    },
    markReady() {
      handle.ready = true;
      handle.readyAt = performance.now();
    },
    click() {
      handle.lastClickAt = performance.now();
    },
    attach(s) {
      sources = s;
    },
    detach() {
      sources = null;
      handle.ready = false;
    },
  };
}
