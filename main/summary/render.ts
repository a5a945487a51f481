/**
 * Turn summaries, "since last session" and the campaign report from an open campaign (issue 6).
 * (main/summary/index.ts gathers this room's exports; the files import one another, never it.)
 * The model and the views are in shared/summary/ (pure); here they meet the campaign service, the
 * embedded fonts and Chromium's PDF.
 *
 *   renderSummary(campaign, { turn, army?, format, lang })  → { contentType, body }   (`polk summary`)
 *   summaryHtml(campaign, { turn | since, army?, lang })      → self-contained HTML    (print, printToPDF)
 *   renderSinceLastSession(campaign, { format, lang, army? }) → { contentType, body }
 *   renderReport(campaign, { format, lang })                  → { contentType, body }
 *
 * `source` is an open campaign of the campaign service (main/campaign/service.ts `Campaign`).
 */
import type { HistoryEntry, LedgerEntry, SinceLastSession } from '../../shared/bridge/contract';
import type { Army, GameState } from '../../shared/rules/polkovodets';
import type { Lang } from '../../shared/vocab';
import {
  buildCampaignReport,
  buildTurnSummary,
  renderHtml,
  renderMarkdown,
  renderReportHtml,
  renderReportMarkdown,
  selectRange,
  selectTurn,
  toJson,
  type CampaignReport,
  type TurnSummary,
} from '../../shared/summary';
import { SummaryUnavailable } from './errors';
import { fontFaceCss } from './fonts';
import { openPdfRenderer, type PdfOptions, type PdfRenderer } from './pdf';

/** What a summary reads from a campaign (the service's `Campaign` has all of it). */
export interface SummarySource {
  name(): string;
  /** The whole log (or the entries with from < seq ≤ to). */
  history(from?: number, to?: number): HistoryEntry[];
  ledger(): LedgerEntry[];
  /** The current state. */
  state(): GameState;
  /** The state after log position `seq`. */
  stateAt(seq: number): { readonly ok: true; readonly value: GameState } | { readonly ok: false; readonly error: { readonly code: string; readonly message: { readonly ru: string; readonly en: string } } };
  sinceLastSession?(): SinceLastSession;
}

export type SummaryFormat = 'md' | 'html' | 'json' | 'pdf';
export const SUMMARY_FORMATS: readonly SummaryFormat[] = ['md', 'html', 'json', 'pdf'];

/** One army's sheet, several (one page each), every army's ('each'), or the full copy (absent). */
export type ArmyChoice = Army | readonly Army[] | 'each';

export interface SummaryRequest {
  readonly turn: number;
  readonly army?: ArmyChoice;
  readonly format: SummaryFormat;
  readonly lang: Lang;
  /** Printed on the sheet (html, pdf); default now. */
  readonly printedAt?: Date | string | null;
  /** Chromium options, or a renderer already started (to make many PDFs). */
  readonly pdf?: PdfOptions & { readonly renderer?: PdfRenderer };
}

export interface RenderedSummary {
  readonly contentType: string;
  readonly body: string | Uint8Array;
}

const CONTENT_TYPES: Readonly<Record<SummaryFormat, string>> = {
  md: 'text/markdown; charset=utf-8',
  html: 'text/html; charset=utf-8',
  json: 'application/json',
  pdf: 'application/pdf',
};

/** "2025-03-14 19:05", local time. */
export function localStamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

const stamp = (v: Date | string | null | undefined, format: SummaryFormat): string | null =>
  v === null ? null : v instanceof Date ? localStamp(v) : typeof v === 'string' ? v : format === 'html' || format === 'pdf' ? localStamp(new Date()) : null;

function stateAt(source: SummarySource, seq: number): GameState {
  const r = source.stateAt(seq);
  if (!r.ok) throw new SummaryUnavailable('summary/no_state', { ru: r.error.message.ru, en: r.error.message.en });
  return r.value;
}

function armiesOf(choice: ArmyChoice | undefined, state: GameState): (Army | null)[] {
  if (choice === undefined) return [null];
  if (choice === 'each') return [...state.armies];
  if (typeof choice === 'string') return [choice as Army];
  return [...(choice as readonly Army[])];
}

