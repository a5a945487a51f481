/**
 * The one map stage (issue 20): the Konva stage of the console's map, the map editor and the table
 * screen. It owns the stage and its layers, the drawing schedule (invalidate a layer, drawn on the
 * next animation frame), the view (a MapGeometry: pan by drag, wheel zoom, fit, centre), and the
 * size (a ResizeObserver on the host: the view is fitted again while it is the default one, and
 * refitted around the point looked at once the user moved it). What each layer shows, and what a
 * click means, is the caller's: it gives scene functions in world coordinates (or screen ones for
 * the rulers) and handles its own pointer gestures, asking the stage to pan.
 *
 * No layer listens to the pointer (clicks are mapped to cells by the geometry, not by Konva's hit graph).
 */
import Konva from 'konva';
import { onBeforeUnmount, onMounted, shallowRef, type Ref } from 'vue';
import { MapGeometry, type Point } from './geometry';

Konva.autoDrawEnabled = false;

export interface StageLayer<N extends string = string> {
  readonly name: N;
  /** World layers follow the view's pan and zoom; a screen layer (the rulers) stays put. */
  readonly world: boolean;
  readonly scene: (ctx: CanvasRenderingContext2D) => void;
}

export interface StageOptions<N extends string> {
  readonly layers: readonly StageLayer<N>[];
  /** The default view of the board at the current size (the console: the field's height; the editor, the table: all of it). */
  readonly fit: (g: MapGeometry) => void;
  /** Before a frame is drawn: more layers to draw in it (the editor's bitmap brought up to the board). */
  readonly beforeDraw?: () => readonly N[] | void;
  /** After a frame: how long the layers took, and whether all of them were drawn. */
  readonly afterDraw?: (ms: number, all: boolean) => void;
  /** The view changed (pan, zoom, fit, resize): a finer terrain may be wanted. */
  readonly onView?: () => void;
  /** Screen pixels at the right edge that floating controls cover (MapGeometry.reserveRight). */
  readonly reserveRight?: number;
  /** Benchmark only: read a pixel back after each draw, so rasterising is inside the time measured. */
  readonly strict?: boolean;
}

export interface MapStage<N extends string> {
  /** The view's geometry (a new one for each new board: read it, do not keep it). */
  readonly geometry: () => MapGeometry;
  readonly size: () => { readonly width: number; readonly height: number };
  readonly konva: () => Konva.Stage | null;
  /** A board of this size: a new view, fitted. */
  board(cols: number, rows: number): void;
  /** Draw these layers (all when none is named) on the next frame. */
  invalidate(...names: N[]): void;
  /** The pointer's position in the host, in screen pixels. */
  local(e: { clientX: number; clientY: number }): Point;
  /** The view the user moves (the toolbar, the keys, a drag, the wheel). */
  panBy(dx: number, dy: number): void;
  zoom(factor: number, at?: Point): void;
  fit(): void;
  /** The whole field in the view, whatever cell size that takes (an overview). */
  fitAll(): void;
  centreOn(x: number, y: number): void;
  /** Bring a box of cells on screen at the current zoom, panning as little as needed. */
  frame(x0: number, y0: number, x1: number, y1: number): void;
  /** Wheel zoom at the pointer. */
  wheel(e: WheelEvent): void;
  /** A drag that pans: started at a point, followed by the pointer's moves, ended on release. */
  startPan(id: number, at: Point): void;
  /** Follows a pan in progress; false when this pointer is not panning. */
  movePan(id: number, at: Point): boolean;
  endPan(id: number): boolean;
  readonly panning: () => boolean;
}

/** The wheel's zoom factor: smooth for a trackpad, bounded for a mouse's notches. */
export const wheelFactor = (deltaY: number): number => Math.exp(-Math.max(-100, Math.min(100, deltaY)) * 0.0022);

