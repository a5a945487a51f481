/**
 * The summaries' room in main/: turn summaries, "since last session" and the campaign report from an
 * open campaign (render.ts), the window's and browser mode's `summary.render` (bridge.ts), the
 * embedded fonts and Chromium's PDF. Only a door: the files here import each other directly, never
 * this index, so the room has no import circle (tests/lint/cycles.test.ts).
 */
export * from './render';
export { SummaryUnavailable, type SummaryFailureCode } from './errors';
export { fontFaceCss, fontProblem } from './fonts';
export { htmlToPdf, openPdfRenderer, chromiumAvailable, chromiumPath, CHROMIUM_PATH, CHROMIUM_ARGS, type PdfOptions, type PdfRenderer } from './pdf';
export { summaryRender, summaryFileName, sharedPdfRenderer, closeSharedPdfRenderer, type SummaryRenderArgs, type SummaryRendered } from './bridge';
export { fieldDocument, countersDocument, presetCounters, stateCounters, mapOf, documentPdf, printRender, printFileName, type PaperOptions, type PrintRenderArgs, type PrintSource } from './print';
