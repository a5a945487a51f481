/**
 * The turn summary as one self-contained HTML document for A4 portrait: for the print dialog, for
 * `printToPDF` / headless Chromium, and as a file to open anywhere. Everything is inline (styles, the
 * SVG map); the fonts come from the caller as CSS (`fontCss`: @font-face rules with data: URLs, made
 * in main/summary/fonts.ts), with generic fallbacks. One army's sheet fits one page; several sheets
 * print one army per page.
 *
 * The parts: page.ts (the page shell and styles, shared with the report and the battle record),
 * sections.ts (heading, map, depots, losses, fortresses, standings), orders.ts (the orders table and
 * how much of it one army's sheet holds). Here: the two documents.
 */
import type { ArmySection, Lang, TurnSummary } from './model';
import { esc } from './escape';
import { condenseLevel, ordersTable } from './orders';
import { armyLabel, htmlDocument, type HtmlOptions } from './page';
import { depotsBlock, fortressTable, header, lossesBlock, mapBox, resetIds, standingsTable } from './sections';
import { turnTitle, words } from './text';

export { BASE_CSS, htmlDocument, armyIcon, armyLabel, type HtmlOptions } from './page';
export { timeline, SHEET_CAPACITY_MM } from './orders';
export { turnLine, fortressTable, standingsTable } from './sections';

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
${lossesBlock(a, lang, s.map)}</div>
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
<div class="cols"><div>${depotsBlock(a, lang)}</div><div>${lossesBlock(a, lang, s.map)}</div></div></div>`)
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
  resetIds();
  const body = list
    .map((s) => (s.army ? s.armies.filter((a) => a.army === s.army).map((a) => armySheet(s, a, lang)).join('\n') : fullSummary(s, lang)))
    .join('\n');
  const title = options.title ?? `${w.game} — ${first.kind === 'since' ? w.sinceSummary : w.turnSummary}: «${first.campaign.name}», ${turnTitle(first.turn.from, first.turn.to, first.turn.limit, lang)}`;
  return htmlDocument({ lang, title, fontCss: options.fontCss, body, footer: footer(first, lang) });
}
