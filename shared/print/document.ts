/**
 * A printed document's frame, shared by the field and the counters: one SVG sheet per page, in mm
 * and as large as the paper, and the page CSS (no margins, colours printed exactly, a grey desk
 * around the pages on screen) with the document's own classes after it.
 */
import { esc } from '../summary/escape';

const f = (n: number): string => (Math.round(n * 100) / 100).toString();

/** One sheet: an SVG in mm as large as the paper, a hair shorter so that no empty page follows it. */
export const sheetSvg = (w: number, h: number, body: string): string => `<section class="page"><svg xmlns="http://www.w3.org/2000/svg" width="${w}mm" height="${f(h - 0.4)}mm" viewBox="0 0 ${w} ${f(h - 0.4)}">${body}</svg></section>`;

export interface PrintedDocument {
  readonly lang: string;
  readonly title: string;
  /** The CSS page size: `A4 portrait`, `A3 landscape`. */
  readonly pageSize: string;
  /** The fonts, embedded (`@font-face` rules). */
  readonly fontCss?: string;
  /** The document's own classes. */
  readonly css: string;
  /** The sheets (`sheetSvg`). */
  readonly sheets: readonly string[];
}

const PAGE_CSS = (size: string): string => `
@page { size: ${size}; margin: 0; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; background: #fff; font-family: 'PT Sans', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; }
.page { break-after: page; overflow: hidden; }
.page:last-child { break-after: auto; }
.page svg { display: block; }
@media screen { body { background: #e9e6df; } .page { margin: 6mm auto; box-shadow: 0 1px 6px rgba(0,0,0,.25); background: #fff; width: max-content; } }
`;

/** The whole HTML document: its sheets one after another, a page each. */
export function printedHtml(d: PrintedDocument): string {
  return `<!doctype html>
<html lang="${d.lang}"><head><meta charset="utf-8"><title>${esc(d.title)}</title>
<style>${d.fontCss ?? ''}${PAGE_CSS(d.pageSize)}${d.css}</style></head>
<body>${d.sheets.join('\n')}</body></html>`;
}
