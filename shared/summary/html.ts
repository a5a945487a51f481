/**
 * The turn summary as one self-contained HTML document for A4 portrait: for the print dialog, for
 * `printToPDF` / headless Chromium, and as a file to open anywhere. Everything is inline (styles, the
 * SVG map); the fonts come from the caller as CSS (`fontCss`: @font-face rules with data: URLs, made
 * in main/summary/fonts.ts), with generic fallbacks. One army's sheet fits one page; several sheets
 * print one army per page.
 */
import type { Army } from '../rules/polkovodets';
import { esc } from './escape';
import { armyShape, legendIcon, renderMapSvg } from './map';
import type { ArmySection, FortressRow, Lang, LedgerLine, Standings, SummaryEvent, SummaryOrder, TurnInfo, TurnSummary } from './model';
import { armyName, fortressLabel, cardsParts, cardsText, cell, dep, eventText, lossText, orderRow, ownerName, signedDep, turnTitle, typeText, unitText, words } from './text';

export interface HtmlOptions {
  /** @font-face rules (data: URLs) for 'PT Sans'; without them a generic sans-serif is used. */
  readonly fontCss?: string;
  /** The document's <title>. */
  readonly title?: string;
}

// ---------------------------------------------------------------------------------------------
// Page shell, shared with the campaign report

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
<meta name="generator" content="${esc(words('ru').game)} — console">
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
const ownerLabel = (army: Army | null, lang: Lang): string => (army ? armyLabel(army, lang) : `<span class="muted">${esc(ownerName(null, lang))}</span>`);

// ---------------------------------------------------------------------------------------------
// Pieces

export function turnLine(t: TurnInfo, lang: Lang): string {
  const w = words(lang);
  const order = t.armies.map((a) => (t.out.includes(a) ? `<s>${esc(armyName(a, lang))}</s>` : esc(armyName(a, lang)))).join(' → ');
  const state = t.status === 'finished'
    ? `<b>${esc(w.finished)}</b>: ${esc(w.winner)} — ${t.winner === 'draw' || !t.winner ? esc(w.draw) : esc(armyName(t.winner, lang))}`
    : t.toMove ? `${esc(w.toMove)}: <b>${esc(armyName(t.toMove, lang))}</b>` : '';
  return `<p class="meta"><b>${esc(w.goal)}:</b> ${esc(w.goals[t.goal])} · <b>${esc(w.moveOrder)}:</b> ${order}${state ? ` · ${state}` : ''}</p>`;
}

function header(s: TurnSummary, lang: Lang, army: Army | null): string {
  const w = words(lang);
  const t = s.turn;
  const kind = s.kind === 'since' ? w.sinceSummary : w.turnSummary;
  const sub = s.kind === 'since'
    ? `${esc(w.lastClosed)}: ${s.since?.lastClosed ? esc(s.since.lastClosed.replace('T', ' ').slice(0, 16)) : esc(w.firstSession)}`
    : '';
  const title = army
    ? `<h1>${armyIcon(army)}${esc(armyName(army, lang))} <span style="font-weight:400">· ${esc(w.campaign)} «${esc(s.campaign.name)}»</span></h1>`
    : `<h1>${esc(w.campaign)} «${esc(s.campaign.name)}»</h1>`;
  return `<div class="head"><div><div class="brand">${esc(w.game)} · ${esc(kind)}${army ? ` · ${esc(w.sheetFor)}` : ''}</div>${title}${sub ? `<div class="small">${sub}</div>` : ''}</div>
<div class="turnbox"><div class="big">${esc(turnTitle(t.from, t.to, t.limit, lang))}</div><div class="small">${esc(w.turnsLeft)}: <b>${t.left}</b></div></div></div>
${turnLine(t, lang)}`;
}

