/**
 * The field on paper, as a PDF made in Debian's Chromium and read back with poppler-utils: the pages
 * are A4 (A3 when asked), the cell is 5 mm ± 0.1 mm (7 mm when asked) measured from the spacing of
 * the coordinates on each edge in the text layer, every page has its columns above and below and its
 * rows left and right (the page's own span), every fortress's name is printed on a page that shows
 * it, inside the grid, and the greyscale print has no colour in it. The tiling itself is tested
 * without a browser. Pages are saved as PNGs under test-artifacts/print/ to be looked at.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, chromiumPath, fieldDocument, openPdfRenderer, type PdfRenderer } from '../../main/summary';
import { DEFAULT_MAP, type MapDef } from '../../shared/rules/polkovodets';
import { PAGE, planField, tile } from '../../shared/print/paper';
import { MM_PT, pdfPages, pdfPageSizes, type PdfPage, type Word } from './pdfText';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

const HAVE_CHROMIUM = chromiumAvailable();
const SKIP = `skipped: no Chromium at ${chromiumPath()}`;
const ART = join(process.cwd(), 'test-artifacts', 'print');
const tmp = mkdtempSync(join(tmpdir(), 'polk-field-'));
let renderer: PdfRenderer | null = null;

beforeAll(async () => {
  mkdirSync(ART, { recursive: true });
  if (HAVE_CHROMIUM) renderer = await openPdfRenderer();
});
afterAll(async () => {
  await renderer?.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function pdfOf(name: string, html: string): Promise<string> {
  const file = join(tmp, `${name}.pdf`);
  writeFileSync(file, await renderer!.render(html));
  execFileSync('pdftoppm', ['-png', '-r', '60', file, join(ART, name)]);
  return file;
}

const isInt = (w: Word) => /^\d+$/.test(w.text);
const midX = (w: Word) => (w.xMin + w.xMax) / 2;
const midY = (w: Word) => (w.yMin + w.yMax) / 2;

/** Numeric words grouped by a rounded coordinate; the groups of at least `min` words. */
function lines(words: readonly Word[], key: (w: Word) => number, min: number): Word[][] {
  const groups = new Map<number, Word[]>();
  for (const w of words.filter(isInt)) {
    const k = Math.round(key(w));
    const g = groups.get(k) ?? groups.get(k - 1) ?? groups.get(k + 1) ?? [];
    if (!g.length) groups.set(k, g);
    g.push(w);
  }
  return [...groups.values()].filter((g) => g.length >= min);
}

/** The four edges' coordinates of a page: top and bottom rows (by y), left and right columns (by x). */
function edges(page: PdfPage, cols: number, rows: number) {
  const horizontal = lines(page.words, (w) => w.yMin, Math.min(cols, 8)).filter((g) => g.length === cols).sort((a, b) => a[0].yMin - b[0].yMin);
  const vertical = lines(page.words, midX, Math.min(rows, 8)).filter((g) => g.length === rows).sort((a, b) => a[0].xMin - b[0].xMin);
  const along = (g: Word[], at: (w: Word) => number) => [...g].sort((a, b) => at(a) - at(b));
  return { horizontal: horizontal.map((g) => along(g, midX)), vertical: vertical.map((g) => along(g, midY)) };
}

/** The spacings of neighbouring coordinates along a line (pt). */
const spacings = (g: Word[], at: (w: Word) => number): number[] => g.slice(1).map((w, i) => at(w) - at(g[i]));

function expectCell(g: Word[], at: (w: Word) => number, cellPt: number, tolerancePt: number): void {
  const d = spacings(g, at);
  expect(d.length).toBeGreaterThan(5);
  for (const s of d) expect(Math.abs(s - cellPt)).toBeLessThanOrEqual(tolerancePt);
  const mean = d.reduce((a, b) => a + b, 0) / d.length;
  expect(Math.abs(mean - cellPt)).toBeLessThanOrEqual(tolerancePt / 4);
}

describe('tiling', () => {
  it('evens the pages out and repeats one cell between neighbours', () => {
    expect(tile(90, 36, 1)).toEqual([{ from: 0, to: 31 }, { from: 30, to: 61 }, { from: 60, to: 90 }]);
    expect(tile(40, 52, 1)).toEqual([{ from: 0, to: 40 }]);
    for (const [total, per] of [[90, 36], [200, 53], [37, 36], [101, 20]]) {
      const t = tile(total, per, 1);
      expect(t[0].from).toBe(0);
      expect(t[t.length - 1].to).toBe(total);
      for (const s of t) expect(s.to - s.from).toBeLessThanOrEqual(per);
      for (let i = 1; i < t.length; i++) expect(t[i].from).toBe(t[i - 1].to - 1);
    }
  });

  it('takes the orientation with fewer pages: the default map on three portrait A4 pages at 5 mm', () => {
    const plan = planField(DEFAULT_MAP);
    expect([plan.orientation, plan.pages.length, plan.fit]).toEqual(['portrait', 3, [36, 52]]);
    // A wide, low map goes landscape.
    expect(planField({ width: 50, height: 30 }).orientation).toBe('landscape');
    expect(planField(DEFAULT_MAP, { paper: 'a3' }).pages.length).toBeLessThan(3);
  });
});

