/**
 * The printed documents' page shell: the A4 styles every page shares (turn summaries, the campaign
 * report, the battle record), the document around a body, and the army's small inline shape.
 * The fonts come from the caller as CSS (`fontCss`: @font-face rules with data: URLs, made in
 * main/summary/fonts.ts), with generic fallbacks.
 */
import type { Army } from '../rules/polkovodets';
import { esc } from './escape';
import { armyShape } from './map';
import type { Lang } from './model';
import { armyName, ownerName, words } from './text';

export interface HtmlOptions {
  /** @font-face rules (data: URLs) for 'PT Sans'; without them a generic sans-serif is used. */
  readonly fontCss?: string;
  /** The document's <title>. */
  readonly title?: string;
}

// A CSS string inside <style>: besides quotes and backslashes, `<` and `>` become CSS escapes, so a
// campaign named `x</style><script>…` cannot close the style element.
const cssString = (s: string): string =>
  `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/</g, '\\3c ').replace(/>/g, '\\3e ').replace(/[\r\n]+/g, ' ')}"`;

export const BASE_CSS = `
@page { size: A4 portrait; margin: 10mm 11mm 12mm 11mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: 'PT Sans', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 9pt; line-height: 1.28; color: #000; background: #fff; }
@media screen {
  body { background: #e9e6df; }
  .page { width: 210mm; min-height: 297mm; margin: 6mm auto; padding: 10mm 11mm 12mm; background: #fff; box-shadow: 0 1px 6px rgba(0,0,0,.25); }
}
@media print { .page { break-after: page; } .page:last-child { break-after: auto; } }
h1, h2, h3 { margin: 0; font-weight: 700; }
h1 { font-size: 16pt; line-height: 1.1; }
h1 .ai { width: 4mm; height: 4mm; vertical-align: -0.2mm; }
h2 { break-after: avoid; font-size: 10.5pt; margin: 3.2mm 0 1.2mm; padding-bottom: .5mm; border-bottom: 1.2pt solid #000; text-transform: uppercase; letter-spacing: .04em; }
h3 { font-size: 9.5pt; margin: 2mm 0 .8mm; }
.head { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2.4pt double #000; padding-bottom: 1.6mm; margin-bottom: 2mm; }
.brand { font-size: 8pt; letter-spacing: .06em; text-transform: uppercase; color: #333; }
.turnbox { text-align: right; }
.turnbox .big { font-size: 15pt; font-weight: 700; line-height: 1.05; }
.turnbox .small { font-size: 8.5pt; }
.meta { font-size: 8.5pt; margin: 0 0 1.6mm; }
.meta b { font-weight: 700; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .45mm 1.1mm; border-bottom: .4pt solid #9a9a9a; }
th { font-size: 7.6pt; text-transform: uppercase; letter-spacing: .03em; border-bottom: .9pt solid #000; font-weight: 700; }
td.num, th.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
tr.group td { background: #ececec; font-weight: 700; border-bottom: .6pt solid #000; padding-top: .8mm; }
tr.ev td { font-style: italic; }
.muted { color: #555; }
.nowrap { white-space: nowrap; }
.icon { vertical-align: -0.35em; }
.ai { display: inline-block; width: 2.8mm; height: 2.8mm; vertical-align: -0.3mm; margin-right: .8mm; }
.mapbox { border: .6pt solid #000; padding: .8mm; }
.map { display: block; width: 100%; height: auto; }
.legend { display: flex; flex-wrap: wrap; gap: .3mm 2.6mm; font-size: 7.2pt; margin-top: .6mm; align-items: center; }
.legend span { white-space: nowrap; }
.cols { display: grid; grid-template-columns: 1fr 1fr; gap: 0 5mm; }
.flow { columns: 2; column-gap: 5mm; }
.flow .blk { break-inside: auto; }
.flow .blk.nobreak { break-inside: avoid; }
.flow h2:first-child { margin-top: 1.6mm; }
.sheet h2 { margin-top: 2.4mm; }
.sheet .head { margin-bottom: 1.2mm; }
.cols > div { min-width: 0; }
.cards { display: flex; gap: 1.2mm; margin: .8mm 0; flex-wrap: wrap; }
.card { border: .9pt solid #000; border-radius: 1mm; padding: .3mm 1.4mm; text-align: center; min-width: 11mm; }
.card .v { font-weight: 700; font-size: 10pt; }
.card .l { font-size: 6.8pt; text-transform: uppercase; letter-spacing: .02em; }
.card .n { font-size: 8.5pt; }
.card.zero { border-style: dashed; color: #777; }
.balance { font-size: 13pt; font-weight: 700; }
.chg { font-weight: 700; }
.mark { display: inline-block; border: .8pt solid #000; border-radius: .8mm; padding: 0 1mm; font-size: 7pt; font-weight: 700; text-transform: uppercase; letter-spacing: .02em; white-space: nowrap; }
.mark.inv { background: #000; color: #fff; }
tr.changed td { background: #f1f1f1; }
tr.changed td:first-child { border-left: 2pt solid #000; }
.own { font-weight: 700; }
ul.plain { margin: .4mm 0 .8mm; padding-left: 4mm; }
ul.plain li { margin: .2mm 0; }
.foot { margin-top: 2mm; font-size: 7.2pt; color: #444; border-top: .4pt solid #999; padding-top: .8mm; display: flex; justify-content: space-between; }
.nobreak { break-inside: avoid; }
.small { font-size: 8pt; }
.tiny { font-size: 7.4pt; }
`;

export function htmlDocument(o: { lang: Lang; title: string; fontCss?: string; css?: string; body: string; footer?: string }): string {
  const box = `font-family: 'PT Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 7pt; color: #444;`;
  const pageBox = o.footer ? `@page { @bottom-left { content: ${cssString(o.footer)}; ${box} } @bottom-right { content: counter(page) " / " counter(pages); ${box} } }` : '';
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="${esc(words(o.lang).game)} — console">
<title>${esc(o.title)}</title>
<style>${o.fontCss ?? ''}
${BASE_CSS}${pageBox}${o.css ?? ''}</style>
</head>
<body>
${o.body}
</body>
</html>
`;
}

/** A small inline shape of the army (readable without colour). */
export function armyIcon(army: Army): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" class="ai" viewBox="-6 -6 12 12" aria-hidden="true">${armyShape(army, 0, 0, 4)}</svg>`;
}

export const armyLabel = (army: Army, lang: Lang): string => `<span class="nowrap">${armyIcon(army)}${esc(armyName(army, lang))}</span>`;
export const ownerLabel = (army: Army | null, lang: Lang): string => (army ? armyLabel(army, lang) : `<span class="muted">${esc(ownerName(null, lang))}</span>`);