let iconSeq = 0;
function legend(lang: Lang, armies: readonly Army[]): string {
  const w = words(lang);
  const p = `lg${++iconSeq}-`;
  const item = (icon: string, text: string) => `<span>${icon} ${esc(text)}</span>`;
  return `<div class="legend">${armies.map((a) => item(legendIcon('army', a, p), armyName(a, lang))).join('')}${item(legendIcon('marshal', 'A', p), w.legendMarshal)}${item(legendIcon('general', 'A', p), w.legendGeneral)}${item(legendIcon('move', 'A', p), w.legendMove)}${item(legendIcon('road', 'A', p), w.legendRoad)}${item(legendIcon('strike', 'A', p), w.legendStrike)}${item(legendIcon('lost', 'A', p), w.legendLost)}${item(legendIcon('recruit', 'A', p), w.legendRecruit)}${item(legendIcon('road-terrain', 'A', p), w.terrain.road)}${item(legendIcon('forest', 'A', p), w.terrain.forest)}${item(legendIcon('mountain', 'A', p), w.terrain.mountain)}${item(legendIcon('swamp', 'A', p), w.terrain.swamp)}${item(legendIcon('river', 'A', p), w.terrain.river)}${item(legendIcon('fortress', 'A', p), w.terrain.fortress)}</div>`;
}

let mapSeq = 0;
function mapBox(s: TurnSummary, lang: Lang, army: Army | null): string {
  const w = words(lang);
  const svg = renderMapSvg(s.map, { idPrefix: `map${++mapSeq}-`, lang, highlight: army, title: s.kind === 'since' ? w.mapSince : w.map });
  return `<div class="mapbox nobreak">${svg}${legend(lang, s.turn.armies)}</div>`;
}

/** Orders and events merged in sequence, grouped by army move. */
type Item = { kind: 'order'; o: SummaryOrder } | { kind: 'event'; e: SummaryEvent };

export function timeline(s: TurnSummary): { turn: number; army: Army; items: Item[] }[] {
  type Marker = { seq: number; rank: number; turn: number; army: Army; item: Item | null };
  const marks: Marker[] = [];
  (s.moves ?? []).forEach((m, i) => marks.push({ seq: m.seq, rank: -100_000 + i, turn: m.turn, army: m.army, item: null }));
  s.orders.forEach((o, i) => marks.push({ seq: o.seq, rank: i, turn: o.move.turn, army: o.move.army, item: { kind: 'order', o } }));
  s.events.forEach((e, i) => marks.push({ seq: e.seq, rank: 100_000 + i, turn: e.move.turn, army: e.move.army, item: { kind: 'event', e } }));
  marks.sort((a, b) => a.seq - b.seq || a.rank - b.rank);
  const groups: { turn: number; army: Army; items: Item[] }[] = [];
  for (const m of marks) {
    let last = groups[groups.length - 1];
    if (!last || last.turn !== m.turn || last.army !== m.army) groups.push((last = { turn: m.turn, army: m.army, items: [] }));
    if (m.item) last.items.push(m.item);
  }
  return groups;
}

/**
 * One army's sheet must stay one page. Its two columns hold about this many millimetres of blocks
 * (A4 less the margins, the header and the map); the estimate below decides how much of the other
 * armies' doings is listed (all of it the map shows anyway).
 */
export const SHEET_CAPACITY_MM = 300;

/** How much of the other armies' orders a sheet lists: 0 all; 1 not their plain moves; 2 only what hit this army. */
type Condense = 0 | 1 | 2;

function keepOrder(o: SummaryOrder, own: Army | null, level: Condense): boolean {
  if (own === null || level === 0 || o.army === own) return true;
  if (level === 1) return o.kind !== 'move' && o.kind !== 'step';
  return o.result.kind === 'struck' && o.result.target.army === own;
}

/** Lines a table cell of `chars` characters takes in a column about `perLine` characters wide. */
const lines = (chars: number, perLine: number): number => Math.max(1, Math.ceil(chars / perLine));

