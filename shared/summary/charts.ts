/**
 * SVG charts for the campaign report: lines per army over the turns, and fortress ownership as a
 * band per fortress. The armies differ by dash and marker as well as by colour, so the charts read
 * in black and white.
 */
import { ARMIES, assertNever, type Army } from '../rules/polkovodets';
import { ARMY_PIECES, colourOnPaper } from '../pieces';
import { esc } from './escape';
import type { Lang } from './model';
import { armyName, fortressLabel, words } from './text';

/** An army's line: its colour on paper and its dash; its points are marked with its shape, in its card's colours. */
const LINES: Readonly<Record<Army, { colour: string; dash: string; markerPaint: string }>> = Object.fromEntries(
  ARMIES.map((army) => {
    const { colours, pattern } = ARMY_PIECES[army];
    return [army, { colour: colourOnPaper(army), dash: pattern.dash, markerPaint: `fill="${colours.fill}" stroke="${colours.edge}" stroke-width="0.9"` }];
  }),
) as Record<Army, { colour: string; dash: string; markerPaint: string }>;

const f1 = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/**
 * A "nice" step for about `target` ticks over `span`. With `whole` (the values are counts) the step
 * is a whole number: never below 1, and 2.5 is skipped.
 */
export function niceStep(span: number, target = 5, whole = false): number {
  if (span <= 0) return 1;
  const raw = span / target;
  if (whole && raw <= 1) return 1;
  const mag = 10 ** Math.floor(Math.log10(raw));
  for (const m of whole ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10]) if (m * mag >= raw) return cleanNumber(m * mag);
  return cleanNumber(10 * mag);
}

/** Drop binary floating-point dust (0.30000000000000004 → 0.3) from a tick value. */
export const cleanNumber = (v: number): number => Number(v.toPrecision(12));

/** The tick values from `min` to `max` by `step`, each computed afresh (no sum of steps drifts). */
export function ticks(min: number, max: number, step: number): number[] {
  const out: number[] = [];
  const n = Math.round((max - min) / step);
  for (let i = 0; i <= n; i++) out.push(cleanNumber(min + i * step));
  return out;
}

/** A data point: the army's shape in its card's colours (white Austria outlined in its dark edge). */
function marker(army: Army, x: number, y: number): string {
  const shape = ARMY_PIECES[army].pattern.shape;
  const paint = LINES[army].markerPaint;
  switch (shape) {
    case 'square':
      return `<rect x="${f1(x - 2.4)}" y="${f1(y - 2.4)}" width="4.8" height="4.8" ${paint}/>`;
    case 'circle':
      return `<circle cx="${f1(x)}" cy="${f1(y)}" r="2.6" ${paint}/>`;
    case 'diamond':
      return `<path d="M${f1(x)} ${f1(y - 3.1)}L${f1(x + 3.1)} ${f1(y)}L${f1(x)} ${f1(y + 3.1)}L${f1(x - 3.1)} ${f1(y)}Z" ${paint}/>`;
    default:
      return assertNever(shape);
  }
}

export interface LineChartOptions {
  readonly title: string;
  readonly lang: Lang;
  /** X values: the turns (0 = the start). */
  readonly turns: readonly number[];
  readonly series: readonly { readonly army: Army; readonly values: readonly number[] }[];
  readonly format?: (v: number) => string;
  readonly width?: number;
  readonly height?: number;
}