function noSuchTurn(turn: number, last: number): SummaryUnavailable {
  return new SummaryUnavailable('summary/no_such_turn', {
    ru: `Хода ${turn} в этой кампании нет: есть ходы 1–${last}.`,
    en: `There is no turn ${turn} in this campaign: it has turns 1–${last}.`,
  });
}

/** The summary model(s) of one turn: one per army sheet, or one for all armies. */
export function turnSummaries(source: SummarySource, o: { turn: number; army?: ArmyChoice; printedAt?: string | null }): TurnSummary[] {
  const current = source.state();
  const history = source.history();
  const sel = selectTurn(history, o.turn, current.turn);
  if (!sel) throw noSuchTurn(o.turn, current.turn);
  const start = stateAt(source, sel.fromSeq);
  const end = sel.toSeq === sel.fromSeq ? start : stateAt(source, sel.toSeq);
  const ledger = source.ledger();
  for (const a of armiesOf(o.army, current)) if (a !== null && !current.armies.includes(a)) throw badArmy(a, current.armies);
  return armiesOf(o.army, current).map((army) =>
    buildTurnSummary({ campaign: source.name(), start, end, entries: sel.entries, ledger, army, turn: o.turn, fromSeq: sel.fromSeq, toSeq: sel.toSeq, printedAt: o.printedAt ?? null }),
  );
}

function badArmy(army: string, armies: readonly Army[]): SummaryUnavailable {
  return new SummaryUnavailable('summary/no_such_army', {
    ru: `Армия «${army}» не участвует в этой кампании (армии: ${armies.join(', ')}).`,
    en: `Army "${army}" is not in this campaign (armies: ${armies.join(', ')}).`,
  });
}

/** "Since last session": the same summary over every entry since the campaign was last closed. */
export function sinceLastSessionSummaries(source: SummarySource, o: { army?: ArmyChoice; since?: SinceLastSession; printedAt?: string | null } = {}): TurnSummary[] {
  const since = o.since ?? source.sinceLastSession?.();
  const current = source.state();
  const toSeq = since?.toSeq ?? source.history().length - 1;
  const fromSeq = since?.fromSeq ?? 0;
  const sel = selectRange(since?.entries ?? source.history(fromSeq, toSeq), fromSeq, toSeq);
  const start = stateAt(source, sel.fromSeq);
  const end = stateAt(source, sel.toSeq);
  const ledger = source.ledger();
  return armiesOf(o.army, current).map((army) =>
    buildTurnSummary({
      campaign: source.name(), start, end, entries: sel.entries, ledger, army, fromSeq: sel.fromSeq, toSeq: sel.toSeq,
      since: { lastClosed: since?.lastClosed ?? null, fromSeq: sel.fromSeq, toSeq: sel.toSeq }, printedAt: o.printedAt ?? null,
    }),
  );
}

/** The campaign report's model. */
export function campaignReport(source: SummarySource, o: { printedAt?: string | null } = {}): CampaignReport {
  const history = source.history();
  // The start: after the campaign's creation and set-up.
  let startSeq = 0;
  for (const e of history) {
    if (e.kind === 'create' || e.kind === 'setup') startSeq = e.seq;
    else break;
  }
  return buildCampaignReport({ campaign: source.name(), start: stateAt(source, startSeq), current: source.state(), entries: history, printedAt: o.printedAt ?? null });
}

/** The self-contained HTML of summaries (fonts embedded): for the print dialog and `printToPDF`. */
export function summariesHtml(summaries: readonly TurnSummary[], lang: Lang): string {
  return renderHtml(summaries.length === 1 ? summaries[0] : summaries, lang, { fontCss: fontFaceCss() });
}

/**
 * The HTML to print or to turn into PDF, for the Electron shell and the browser mode: a turn's
 * summary (`turn`), everything since the last session (`since: true`), or the campaign report
 * (`report: true`).
 */
export function summaryHtml(source: SummarySource, o: { turn?: number; since?: boolean; report?: boolean; army?: ArmyChoice; lang: Lang; printedAt?: Date | string | null }): string {
  const printedAt = stamp(o.printedAt, 'html');
  if (o.report) return renderReportHtml(campaignReport(source, { printedAt }), o.lang, { fontCss: fontFaceCss() });
  const list = o.since ? sinceLastSessionSummaries(source, { army: o.army, printedAt }) : turnSummaries(source, { turn: o.turn ?? source.state().turn, army: o.army, printedAt });
  return summariesHtml(list, o.lang);
}

