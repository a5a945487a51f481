/**
 * The field and the counters on paper (issue 13) for the command line, the window and browser mode:
 * the documents of shared/print/ with the embedded fonts, and their PDFs from Chromium (Electron
 * makes its own with printToPDF from the same HTML, main/app/native.ts).
 *
 *   fieldDocument(map, { paper, cellMm, grey, lang })         → { html, pageCount, plan }
 *   countersDocument(set, { cellMm, grey, lang })              → { html, pageCount }
 *   presetCounters({ armies, goal, size }), stateCounters(name, state) → CounterSet
 *   printRender(source | null, args)                           → Reply<SummaryRendered>   (`print.render`)
 */
import type { Failure, Reply, SummaryRendered } from '../../shared/bridge/contract';
import { defaultMapForEditing, mapFromScenario, parseMapFile, type Army, type GameState, type MapDef, type Refusal } from '../../shared/rules/polkovodets';
import type { Lang } from '../../shared/vocab';
import { presetScenario, type PresetGoal, type PresetSize } from '../../shared/presets';
import { COUNTERS_MAX_PAGES, countersFromUnits, renderCountersHtml, type CounterSet, type CountersDocument } from '../../shared/print/counters';
import { renderFieldHtml, type FieldDocument, type FieldMap } from '../../shared/print/field';
import type { Orientation, Paper } from '../../shared/print/paper';
import { printWords } from '../../shared/vocab/print';
import { describeRefusal } from '../../shared/vocab';
import { SummaryUnavailable } from './errors';
import { fontFaceCss } from './fonts';
import { openPdfRenderer, type PdfOptions, type PdfRenderer } from './pdf';

export interface PaperOptions {
  readonly paper?: Paper;
  readonly cellMm?: number;
  readonly orientation?: Orientation;
  readonly grey?: boolean;
  readonly lang: Lang;
}

export const fieldDocument = (map: FieldMap, o: PaperOptions): FieldDocument => renderFieldHtml(map, { ...o, fontCss: fontFaceCss() });

/** The counters' sheets; past COUNTERS_MAX_PAGES, refused (`print/too_many_pages`) before any drawing or PDF. */
export function countersDocument(set: CounterSet, o: PaperOptions): CountersDocument {
  const doc = renderCountersHtml(set, { ...o, fontCss: fontFaceCss() });
  if (doc.tooLarge) {
    const words = (lang: Lang) => printWords(lang).tooManyPages(doc.pageCount, COUNTERS_MAX_PAGES);
    throw new SummaryUnavailable('print/too_many_pages', { ru: words('ru'), en: words('en') });
  }
  return doc;
}

/** A preset's counters: its scenario's units and starting depots (the move order's seed changes neither). */
export function presetCounters(o: { readonly armies: readonly Army[]; readonly goal: PresetGoal; readonly size: PresetSize; readonly depots?: number }): CounterSet {
  const scenario = presetScenario({ armies: [...o.armies], goal: o.goal, size: o.size, seed: 0, depots: o.depots });
  return countersFromUnits(scenario.units, scenario.depots, scenario.armies, { kind: 'preset', armies: o.armies, goal: o.goal, size: o.size });
}

/** A campaign's counters: the units on the board and the depots of the armies still in play. */
export function stateCounters(name: string, state: GameState): CounterSet {
  const armies = state.armies.filter((a) => !state.out.includes(a));
  const depots: Partial<Record<Army, number>> = {};
  for (const a of armies) depots[a] = (state.depots[a] ?? 0) / 2;
  return countersFromUnits(state.units, depots, armies, { kind: 'campaign', name, turn: state.turn });
}

/**
 * The map of a map file (`polkovodets-map/1`, its `format` optional), of a scenario (its `map`), or
 * the default map (the word `default`, with its sheets and home fortresses written in); the map
 * parser's refusal when it is bad, null when the input is no map at all.
 */