function ordersHeightMm(s: TurnSummary, lang: Lang, own: Army, level: Condense): number {
  let mm = 14; // heading and table head
  for (const g of timeline(s)) {
    mm += 5;
    let skipped = 0;
    for (const it of g.items) {
      if (it.kind === 'order') {
        if (!keepOrder(it.o, own, level)) {
          skipped++;
          continue;
        }
        const r = orderRow(it.o, lang, s.map);
        mm += 1.2 + 3.3 * Math.max(lines(r.commander.length + r.unit.length + r.path.length + 3, 44), lines(r.result.length, 26));
      } else mm += 1.2 + 3.3 * lines(eventText(it.e, lang, s.map).length, 70);
    }
    if (skipped || !g.items.length) mm += 4.5;
  }
  return mm;
}

function otherBlocksMm(s: TurnSummary, a: ArmySection): number {
  const depots = 48 + 7.5 * a.ledger.length;
  const losses = 34 + 4.2 * (a.losses.length + a.recruits.length);
  const fortresses = 16 + 5 * s.fortresses.length + 2 * s.fortresses.filter((f) => f.changes.length + (f.danger ? 1 : 0) > 1).length;
  const standings = 22 + 5 * s.standings.rows.length;
  return depots + losses + fortresses + standings;
}

function condenseLevel(s: TurnSummary, lang: Lang, a: ArmySection): Condense {
  const room = SHEET_CAPACITY_MM - otherBlocksMm(s, a);
  for (const level of [0, 1] as const) if (ordersHeightMm(s, lang, a.army, level) <= room) return level;
  return 2;
}

function ordersTable(s: TurnSummary, lang: Lang, own: Army | null, compact: boolean, level: Condense = 0): string {
  const w = words(lang);
  const groups = timeline(s);
  if (!groups.length) return `<p class="muted">${esc(w.noOrders)} ${esc(w.noEvents)}</p>`;
  let n = 0;
  const rows: string[] = [];
  const span = compact ? 3 : 5;
  for (const g of groups) {
    rows.push(`<tr class="group"><td colspan="${span}">${armyIcon(g.army)}${esc(w.armyMove(armyName(g.army, lang), g.turn))}</td></tr>`);
    let skipped = 0;
    for (const it of g.items) {
      if (it.kind === 'order') {
        n++;
        if (!keepOrder(it.o, own, level)) {
          skipped++;
          continue;
        }
        const r = orderRow(it.o, lang, s.map);
        const cls = own && it.o.army === own ? ' class="own"' : '';
        if (compact) {
          rows.push(`<tr${cls}><td class="num">${n}</td><td>${esc(r.commander)}: ${esc(r.unit)} <span class="nowrap">${esc(r.path)}</span></td><td>${esc(r.result)}</td></tr>`);
        } else {
          rows.push(`<tr${cls}><td class="num">${n}</td><td>${esc(r.commander)}</td><td>${esc(r.unit)}</td><td class="nowrap">${esc(r.path)}</td><td>${esc(r.result)}</td></tr>`);
        }
      } else {
        rows.push(`<tr class="ev"><td class="num">▸</td><td colspan="${span - 1}">${esc(eventText(it.e, lang, s.map))}</td></tr>`);
      }
    }
    if (skipped) rows.push(`<tr><td></td><td colspan="${span - 1}" class="muted">${esc(level === 1 ? w.moreMoves(skipped) : w.moreOrders(skipped))}</td></tr>`);
    if (!g.items.length) rows.push(`<tr><td></td><td colspan="${span - 1}" class="muted">${esc(w.noOrdersMove)}</td></tr>`);
  }
  const head = compact
    ? `<tr><th class="num">${esc(w.n)}</th><th>${esc(w.commander)}: ${esc(w.unit)}, ${esc(w.fromTo)}</th><th>${esc(w.result)}</th></tr>`
    : `<tr><th class="num">${esc(w.n)}</th><th>${esc(w.commander)}</th><th>${esc(w.unit)}</th><th>${esc(w.fromTo)}</th><th>${esc(w.result)}</th></tr>`;
  return `<table class="orders${compact ? ' tiny' : ' small'}"><thead>${head}</thead><tbody>${rows.join('')}</tbody></table>`;
}

