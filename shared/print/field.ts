/**
 * The field on paper (issue 13, part 3): the map at true scale — 5 mm cells as in a school exercise
 * book by default — tiled over A4 (or A3) pages, as one self-contained HTML document for Chromium's
 * PDF, Electron's printToPDF and any browser's print dialog.
 *
 *   renderFieldHtml(map, { paper: 'a4', cellMm: 5, grey: false, lang: 'ru', fontCss })
 *
 * Each page is one SVG whose user unit is the millimetre, as large as the sheet (`@page { margin: 0 }`:
 * the page draws its own margins, so nothing is scaled). On it: a header line (what the page shows),
 * the map's cells of the page's span with terrain in colour and a pattern each (peaks, trees, tufts,
 * waves, a cased road: it reads in greyscale too), fortresses walled and named, the column numbers
 * above and below the grid and the row numbers left and right of it (text, so a PDF's text layer has
 * them), crop marks at the grid's corners, and where a neighbouring page repeats cells, the overlap
 * strip shaded in the coordinate bands with cross marks to lay one page over the other. A legend
 * (terrain, fortresses, the assembly of the pages, a scale bar to check the print) goes under the
 * grid when there is room, else on a page of its own. `grey` prints every colour as its grey.
 */
import { sheetsOf } from '../rules/polkovodets';
import { fortressName, type Lang } from '../vocab';
import { printWords } from '../vocab/print';
import { esc } from '../summary/escape';
import { terrainSymbol } from '../summary/map';
import { f, fmt, inksOf, KIND, mm, registration, STROKE, type FieldMap, type Inks } from './ink';
import { LEGEND_HEIGHT, legendBlock } from './legend';
import { printedHtml, sheetSvg } from './document';
import { PAGE, planField, type FieldPage, type FieldPlan, type Orientation, type Paper } from './paper';

export interface FieldOptions {
  readonly paper?: Paper;
  readonly cellMm?: number;
  readonly orientation?: Orientation;
  readonly grey?: boolean;
  readonly lang?: Lang;
  /** @font-face rules for 'PT Sans' (data: URLs); without them a generic sans-serif is used. */
  readonly fontCss?: string;
  /** The document's title (default «Полководец — поле»). */
  readonly title?: string;
  /** Columns and rows where a sheet of the board ends (a thick dashed line); default the map's own sheets (`sheetsOf`). */
  readonly sheetBorders?: { readonly columns: readonly number[]; readonly rows: readonly number[] };
}

export type { FieldMap } from './ink';

export interface FieldDocument {
  readonly html: string;
  readonly plan: FieldPlan;
  /** Pages in the document: the map's and, when the legend did not fit under a grid, one more. */
  readonly pageCount: number;
}


/** Page geometry: where the grid of a page sits on the sheet (mm from the sheet's top left). */
interface Frame {
  readonly gx: number;
  readonly gy: number;
  readonly gw: number;
  readonly gh: number;
  readonly cell: number;
  readonly page: FieldPage;
}

function frameOf(plan: FieldPlan, page: FieldPage): Frame {
  const cell = plan.cellMm;
  const gw = (page.cols.to - page.cols.from) * cell;
  const gh = (page.rows.to - page.rows.from) * cell;
  // Centred across the sheet; from the top below the header and the band.
  const gx = Math.max(PAGE.margin + PAGE.band, (plan.pageMm[0] - gw) / 2);
  const gy = PAGE.margin + PAGE.header + PAGE.band;
  return { gx, gy, gw, gh, cell, page };
}

// ---------------------------------------------------------------------------------------------
// The map inside a page's grid, in the summary map's units (10 a cell), scaled to the cell size

const terrainAt = (map: FieldMap, x: number, y: number): string => map.rows[y]?.[x] ?? '.';
const isRoad = (map: FieldMap, x: number, y: number): boolean => x >= 0 && y >= 0 && x < map.width && y < map.height && (terrainAt(map, x, y) === '=' || terrainAt(map, x, y) === '#');