export function mapOf(input: unknown): { ok: true; map: MapDef } | { ok: false; reason: { ru: string; en: string } | null } {
  if (input === 'default') return { ok: true, map: defaultMapForEditing() };
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, reason: null };
  const scenario = 'map' in input && !('rows' in input);
  if (!scenario && !('rows' in input)) return { ok: false, reason: null };
  const parsed = scenario ? mapFromScenario(input) : parseMapFile(input);
  if (!parsed.ok) return { ok: false, reason: { ru: describeRefusal(parsed.error as Refusal, 'ru'), en: describeRefusal(parsed.error as Refusal, 'en') } };
  return { ok: true, map: parsed.value };
}

/** A campaign's map as the print draws it: the default map with its sheets and homes, or its own. */
export const campaignMap = (state: GameState): MapDef => (state.mapRef === 'default' ? defaultMapForEditing() : state.map);

/** One PDF from a document's HTML (Chromium started for it, or the renderer given). */
export async function documentPdf(html: string, pdf?: PdfOptions & { renderer?: PdfRenderer }): Promise<Uint8Array> {
  const r = pdf?.renderer ?? (await openPdfRenderer(pdf));
  try {
    return await r.render(html);
  } finally {
    if (!pdf?.renderer) await r.close();
  }
}

export interface PrintRenderArgs extends Omit<PaperOptions, 'orientation'> {
  readonly document: 'field' | 'counters';
  readonly format: 'html' | 'pdf';
  /** Counters for a preset instead of the open campaign. */
  readonly preset?: { readonly armies: readonly Army[]; readonly goal: PresetGoal; readonly size: PresetSize };
  /** The field of a map not in a campaign (the editor's, a map file's); absent: the campaign's, else the default. */
  readonly map?: unknown;
}

/** What `print.render` reads from the open campaign. */
export interface PrintSource {
  name(): string;
  state(): GameState;
}

const failure = (code: string, message: { ru: string; en: string }): Failure => ({ code, message });

/** A file name to offer: «Кампания — поле.pdf», «Кампания — карточки.pdf». */
export function printFileName(name: string, document: 'field' | 'counters', format: 'html' | 'pdf', lang: Lang): string {
  const what = document === 'field' ? printWords(lang).fieldTitle : printWords(lang).countersTitle;
  return `${`${name} — ${what}`.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 150)}.${format}`;
}

/** The handler of a `print.render` call. Never throws for an expected failure. */
export async function printRender(source: PrintSource | null, args: PrintRenderArgs, pdf?: PdfOptions & { renderer?: PdfRenderer }): Promise<Reply<SummaryRendered>> {
  const W = printWords(args.lang);
  try {
    let html: string;
    if (args.document === 'field') {
      let map: MapDef = source ? campaignMap(source.state()) : defaultMapForEditing();
      if (args.map !== undefined) {
        const m = mapOf(args.map);
        if (!m.ok) return { ok: false, error: failure('print/bad_map', m.reason ?? { ru: printWords('ru').notAMap('map'), en: printWords('en').notAMap('map') }) };
        map = m.map;
      }
      html = fieldDocument(map, args).html;
    } else {
      const set = args.preset ? presetCounters(args.preset) : source ? stateCounters(source.name(), source.state()) : null;
      if (!set) return { ok: false, error: failure('print/no_campaign', { ru: printWords('ru').noCampaign, en: printWords('en').noCampaign }) };
      html = countersDocument(set, args).html;
    }
    const fileName = printFileName(source?.name() ?? W.game, args.document, args.format, args.lang);
    if (args.format === 'html') return { ok: true, value: { contentType: 'text/html; charset=utf-8', body: html, encoding: 'utf8', fileName } };
    const bytes = await documentPdf(html, pdf);
    return { ok: true, value: { contentType: 'application/pdf', body: Buffer.from(bytes).toString('base64'), encoding: 'base64', fileName } };
  } catch (e) {
    if (e instanceof SummaryUnavailable) return { ok: false, error: e.toFailure() };
    throw e;
  }
}
