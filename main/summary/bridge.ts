/**
 * The summary for the window and the browser mode: one handler for a `summary.render` call, a file
 * name to offer, and one Chromium kept running for the browser mode's PDFs.
 *
 *   summaryRender(campaign, { kind: 'turn', turn: 12, army: 'each', format: 'html', lang: 'ru' })
 *     → Reply<{ contentType, body, fileName }>    (body: string, or base64 for a PDF)
 *
 * Electron prints and makes PDFs from the same HTML (`kind … format: 'html'`) with its own
 * `webContents.print()` / `printToPDF({ pageSize: 'A4', printBackground: true, preferCSSPageSize: true })`.
 */
import type { Failure, Reply, SummaryRendered } from '../../shared/bridge/contract';
import type { Army } from '../../shared/rules/polkovodets';
import type { Lang } from '../../shared/vocab';
import { ARMY_NAMES } from '../../shared/vocab';
import { SummaryUnavailable } from './errors';
import { renderReport, renderSinceLastSession, renderSummary, type ArmyChoice, type SummaryFormat, type SummarySource } from './render';
import { openPdfRenderer, type PdfOptions, type PdfRenderer } from './pdf';

export interface SummaryRenderArgs {
  /** A turn's summary, everything since the last session, or the campaign report. */
  readonly kind: 'turn' | 'since' | 'report';
  /** For kind 'turn' (default: the current turn). */
  readonly turn?: number;
  /** One army, several (one page each), 'each' army, or absent for the game master's full copy. */
  readonly army?: ArmyChoice;
  readonly format: SummaryFormat;
  readonly lang: Lang;
}

export type { SummaryRendered };

const noCampaign: Failure = { code: 'summary/no_campaign', message: { ru: 'Кампания не открыта: сводку делать не из чего.', en: 'No campaign is open: there is nothing to summarise.' } };

/** A file name for the document: «Кампания — ход 12 — Россия.pdf». */
export function summaryFileName(campaign: string, args: Pick<SummaryRenderArgs, 'kind' | 'turn' | 'army' | 'format' | 'lang'>): string {
  const ru = args.lang === 'ru';
  const what = args.kind === 'report' ? (ru ? 'отчёт' : 'report') : args.kind === 'since' ? (ru ? 'с прошлой встречи' : 'since last session') : `${ru ? 'ход' : 'turn'} ${args.turn ?? ''}`.trim();
  const army = typeof args.army === 'string' && args.army !== 'each' ? ` — ${ARMY_NAMES[args.army as Army][args.lang]}` : args.army ? ` — ${ru ? 'листы армий' : 'army sheets'}` : '';
  const safe = `${campaign} — ${what}${army}`.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 150);
  return `${safe}.${args.format}`;
}

/** The handler of a `summary.render` call. Never throws for an expected failure. */
export async function summaryRender(source: SummarySource | null, args: SummaryRenderArgs, pdf?: PdfOptions & { renderer?: PdfRenderer }): Promise<Reply<SummaryRendered>> {
  if (!source) return { ok: false, error: noCampaign };
  try {
    const turn = args.turn ?? source.state().turn;
    const r =
      args.kind === 'report'
        ? await renderReport(source, { format: args.format, lang: args.lang, pdf })
        : args.kind === 'since'
          ? await renderSinceLastSession(source, { army: args.army, format: args.format, lang: args.lang, pdf })
          : await renderSummary(source, { turn, army: args.army, format: args.format, lang: args.lang, pdf });
    const binary = typeof r.body !== 'string';
    return {
      ok: true,
      value: {
        contentType: r.contentType,
        body: binary ? Buffer.from(r.body as Uint8Array).toString('base64') : (r.body as string),
        encoding: binary ? 'base64' : 'utf8',
        fileName: summaryFileName(source.name(), { ...args, turn }),
      },
    };
  } catch (e) {
    if (e instanceof SummaryUnavailable) return { ok: false, error: e.toFailure() };
    throw e;
  }
}

let shared: Promise<PdfRenderer> | null = null;

/** One headless Chromium kept for the browser mode's PDFs (started on first use). */
export function sharedPdfRenderer(options: PdfOptions = {}): Promise<PdfRenderer> {
  if (!shared) {
    shared = openPdfRenderer(options);
    shared.catch(() => {
      shared = null;
    });
  }
  return shared;
}

/** Stop the shared Chromium (on server shutdown). */
export async function closeSharedPdfRenderer(): Promise<void> {
  const r = shared;
  shared = null;
  if (r) await (await r).close();
}