function terrainLayer(map: FieldMap, fr: Frame, ink: Inks): string {
  const { cols, rows } = fr.page;
  const tints: Record<string, string[]> = { mountain: [], forest: [], swamp: [], river: [] };
  const marks: Record<string, string[]> = { mountain: [], forest: [], swamp: [], river: [] };
  for (let y = rows.from; y < rows.to; y++) {
    for (let x = cols.from; x < cols.to; x++) {
      const kind = KIND[terrainAt(map, x, y)];
      if (!kind) continue;
      tints[kind].push(`M${x * 10} ${y * 10}h10v10h-10z`);
      marks[kind].push(terrainSymbol(kind, x * 10, y * 10));
    }
  }
  return (['river', 'swamp', 'forest', 'mountain'] as const)
    .filter((k) => tints[k].length)
    .map((k) => `<path d="${tints[k].join('')}" fill="${ink[k].tint}"/><path d="${marks[k].join('')}" fill="${ink[k].fill}" stroke="${ink[k].ink}" stroke-width="${STROKE[k]}" stroke-linecap="round" stroke-linejoin="round"/>`)
    .join('');
}

/** Roads as the rules read them (8-connected), a dark casing round a light fill; bridges with parapets. */
function roadLayer(map: FieldMap, fr: Frame, ink: Inks): string {
  const { cols, rows } = fr.page;
  const segs: string[] = [];
  const bridges: string[] = [];
  const c = (v: number) => v * 10 + 5;
  // One cell beyond the span: a road leaving the page is drawn to the grid's edge (the clip cuts it).
  for (let y = Math.max(0, rows.from - 1); y < Math.min(map.height, rows.to + 1); y++) {
    for (let x = Math.max(0, cols.from - 1); x < Math.min(map.width, cols.to + 1); x++) {
      if (!isRoad(map, x, y)) continue;
      let links = 0;
      const link = (nx: number, ny: number) => {
        segs.push(`M${c(x)} ${c(y)}L${c(nx)} ${c(ny)}`);
        links++;
      };
      if (isRoad(map, x + 1, y)) link(x + 1, y);
      if (isRoad(map, x, y + 1)) link(x, y + 1);
      if (isRoad(map, x + 1, y + 1) && !isRoad(map, x + 1, y) && !isRoad(map, x, y + 1)) link(x + 1, y + 1);
      if (isRoad(map, x - 1, y + 1) && !isRoad(map, x - 1, y) && !isRoad(map, x, y + 1)) link(x - 1, y + 1);
      const alone = links === 0 && !isRoad(map, x - 1, y) && !isRoad(map, x, y - 1) && !isRoad(map, x - 1, y - 1) && !isRoad(map, x + 1, y - 1);
      if (alone) segs.push(`M${c(x) - 2.5} ${c(y)}L${c(x) + 2.5} ${c(y)}`);
      if (terrainAt(map, x, y) === '#') {
        const across = isRoad(map, x - 1, y) || isRoad(map, x + 1, y);
        bridges.push(across ? `M${x * 10 - 1} ${y * 10 + 2}H${x * 10 + 11}M${x * 10 - 1} ${y * 10 + 8}H${x * 10 + 11}` : `M${x * 10 + 2} ${y * 10 - 1}V${y * 10 + 11}M${x * 10 + 8} ${y * 10 - 1}V${y * 10 + 11}`);
      }
    }
  }
  if (!segs.length) return '';
  const d = segs.join('');
  return `<g fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="${d}" stroke="${ink.roadCasing}" stroke-width="3.8"/><path d="${d}" stroke="${ink.roadFill}" stroke-width="2"/>${bridges.length ? `<path d="${bridges.join('')}" stroke="${ink.bridge}" stroke-width="1.3"/>` : ''}</g>`;
}

function fortressLayer(map: FieldMap, ink: Inks): string {
  const out: string[] = [];
  for (const fort of map.fortresses) {
    const set = new Set(fort.cells.map(([x, y]) => `${x},${y}`));
    const has = (x: number, y: number) => set.has(`${x},${y}`);
    const edges: string[] = [];
    const body: string[] = [];
    for (const [x, y] of fort.cells) {
      body.push(`M${x * 10} ${y * 10}h10v10h-10z`);
      if (!has(x, y - 1)) edges.push(`M${x * 10} ${y * 10}h10`);
      if (!has(x, y + 1)) edges.push(`M${x * 10} ${y * 10 + 10}h10`);
      if (!has(x - 1, y)) edges.push(`M${x * 10} ${y * 10}v10`);
      if (!has(x + 1, y)) edges.push(`M${x * 10 + 10} ${y * 10}v10`);
    }
    out.push(`<path d="${body.join('')}" fill="${ink.fortress}"/>`);
    // The wall: a thick dark line with a dashed inner line (crenels), both readable in grey.
    out.push(`<path d="${edges.join('')}" stroke="${ink.wall}" stroke-width="2.2" stroke-linecap="square" fill="none"/>`);
  }
  return out.join('');
}

