/**
 * Where each fortress's name goes (issue 22 item 4): never over a counter. The label — the owner's
 * badge, the name, the hold — is tried at today's place first (above the walls, or below them where
 * fewer road cells run under it), then further above or below, beside the walls and at the corners;
 * the first place that covers no counter, no other label and stays on the sheet wins. Where none is
 * free, the name is shortened (its first word and a dot, then its initials) and tried again; where
 * even that finds no room, the label goes to today's place and is drawn UNDER the counters with its
 * halo (they stay whole on top of it). Pure: world coordinates in, boxes out; the probe measures the
 * same boxes against the drawn counters.
 */
import { CELL } from './geometry';

export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface LabelInput {
  readonly cells: readonly (readonly [number, number])[];
  readonly name: string;
  readonly hold: string | null;
}

export interface PlacedLabel {
  /** The text drawn (the name, or a shortened one). */
  readonly text: string;
  readonly hold: string | null;
  /** The whole label's box (badge, name, hold, with the halo), world coordinates. */
  readonly box: Box;
  /** The text's baseline (its bottom) and the badge's left edge. */
  readonly left: number;
  readonly bottom: number;
  /** Drawn under the counters (no free place was found). */
  readonly under: boolean;
}

export interface LabelSpace {
  /** World units a screen pixel takes (1 / the view's scale). */
  readonly unit: number;
  /** The font's size in world units. */
  readonly size: number;
  /** The text's width in world units at that size. */
  readonly measure: (text: string) => number;
  /** The counters' boxes (world), the sheet's size (world) and whether a road runs under a world box. */
  readonly counters: readonly Box[];
  readonly width: number;
  readonly height: number;
  readonly roadsUnder?: (b: Box) => number;
  /** Today's placement only (no avoiding of counters): the fixture the probe's measure is checked on. */
  readonly naive?: boolean;
}

const C = CELL;

export const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * A counter's box as drawn (draw/counters.ts): its card inside the cell with the light halo around it,
 * which grows past the cell when zoomed far out (`unit`: world units a screen pixel takes), and for a
 * commander the banner rising above it.
 */
export function counterBox(x: number, y: number, commander: boolean, unit = 1): Box {
  const grow = Math.max(-1, 1.5 * unit - 1.5);
  return { x0: x * C - grow, y0: y * C - grow - (commander ? 14 : 0), x1: (x + 1) * C + grow, y1: (y + 1) * C + grow };
}

/** Shorter names for a crowded place: the first word with a dot, then the initials. */
export function shortNames(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  if (words.length > 1) out.push(`${words[0]}.`);
  const initials = words.map((w) => w[0]!.toUpperCase()).join('');
  out.push(words.length > 1 ? initials : `${name.slice(0, 3)}.`);
  return out.filter((n) => n.length < name.length);
}

/** The label's width for a text (badge, gap, text, and the hold's pill). */
function widthOf(text: string, hold: string | null, s: LabelSpace): number {
  return s.size * 1.05 + s.size * 0.4 + s.measure(text) + (hold ? s.size * 0.35 + s.measure(hold) + s.size * 0.5 : 0);
}

export function placeFortressLabels(list: readonly LabelInput[], s: LabelSpace): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const halo = 2 * s.unit;
  const height = s.size * 1.13 + halo;
  for (const f of list) {
    const xs = f.cells.map((c) => c[0]);
    const ys = f.cells.map((c) => c[1]);
    const fx0 = Math.min(...xs) * C;
    const fx1 = (Math.max(...xs) + 1) * C;
    const fy0 = Math.min(...ys) * C;
    const fy1 = (Math.max(...ys) + 1) * C;
    const cx = (fx0 + fx1) / 2;
    const gap = 5 * s.unit;
    const boxAt = (x0: number, y0: number, w: number): Box => {
      const x = Math.min(s.width - w - 4 * s.unit, Math.max(4 * s.unit, x0));
      return { x0: x - halo, y0, x1: x + w + halo, y1: y0 + height };
    };
    const candidates = (w: number): Box[] => {
      const above = (k: number, x: number) => boxAt(x, fy0 - gap - height - k * C, w);
      const below = (k: number, x: number) => boxAt(x, fy1 + gap + k * C, w);
      const mid = cx - w / 2;
      // Today's first: above, or below where fewer roads run under the label.
      const a = above(0, mid);
      const b = below(0, mid);
      const first = s.roadsUnder && s.roadsUnder(b) < s.roadsUnder(a) ? [b, a] : [a, b];
      if (s.naive) return first.slice(0, 1);
      const out = [...first];
      const side = (fy0 + fy1) / 2 - height / 2;
      for (const k of [0, 1, 2]) out.push(above(k, fx0 - w + C), above(k, fx1 - C), below(k, fx0 - w + C), below(k, fx1 - C));
      out.push(boxAt(fx1 + gap, side, w), boxAt(fx0 - gap - w, side, w));
      for (const k of [1, 2, 3]) out.push(above(k, mid), below(k, mid));
      for (const dy of [-1, 1]) out.push(boxAt(fx1 + gap, side + dy * C, w), boxAt(fx0 - gap - w, side + dy * C, w));
      return out;
    };
    const free = (b: Box): boolean =>
      b.y0 >= 0 && b.y1 <= s.height && !s.counters.some((c) => overlaps(b, c)) && !placed.some((p) => !p.under && overlaps(b, p.box));
    let chosen: PlacedLabel | null = null;
    for (const text of s.naive ? [f.name] : [f.name, ...shortNames(f.name)]) {
      const w = widthOf(text, f.hold, s);
      const list = candidates(w);
      const box = s.naive ? list[0] : list.find(free);
      if (box) {
        chosen = { text, hold: f.hold, box, left: box.x0 + halo, bottom: box.y1 - halo, under: false };
        break;
      }
    }
    if (!chosen) {
      // No room anywhere: today's place, under the counters.
      const box = candidates(widthOf(f.name, f.hold, s))[0]!;
      chosen = { text: f.name, hold: f.hold, box, left: box.x0 + halo, bottom: box.y1 - halo, under: true };
    }
    placed.push(chosen);
  }
  return placed;
}

/** How many counters the labels drawn over them cover (a label drawn under the counters covers none). */
export function labelCounterOverlaps(labels: readonly { readonly box: Box; readonly under: boolean }[], counters: readonly Box[]): number {
  let n = 0;
  for (const l of labels) if (!l.under) for (const c of counters) if (overlaps(l.box, c)) n++;
  return n;
}