/** A renderer for one PDF: the one given, or Chromium started now (while the HTML is being made). */
type PdfJob = { renderer: Promise<PdfRenderer>; own: boolean };

function startPdf(options: SummaryRequest['pdf']): PdfJob {
  if (options?.renderer) return { renderer: Promise.resolve(options.renderer), own: false };
  const renderer = openPdfRenderer(options);
  renderer.catch(() => undefined); // awaited (and reported) in pdfOf
  return { renderer, own: true };
}

async function pdfOf(html: string, options: SummaryRequest['pdf'], job: PdfJob = startPdf(options)): Promise<Uint8Array> {
  const r = await job.renderer;
  try {
    return await r.render(html);
  } finally {
    if (job.own) await r.close();
  }
}

/** Render summary models in a format. */
export async function renderSummaries(list: readonly TurnSummary[], format: SummaryFormat, lang: Lang, pdf?: SummaryRequest['pdf'], job?: PdfJob): Promise<RenderedSummary> {
  const one = list.length === 1 ? list[0] : list;
  switch (format) {
    case 'json':
      return { contentType: CONTENT_TYPES.json, body: toJson(one) };
    case 'md':
      return { contentType: CONTENT_TYPES.md, body: renderMarkdown(one, lang) };
    case 'html':
      return { contentType: CONTENT_TYPES.html, body: summariesHtml(list, lang) };
    case 'pdf':
      return { contentType: CONTENT_TYPES.pdf, body: await pdfOf(summariesHtml(list, lang), pdf, job) };
  }
}

/** `polk summary`: the summary of a turn (for one army, several, or all) as md, html, json or pdf. */
export async function renderSummary(source: SummarySource, request: SummaryRequest): Promise<RenderedSummary> {
  // A turn or army that cannot be is refused before Chromium starts; then Chromium starts while the
  // log is read and the HTML is made.
  const current = source.state();
  if (!Number.isInteger(request.turn) || request.turn < 1 || request.turn > current.turn) throw noSuchTurn(request.turn, current.turn);
  for (const a of armiesOf(request.army, current)) if (a !== null && !current.armies.includes(a)) throw badArmy(a, current.armies);
  const job = request.format === 'pdf' ? startPdf(request.pdf) : undefined;
  let list: TurnSummary[];
  try {
    list = turnSummaries(source, { turn: request.turn, army: request.army, printedAt: stamp(request.printedAt, request.format) });
  } catch (e) {
    if (job?.own) void job.renderer.then((r) => r.close(), () => undefined);
    throw e;
  }
  return renderSummaries(list, request.format, request.lang, request.pdf, job);
}

/** "Since last session" in a format. */
export async function renderSinceLastSession(source: SummarySource, request: Omit<SummaryRequest, 'turn'> & { since?: SinceLastSession }): Promise<RenderedSummary> {
  const list = sinceLastSessionSummaries(source, { army: request.army, since: request.since, printedAt: stamp(request.printedAt, request.format) });
  return renderSummaries(list, request.format, request.lang, request.pdf);
}

/** The campaign report in a format. */
export async function renderReport(source: SummarySource, request: Omit<SummaryRequest, 'turn' | 'army'>): Promise<RenderedSummary> {
  const report = campaignReport(source, { printedAt: stamp(request.printedAt, request.format) });
  switch (request.format) {
    case 'json':
      return { contentType: CONTENT_TYPES.json, body: toJson(report) };
    case 'md':
      return { contentType: CONTENT_TYPES.md, body: renderReportMarkdown(report, request.lang) };
    case 'html':
      return { contentType: CONTENT_TYPES.html, body: renderReportHtml(report, request.lang, { fontCss: fontFaceCss() }) };
    case 'pdf':
      return { contentType: CONTENT_TYPES.pdf, body: await pdfOf(renderReportHtml(report, request.lang, { fontCss: fontFaceCss() }), request.pdf) };
  }
}