function gridLines(fr: Frame, ink: Inks): string {
  const { cols, rows } = fr.page;
  const thin: string[] = [];
  const five: string[] = [];
  for (let x = cols.from; x <= cols.to; x++) (x % 5 === 0 ? five : thin).push(`M${x * 10} ${rows.from * 10}V${rows.to * 10}`);
  for (let y = rows.from; y <= rows.to; y++) (y % 5 === 0 ? five : thin).push(`M${cols.from * 10} ${y * 10}H${cols.to * 10}`);
  // Stroke widths in mm whatever the cell: 0.1 mm, and 0.2 mm every fifth line.
  const k = 10 / fr.cell;
  return `<path d="${thin.join('')}" stroke="${ink.grid}" stroke-width="${f(0.1 * k)}" fill="none"/><path d="${five.join('')}" stroke="${ink.gridFive}" stroke-width="${f(0.2 * k)}" fill="none"/>`;
}

function sheetLines(map: FieldMap, fr: Frame, ink: Inks, borders: FieldOptions['sheetBorders']): string {
  if (!borders) return '';
  const { cols, rows } = fr.page;
  const k = 10 / fr.cell;
  const d: string[] = [];
  for (const x of borders.columns) if (x > 0 && x < map.width && x >= cols.from && x <= cols.to) d.push(`M${x * 10} ${rows.from * 10}V${rows.to * 10}`);
  for (const y of borders.rows) if (y > 0 && y < map.height && y >= rows.from && y <= rows.to) d.push(`M${cols.from * 10} ${y * 10}H${cols.to * 10}`);
  return d.length ? `<path d="${d.join('')}" stroke="${ink.sheet}" stroke-width="${f(0.6 * k)}" stroke-dasharray="${f(3 * k)} ${f(1.5 * k)}" fill="none"/>` : '';
}

// ---------------------------------------------------------------------------------------------
// On the sheet, in mm

function fortressLabels(map: FieldMap, fr: Frame, lang: Lang): string {
  const { cols, rows } = fr.page;
  const size = Math.max(2.6, Math.min(4, fr.cell * 0.62));
  const out: string[] = [];
  for (const fort of map.fortresses) {
    const inside = fort.cells.filter(([x, y]) => x >= cols.from && x < cols.to && y >= rows.from && y < rows.to);
    if (!inside.length) continue;
    const name = fortressName(fort.name, lang, map);
    const xs = inside.map(([x]) => x);
    const ys = fort.cells.map(([, y]) => y);
    const top = Math.min(...ys);
    const bottom = Math.max(...ys) + 1;
    const half = (name.length * size * 0.52) / 2 + 1;
    const cx = fr.gx + ((Math.min(...xs) + Math.max(...xs) + 1) / 2 - cols.from) * fr.cell;
    const x = Math.min(Math.max(cx, fr.gx + half), fr.gx + fr.gw - half);
    // Above the walls, or below them when the fortress touches the page's top.
    const above = top - rows.from >= 1.2 * (size / fr.cell) + 0.3;
    const y = above ? fr.gy + (top - rows.from) * fr.cell - size * 0.35 : fr.gy + (Math.min(bottom, rows.to) - rows.from) * fr.cell + size * 0.95;
    out.push(`<text x="${mm(x)}" y="${mm(y)}" class="fort" font-size="${f(size)}" text-anchor="middle">${esc(name)}</text>`);
  }
  return out.join('');
}

/** The coordinates on all four edges, every cell; every fifth in bold. */
function coordinates(fr: Frame): string {
  const { cols, rows } = fr.page;
  const size = Math.max(1.8, Math.min(2.6, fr.cell * 0.5));
  const out: string[] = [];
  const b = (n: number) => (n % 5 === 0 ? ' class="five"' : '');
  for (let x = cols.from; x < cols.to; x++) {
    const cx = fr.gx + (x - cols.from + 0.5) * fr.cell;
    out.push(`<text x="${mm(cx)}" y="${mm(fr.gy - PAGE.band / 2 + size * 0.35)}"${b(x)}>${x}</text>`);
    out.push(`<text x="${mm(cx)}" y="${mm(fr.gy + fr.gh + PAGE.band / 2 + size * 0.35)}"${b(x)}>${x}</text>`);
  }
  for (let y = rows.from; y < rows.to; y++) {
    const cy = fr.gy + (y - rows.from + 0.5) * fr.cell + size * 0.35;
    out.push(`<text x="${mm(fr.gx - PAGE.band / 2)}" y="${mm(cy)}"${b(y)}>${y}</text>`);
    out.push(`<text x="${mm(fr.gx + fr.gw + PAGE.band / 2)}" y="${mm(cy)}"${b(y)}>${y}</text>`);
  }
  return `<g class="coord" font-size="${f(size)}" text-anchor="middle">${out.join('')}</g>`;
}


