/**
 * SVG charts for the campaign report: lines per army over the turns, and fortress ownership as a
 * band per fortress. The armies differ by dash and marker as well as by colour, so the charts read
 * in black and white.
 */
import type { Army } from '../rules/polkovodets';
import { esc } from './escape';
import { ARMY_STYLE } from './map';
import type { Lang } from './model';
import { armyName, fortressLabel, words } from './text';

const LINE: Readonly<Record<Army, { colour: string; dash: string; marker: 'square' | 'circle' | 'diamond' }>> = {
  A: { colour: ARMY_STYLE.A.fill, dash: '', marker: 'square' },
  N: { colour: ARMY_STYLE.N.stroke, dash: '7 3.5', marker: 'circle' },
  F: { colour: '#222', dash: '2 2.6', marker: 'diamond' },
};

const f1 = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** A "nice" step for about `target` ticks over `span`. */
export function niceStep(span: number, target = 5): number {
  if (span <= 0) return 1;
  const raw = span / target;
  const mag = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * mag >= raw) return m * mag;
  return 10 * mag;
}

function marker(kind: 'square' | 'circle' | 'diamond', x: number, y: number, colour: string): string {
  switch (kind) {
    case 'square':
      return `<rect x="${f1(x - 2.4)}" y="${f1(y - 2.4)}" width="4.8" height="4.8" fill="${colour}"/>`;
    case 'circle':
      return `<circle cx="${f1(x)}" cy="${f1(y)}" r="2.6" fill="#fff" stroke="${colour}" stroke-width="1.4"/>`;
    case 'diamond':
      return `<path d="M${f1(x)} ${f1(y - 3.1)}L${f1(x + 3.1)} ${f1(y)}L${f1(x)} ${f1(y + 3.1)}L${f1(x - 3.1)} ${f1(y)}Z" fill="#bbb" stroke="#222" stroke-width="0.9"/>`;
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
  const ystep = niceStep(ymax - ymin || 1, 5);
  ymax = Math.max(ystep, Math.ceil(ymax / ystep) * ystep);
  ymin = Math.floor(ymin / ystep) * ystep;
  const X = (t: number) => L + ((t - xmin) / (xmax - xmin || 1)) * pw;
  const Y = (v: number) => T + ph - ((v - ymin) / (ymax - ymin || 1)) * ph;
  const fmt = o.format ?? ((v: number) => String(v));
  const parts: string[] = [];
  // Grid and axes.
  for (let v = ymin; v <= ymax + 1e-9; v += ystep) {
    parts.push(`<path d="M${L} ${f1(Y(v))}H${L + pw}" stroke="#000" stroke-opacity="${v === 0 ? 0.6 : 0.15}" stroke-width="0.6"/>`);
    parts.push(`<text x="${L - 4}" y="${f1(Y(v) + 3)}" text-anchor="end">${esc(fmt(v))}</text>`);
  }
  const xstep = Math.max(1, niceStep(xmax - xmin, 10));
  for (let t = Math.ceil(xmin / xstep) * xstep; t <= xmax; t += xstep) {
    parts.push(`<path d="M${f1(X(t))} ${T + ph}v3.5" stroke="#000" stroke-width="0.7"/>`);
    parts.push(`<text x="${f1(X(t))}" y="${T + ph + 13}" text-anchor="middle">${t === 0 ? esc(words(o.lang).start) : t}</text>`);
  }
  parts.push(`<path d="M${L} ${T}V${T + ph}H${L + pw}" stroke="#000" stroke-width="0.9" fill="none"/>`);
  parts.push(`<text x="${L + pw}" y="${H - 3}" text-anchor="end" font-style="italic">${esc(words(o.lang).turn)}</text>`);
  // Lines.
  const legend: string[] = [];
  o.series.forEach((s, i) => {
    const st = LINE[s.army];
    const pts = s.values.map((v, k) => `${f1(X(xs[k] ?? k))},${f1(Y(v))}`).join(' ');
    parts.push(`<polyline points="${pts}" fill="none" stroke="${st.colour}" stroke-width="1.9"${st.dash ? ` stroke-dasharray="${st.dash}"` : ''} stroke-linejoin="round"/>`);
    const every = Math.max(1, Math.ceil(s.values.length / 16));
    s.values.forEach((v, k) => {
      if (k % every === 0 || k === s.values.length - 1) parts.push(marker(st.marker, X(xs[k] ?? k), Y(v), st.colour));
    });
    const lx = L + i * Math.min(150, pw / Math.max(1, o.series.length));
    legend.push(`<path d="M${f1(lx)} 9h26" stroke="${st.colour}" stroke-width="1.9"${st.dash ? ` stroke-dasharray="${st.dash}"` : ''}/>${marker(st.marker, lx + 13, 9, st.colour)}<text x="${f1(lx + 31)}" y="12.5">${esc(armyName(s.army, o.lang))}${s.values.length ? `: ${esc(fmt(s.values[s.values.length - 1]))}` : ''}</text>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 ${W} ${H}" width="100%" font-family="'PT Sans', 'DejaVu Sans', Arial, sans-serif" font-size="10" role="img"><title>${esc(o.title)}</title><rect x="${L}" y="${T}" width="${pw}" height="${ph}" fill="#fff"/>${parts.join('')}<g>${legend.map((l) => l).join('')}</g></svg>`;
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
  // Solid dark for A, hatched for N, light grey for F, white for nobody: four tones that survive black and white.
  const fill = (a: Army | null): string => (a === null ? '#fff' : a === 'N' ? '#dfe8f6' : a === 'F' ? '#c4c4c4' : ARMY_STYLE.A.fill);
  const hatch = (x: number, y: number, w: number, h: number): string => {
    const d: string[] = [];
    for (let k = -h; k < w; k += 4) {
      const x0 = Math.max(x, x + k);
      const y0 = y + h - Math.max(0, -k) ;
      const x1 = Math.min(x + w, x + k + h);
      const y1 = y + h - (x1 - (x + k));
      d.push(`M${f1(x0)} ${f1(y0)}L${f1(x1)} ${f1(y1)}`);
    }
    return `<path d="${d.join('')}" stroke="${ARMY_STYLE.N.stroke}" stroke-width="1.1"/>`;
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
      parts.push(`<rect x="${f1(x)}" y="${y + 2}" width="${f1(w)}" height="${rowH - 4}" fill="${fill(f.owners[k])}"/>`);
      if (f.owners[k] === 'N') parts.push(hatch(x, y + 2, w, rowH - 4));
      parts.push(`<rect x="${f1(x)}" y="${y + 2}" width="${f1(w)}" height="${rowH - 4}" fill="none" stroke="#000" stroke-width="0.7"/>`);
      if (w > 16 && f.owners[k]) parts.push(`<text x="${f1(x + w / 2)}" y="${y + rowH / 2 + 3.5}" text-anchor="middle" font-weight="700" fill="${f.owners[k] === 'A' ? '#fff' : '#000'}" stroke="${f.owners[k] === 'A' ? 'none' : '#fff'}" stroke-width="2.2" paint-order="stroke">${f.owners[k]}</text>`);
      k = e;
    }
  });
  const xstep = Math.max(1, niceStep(n - 1, 10));
  const yb = T + o.fortresses.length * rowH;
  for (let t = 0; t < n; t += xstep) {
    const turn = o.turns[t] ?? t;
    parts.push(`<text x="${f1(L + t * cw + cw / 2)}" y="${yb + 12}" text-anchor="middle">${turn === 0 ? esc(words(o.lang).start) : turn}</text>`);
  }
  const legend = [...o.armies.map((a) => ({ a: a as Army | null, label: armyName(a, o.lang) })), { a: null, label: words(o.lang).nobody }]
    .map((it, i) => {
      const x = L + i * Math.min(120, pw / 4);
      return `<rect x="${f1(x)}" y="4" width="16" height="11" fill="${fill(it.a)}"/>${it.a === 'N' ? hatch(x, 4, 16, 11) : ''}<rect x="${f1(x)}" y="4" width="16" height="11" fill="none" stroke="#000" stroke-width="0.7"/><text x="${f1(x + 21)}" y="13">${esc(it.label)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 ${W} ${H}" width="100%" font-family="'PT Sans', 'DejaVu Sans', Arial, sans-serif" font-size="10" role="img"><title>${esc(o.title)}</title>${legend}${parts.join('')}</svg>`;
}