function cardsBox(cards: ArmySection['cardsEnd'], lang: Lang): string {
  return `<div class="cards">${cardsParts(cards, lang)
    .map((p) => `<div class="card${p.count ? '' : ' zero'}"><div><span class="v">${esc(p.value)}</span> <span class="n">× ${p.count}</span></div><div class="l">${esc(p.label)}</div></div>`)
    .join('')}</div>`;
}

function ledgerTable(lines: readonly LedgerLine[], lang: Lang, withArmy: boolean): string {
  const w = words(lang);
  if (!lines.length) return `<p class="muted small">${esc(w.noLedger)}</p>`;
  const rows = lines
    .map((l) => `<tr><td class="num">${l.turn}</td>${withArmy ? `<td>${armyLabel(l.army, lang)}</td>` : ''}<td>${esc(w.reasons[l.reason])}${l.note ? ` — <i>${esc(l.note)}</i>` : ''}</td><td class="num chg">${esc(signedDep(l.amount, lang))}</td><td class="num">${esc(dep(l.balance, lang))}</td><td class="tiny">${esc(cardsText(l.balance, lang))}</td></tr>`)
    .join('');
  return `<table class="small"><thead><tr><th class="num">${esc(w.turn)}</th>${withArmy ? `<th>${esc(w.army)}</th>` : ''}<th>${esc(w.reason)}</th><th class="num">${esc(w.amount)}</th><th class="num">${esc(w.balanceAfter)}</th><th>${esc(w.cards)}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function depotsBlock(a: ArmySection, lang: Lang): string {
  const w = words(lang);
  const canBuy = a.canBuy.length
    ? a.canBuy.map((b) => `${esc(typeText(b.type, lang, a.army))} <span class="muted">${esc(dep(b.cost, lang))}</span>${b.count > 1 ? ` ×${b.count}` : ''}`).join(', ')
    : esc(w.canBuyNothing);
  const cells = a.inPlay ? (a.freeFortressCells ? ` <span class="muted">(${esc(w.freeCells)}: ${a.freeFortressCells})</span>` : ` — <b>${esc(w.noFortressCell)}</b>`) : '';
  return `<div class="nobreak"><div>${esc(w.balanceStart)}: ${esc(dep(a.depotsStart, lang))} → ${esc(w.balanceEnd)}: <span class="balance">${esc(dep(a.depotsEnd, lang))}</span></div>
${cardsBox(a.cardsEnd, lang)}
${ledgerTable(a.ledger, lang, false)}
<p class="tiny" style="margin:.8mm 0 0"><b>${esc(w.canBuy)}:</b> ${canBuy}${cells}</p></div>`;
}

function lossesBlock(a: ArmySection, lang: Lang): string {
  const w = words(lang);
  const losses = a.losses.length
    ? `<ul class="plain small">${a.losses.map((l) => `<li>${esc(lossText(l, lang))}</li>`).join('')}</ul>`
    : `<p class="muted small">${esc(w.noLosses)}</p>`;
  const recruits = a.recruits.length
    ? `<ul class="plain small">${a.recruits.map((r) => `<li>${esc(unitText(r.unit, lang))} — ${r.kind === 'appointed' ? esc(w.appointed) : esc(w.recruited)} ${esc(cell(r.at))}${r.fortress ? ` «${esc(r.fortress)}»` : ''}, ${esc(dep(r.cost, lang))}</li>`).join('')}</ul>`
    : `<p class="muted small">${esc(w.noRecruits)}</p>`;
  return `<div class="nobreak"><h3>${esc(w.losses)}: ${a.losses.length}${a.losses.length ? ` <span class="muted" style="font-weight:400">(${esc(w.worth)} ${esc(dep(a.lossesValue, lang))})</span>` : ''}</h3>${losses}
<h3>${esc(w.recruits)}: ${a.recruits.length}${a.recruits.length ? ` <span class="muted" style="font-weight:400">(${esc(dep(a.recruitsValue, lang))})</span>` : ''}</h3>${recruits}
<p class="small">${esc(w.kills)}: <b>${a.kills}</b> · ${esc(w.unitsOnMap)}: <b>${a.unitsEnd}</b>${a.unitsEnd !== a.unitsStart ? ` <span class="muted">(${a.unitsStart} → ${a.unitsEnd})</span>` : ''}</p></div>`;
}

export function fortressTable(rows: readonly FortressRow[], lang: Lang, compact = false): string {
  const w = words(lang);
  const body = rows
    .map((f) => {
      const marks = [
        ...f.changes.map((c) => `<span class="mark${c === 'captured' || c === 'abandoned' ? ' inv' : ''}">${esc(w.changeWords[c])}</span>`),
        ...(f.danger ? [`<span class="mark">⚠ ${esc(w.danger)}</span>`] : []),
      ].join(' ');
      const owner = f.ownerStart !== f.ownerEnd ? `${ownerLabel(f.ownerStart, lang)} → <b>${ownerLabel(f.ownerEnd, lang)}</b>` : ownerLabel(f.ownerEnd, lang);
      const hold = f.holdEnd ? `${armyLabel(f.holdEnd.army, lang)} ${f.holdEnd.count}/2` : '—';
      const near = f.threats.length ? f.threats.map((t) => `${esc(t.army)}×${t.units}`).join(' ') : '';
      const on = f.occupants.length ? f.occupants.join(', ') : '—';
      return `<tr${f.changed ? ' class="changed"' : ''}><td class="nowrap"><b>${esc(fortressLabel(f, lang))}</b>${compact ? '' : ` <span class="muted tiny">${f.cells}&nbsp;${esc(w.cells)}, ${esc(w.reasons.trophy)} ${esc(dep(f.trophies, lang))}</span>`}</td><td>${owner}</td><td class="nowrap">${hold}</td>${compact ? '' : `<td>${esc(on)}${near ? ` <span class="muted">· ${esc(w.near)} ${esc(near)}</span>` : ''}</td>`}<td>${marks}</td></tr>`;
    })
    .join('');
  return `<table class="small"><thead><tr><th>${esc(w.fortress)}</th><th>${esc(w.owner)}</th><th>${esc(w.hold)}</th>${compact ? '' : `<th>${esc(w.onIt)}</th>`}<th>${esc(w.changes)}</th></tr></thead><tbody>${body}</tbody></table>`;
}

export function standingsTable(s: Standings, lang: Lang, own: Army | null = null): string {
  const w = words(lang);
  const body = s.rows
    .map((r) => {
      const d = r.strength - r.strengthStart;
      const delta = d ? ` <span class="muted">(${esc(signedDep(d, lang))})</span>` : '';
      return `<tr${own === r.army ? ' class="own"' : ''}><td class="num">${r.inPlay ? r.rank : '—'}</td><td>${armyLabel(r.army, lang)}${r.inPlay ? '' : ` <span class="mark">${esc(w.out)}</span>`}</td><td class="num">${esc(dep(r.strength, lang))}${delta}</td><td class="num">${esc(dep(r.depots, lang))}</td><td class="num">${r.fortresses}</td><td class="num">${r.units}</td></tr>`;
    })
    .join('');
  const lead = s.leader === 'draw' ? w.leaderDraw : `${w.leader}: ${armyName(s.leader, lang)}`;
  return `<table class="small"><thead><tr><th class="num">${esc(w.rank)}</th><th>${esc(w.army)}</th><th class="num">${esc(w.strength)}</th><th class="num">${esc(w.depots)}</th><th class="num">${esc(w.fortresses)}</th><th class="num">${esc(w.units)}</th></tr></thead><tbody>${body}</tbody></table>
<p class="tiny"><b>${esc(lead)}</b> · ${esc(w.goal)}: ${esc(w.goalShort[s.goal])} · <span class="muted">${esc(w.strengthHint)}</span></p>`;
}

function footer(s: TurnSummary, lang: Lang): string {
  const w = words(lang);
  return `${w.game} · ${w.campaign} «${s.campaign.name}» · ${turnTitle(s.turn.from, s.turn.to, s.turn.limit, lang)}${s.printedAt ? ` · ${w.printed} ${s.printedAt.replace('T', ' ').slice(0, 16)}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Documents

/** One army's sheet: one A4 page. The blocks flow through two balanced columns. */
function armySheet(s: TurnSummary, a: ArmySection, lang: Lang): string {
  const w = words(lang);
  return `<section class="page sheet">
${header(s, lang, a.army)}
${mapBox(s, lang, a.army)}
<div class="flow">
<div class="blk"><h2>${esc(w.orders)} · ${esc(w.endEvents)}</h2>
${ordersTable(s, lang, a.army, true, condenseLevel(s, lang, a))}</div>
<div class="blk nobreak"><h2>${esc(w.depots)}</h2>
${depotsBlock(a, lang)}</div>
<div class="blk nobreak"><h2>${esc(w.lossesRecruits)}</h2>
${lossesBlock(a, lang)}</div>
<div class="blk nobreak"><h2>${esc(w.fortresses)}</h2>
${fortressTable(s.fortresses, lang, true)}</div>
<div class="blk nobreak"><h2>${esc(w.standings)}</h2>
${standingsTable(s.standings, lang, a.army)}</div>
</div>
</section>`;
}

/** The game master's copy: everything for all armies, flowing over as many pages as it needs. */
function fullSummary(s: TurnSummary, lang: Lang): string {
  const w = words(lang);
  const armies = s.armies
    .map((a) => `<div class="nobreak"><h3 style="font-size:11pt;margin-top:3mm">${armyLabel(a.army, lang)}${a.inPlay ? '' : ` <span class="mark">${esc(w.out)}</span>`}</h3>
<div class="cols"><div>${depotsBlock(a, lang)}</div><div>${lossesBlock(a, lang)}</div></div></div>`)
    .join('');
  return `<section class="page full">
${header(s, lang, null)}
${mapBox(s, lang, null)}
<div class="cols">
<div><h2>${esc(w.standings)}</h2>${standingsTable(s.standings, lang)}</div>
<div><h2>${esc(w.fortresses)}</h2>${fortressTable(s.fortresses, lang, true)}</div>
</div>
<h2>${esc(w.orders)} · ${esc(w.endEvents)}</h2>
${ordersTable(s, lang, null, false)}
<h2>${esc(w.depots)} · ${esc(w.lossesRecruits)}</h2>
${armies}
</section>`;
}

/**
 * The summary as a self-contained HTML document. A summary for one army (`summary.army` set) is one
 * page; pass several (one per army) for a document with one army per page. A summary for all
 * armies (`army: null`) is the game master's full copy.
 */
export function renderHtml(summary: TurnSummary | readonly TurnSummary[], lang: Lang, options: HtmlOptions = {}): string {
  const list = Array.isArray(summary) ? (summary as readonly TurnSummary[]) : [summary as TurnSummary];
  if (!list.length) throw new Error('renderHtml: no summary');
  const first = list[0];
  const w = words(lang);
  iconSeq = 0;
  mapSeq = 0;
  const body = list
    .map((s) => (s.army ? s.armies.filter((a) => a.army === s.army).map((a) => armySheet(s, a, lang)).join('\n') : fullSummary(s, lang)))
    .join('\n');
  const title = options.title ?? `${w.game} — ${first.kind === 'since' ? w.sinceSummary : w.turnSummary}: «${first.campaign.name}», ${turnTitle(first.turn.from, first.turn.to, first.turn.limit, lang)}`;
  return htmlDocument({ lang, title, fontCss: options.fontCss, body, footer: footer(first, lang) });
}
