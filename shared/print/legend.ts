/**
 * The printed field's legend: the terrain swatches, the marks, the scale bar to check the print with a
 * ruler, the fortresses with their cells and home army, and how the pages go together.
 */
import type { FortressDef } from '../rules/polkovodets';
import { esc } from '../summary/escape';
import { terrainSymbol } from '../summary/map';
import { TERRAIN_NAMES, FORTRESS_WORD, fortressName, type Lang } from '../vocab';
import { printWords } from '../vocab/print';
import { f, fmt, mm, registration, STROKE, type FieldMap, type Inks } from './ink';
import type { FieldPlan } from './paper';

export const LEGEND_HEIGHT = 58;

function swatch(kind: 'plain' | 'road' | 'bridge' | 'mountain' | 'forest' | 'swamp' | 'river' | 'fortress', x: number, y: number, ink: Inks): string {
  const s = 7; // mm
  const g = (inner: string) => `<g transform="translate(${mm(x)} ${mm(y)}) scale(${f(s / 10)})">${inner}</g><rect x="${mm(x)}" y="${mm(y)}" width="${s}" height="${s}" fill="none" stroke="#000" stroke-width="0.15"/>`;
  switch (kind) {
    case 'plain':
      return g(`<rect width="10" height="10" fill="${ink.paper}"/>`);
    case 'road':
      return g(`<rect width="10" height="10" fill="${ink.paper}"/><path d="M0 5H10" stroke="${ink.roadCasing}" stroke-width="3.8"/><path d="M0 5H10" stroke="${ink.roadFill}" stroke-width="2"/>`);
    case 'bridge':
      return g(`<rect width="10" height="10" fill="${ink.river.tint}"/><path d="${terrainSymbol('river', 0, 0)}" stroke="${ink.river.ink}" stroke-width="0.75" fill="none"/><path d="M0 5H10" stroke="${ink.roadCasing}" stroke-width="3.8"/><path d="M0 5H10" stroke="${ink.roadFill}" stroke-width="2"/><path d="M0 2H10M0 8H10" stroke="${ink.bridge}" stroke-width="1.3"/>`);
    case 'fortress':
      return g(`<rect width="10" height="10" fill="${ink.fortress}"/><path d="M1.1 1.1h7.8v7.8h-7.8z" stroke="${ink.wall}" stroke-width="2.2" fill="none"/>`);
    default: {
      const t = ink[kind];
      return g(`<rect width="10" height="10" fill="${t.tint}"/><path d="${terrainSymbol(kind, 0, 0)}" stroke="${t.ink}" fill="${t.fill}" stroke-width="${STROKE[kind]}" stroke-linecap="round" stroke-linejoin="round"/>`);
    }
  }
}