when.describe({ 'no-chromium': !HAVE_CHROMIUM })(`the field's PDF ${HAVE_CHROMIUM ? '' : SKIP}`, () => {
  const checkPages = async (name: string, map: MapDef, o: { paper?: 'a4' | 'a3'; cellMm?: number; grey?: boolean; lang?: 'ru' | 'en' }) => {
    const doc = fieldDocument(map, { lang: o.lang ?? 'ru', ...o });
    const file = await pdfOf(name, doc.html);
    const info = pdfPageSizes(file);
    expect(info.pages).toBe(doc.pageCount);
    for (const s of info.sizes) expect(s).toMatch(o.paper === 'a3' ? /\(A3\)/ : /\(A4\)/);
    const pages = pdfPages(file);
    const cellPt = (o.cellMm ?? 5) * MM_PT;
    doc.plan.pages.forEach((span, i) => {
      const cols = span.cols.to - span.cols.from;
      const rows = span.rows.to - span.rows.from;
      const e = edges(pages[i], cols, rows);
      // Above and below the grid, left and right of it: the page's own columns and rows, cell by cell.
      expect(e.horizontal).toHaveLength(2);
      expect(e.vertical).toHaveLength(2);
      for (const g of e.horizontal) {
        expect(g.map((w) => Number(w.text))).toEqual(Array.from({ length: cols }, (_, k) => span.cols.from + k));
        expectCell(g, midX, cellPt, 0.1 * MM_PT);
      }
      for (const g of e.vertical) {
        expect(g.map((w) => Number(w.text))).toEqual(Array.from({ length: rows }, (_, k) => span.rows.from + k));
        expectCell(g, midY, cellPt, 0.1 * MM_PT);
      }
    });
    return { doc, file, pages };
  };

  it('prints the default map on A4 pages with 5 mm cells, coordinates on every edge and every fortress named on its page', async () => {
    const { doc, pages } = await checkPages('field-a4', DEFAULT_MAP, {});
    expect(doc.plan.cellMm).toBe(5);
    for (const f of DEFAULT_MAP.fortresses) {
      const first = f.name.split(' ')[0];
      const [x, y] = f.cells[0];
      const where = doc.plan.pages.filter((p) => x >= p.cols.from && x < p.cols.to && y >= p.rows.from && y < p.rows.to);
      expect(where.length).toBeGreaterThan(0);
      for (const p of where) {
        const gridBottom = (PAGE.margin + PAGE.header + PAGE.band + (p.rows.to - p.rows.from) * doc.plan.cellMm) * MM_PT;
        const top = (PAGE.margin + PAGE.header + PAGE.band) * MM_PT;
        const label = pages[p.index].words.find((w) => w.text === first && w.yMin > top - 12 && w.yMax < gridBottom + 12);
        expect(label, `${f.name} on page ${p.index + 1}`).toBeDefined();
      }
    }
    // And the legend lists them all.
    const all = pages.flatMap((p) => p.words.map((w) => w.text)).join(' ');
    for (const f of DEFAULT_MAP.fortresses) expect(all).toContain(f.name);
  });

  it('prints on A3 with 7 mm cells when asked, in English', async () => {
    const { pages } = await checkPages('field-a3-7mm-en', DEFAULT_MAP, { paper: 'a3', cellMm: 7, lang: 'en' });
    const text = pages.flatMap((p) => p.words.map((w) => w.text)).join(' ');
    expect(text).toContain('Legend');
  });

  it('prints in greyscale with no colour on the page', async () => {
    const { file } = await checkPages('field-grey', DEFAULT_MAP, { grey: true });
    const ppm = join(tmp, 'grey');
    execFileSync('pdftoppm', ['-r', '30', '-f', '1', '-l', '1', file, ppm]);
    const bytes = readFileSync(`${ppm}-1.ppm`);
    // P6 header: three lines (magic, size, depth), then RGB triples.
    let at = 0;
    for (let n = 0; n < 3; at++) if (bytes[at] === 0x0a) n++;
    let coloured = 0;
    for (let i = at; i + 2 < bytes.length; i += 3) if (Math.max(bytes[i], bytes[i + 1], bytes[i + 2]) - Math.min(bytes[i], bytes[i + 1], bytes[i + 2]) > 6) coloured++;
    expect(coloured).toBe(0);
  });
});