/** Crop marks at the grid's corners (in the corner squares of the coordinate bands) and the overlap strips. */
function marks(plan: FieldPlan, fr: Frame, ink: Inks): string {
  const { gx, gy, gw, gh, cell, page } = fr;
  const o = plan.overlap;
  const out: string[] = [];
  const strip = (x: number, y: number, w: number, h: number) => out.push(`<rect x="${mm(x)}" y="${mm(y)}" width="${mm(w)}" height="${mm(h)}" fill="${ink.strip}"/>`);
  // The overlap strips, shaded in the bands: the first cells repeat the previous page's last, the
  // last cells are repeated on the next page.
  const left = page.col > 0;
  const right = page.col < plan.across - 1;
  const up = page.row > 0;
  const down = page.row < plan.down - 1;
  if (left) {
    strip(gx, gy - PAGE.band, o * cell, PAGE.band);
    strip(gx, gy + gh, o * cell, PAGE.band);
  }
  if (right) {
    strip(gx + gw - o * cell, gy - PAGE.band, o * cell, PAGE.band);
    strip(gx + gw - o * cell, gy + gh, o * cell, PAGE.band);
  }
  if (up) {
    strip(gx - PAGE.band, gy, PAGE.band, o * cell);
    strip(gx + gw, gy, PAGE.band, o * cell);
  }
  if (down) {
    strip(gx - PAGE.band, gy + gh - o * cell, PAGE.band, o * cell);
    strip(gx + gw, gy + gh - o * cell, PAGE.band, o * cell);
  }
  // Registration crosses on the far edge of each strip: the same map point on both pages.
  if (left) out.push(registration(gx + o * cell, gy), registration(gx + o * cell, gy + gh));
  if (right) out.push(registration(gx + gw, gy), registration(gx + gw, gy + gh));
  if (up) out.push(registration(gx, gy + o * cell), registration(gx + gw, gy + o * cell));
  if (down) out.push(registration(gx, gy + gh), registration(gx + gw, gy + gh));
  // Crop marks: an L in each corner square of the bands, along the grid's outer lines.
  const L = PAGE.band - 0.8;
  const crop = (x: number, y: number, dx: number, dy: number) => `M${mm(x + dx * 0.6)} ${mm(y)}h${mm(dx * L)}M${mm(x)} ${mm(y + dy * 0.6)}v${mm(dy * L)}`;
  out.push(`<path d="${crop(gx, gy, -1, -1)}${crop(gx + gw, gy, 1, -1)}${crop(gx, gy + gh, -1, 1)}${crop(gx + gw, gy + gh, 1, 1)}" stroke="#000" stroke-width="0.2" fill="none"/>`);
  return out.join('');
}

function header(plan: FieldPlan, fr: Frame, title: string, lang: Lang, pageCount: number, grey: boolean): string {
  const W = printWords(lang);
  const p = fr.page;
  // Two lines: what the page is, then what it shows and how to print it.
  const y = PAGE.margin + 3.2;
  const left = `${esc(title)} · ${esc(W.page(p.index + 1, pageCount))}${plan.pages.length > 1 ? ` (${esc(W.tile(p.row + 1, p.col + 1))})` : ''}`;
  const right = `${esc(W.span(p.cols.from, p.cols.to - 1, p.rows.from, p.rows.to - 1))} · ${esc(W.cell(fmt(plan.cellMm, lang)))} · ${esc(W.trueScale)}${grey ? ` · ${esc(W.grey)}` : ''}`;
  return `<text x="${mm(PAGE.margin)}" y="${mm(y)}" class="head">${left}</text><text x="${mm(PAGE.margin)}" y="${mm(y + 3.3)}" class="meta">${right}</text>`;
}