export function legendBlock(map: FieldMap, plan: FieldPlan, x0: number, y0: number, width: number, lang: Lang, ink: Inks, sheets: boolean): string {
  const W = printWords(lang);
  const out: string[] = [];
  // Three columns: terrain swatches (and the note under them), marks and the scale bar, fortresses and the assembly.
  const c2 = x0 + 64;
  const c3 = x0 + Math.max(126, width - 68);
  out.push(`<text x="${mm(x0)}" y="${mm(y0 + 4)}" class="h">${esc(W.legend)}</text>`);
  const kinds = [
    ['plain', TERRAIN_NAMES['.'][lang]],
    ['road', TERRAIN_NAMES['='][lang]],
    ['bridge', TERRAIN_NAMES['#'][lang]],
    ['river', TERRAIN_NAMES['~'][lang]],
    ['forest', TERRAIN_NAMES.T[lang]],
    ['mountain', TERRAIN_NAMES.M[lang]],
    ['swamp', TERRAIN_NAMES.S[lang]],
    ['fortress', FORTRESS_WORD[lang]],
  ] as const;
  kinds.forEach(([k, name], i) => {
    const x = x0 + (i % 2) * 30;
    const y = y0 + 7 + Math.floor(i / 2) * 9;
    out.push(swatch(k, x, y, ink), `<text x="${mm(x + 9)}" y="${mm(y + 4.8)}" class="l">${esc(name)}</text>`);
  });
  out.push(`<rect x="${mm(c2)}" y="${mm(y0 + 7)}" width="5" height="7" fill="${ink.strip}"/><text x="${mm(c2 + 7)}" y="${mm(y0 + 11.8)}" class="l">${esc(W.overlapStrip)}</text>`);
  out.push(registration(c2 + 2.5, y0 + 19.5), `<text x="${mm(c2 + 7)}" y="${mm(y0 + 20.3)}" class="l">${esc(W.registration)}</text>`);
  if (sheets) {
    out.push(`<path d="M${mm(c2)} ${mm(y0 + 26.5)}h5" stroke="${ink.sheet}" stroke-width="0.6" stroke-dasharray="3 1.5"/><text x="${mm(c2 + 7)}" y="${mm(y0 + 27.3)}" class="l">${esc(W.sheetBorder)}</text>`);
  }
  // The scale bar: a whole number of cells about 5 cm long, to check the print with a ruler.
  const cells = Math.max(2, Math.min(20, Math.floor(50 / plan.cellMm + 1e-9)));
  const barW = cells * plan.cellMm;
  const by = y0 + 34;
  const ticks: string[] = [];
  for (let i = 0; i <= cells; i++) ticks.push(`M${mm(c2 + i * plan.cellMm)} ${mm(by)}v${i % 5 === 0 ? 2.2 : 1.2}`);
  out.push(`<path d="M${mm(c2)} ${mm(by)}h${mm(barW)}${ticks.join('')}" stroke="#000" stroke-width="0.25" fill="none"/><text x="${mm(c2)}" y="${mm(by + 6)}" class="l">${esc(W.scale(cells, fmt(barW, lang)))}</text>`);
  // The fortresses, with the columns and rows they cover.
  out.push(`<text x="${mm(c3)}" y="${mm(y0 + 4)}" class="h">${esc(W.fortresses)}</text>`);
  map.fortresses.forEach((fort: FortressDef, i) => {
    const xs = fort.cells.map(([x]) => x);
    const ys = fort.cells.map(([, y]) => y);
    const where = `${Math.min(...xs)}–${Math.max(...xs)}, ${Math.min(...ys)}–${Math.max(...ys)}${fort.home ? `; ${fort.home}` : ''}`;
    out.push(`<text x="${mm(c3)}" y="${mm(y0 + 9.5 + i * 4)}" class="l">${esc(fortressName(fort.name, lang, map))} <tspan class="muted">(${esc(where)})</tspan></text>`);
  });
  // How the pages go together: a small plan of the tiling, and the words under the swatches.
  if (plan.pages.length > 1) {
    const ay = y0 + 10.5 + Math.max(6, map.fortresses.length) * 4;
    const scale = Math.min(60 / (map.width || 1), 14 / (map.height || 1));
    out.push(`<text x="${mm(c3)}" y="${mm(ay)}" class="l b">${esc(W.assembly)}</text>`);
    for (const p of plan.pages) {
      const rx = c3 + p.cols.from * scale;
      const ry = ay + 1.5 + p.rows.from * scale;
      const pw = (p.cols.to - p.cols.from) * scale;
      const ph = (p.rows.to - p.rows.from) * scale;
      out.push(`<rect x="${mm(rx)}" y="${mm(ry)}" width="${mm(pw)}" height="${mm(ph)}" fill="none" stroke="#000" stroke-width="0.2"/><text x="${mm(rx + pw / 2)}" y="${mm(ry + ph / 2 + 1)}" class="l" text-anchor="middle">${p.index + 1}</text>`);
    }
    out.push(`<foreignObject x="${mm(x0)}" y="${mm(y0 + 44)}" width="${mm(c3 - x0 - 6)}" height="14"><p xmlns="http://www.w3.org/1999/xhtml" class="note">${esc(W.assemblyNote(plan.overlap))}</p></foreignObject>`);
  }
  return out.join('');
}

