/**
 * `polk map print FILE --out OUT.pdf [--paper a4|a3] [--cell-mm N] [--grey] [--orientation …]`: the
 * field on paper (shared/print/field.ts) as a PDF from Chromium. FILE is a map file (the scenario's
 * `map` object, its `format` field optional), a scenario (its map), or the word `default`. The
 * command table's `map` entry (maps.ts) takes these options and hands `print` here.
 */
import { resolve } from 'node:path';
import { writeOutputFile } from '../campaign/output';
import { readMapJson } from './mapInput';
import { CELL_MM_MAX, CELL_MM_MIN, PAPERS, type Orientation, type Paper } from '../../shared/print/paper';
import { printWords } from '../../shared/vocab/print';
import { documentPdf, fieldDocument, mapOf, SummaryUnavailable } from '../summary';
import { usage, type OptionSpec, type Parsed } from './args';
import { printJson, report, type Command, type Io } from './output';

const value = (shown: string): OptionSpec => ({ type: 'string', shown });

/** The options of `polk map print` (the `map` entry of the command table takes them). */
export const MAP_PRINT_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  out: value('OUT.pdf'),
  paper: value('a4|a3'),
  'cell-mm': value('N'),
  grey: { type: 'boolean' },
  orientation: value('portrait|landscape'),
};

/** Its lines in `polk map --help`. */
export const MAP_PRINT_HELP = {
  ru: `
polk map print FILE --out OUT.pdf — поле на бумаге в натуральную величину (FILE: файл карты, сценарий
или default): листы с полосой наложения и метками совмещения, координаты на всех краях каждого
листа, названия крепостей, легенда с масштабной линейкой; ориентация — где листов меньше:
  --out OUT.pdf       файл PDF (обязательно)
  --paper a4|a3       лист (по умолчанию a4)
  --cell-mm N         клетка в мм, от 3 до 20 (по умолчанию 5, как в школьной тетради)
  --grey              в оттенках серого (местность и так различима по штриховке)
  --orientation O     portrait или landscape вместо выбранной
  Печатайте в масштабе 100 %. С --json: { "ok": true, "out", "pages", "paper", "orientation", "cellMm" }.`,
  en: `
polk map print FILE --out OUT.pdf — the field on paper at true scale (FILE: a map file, a scenario or
default): pages with an overlap strip and registration marks, coordinates on every edge of every
page, fortress names, a legend with a scale bar; the orientation needing fewer pages:
  --out OUT.pdf       the PDF file (required)
  --paper a4|a3       the paper (default a4)
  --cell-mm N         the cell in mm, 3 to 20 (default 5, as in a school exercise book)
  --grey              greyscale (the terrain's hatching tells it apart anyway)
  --orientation O     portrait or landscape instead of the chosen one
  Print at 100 %. With --json: { "ok": true, "out", "pages", "paper", "orientation", "cellMm" }.`,
};

/** `--paper`, `--cell-mm`, `--grey` (shared with `polk cards`). */
export function paperArgs(p: Parsed): { paper: Paper; cellMm: number; grey: boolean } {
  const W = (lang: 'ru' | 'en') => printWords(lang);
  const paper = (p.flags.get('paper') ?? 'a4').toLowerCase();
  if (!(PAPERS as readonly string[]).includes(paper)) throw usage('cli/bad_paper', W('ru').badPaper(paper), W('en').badPaper(paper));
  const raw = p.flags.get('cell-mm');
  const cellMm = raw === undefined ? 5 : Number(raw.replace(',', '.'));
  if (raw !== undefined && (!/^\s*\d+([.,]\d+)?\s*$/.test(raw) || !(cellMm >= CELL_MM_MIN && cellMm <= CELL_MM_MAX))) {
    throw usage('cli/bad_cell_mm', W('ru').badCell(raw, CELL_MM_MIN, CELL_MM_MAX), W('en').badCell(raw, CELL_MM_MIN, CELL_MM_MAX));
  }
  return { paper: paper as Paper, cellMm, grey: p.flags.has('grey') };
}

export function outArg(p: Parsed): string {
  const out = p.flags.get('out');
  if (out === undefined) throw usage('cli/missing_option', printWords('ru').needOut, printWords('en').needOut);
  return out;
}

/**
 * A printed document (the field, the counters) made a PDF by Chromium and written to `out` (beside
 * the campaign, for a relative path given with one): the path written, or, when no Chromium can be
 * had, the exit status of the refusal reported.
 */
export async function writeDocumentPdf(p: Parsed, io: Io, html: string, out: string, campaignPath?: string): Promise<string | number> {
  let pdf: Uint8Array;
  try {
    pdf = await documentPdf(html);
  } catch (e) {
    if (e instanceof SummaryUnavailable) return report(io, p, { code: e.code, message: e.words });
    throw e;
  }
  return writeOutputFile(out, pdf, campaignPath);
}

/** FILE's JSON (or the word default). */
const readMapInput = (file: string): unknown => (file === 'default' ? 'default' : readMapJson(resolve(file)));

export const mapPrint: Command = async (p, _service, io) => {
  const file = p.positionals[1];
  const out = outArg(p);
  const { paper, cellMm, grey } = paperArgs(p);
  const orientation = p.flags.get('orientation');
  if (orientation !== undefined && orientation !== 'portrait' && orientation !== 'landscape') {
    throw usage('cli/bad_orientation', printWords('ru').badOrientation(orientation), printWords('en').badOrientation(orientation));
  }
  const m = mapOf(readMapInput(file));
  if (!m.ok) {
    const where = file === 'default' ? file : resolve(file);
    if (!m.reason) throw usage('cli/not_a_map', printWords('ru').notAMap(where), printWords('en').notAMap(where));
    throw usage('cli/bad_map', `${where}: ${printWords('ru').badMap(m.reason.ru)}`, `${where}: ${printWords('en').badMap(m.reason.en)}`);
  }
  const doc = fieldDocument(m.map, { paper, cellMm, grey, lang: p.lang, orientation: orientation as Orientation | undefined });
  const written = await writeDocumentPdf(p, io, doc.html, out);
  if (typeof written === 'number') return written;
  if (p.json) printJson(io, { ok: true, out: written, pages: doc.pageCount, paper, orientation: doc.plan.orientation, cellMm, grey, tiles: { across: doc.plan.across, down: doc.plan.down } });
  else io.out(`${printWords(p.lang).written(written, doc.pageCount)}\n`);
  return 0;
};