function mapPage(map: FieldMap, plan: FieldPlan, page: FieldPage, o: Required<Pick<FieldOptions, 'lang' | 'grey'>> & FieldOptions, title: string, pageCount: number, legend: string): string {
  const ink = inksOf(o.grey);
  const fr = frameOf(plan, page);
  const k = fr.cell / 10;
  const id = `clip${page.index}`;
  const inner = `translate(${mm(fr.gx - page.cols.from * fr.cell)} ${mm(fr.gy - page.rows.from * fr.cell)}) scale(${f(k)})`;
  const [w, h] = plan.pageMm;
  const body =
    `<defs><clipPath id="${id}"><rect x="${mm(fr.gx)}" y="${mm(fr.gy)}" width="${mm(fr.gw)}" height="${mm(fr.gh)}"/></clipPath></defs>` +
    `<rect x="${mm(fr.gx)}" y="${mm(fr.gy)}" width="${mm(fr.gw)}" height="${mm(fr.gh)}" fill="${ink.paper}"/>` +
    `<g clip-path="url(#${id})"><g transform="${inner}">${terrainLayer(map, fr, ink)}${fortressLayer(map, ink)}${gridLines(fr, ink)}${roadLayer(map, fr, ink)}${sheetLines(map, fr, ink, o.sheetBorders)}</g></g>` +
    `<rect x="${mm(fr.gx)}" y="${mm(fr.gy)}" width="${mm(fr.gw)}" height="${mm(fr.gh)}" fill="none" stroke="#000" stroke-width="0.3"/>` +
    marks(plan, fr, ink) +
    coordinates(fr) +
    fortressLabels(map, fr, o.lang) +
    header(plan, fr, title, o.lang, pageCount, o.grey) +
    legend;
  return sheetSvg(w, h, body);
}

const CSS = `text { fill: #000; }
.coord text { font-variant-numeric: tabular-nums; }
.coord .five { font-weight: 700; }
.head { font-size: 3.2px; font-weight: 700; }
.meta { font-size: 2.5px; }
.fort { font-weight: 700; stroke: #fff; stroke-width: 0.8px; paint-order: stroke; stroke-linejoin: round; }
.h { font-size: 3.4px; font-weight: 700; }
.l { font-size: 2.8px; }
.b { font-weight: 700; }
.muted { fill: #444; }
.note { margin: 0; font-size: 2.6px; line-height: 1.3; }
`;

/** The whole document. */
export function renderFieldHtml(map: FieldMap, options: FieldOptions = {}): FieldDocument {
  const lang = options.lang ?? 'ru';
  const grey = options.grey ?? false;
  const plan = planField(map, { paper: options.paper, cellMm: options.cellMm, orientation: options.orientation });
  const W = printWords(lang);
  const title = options.title ?? `${W.game} — ${W.fieldTitle}`;
  const ink = inksOf(grey);
  const sheets = sheetsOf(map);
  const borders = options.sheetBorders ?? (sheets.count > 1 ? { columns: Array.from({ length: sheets.count - 1 }, (_, i) => (i + 1) * sheets.width), rows: [] } : undefined);
  options = { ...options, sheetBorders: borders };
  // The legend under the last page's grid when it has the room, else a page of its own.
  const last = plan.pages[plan.pages.length - 1];
  const lastFrame = frameOf(plan, last);
  const room = plan.pageMm[1] - PAGE.margin - (lastFrame.gy + lastFrame.gh + PAGE.band);
  const legendInline = room >= LEGEND_HEIGHT + 4;
  const pageCount = plan.pages.length + (legendInline ? 0 : 1);
  const width = plan.pageMm[0] - 2 * PAGE.margin;
  const pages = plan.pages.map((p) => {
    const legend = legendInline && p === last ? legendBlock(map, plan, PAGE.margin, lastFrame.gy + lastFrame.gh + PAGE.band + 4, width, lang, ink, !!options.sheetBorders) : '';
    return mapPage(map, plan, p, { ...options, lang, grey }, title, pageCount, legend);
  });
  if (!legendInline) {
    const [w, h] = plan.pageMm;
    const head = `<text x="${mm(PAGE.margin)}" y="${mm(PAGE.margin + 4.2)}" class="head">${esc(title)} · ${esc(W.page(pageCount, pageCount))}</text>`;
    pages.push(sheetSvg(w, h, `${head}${legendBlock(map, plan, PAGE.margin, PAGE.margin + 10, width, lang, ink, !!options.sheetBorders)}`));
  }
  const html = printedHtml({ lang, title, pageSize: `${plan.paper.toUpperCase()} ${plan.orientation}`, fontCss: options.fontCss, css: CSS, sheets: pages });
  return { html, plan, pageCount };
}