export function lineChart(o: LineChartOptions): string {
  const W = o.width ?? 720;
  const H = o.height ?? 210;
  const L = 40;
  const R = 10;
  const T = 24;
  const B = 28;
  const pw = W - L - R;
  const ph = H - T - B;
  const xs = o.turns;
  const xmin = xs.length ? xs[0] : 0;
  const xmax = xs.length > 1 ? xs[xs.length - 1] : xmin + 1;
  let ymax = 0;
  let ymin = 0;
  for (const s of o.series) for (const v of s.values) {
    ymax = Math.max(ymax, v);
    ymin = Math.min(ymin, v);
  }
  const whole = o.series.every((s) => s.values.every((v) => Number.isInteger(v)));
  const ystep = niceStep(ymax - ymin || 1, 5, whole);
  ymax = cleanNumber(Math.max(ystep, Math.ceil(ymax / ystep) * ystep));
  ymin = cleanNumber(Math.floor(ymin / ystep) * ystep);
  const X = (t: number) => L + ((t - xmin) / (xmax - xmin || 1)) * pw;
  const Y = (v: number) => T + ph - ((v - ymin) / (ymax - ymin || 1)) * ph;
  const fmt = o.format ?? ((v: number) => String(v));
  const parts: string[] = [];
  // Grid and axes.
  for (const v of ticks(ymin, ymax, ystep)) {
    parts.push(`<path d="M${L} ${f1(Y(v))}H${L + pw}" stroke="#000" stroke-opacity="${v === 0 ? 0.6 : 0.15}" stroke-width="0.6"/>`);
    parts.push(`<text x="${L - 4}" y="${f1(Y(v) + 3)}" text-anchor="end">${esc(fmt(v))}</text>`);
  }
  const xstep = niceStep(xmax - xmin, 10, true);
  for (const t of ticks(Math.ceil(xmin / xstep) * xstep, Math.floor(xmax / xstep) * xstep, xstep)) {
    parts.push(`<path d="M${f1(X(t))} ${T + ph}v3.5" stroke="#000" stroke-width="0.7"/>`);
    parts.push(`<text x="${f1(X(t))}" y="${T + ph + 13}" text-anchor="middle">${t === 0 ? esc(words(o.lang).start) : t}</text>`);
  }
  parts.push(`<path d="M${L} ${T}V${T + ph}H${L + pw}" stroke="#000" stroke-width="0.9" fill="none"/>`);
  parts.push(`<text x="${L + pw}" y="${H - 3}" text-anchor="end" font-style="italic">${esc(words(o.lang).turn)}</text>`);
  // Lines.
  const legend: string[] = [];
  o.series.forEach((s, i) => {
    const st = LINES[s.army];
    const pts = s.values.map((v, k) => `${f1(X(xs[k] ?? k))},${f1(Y(v))}`).join(' ');
    parts.push(`<polyline points="${pts}" fill="none" stroke="${st.colour}" stroke-width="1.9"${st.dash ? ` stroke-dasharray="${st.dash}"` : ''} stroke-linejoin="round"/>`);
    const every = Math.max(1, Math.ceil(s.values.length / 16));
    s.values.forEach((v, k) => {
      if (k % every === 0 || k === s.values.length - 1) parts.push(marker(s.army, X(xs[k] ?? k), Y(v)));
    });
    const lx = L + i * Math.min(150, pw / Math.max(1, o.series.length));
    legend.push(`<path d="M${f1(lx)} 9h26" stroke="${st.colour}" stroke-width="1.9"${st.dash ? ` stroke-dasharray="${st.dash}"` : ''}/>${marker(s.army, lx + 13, 9)}<text x="${f1(lx + 31)}" y="12.5">${esc(armyName(s.army, o.lang))}${s.values.length ? `: ${esc(fmt(s.values[s.values.length - 1]))}` : ''}</text>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 ${W} ${H}" width="100%" font-family="'PT Sans', 'DejaVu Sans', Arial, sans-serif" font-size="10" role="img"><title>${esc(o.title)}</title><rect x="${L}" y="${T}" width="${pw}" height="${ph}" fill="#fff"/>${parts.join('')}<g>${legend.map((l) => l).join('')}</g></svg>`;
}

/** The owner's letter on a band: its card's ink, haloed in its face; all but the position. */
const LABELS: Readonly<Record<Army, string>> = Object.fromEntries(
  ARMIES.map((army) => {
    const { colours, letter } = ARMY_PIECES[army];
    return [army, `text-anchor="middle" font-weight="700" fill="${colours.ink}" stroke="${colours.fill}" stroke-width="2.2" paint-order="stroke">${esc(letter)}`];
  }),
) as Record<Army, string>;

/** An army's hatch over an area (x, y, w, h), in its edge colour: lines rising to the right, or dots. */
function hatch(army: Army, x: number, y: number, w: number, h: number): string {
  const { colours, pattern } = ARMY_PIECES[army];
  const d: string[] = [];
  switch (pattern.hatch) {
    case 'none':
      return '';
    case 'lines':
      for (let k = -h; k < w; k += 4) {
        const x0 = Math.max(x, x + k);
        const y0 = y + h - Math.max(0, -k);
        const x1 = Math.min(x + w, x + k + h);
        const y1 = y + h - (x1 - (x + k));
        d.push(`M${f1(x0)} ${f1(y0)}L${f1(x1)} ${f1(y1)}`);
      }
      return `<path d="${d.join('')}" stroke="${colours.edge}" stroke-width="1.1"/>`;
    case 'dots':
      // Staggered rows of round dots: each row one line, dashed to dots (zero-length dashes, round caps).
      for (let j = 0, cy = y + 2.2; cy < y + h - 1; j++, cy += 3) d.push(`M${f1(x + (j % 2 ? 3.8 : 1.8))} ${f1(cy)}H${f1(x + w - 1)}`);
      return `<path d="${d.join('')}" stroke="${colours.edge}" stroke-width="1.3" stroke-linecap="round" stroke-dasharray="0 4"/>`;
    default:
      return assertNever(pattern.hatch);
  }
}

export interface OwnershipChartOptions {
  readonly title: string;
  readonly lang: Lang;
  readonly turns: readonly number[];
  readonly fortresses: readonly { readonly name: string; readonly nameEn?: string; readonly owners: readonly (Army | null)[] }[];
  readonly armies: readonly Army[];
  readonly width?: number;
}

/** A band per fortress: who owned it at the end of each turn. */
export function ownershipChart(o: OwnershipChartOptions): string {
  const W = o.width ?? 720;
  const L = 118;
  const R = 10;
  const T = 22;
  const rowH = 17;
  const B = 22;
  const H = T + o.fortresses.length * rowH + B;
  const pw = W - L - R;
  const n = Math.max(1, o.turns.length);
  const cw = pw / n;
  // Each army's card colour with its hatch (none, lines, dots), white for nobody: tones and patterns
  // that survive black and white.
  const band = (a: Army | null, x: number, y: number, w: number, h: number): string => {
    const box = `x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}"`;
    const fill = a === null ? '#fff' : ARMY_PIECES[a].colours.fill;
    return `<rect ${box} fill="${fill}"/>${a === null ? '' : hatch(a, x, y, w, h)}<rect ${box} fill="none" stroke="#000" stroke-width="0.7"/>`;
  };
  const parts: string[] = [];
  o.fortresses.forEach((f, i) => {
    const y = T + i * rowH;
    parts.push(`<text x="${L - 5}" y="${y + rowH / 2 + 3.5}" text-anchor="end" font-weight="700">${esc(fortressLabel(f, o.lang))}</text>`);
    // Runs of one owner.
    let k = 0;
    while (k < f.owners.length) {
      let e = k + 1;
      while (e < f.owners.length && f.owners[e] === f.owners[k]) e++;
      const x = L + k * cw;
      const w = (e - k) * cw;
      const owner = f.owners[k];
      parts.push(band(owner, x, y + 2, w, rowH - 4));
      // The owner's letter in its card's ink, haloed in its face, over the hatch.
      if (w > 16 && owner) parts.push(`<text x="${f1(x + w / 2)}" y="${y + rowH / 2 + 3.5}" ${LABELS[owner]}</text>`);
      k = e;
    }
  });
  const xstep = niceStep(n - 1, 10, true);
  const yb = T + o.fortresses.length * rowH;
  for (let t = 0; t < n; t += xstep) {
    const turn = o.turns[t] ?? t;
    parts.push(`<text x="${f1(L + t * cw + cw / 2)}" y="${yb + 12}" text-anchor="middle">${turn === 0 ? esc(words(o.lang).start) : turn}</text>`);
  }
  const legend = [...o.armies.map((a) => ({ a: a as Army | null, label: armyName(a, o.lang) })), { a: null, label: words(o.lang).nobody }]
    .map((it, i) => {
      const x = L + i * Math.min(120, pw / 4);
      return `${band(it.a, x, 4, 16, 11)}<text x="${f1(x + 21)}" y="13">${esc(it.label)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 ${W} ${H}" width="100%" font-family="'PT Sans', 'DejaVu Sans', Arial, sans-serif" font-size="10" role="img"><title>${esc(o.title)}</title>${legend}${parts.join('')}</svg>`;
}
