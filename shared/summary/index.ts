/**
 * Turn summaries and the campaign report (issue 6): one pure implementation, several views.
 *
 *   const sel = selectTurn(history, 12, current.turn);             // which log positions
 *   const s = buildTurnSummary({ campaign, start, end, entries: sel.entries, ledger, army });
 *   renderHtml(s, 'ru', { fontCss })   // A4 print / PDF / file
 *   renderMarkdown(s, 'ru')            // notes
 *   toJson(s)                          // scripts, checks
 *
 * No I/O here: the fonts (data: URLs) and the PDF are made in main/summary/.
 */
export * from './model';
export { buildTurnSummary, standingsOf, turnInfo, DANGER_RADIUS, type TurnSummaryInput } from './build';
export { selectTurn, selectRange, turnsPlayed, type Selection } from './select';
export { HistoryDoesNotReplay, replay, type ReplayOutput } from './replay';
export { renderHtml, htmlDocument, timeline, BASE_CSS, type HtmlOptions } from './html';
export { renderMarkdown, type MarkdownOptions } from './markdown';
export { toJson } from './json';
export { renderMapSvg, unitSymbol, armyShape, type MapSvgOptions } from './map';
export { buildCampaignReport, renderReportHtml, renderReportMarkdown, type CampaignReportInput } from './report';
export { lineChart, ownershipChart } from './charts';
export { WORDS, words, eventText, orderRow, lossText, turnTitle } from './text';