export function useMapStage<N extends string>(host: Ref<HTMLElement | null>, container: Ref<HTMLElement | null>, cols: number, rows: number, o: StageOptions<N>): MapStage<N> {
  const newGeometry = (c: number, r: number): MapGeometry => Object.assign(new MapGeometry(c, r), { reserveRight: o.reserveRight ?? 0 });
  let geometry = newGeometry(cols, rows);
  let size = { width: 800, height: 600 };
  const stage = shallowRef<Konva.Stage | null>(null);
  const layers = new Map<N, Konva.Layer>();
  const dirty = new Set<N>();
  let frame = 0;
  let sized = false;
  /** The view is the default one (fitted, neither zoomed nor panned by the user since). */
  let atDefault = true;
  /** The user chose a zoom of his own since the last fit: a resize keeps it. */
  let zoomed = false;
  let pan: { id: number; x: number; y: number } | null = null;
  /** The view the layers were last given (applyView): a frame compares against it, not the geometry's. */
  let applied = { scale: NaN, x: NaN, y: NaN };

  function flush(): void {
    frame = 0;
    const t0 = performance.now();
    for (const n of o.beforeDraw?.() ?? []) dirty.add(n);
    for (const l of o.layers) if (dirty.has(l.name)) layers.get(l.name)?.draw();
    if (o.strict) for (const l of o.layers) if (dirty.has(l.name)) layers.get(l.name)?.getContext()._context.getImageData(0, 0, 1, 1);
    const all = dirty.size >= o.layers.length;
    dirty.clear();
    o.afterDraw?.(performance.now() - t0, all);
  }

  function invalidate(...names: N[]): void {
    for (const n of names.length ? names : o.layers.map((l) => l.name)) dirty.add(n);
    if (!frame) frame = requestAnimationFrame(flush);
  }

  function applyView(): void {
    const { scale, x, y } = geometry;
    applied = { scale, x, y };
    for (const l of o.layers) if (l.world) layers.get(l.name)?.setAttrs({ x, y, scaleX: scale, scaleY: scale });
    o.onView?.();
    invalidate();
  }

  function fitDefault(): void {
    o.fit(geometry);
    atDefault = true;
    zoomed = false;
  }

  function moved(zoom = false): void {
    atDefault = false;
    if (zoom) zoomed = true;
    applyView();
  }

  function resize(): void {
    const el = host.value;
    if (!el) return;
    const width = Math.max(100, el.clientWidth);
    const height = Math.max(100, el.clientHeight);
    if (sized && width === size.width && height === size.height) return;
    size = { width, height };
    stage.value?.size(size);
    // The first real size shows the default view, and so does a resize of a view still at it (the
    // panels docking or folding change the map's height once laid out). A view the user moved is
    // refitted around the point he looked at: the default zoom for the new size, or his own if he zoomed.
    if (!sized || atDefault) {
      geometry.resize(width, height);
      fitDefault();
    } else geometry.refit(width, height, zoomed);
    sized = el.clientWidth > 0;
    applyView();
  }

  let observer: ResizeObserver | null = null;
  onMounted(() => {
    const k = new Konva.Stage({ container: container.value as HTMLDivElement, width: size.width, height: size.height, listening: false });
    for (const l of o.layers) {
      const layer = new Konva.Layer({ listening: false });
      layer.add(new Konva.Shape({ sceneFunc: (c) => l.scene(c._context), listening: false, perfectDrawEnabled: false }));
      k.add(layer);
      layers.set(l.name, layer);
    }
    stage.value = k;
    resize();
    observer = new ResizeObserver(resize);
    if (host.value) observer.observe(host.value);
    // Canvas text waits for the bundled fonts.
    void document.fonts?.ready.then(() => invalidate());
  });
  onBeforeUnmount(() => {
    observer?.disconnect();
    if (frame) cancelAnimationFrame(frame);
    stage.value?.destroy();
    stage.value = null;
  });

  function local(e: { clientX: number; clientY: number }): Point {
    const r = host.value!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  function zoom(factor: number, at?: Point): void {
    if (at) geometry.zoomAt(at, factor);
    else geometry.zoomCentre(factor);
    moved(true);
  }

  return {
    geometry: () => geometry,
    size: () => size,
    konva: () => stage.value,
    board(c, r) {
      geometry = newGeometry(c, r);
      geometry.resize(size.width, size.height);
      fitDefault();
      applyView();
    },
    invalidate,
    local,
    panBy(dx, dy) {
      geometry.panBy(dx, dy);
      moved();
    },
    zoom,
    fit() {
      fitDefault();
      applyView();
    },
    fitAll() {
      geometry.fitAll();
      moved(true);
    },
    centreOn(x, y) {
      geometry.centreOn(x, y);
      moved();
    },
    frame(x0, y0, x1, y1) {
      geometry.frame(x0, y0, x1, y1);
      // Not the default view any more: a resize keeps the framed army at the centre.
      atDefault = false;
      // Only a view that moved is drawn again whole: a box already on screen (a commander picked in
      // the overview) leaves the layers to what the pick itself changed (the marks and the overlay).
      // Moved from the view the layers were given, not from the geometry as the caller left it: the
      // console's follow sets the geometry back to its last place before it frames, and a frame that
      // kept that place drew the map at the fitted view's transform under the rulers of the other.
      if (geometry.x !== applied.x || geometry.y !== applied.y || geometry.scale !== applied.scale) moved();
    },
    wheel: (e) => zoom(wheelFactor(e.deltaY), local(e)),
    startPan(id, at) {
      pan = { id, x: at.x, y: at.y };
    },
    movePan(id, at) {
      if (!pan || pan.id !== id) return false;
      geometry.panBy(at.x - pan.x, at.y - pan.y);
      pan.x = at.x;
      pan.y = at.y;
      moved();
      return true;
    },
    endPan(id) {
      if (!pan || pan.id !== id) return false;
      pan = null;
      return true;
    },
    panning: () => pan !== null,
  };
}
